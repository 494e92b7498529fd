/**
 * Remembers which animations have already played during this visit, so a counter
 * seen once shows its final value when the visitor comes back to the page (client-side
 * navigation keeps the module alive; a reload in the same tab reads sessionStorage).
 */
const played = new Set<string>();
const STORAGE_KEY = "played-animations";

const storage = (): Storage | undefined => {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

const stored = (): string[] => {
  try {
    const value = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
};

export const hasPlayed = (key: string): boolean => played.has(key) || stored().includes(key);

export const markPlayed = (key: string): void => {
  played.add(key);
  try {
    const all = new Set(stored());
    all.add(key);
    storage()?.setItem(STORAGE_KEY, JSON.stringify([...all]));
  } catch {
    // Storage full or blocked: the in-memory record still covers this visit.
  }
};

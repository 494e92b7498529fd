/**
 * State kept in the page address (`?service=2`, `?categoria=cybersecurity&livello=base`):
 * reading one parameter against the values it may take, and writing parameters back
 * without losing the others (a campaign's `utm_*`, for instance).
 */

/** The value every filter starts from and returns to: no restriction. */
export const ALL = "all";

/**
 * The value of `name` in `search` when it is one of `allowed`, otherwise `fallback`:
 * an unknown or misspelt value in a shared link falls back instead of showing nothing.
 */
export const readChoice = <T extends string>(search: string, name: string, allowed: readonly T[], fallback: T): T => {
  const value = new URLSearchParams(search).get(name);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
};

/**
 * `search` with `updates` applied: a string sets the parameter, `null` removes it.
 * Returns "" when nothing is left, otherwise a string starting with "?".
 */
export const withParams = (search: string, updates: Readonly<Record<string, string | null>>): string => {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(updates)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
};

/**
 * The service the services page opens on: `?service=` 0, 1 or 2 (as many as there are
 * services); missing or anything else ("01", "7", "uno") gives the first.
 */
export const parseServiceIndex = (search: string, count: number): number => {
  const value = new URLSearchParams(search).get("service");
  for (let index = 0; index < count; index += 1) if (value === String(index)) return index;
  return 0;
};

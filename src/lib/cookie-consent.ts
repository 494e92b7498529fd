/**
 * The visitor's cookie choice, kept in localStorage under `cookie-consent`
 * (`accepted` or `rejected`). Storage can be unavailable (private modes, blocked
 * storage): then the banner simply asks again next time instead of breaking the page.
 */

export const COOKIE_CONSENT_KEY = "cookie-consent";

export type CookieConsent = "accepted" | "rejected";

export const readCookieConsent = (storage: Pick<Storage, "getItem"> | undefined): CookieConsent | null => {
  try {
    const value = storage?.getItem(COOKIE_CONSENT_KEY);
    return value === "accepted" || value === "rejected" ? value : null;
  } catch {
    return null;
  }
};

export const writeCookieConsent = (storage: Pick<Storage, "setItem"> | undefined, value: CookieConsent): void => {
  try {
    storage?.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // The choice still holds for this visit; see the note above.
  }
};

/**
 * The visitor's cookie choice, kept in localStorage under `cookie-consent`
 * (`accepted` or `rejected`). Storage can be unavailable (private modes, blocked
 * storage): then the banner simply asks again next time instead of breaking the page.
 */

export const COOKIE_CONSENT_KEY = "cookie-consent";

export const COOKIE_CONSENT_VALUES = ["accepted", "rejected"] as const;

export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

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

/**
 * "Gestisci cookie" (footer, cookie policy) asks the banner, mounted once in the layout, to
 * show again. An event on window rather than shared React state: the banner and the buttons
 * live in different parts of the tree and nothing else needs to know.
 */
export const COOKIE_CHOICE_REQUEST = "cookie-consent:request";

export const requestCookieChoice = (target: Pick<EventTarget, "dispatchEvent"> = window): void => {
  target.dispatchEvent(new Event(COOKIE_CHOICE_REQUEST));
};

/** How a stored choice is described to the visitor, by the button that made it. */
export const cookieConsentLabel = (value: CookieConsent | null): string =>
  value === "accepted" ? "«Accetta»" : value === "rejected" ? "«Rifiuta»" : "nessuna";

/**
 * The visitor's cookie choice, kept in localStorage under `cookie-consent`
 * (`accepted` or `rejected`). The page script (src/start-up/page-script) reads and stores it:
 * the banner must answer on arrival, before the app's scripts start.
 */

export const COOKIE_CONSENT_KEY = "cookie-consent";

export const COOKIE_CONSENT_VALUES = ["accepted", "rejected"] as const;

export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

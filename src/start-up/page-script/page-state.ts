/**
 * What the page script (./page-script.ts) keeps on <html>, and the marks it looks for on
 * controls. The script, the components and their CSS share these names, so the header, the
 * back-to-top link and the cookie banner follow the page's state without React: before the
 * app's scripts start, while they load, and after. React never renders this state, so the
 * server's markup hydrates unchanged whatever the script has set.
 */
import type { CookieConsent } from "../../lib/cookie-consent";

/** Scroll distance after which the header turns translucent and blurred (from the product specification). */
export const HEADER_SCROLL_THRESHOLD = 20;
/** Scroll distance after which the back-to-top link appears (from the product specification). */
export const BACK_TO_TOP_THRESHOLD = 300;

/** On <html> while the page is scrolled past HEADER_SCROLL_THRESHOLD. */
export const SCROLLED_ATTRIBUTE = "data-scrolled";
/** On <html> while the page is scrolled past BACK_TO_TOP_THRESHOLD. */
export const BACK_TO_TOP_ATTRIBUTE = "data-back-to-top";

/** On <html>: the visitor's cookie choice, `accepted` or `rejected`; absent until they choose. */
export const COOKIE_CONSENT_ATTRIBUTE = "data-cookie-consent";
/** On <html> while "Gestisci cookie" has shown the cookie banner again. */
export const COOKIE_BANNER_ATTRIBUTE = "data-cookie-banner";
export const COOKIE_BANNER_REOPENED = "reopened";
/** On the banner's buttons: the choice each one makes. */
export const COOKIE_CHOICE_ATTRIBUTE = "data-cookie-choice";
/** On every "Gestisci cookie" button. */
export const COOKIE_BANNER_OPENER_ATTRIBUTE = "data-cookie-banner-opener";

/**
 * On <html> when an earlier page has put the web font in the browser's cache: the CSS uses it
 * from the first paint (theme/web-font.ts). Until then the page keeps the metric-matched fallback.
 */
export const WEB_FONT_ATTRIBUTE = "data-web-font";

/** Spread on a banner button: pressing it stores `value` and closes the banner. */
export const cookieChoice = (value: CookieConsent) => ({ [COOKIE_CHOICE_ATTRIBUTE]: value }) as const;
/** Spread on a button that shows the cookie banner again. */
export const cookieBannerOpener = { [COOKIE_BANNER_OPENER_ATTRIBUTE]: "" } as const;

/*
 * Selectors for the components' `css` prop (`css={{ [whenScrolled]: { … } }}`): the element
 * (`&`) inside <html> in that state.
 */
export const whenScrolled = `html[${SCROLLED_ATTRIBUTE}] &`;
export const whenBackToTopShown = `html[${BACK_TO_TOP_ATTRIBUTE}] &`;
/** A choice is stored and the visitor has not asked to change it. */
export const whenCookieBannerClosed = `html[${COOKIE_CONSENT_ATTRIBUTE}]:not([${COOKIE_BANNER_ATTRIBUTE}="${COOKIE_BANNER_REOPENED}"]) &`;
export const whenCookieBannerReopened = `html[${COOKIE_BANNER_ATTRIBUTE}="${COOKIE_BANNER_REOPENED}"] &`;
/** The stored choice is `value` (`null`: none yet). */
export const whenCookieConsentIs = (value: CookieConsent | null): string =>
  value === null ? `html:not([${COOKIE_CONSENT_ATTRIBUTE}]) &` : `html[${COOKIE_CONSENT_ATTRIBUTE}="${value}"] &`;

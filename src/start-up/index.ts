/**
 * What components, pages and templates use of the start-up layer, and nothing else of it: how a part
 * is static or hydrated on its own, how it reads and writes the address's query string, and the
 * selectors of the state the page script keeps on <html>. The rules: docs/start-up.md.
 */
export { StaticContent, StaticContentPageProvider, useOutsideStaticContent } from "./static-content";
export { HydrationBoundary, hydratedOnItsOwn } from "./hydration-boundary";
export { type HistoryMode, useAddressQuery, useAddressSearch, writeAddressQuery } from "./address-query";
export {
  cookieBannerOpener,
  cookieChoice,
  whenBackToTopShown,
  whenCookieBannerClosed,
  whenCookieBannerReopened,
  whenCookieConsentIs,
  whenScrolled,
} from "./page-script/page-state";

/**
 * Browser APIs: the same page wrapper as gatsby-ssr (design system + layout), so the
 * markup the server rendered hydrates unchanged.
 */
import "./src/theme/fonts.css";
import { createWrapPageElement } from "./src/components/layout/wrap-page-element";
import { browserDesignSystem, browserEmotionCache } from "./src/components/ui/provider";
import { hydrateThenReplay } from "./src/start-up/hydrate-then-replay";
import { rootHydrated } from "./src/start-up/hydration-boundary";
import { shouldUpdateScroll as routerScroll } from "./src/lib/scroll/router-scroll";
import { adoptWebFontIfLoaded } from "./src/theme/web-font";
import { layOutEverySectionBeforeJump } from "./src/start-up/content-visibility";
import { recordInSitePage, startVisitAttribution } from "./src/lib/attribution/visit-attribution";
import { notePageView, startPageAnalytics } from "./src/lib/analytics/page-analytics";

// Before the first render: the visit's attribution notes the page the app starts on and listens for
// calls to action (a sessionStorage read, a write on the visit's first page, a listener:
// src/lib/attribution/visit-attribution.ts); page analytics notes the first page view and asks for its
// tracker when the browser is idle (a listener, two waits: src/lib/analytics/page-analytics.ts); and the
// design system and the Emotion cache are made, so that hydration does not pay for them too.
export const onClientEntry = (): void => {
  startVisitAttribution();
  startPageAnalytics();
  browserDesignSystem();
  browserEmotionCache();
};
export const wrapPageElement = createWrapPageElement(browserEmotionCache);

// When Gatsby's router may scroll: see src/lib/scroll/router-scroll.ts. Under START_UP_TRY=content-visibility
// (measurement only) every section is laid out before it does (src/start-up/content-visibility.ts).
export const shouldUpdateScroll: typeof routerScroll = START_UP_TRIED.contentVisibility
  ? (update) => {
      layOutEverySectionBeforeJump();
      return routerScroll(update);
    }
  : routerScroll;

// The page's root has committed; the hydrated mark waits for its Suspense boundaries too (hydration-boundary.tsx).
export const onInitialClientRender = rootHydrated;

// Runs before the new page is painted. Not on the first page, nor on a jump within a page (a new #fragment):
// a page keeps the font it was painted in (src/theme/web-font.ts). A page reached inside the site may
// carry campaign parameters: the visit's latest touch. And it is a page view.
export const onRouteUpdate = ({ location, prevLocation }: { location: Location; prevLocation: Location | null }): void => {
  if (prevLocation && prevLocation.pathname !== location.pathname) adoptWebFontIfLoaded();
  if (prevLocation && (prevLocation.pathname !== location.pathname || prevLocation.search !== location.search)) recordInSitePage(location);
  if (prevLocation) notePageView(location);
};

// Gatsby's hydration, then the held presses replayed (src/start-up/hydrate-then-replay.ts).
export const replaceHydrateFunction = hydrateThenReplay;

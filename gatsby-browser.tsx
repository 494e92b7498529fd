/**
 * Browser APIs: the same page wrapper as gatsby-ssr (design system + layout), so the
 * markup the server rendered hydrates unchanged, evaluated in pieces before the first render
 * (src/components/layout/page-wrapper-in-pieces.ts).
 */
import "./src/theme/fonts.css";
import { startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { ReactElement } from "react";
import { loadPageWrapperInPieces, wrapPageElementInTheBrowser } from "./src/components/layout/page-wrapper-in-pieces";
import { onClientEntryAwaited } from "./src/lib/library-internals/gatsby";
import { goLive } from "./src/lib/performance/scripts-on-first-activity";
import { rootHydrated } from "./src/lib/hydration/hydration-boundary";
import { shouldUpdateScroll as routerScroll } from "./src/lib/scroll/router-scroll";
import { adoptWebFontIfLoaded } from "./src/theme/web-font";

// Gatsby renders the page once the wrapper's pieces have been evaluated.
export const onClientEntry = onClientEntryAwaited(loadPageWrapperInPieces);

export const wrapPageElement = wrapPageElementInTheBrowser;

// When Gatsby's router may scroll: see src/lib/scroll/router-scroll.ts.
export const shouldUpdateScroll = routerScroll;

// The page's root has committed; the hydrated mark waits for its Suspense boundaries too (hydration-boundary.tsx).
export const onInitialClientRender = rootHydrated;

// Runs before the new page is painted. Not on the first page, nor on a jump within a page (a new #fragment):
// a page keeps the font it was painted in (src/theme/web-font.ts).
export const onRouteUpdate = ({ location, prevLocation }: { location: Location; prevLocation: Location | null }): void => {
  if (prevLocation && prevLocation.pathname !== location.pathname) adoptWebFontIfLoaded();
};

/**
 * Hydration as a transition. Gatsby's default hydrates in one go, a task of a second or more
 * on a mid-range phone during which the page cannot paint or answer a tap. Inside a transition
 * React hydrates in slices of a few milliseconds and yields in between; the page is already
 * fully rendered by the server, so nothing is missing meanwhile, and a tap on a part not yet
 * hydrated is replayed by React once it is.
 *
 * Under `gatsby develop` Gatsby also mounts its loading indicators with this function, each in
 * an empty element of its own (not `___gatsby`, the page's root), after the page has rendered,
 * and unmounts them with the function it returns. Hydrating those empty elements would raise
 * "Hydration failed" and mark later static content as server HTML to keep, and without a returned
 * cleanup Gatsby falls back to the deprecated `unmountComponentAtNode`. So any other element gets
 * a plain root, and every root is returned for unmounting. A production build calls this function
 * once, for `___gatsby`, and ignores the return value.
 */
// Typed by hand: Gatsby's declaration still names react-dom's legacy `render` signature.
export const replaceHydrateFunction =
  () =>
  (element: ReactElement, container: Element): (() => void) => {
    if (container.id !== "___gatsby") {
      const root = createRoot(container);
      root.render(element);
      return () => root.unmount();
    }
    const serverRendered = document.getElementById("gatsby-focus-wrapper")?.hasChildNodes() ?? false;
    let root: Root | undefined;
    startTransition(() => {
      if (serverRendered) {
        root = hydrateRoot(container, element);
      } else {
        root = createRoot(container);
        root.render(element);
      }
    });
    // React listens from here on: replay what the visitor pressed while the scripts were loading.
    goLive();
    return () => root?.unmount();
  };

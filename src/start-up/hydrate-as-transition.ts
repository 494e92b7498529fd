/** gatsby-browser's `replaceHydrateFunction`: the page hydrated as a transition, then the presses held meanwhile replayed. */
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { goLive } from "./held-presses";

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
export const hydrateAsTransition =
  () =>
  (element: ReactElement, container: Element): (() => void) => {
    if (container.id !== "___gatsby") {
      const root = createRoot(container);
      root.render(element);
      return () => root.unmount();
    }
    const serverRendered = document.getElementById("gatsby-focus-wrapper")?.hasChildNodes() ?? false;
    let root: Root | undefined;
    // START_UP_ABLATE=hydrate-as-transition (measurement only): at once, in one task, as Gatsby's default.
    (START_UP_ABLATED.hydrateAsTransition ? (render: () => void) => render() : startTransition)(() => {
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

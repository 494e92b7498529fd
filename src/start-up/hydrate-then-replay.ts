/** gatsby-browser's `replaceHydrateFunction`: the page hydrated as Gatsby does, then the presses held meanwhile replayed. */
import type { ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { goLive } from "./held-presses";

/**
 * Gatsby's own hydration (one `hydrateRoot`), with one thing added: React attaches its listeners in
 * `hydrateRoot`, so the presses held until then are replayed right after it, in the same task. A
 * replayed press on a part not yet hydrated makes React hydrate that part first, then run its handler.
 * (Hydrating as a transition, in slices, was measured and gained nothing: docs/performance.md,
 * "Ablation".)
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
export const hydrateThenReplay =
  () =>
  (element: ReactElement, container: Element): (() => void) => {
    const pageRoot = container.id === "___gatsby";
    let root: Root;
    if (pageRoot && (document.getElementById("gatsby-focus-wrapper")?.hasChildNodes() ?? false)) {
      root = hydrateRoot(container, element);
    } else {
      root = createRoot(container);
      root.render(element);
    }
    if (pageRoot) goLive();
    return () => root.unmount();
  };

/**
 * Whether React is hydrating the page the server rendered, in the browser's first render
 * of a visit. Set by gatsby-browser's hydrate function just before it hydrates; cleared
 * once that hydration has committed (`useServerHtmlCommitted`, in the layout).
 * `StaticContent` (components/shared/static-content.tsx) reads it when it mounts: during that first
 * hydration they keep the server's HTML as it is; mounted any later (a page reached by a
 * link inside the site, a hot reload in `gatsby develop`) they render like any component.
 */
import { useEffect } from "react";

let hydratingServerHtml = false;

export const beginServerHtmlHydration = (): void => {
  hydratingServerHtml = true;
};

export const isHydratingServerHtml = (): boolean => hydratingServerHtml;

/** Called by the layout, whose effects run once the whole first hydration has committed. */
export const useServerHtmlCommitted = (): void => {
  useEffect(() => {
    hydratingServerHtml = false;
  }, []);
};

import * as React from "react";
import { useHydratingServerHtml } from "../../lib/hydration/server-html";
import { KeptServerHtml } from "../../lib/library-internals/react";

interface StaticContentProps {
  children: React.ReactNode;
}

/**
 * The static part of a page: what is outside it hydrates (the interactive islands, in the
 * islands literature's terms); what is inside never does.
 *
 * Content that needs no JavaScript: text, figures, images, links. On the first load of a
 * page it is never hydrated, whenever React hydrates the part of the page it is in: React
 * adopts the wrapper the server rendered and leaves what is inside exactly as the server wrote it (KeptServerHtml, src/lib/library-internals/react.tsx).
 * React then neither renders these components again nor computes their styles, which would be
 * most of the page's start-up work on a phone. Links inside are plain links the browser follows (the site-wide catching
 * of internal links turns them into in-site navigations, see gatsby-config).
 * Mounted later (a page reached inside the site, `gatsby develop`), it renders its children
 * as usual.
 *
 * The wrapper is a `display: contents` div: it takes no box, so grids and flex layouts see
 * the children as if it were not there. Put only content that never changes after the first
 * render inside: what is kept is the server's HTML, whatever the props say later.
 */
export const StaticContent = ({ children }: StaticContentProps) => {
  // Read at the first render only: React renders once more after hydrating, no longer hydrating.
  const [keepServerHtml] = React.useState(useHydratingServerHtml());
  // The same element at every render, so that render leaves the kept HTML and the wrapper alone.
  const kept = React.useMemo(() => <KeptServerHtml data-static-content="" style={{ display: "contents" }} />, []);
  if (keepServerHtml) return kept;
  return (
    <div data-static-content="" style={{ display: "contents" }}>
      {children}
    </div>
  );
};

import * as React from "react";
import { useHydratingServerHtml } from "./server-html";
import { KeptServerHtml } from "./library-internals/react";

interface StaticContentProps {
  children: React.ReactNode;
}

/**
 * The page a static part belongs to: its path, given by the layout. A static part keeps the server's
 * HTML only on the page the server rendered it for. Without the layout (a component's test), one page.
 */
const StaticContentPage = React.createContext("");

export const StaticContentPageProvider = ({ path, children }: { path: string; children: React.ReactNode }) => (
  <StaticContentPage.Provider value={path}>{children}</StaticContentPage.Provider>
);

/** Whether a component renders inside a static part (see `useOutsideStaticContent`). */
const InsideStaticContent = React.createContext(false);

/**
 * For hooks that read what changes while a page stays (the address's query string, the visitor's
 * choices): inside a static part, whose HTML the server wrote once for the page, their value would
 * never show. Fails at once, naming the hook, in development, in the tests and at build.
 */
export const useOutsideStaticContent = (hook: string): void => {
  if (React.useContext(InsideStaticContent)) {
    throw new Error(
      `${hook} reads what changes while the page stays, but it is called inside StaticContent, whose HTML is the server's for the page: render this part outside StaticContent (src/start-up/static-content.tsx).`,
    );
  }
};

/**
 * The static part of a page: what is outside it hydrates (the interactive islands, in the
 * islands literature's terms); what is inside never does.
 *
 * Content that needs no JavaScript: text, figures, images, links. On the page the server rendered it
 * for, it is never hydrated, whenever React hydrates the part of the page it is in: React adopts the
 * wrapper the server rendered and leaves what is inside exactly as the server wrote it
 * (KeptServerHtml, src/start-up/library-internals/react.tsx). React then neither renders these components
 * again nor computes their styles, which would be most of the page's start-up work on a phone. Links
 * inside are plain links the browser follows (the site-wide catching of internal links turns them
 * into in-site navigations, see gatsby-config).
 *
 * Static for the page, not for the visit: a part that stays mounted when the visitor follows a link
 * (the layout's footer and cookie notice, a template's sections when only its data changes) renders
 * its children as usual from the first new page on, so what it shows follows the page: its language,
 * its data. Mounted later (a page reached inside the site, `gatsby develop`), it renders its children
 * from the start.
 *
 * The wrapper is a `display: contents` div: it takes no box, so grids and flex layouts see the
 * children as if it were not there. What is inside may depend on the page (its path, data and
 * language) and on nothing that changes while the page stays: not the query string, not the
 * visitor's state (hooks that read such things call `useOutsideStaticContent`).
 */
export const StaticContent = ({ children }: StaticContentProps) => {
  const page = React.useContext(StaticContentPage);
  const hydrating = useHydratingServerHtml();
  // The page whose server HTML is kept: read at the first render only (React renders once more after
  // hydrating, no longer hydrating), and given up for good once the page changes. Never kept under
  // START_UP_ABLATE=static-content (measurement only).
  const [keptFor, setKeptFor] = React.useState(!START_UP_ABLATED.staticContent && hydrating ? page : null);
  if (keptFor !== null && keptFor !== page) setKeptFor(null);
  // The same element at every render, so that render leaves the kept HTML and the wrapper alone.
  const kept = React.useMemo(() => <KeptServerHtml data-static-content="" style={{ display: "contents" }} />, []);
  if (keptFor !== null && keptFor === page) return kept;
  return (
    <div data-static-content="" style={{ display: "contents" }}>
      <InsideStaticContent.Provider value>{children}</InsideStaticContent.Provider>
    </div>
  );
};

/**
 * The one place that relies on Gatsby's server rendering past its documentation
 * (tests/unit/start-up/library-internals/gatsby.test.ts fails, naming this file, when a Gatsby release
 * changes it). Beside gatsby.ts, its browser runtime's, because only gatsby-ssr imports it.
 *
 * Gatsby hands `onRenderBody` the page's rendered body (`.cache/static-entry.js` calls the hook once
 * the body is rendered, with `bodyHtml`) without declaring it in the hook's type. The icon sprite, a
 * candidate (src/start-up/icon-sprite.tsx), reads there which icons a page uses.
 */

/** The page's rendered body, from onRenderBody's arguments. Throws, naming Gatsby, when it is missing. */
export function renderedBodyHtml(args: object): string {
  const { bodyHtml } = args as { bodyHtml?: unknown };
  if (typeof bodyHtml !== "string") {
    throw new Error(
      "Gatsby no longer hands onRenderBody the page's rendered body (`bodyHtml`), which the icon sprite reads (src/start-up/library-internals/gatsby-server-rendering.ts); update that module for this Gatsby release.",
    );
  }
  return bodyHtml;
}

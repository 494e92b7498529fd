/**
 * The token of a newsletter link (/newsletter/conferma/?token=…), read in two places: by React
 * when the visitor presses the button, and on arrival by a one-line script in the page itself.
 *
 * Why the script: the app's scripts start while the page loads, and on a phone React reads the
 * address seconds after the first paint. A link without its token has no query string, and can
 * only be invalid: the page must say so on arrival, not once React is live. The
 * script marks <html> before the page is painted, and the server's markup, which holds both
 * messages, shows the right one through CSS (`whenLinkTokenMissing`). React never renders the
 * mark, so the page hydrates unchanged.
 */

/** On <html> while the address has no token. */
export const LINK_TOKEN_MISSING_ATTRIBUTE = "data-link-token-missing";

/** Selector for a component's `css` prop: the element (`&`) on a page whose address has no token. */
export const whenLinkTokenMissing = `html[${LINK_TOKEN_MISSING_ATTRIBUTE}] &`;

/**
 * The token in a query string, or null. Serialised into the page's script as written (see
 * MARK_MISSING_TOKEN_SCRIPT): nothing from this module's scope, nothing an old browser lacks.
 */
export function tokenIn(search: string): string | null {
  const token = new URLSearchParams(search).get("token");
  return token && token.trim() ? token.trim() : null;
}

export const tokenFromAddress = (): string | null => tokenIn(window.location.search);

/** The inline script's text: the same on both link pages, so the Content-Security-Policy lists one hash for it. */
export const MARK_MISSING_TOKEN_SCRIPT = `if(!(${tokenIn.toString()})(location.search))document.documentElement.setAttribute(${JSON.stringify(LINK_TOKEN_MISSING_ATTRIBUTE)},"")`;

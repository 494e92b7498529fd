/**
 * Gatsby's one inline script that differs from page to page, made the same on every page.
 *
 * Gatsby writes `window.pagePath="/servizi";` into each page (its `gatsby-script-loader` script).
 * The CSP lists inline scripts by hash, so that one line would cost the policy a hash per page,
 * and the `_headers` line would outgrow the 2,000 characters Cloudflare Pages accepts. Rewritten
 * at build, the path moves into an attribute (not part of the hash) and the script reads it back:
 * the same text, so one hash, on every page.
 *
 * This depends on the exact text Gatsby writes (.cache/static-entry.js, Gatsby 5 with slices), so
 * it is isolated here and a page whose script does not match stops the build with the reason.
 */

/** Exactly Gatsby's tag: the path is a JSON string. */
const GATSBY_PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;

/** The replacement's code: the same on every page. */
export const PAGE_PATH_CODE = `window.pagePath=document.currentScript.getAttribute("data-page-path");`;

/** The replacement, already there: a page an incremental build did not write again. */
const ALREADY_CONSTANT = new RegExp(
  `<script id="gatsby-script-loader" data-page-path="[^"]*">${PAGE_PATH_CODE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</script>`,
);

const escapeAttribute = (value: string): string => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The page with Gatsby's page-path script replaced by the constant one; unchanged if the page has
 * no such script (the /admin page, a redirect) or has the constant one already (Gatsby rebuilds only
 * the pages whose data changed). Throws if Gatsby's script is there in another form.
 */
export function constantPagePathScript(html: string, file = "a page"): string {
  const match = GATSBY_PAGE_PATH_SCRIPT.exec(html);
  if (!match) {
    if (html.includes('id="gatsby-script-loader"') && !ALREADY_CONSTANT.test(html)) {
      throw new Error(
        `${file}: Gatsby's "gatsby-script-loader" script no longer has the form src/lib/security/page-path-script.ts expects; update the pattern there (the CSP would otherwise need one hash per page).`,
      );
    }
    return html;
  }
  const pagePath = JSON.parse(match[1]) as string;
  const tag = `<script id="gatsby-script-loader" data-page-path="${escapeAttribute(pagePath)}">${PAGE_PATH_CODE}</script>`;
  return html.slice(0, match.index) + tag + html.slice(match.index + match[0].length);
}

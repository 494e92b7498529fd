/**
 * Gatsby's one inline script that differs from page to page, made the same on every page.
 *
 * Gatsby writes `window.pagePath="/servizi";` into each page (its `gatsby-script-loader` script).
 * The CSP lists inline scripts by hash, so that one line would cost the policy a hash per page,
 * and the `_headers` line would outgrow the 2,000 characters Cloudflare Pages accepts. Rewritten
 * at build, the path moves into an attribute (not part of the hash) and the script reads it back:
 * the same text, so one hash, on every page.
 *
 * Gatsby's script is read through src/start-up/library-internals/gatsby-build-output.ts, which stops the
 * build, naming Gatsby, when a page's script is not of the form it expects.
 */
import { pagePathScript } from "./library-internals/gatsby-build-output";

/** The replacement's code: the same on every page. */
export const PAGE_PATH_CODE = `window.pagePath=document.currentScript.getAttribute("data-page-path");`;

/** The replacement, already there: a page an incremental build did not write again. */
const CONSTANT_SCRIPT = new RegExp(
  `<script id="gatsby-script-loader" data-page-path="([^"]*)">${PAGE_PATH_CODE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</script>`,
);

const escapeAttribute = (value: string): string => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const unescapeAttribute = (value: string): string =>
  value
    .replace(/&lt;/g, "<")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

const rewrittenAlready = (html: string): boolean => CONSTANT_SCRIPT.test(html);

/**
 * The page with Gatsby's page-path script replaced by the constant one, or unchanged if it has the
 * constant one already (Gatsby rebuilds only the pages whose data changed). Throws, naming Gatsby,
 * if the page has neither (src/start-up/library-internals/gatsby-build-output.ts).
 */
export function constantPagePathScript(html: string, file: string): string {
  const script = pagePathScript(html, file, rewrittenAlready);
  if (!script) return html;
  const tag = `<script id="gatsby-script-loader" data-page-path="${escapeAttribute(script.pagePath)}">${PAGE_PATH_CODE}</script>`;
  return html.slice(0, script.index) + tag + html.slice(script.index + script.length);
}

/** The page's path, from Gatsby's script or from the constant one that replaced it. */
export function pagePathOf(html: string, file: string): string {
  const script = pagePathScript(html, file, rewrittenAlready);
  return script ? script.pagePath : unescapeAttribute(CONSTANT_SCRIPT.exec(html)![1]);
}

/**
 * The inline scripts of the built pages, minified (terser) after every other rewrite.
 *
 * Why: the page script (src/start-up/page-script) is written as readable, type-checked TypeScript and
 * serialised with Function.prototype.toString, so it ships with its long names and spaces, and so
 * is the holder of early presses (held-presses.ts). Both are in every
 * page, and every byte of HTML counts: Lighthouse's FCP waits for the whole document, and a page a
 * few hundred bytes over the first round trip pays for a whole extra round trip
 * (scripts/bench/round-trips.mjs).
 *
 * Only scripts the browser runs (no `src`, no `type` or a JavaScript one; not modules, not JSON),
 * and not two kinds of them:
 *  - the scripts of a page's Head (Gatsby's Head API, `data-gatsby-head`): Gatsby inserts them again
 *    in the browser, with the text the app renders, and the CSP must find that text's hash;
 *  - Gatsby's page-path script: it must keep the exact text src/start-up/page-path-script.ts
 *    recognises on a page an incremental build did not write again.
 * For the same reason minifying is idempotent on our scripts (tested): a page processed twice gets
 * the same text, so the CSP, computed afterwards from the built HTML, still lists one hash per script.
 */
import { minify } from "terser";

/** Gatsby's page-path script (as page-path-script.ts leaves it), and the Head API's tags. */
const LEFT_AS_WRITTEN = /(?:^|\s)(?:id="gatsby-script-loader"|data-gatsby-head[\s=>]|data-gatsby-head$)/;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const CLASSIC_TYPES = new Set(["", "text/javascript", "application/javascript"]);

const isClassicInline = (attributes: string): boolean => {
  if (/(?:^|\s)src\s*=/i.test(attributes)) return false;
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return CLASSIC_TYPES.has((type ? (type[1] ?? type[2] ?? type[3] ?? "") : "").trim().toLowerCase());
};

/** One script's text, minified: no syntax newer than the input's (terser's default `ecma: 5`), `</script` never closed early. */
export const minifyScript = async (source: string): Promise<string> => {
  const { code } = await minify(source, { compress: { passes: 2 }, mangle: true, format: { comments: false, inline_script: true } });
  if (code === undefined) throw new Error("terser returned no code for an inline script");
  return code;
};

/** A cache of the minified texts: every page carries the same few scripts. */
export type MinifiedScripts = Map<string, Promise<string>>;

/** The page with each long classic inline script replaced by its minified text. */
export async function minifyInlineScripts(html: string, cache: MinifiedScripts = new Map()): Promise<string> {
  const found: Array<{ start: number; end: number; source: string }> = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [tag, attributes = "", source = ""] = match;
    if (!source.trim() || !isClassicInline(attributes) || LEFT_AS_WRITTEN.test(attributes)) continue;
    const start = (match.index ?? 0) + tag.indexOf(">") + 1;
    found.push({ start, end: start + source.length, source });
  }
  let result = html;
  // From the last to the first, so the earlier offsets stay valid.
  for (const { start, end, source } of found.reverse()) {
    let minified = cache.get(source);
    if (!minified) {
      minified = minifyScript(source);
      cache.set(source, minified);
    }
    result = result.slice(0, start) + (await minified) + result.slice(end);
  }
  return result;
}

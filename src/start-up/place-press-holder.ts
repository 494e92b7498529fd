/**
 * The build's side of the press holder (src/start-up/held-presses.ts): each built page gets the holder
 * and its data block right before Gatsby's entry script tags, which stay as Gatsby wrote them.
 */
import { dictionaryFor } from "../i18n/dictionary";
import { isLocale, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { entryScriptTags, hasEntryScripts, takeEntryScripts } from "./library-internals/gatsby-build-output";
import { PRESS_HOLDER_DATA_ID, type PressHolderData, pressHolder } from "./held-presses";

/** A built page's language, as its <html lang> says. */
const localeOfHtml = (html: string, file: string): Locale => {
  const lang = /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  if (!isLocale(lang)) throw new Error(`${file}: <html lang="${lang ?? ""}"> is none of the site's languages (gatsby-ssr.tsx sets it from the page's path)`);
  return lang;
};

/** The data block and the script after it, in a page an earlier build rewrote (the script minified by then). */
const placedHolder = (html: string): RegExpExecArray | null =>
  new RegExp(`<script type="application/json" id="${PRESS_HOLDER_DATA_ID}">([^<]*)</script><script>[\\s\\S]*?</script>`).exec(html);

/**
 * The page with the press holder placed before Gatsby's entry scripts. A page an earlier build rewrote
 * (Gatsby writes again only the pages whose data changed) gets this build's holder instead of the one
 * it has, and Gatsby's tags back where that one was if that build had taken them out (its data block
 * lists them). Throws, naming Gatsby, if the page has no entry scripts at all
 * (src/start-up/library-internals/gatsby-build-output.ts).
 */
export function placePressHolder(html: string, file: string): string {
  const placed = placedHolder(html);
  const page = placed
    ? html.slice(0, placed.index) +
      (hasEntryScripts(html) ? "" : entryScriptTags((JSON.parse(placed[1]) as PressHolderData).scripts)) +
      html.slice(placed.index + placed[0].length)
    : html;
  const { sources, without, firstAt } = takeEntryScripts(page, file);
  const { scriptLoadFailed } = dictionaryFor(localeOfHtml(html, file));
  const data: PressHolderData = { scripts: sources, loadFailed: { text: scriptLoadFailed.notice, action: scriptLoadFailed.reload } };
  return without.slice(0, firstAt) + pressHolder(data) + entryScriptTags(sources) + without.slice(firstAt);
}

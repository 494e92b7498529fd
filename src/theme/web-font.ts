/**
 * Manrope, the brand's typeface, at no cost to a first visit.
 *
 * A first visit paints in the fallback (Arial scaled to Manrope's metrics, see fonts.css) and
 * fetches Manrope only once the page has loaded, when nothing else needs the network, and
 * never switches that page to it (its text would move); the page script then notes in
 * localStorage (WEB_FONT_KEY) that the font is in the browser's cache. From then on pages use
 * Manrope from their first paint: the next page opened within the site (`adoptWebFontIfLoaded`,
 * on Gatsby's route update) and every later visit (the page script sets WEB_FONT_ATTRIBUTE in
 * <head>, before anything is painted).
 *
 * Why not a preload: on a phone's connection the font's 25 KB competes with the page's own HTML
 * for the first round trips, which delays the largest paint, and with `font-display: optional`
 * it mostly arrives too late to be used on that visit anyway.
 */
import { WEB_FONT_ATTRIBUTE } from "../start-up/page-script/page-state";

/** The family name in fonts.css's @font-face. */
export const WEB_FONT_FAMILY = "Manrope Variable";
/** localStorage: set once the font has been fetched, to the family name. */
export const WEB_FONT_KEY = "web-font";

/** Before the web font is in the cache. `Manrope Fallback` is defined in fonts.css. */
const FALLBACK_FONT_STACK = "'Manrope Fallback', system-ui, sans-serif";
const WEB_FONT_STACK = `'${WEB_FONT_FAMILY}', ${FALLBACK_FONT_STACK}`;

/** Chakra condition `_webFont`: <html> carries the attribute. */
export const webFontCondition = { webFont: `html[${WEB_FONT_ATTRIBUTE}] &` };

/**
 * The theme's `body` and `heading` fonts: the fallback, and Manrope first under `_webFont`. As
 * semantic tokens they land in Chakra's `tokens` layer with the rest of the variables, where a
 * plain global rule (in the lower `base` layer) would lose to them.
 */
const fontToken = { value: { base: FALLBACK_FONT_STACK, _webFont: WEB_FONT_STACK } };
export const fontTokens = { body: fontToken, heading: fontToken };

/**
 * On an in-site navigation: switch to Manrope if it has loaded meanwhile. The new page is
 * painted in it from its first frame, and a change that follows the visitor's press is not a
 * layout shift. Never on the first page of a visit, which keeps the font it was painted in.
 */
export function adoptWebFontIfLoaded(): void {
  const html = document.documentElement;
  if (html.hasAttribute(WEB_FONT_ATTRIBUTE) || !document.fonts) return;
  if (document.fonts.check(`1em "${WEB_FONT_FAMILY}"`)) html.setAttribute(WEB_FONT_ATTRIBUTE, "");
}

/**
 * A document that loads Manrope itself and uses it from its first paint: the CMS's preview of an
 * article (src/cms/article-preview-template.tsx), which registers the font with Decap.
 */
export function paintInWebFont(document: Document): void {
  document.documentElement.setAttribute(WEB_FONT_ATTRIBUTE, "");
}

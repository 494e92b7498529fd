/**
 * The CSS the server rendered, moved into <head> at build and left where it is in the browser.
 *
 * Emotion writes a page's CSS as dozens of <style> tags scattered through <body>, and in the
 * browser its cache then moves each of them into <head> before hydration. On a mid-range phone
 * that costs twice: the parser stops at every tag (several long tasks before the page can
 * answer a tap), and every move makes the browser restyle the whole page again.
 *
 * At build (onPostBuild, src/gatsby-node/post-build.ts) the tags are gathered, in their order, at the end of
 * <head>, under an attribute of our own so that Emotion's cache does not move them again; the
 * browser's cache is told instead which rules they already hold (`registerServerStyles`).
 */

import type { EmotionCache } from "@emotion/cache";
import { markRulesInserted, takeEmotionStyleTags, type EmotionStyleTag } from "./library-internals/emotion";

/** Carries the original `data-emotion` value: the cache key (or `<key>-global`) and the rule names. */
export const SERVER_STYLE_ATTRIBUTE = "data-ssr-emotion";

/**
 * The page with its Emotion <style> tags at the end of <head>, consecutive rule tags merged into one;
 * unchanged if they are there already (Gatsby writes again only the pages whose data changed). Throws
 * if the page has neither (src/start-up/library-internals/emotion.ts) or no </head>.
 */
export function hoistServerStyles(html: string, file: string): string {
  if (html.includes(`<style ${SERVER_STYLE_ATTRIBUTE}=`) && !html.includes("<style data-emotion=")) return html;
  const { tags, without } = takeEmotionStyleTags(html, file);
  const groups: EmotionStyleTag[] = [];
  for (const { kind, names, css } of tags) {
    const last = groups[groups.length - 1];
    // Global styles keep a tag each (one per <Global>); the cascade keeps the document's order.
    if (last && kind === last.kind && !kind.endsWith("-global")) {
      last.names.push(...names);
      last.css += css;
    } else {
      groups.push({ kind, names: [...names], css });
    }
  }
  const headEnd = without.indexOf("</head>");
  if (headEnd < 0) throw new Error(`${file} has no </head> to move its styles into`);
  const hoisted = groups.map(({ kind, names, css }) => `<style ${SERVER_STYLE_ATTRIBUTE}="${[kind, ...names].join(" ")}">${css}</style>`).join("");
  return without.slice(0, headEnd) + hoisted + without.slice(headEnd);
}

/** The names of the rules the server-rendered tags hold for the cache `key`. */
export function serverStyleNames(root: ParentNode, key: string): string[] {
  return Array.from(root.querySelectorAll(`style[${SERVER_STYLE_ATTRIBUTE}]`)).flatMap((tag) => {
    const [kind, ...names] = (tag.getAttribute(SERVER_STYLE_ATTRIBUTE) ?? "").split(" ");
    return kind === key ? names : [];
  });
}

/**
 * Whether the server already wrote the global CSS (Chakra's reset, tokens and base styles). Under
 * START_UP_ABLATE=server-styles-in-head (measurement only) the tags are still Emotion's own.
 */
export const hasServerGlobalStyles = (root: ParentNode, key: string): boolean =>
  root.querySelector(START_UP_ABLATED.serverStylesInHead ? `style[data-emotion^="${key}-global "]` : `style[${SERVER_STYLE_ATTRIBUTE}^="${key}-global "]`) !==
  null;

/** Tells an Emotion cache that the server's rules are on the page already, so it never inserts them again. */
export function registerServerStyles(cache: Pick<EmotionCache, "key" | "inserted">, root: ParentNode): void {
  markRulesInserted(cache, serverStyleNames(root, cache.key));
}

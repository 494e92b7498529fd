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
import { markRulesInserted } from "../library-internals/emotion";

/** Carries the original `data-emotion` value: the cache key (or `<key>-global`) and the rule names. */
export const SERVER_STYLE_ATTRIBUTE = "data-ssr-emotion";

const EMOTION_STYLE_TAG = /<style data-emotion="([^"]+)"(?: data-s="")?>([\s\S]*?)<\/style>/g;

interface StyleGroup {
  kind: string;
  names: string[];
  css: string;
}

/** The page with its Emotion <style> tags at the end of <head>; consecutive rule tags merged into one. */
export function hoistServerStyles(html: string): string {
  const groups: StyleGroup[] = [];
  const stripped = html.replace(EMOTION_STYLE_TAG, (_tag, value: string, css: string) => {
    const [kind, ...names] = value.split(" ");
    const last = groups[groups.length - 1];
    // Global styles keep a tag each (one per <Global>); the cascade keeps the document's order.
    if (last && kind === last.kind && !kind.endsWith("-global")) {
      last.names.push(...names);
      last.css += css;
    } else {
      groups.push({ kind, names, css });
    }
    return "";
  });
  const headEnd = stripped.indexOf("</head>");
  if (groups.length === 0 || headEnd < 0) return html;
  const tags = groups.map(({ kind, names, css }) => `<style ${SERVER_STYLE_ATTRIBUTE}="${[kind, ...names].join(" ")}">${css}</style>`).join("");
  return stripped.slice(0, headEnd) + tags + stripped.slice(headEnd);
}

/** The names of the rules the server-rendered tags hold for the cache `key`. */
export function serverStyleNames(root: ParentNode, key: string): string[] {
  return Array.from(root.querySelectorAll(`style[${SERVER_STYLE_ATTRIBUTE}]`)).flatMap((tag) => {
    const [kind, ...names] = (tag.getAttribute(SERVER_STYLE_ATTRIBUTE) ?? "").split(" ");
    return kind === key ? names : [];
  });
}

/** Whether the server already wrote the global CSS (Chakra's reset, tokens and base styles). */
export const hasServerGlobalStyles = (root: ParentNode, key: string): boolean =>
  root.querySelector(`style[${SERVER_STYLE_ATTRIBUTE}^="${key}-global "]`) !== null;

/** Tells an Emotion cache that the server's rules are on the page already, so it never inserts them again. */
export function registerServerStyles(cache: Pick<EmotionCache, "key" | "inserted">, root: ParentNode): void {
  markRulesInserted(cache, serverStyleNames(root, cache.key));
}

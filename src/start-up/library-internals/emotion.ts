/**
 * The one place that reaches into Emotion past its documented API (tests/unit/start-up/library-internals/emotion.test.tsx
 * fails, naming this file, when an Emotion release changes what it relies on).
 *
 * Why: the server's CSS is moved into <head> at build under an attribute of our own
 * (src/start-up/server-styles.ts), so that Emotion's cache does not move every tag again
 * before hydration (each move restyles the whole page on a phone). Emotion's public way to learn
 * which rules a page holds is to adopt its `data-emotion` tags, moving them; the cache's `inserted`
 * record (in its type, not in its documentation) is what it consults before inserting a rule.
 *
 * And the tags Emotion's server rendering writes into a page (`<style data-emotion="css 1a 2b">`,
 * undocumented too): the build reads them only through `emotionStyleTags`, which stops it, naming
 * Emotion, on a page that has none.
 */
import type { EmotionCache } from "@emotion/cache";

/** One of Emotion's server-rendered tags: its cache key (`css`, `css-global`) with the names of its rules, and its CSS. */
export interface EmotionStyleTag {
  kind: string;
  names: string[];
  css: string;
}

const EMOTION_STYLE_TAG = /<style data-emotion="([^"]+)"(?: data-s="")?>([\s\S]*?)<\/style>/g;

/**
 * The page's Emotion tags, in document order, and the page without them. Throws if it has none: every
 * page the site renders has Chakra's styles.
 */
export function takeEmotionStyleTags(html: string, file: string): { tags: EmotionStyleTag[]; without: string } {
  const tags: EmotionStyleTag[] = [];
  const without = html.replace(EMOTION_STYLE_TAG, (_tag, value: string, css: string) => {
    const [kind, ...names] = value.split(" ");
    tags.push({ kind, names, css });
    return "";
  });
  if (tags.length === 0) {
    throw new Error(
      `Emotion's server output changed: ${file} has no <style data-emotion="<key> <names>"> tag, which the build moves into <head> (src/start-up/library-internals/emotion.ts); update that module for this Emotion release.`,
    );
  }
  return { tags, without };
}

/** Tells the cache these rules are on the page already, so it never inserts them again. */
export const markRulesInserted = (cache: Pick<EmotionCache, "inserted">, names: readonly string[]): void => {
  for (const name of names) cache.inserted[name] = true;
};

/**
 * The one place that reaches into Emotion past its documented API (tests/unit/library-internals/emotion.test.tsx
 * fails, naming this file, when an Emotion release changes what it relies on).
 *
 * Why: the server's CSS is moved into <head> at build under an attribute of our own
 * (src/lib/performance/server-styles.ts), so that Emotion's cache does not move every tag again
 * before hydration (each move restyles the whole page on a phone). Emotion's public way to learn
 * which rules a page holds is to adopt its `data-emotion` tags, moving them; the cache's `inserted`
 * record (in its type, not in its documentation) is what it consults before inserting a rule.
 */
import type { EmotionCache } from "@emotion/cache";

/** Tells the cache these rules are on the page already, so it never inserts them again. */
export const markRulesInserted = (cache: Pick<EmotionCache, "inserted">, names: readonly string[]): void => {
  for (const name of names) cache.inserted[name] = true;
};

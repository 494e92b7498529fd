/** The design system for every page (wrapped in gatsby-browser and gatsby-ssr alike). */
import * as React from "react";
import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { CacheProvider, type EmotionCache } from "@emotion/react";
import createCache from "@emotion/cache";
import { designSystem, designSystemWithoutGlobalCss } from "../../theme";
import { hasServerGlobalStyles, registerServerStyles } from "../../start-up/server-styles";
import { modernPrefixer } from "../../start-up/css-prefixes";
import { systemWithoutGlobalCss } from "../../start-up/library-internals/chakra";

const CACHE_KEY = "css";

/**
 * One Emotion cache per rendered page on the server, one for the whole visit in the
 * browser. Without it, Emotion on the server gives every top-level styled element a
 * cache of its own and repeats the same CSS rule in the HTML for each of them.
 * In the browser the cache learns which rules the server-rendered page already holds
 * (moved into <head> at build, see server-styles), so it inserts none of them again.
 *
 * `speedy: false`: a rule the page needs later (a toast, a panel shown by a tab) goes in as the
 * text of a new <style> element, not through CSSOM `insertRule`. Chrome restyles and lays out
 * the whole page after an `insertRule` of an at-rule — and Chakra's recipes are all in
 * `@layer recipes`, responsive values in `@media` — on the first press that shows anything new;
 * a new <style> element is analysed and restyles only what its rules match.
 */
export const createEmotionCache = (): EmotionCache => {
  // Prefixes only where a supported browser still needs one (css-prefixes.ts), on both sides alike.
  // START_UP_ABLATE=css-prefixes (measurement only): Emotion's default prefixer.
  const cache = createCache({ key: CACHE_KEY, speedy: false, stylisPlugins: START_UP_ABLATED.cssPrefixes ? undefined : [modernPrefixer] });
  if (typeof document !== "undefined") registerServerStyles(cache, document);
  return cache;
};

/**
 * The system the provider hands out. On a page the server rendered, Chakra's global CSS
 * (reset, design tokens, base styles, layer order) is already in <head> and stays there
 * for the whole visit: the browser's provider leaves it alone instead of serialising the
 * same 40 KB of CSS again at start and at every navigation. Class names do not depend on
 * it, so the markup hydrates unchanged. Without server markup (gatsby develop) the
 * provider writes it as usual.
 *
 * Created once per visit, in gatsby-browser's onClientEntry, with the Emotion cache (browserEmotionCache).
 */
let browserSystem: SystemContext | undefined;
// START_UP_ABLATE=chakra-without-global-css (measurement only): the whole system, as on a page without server markup.
export const browserDesignSystem = (): SystemContext =>
  (browserSystem ??=
    !START_UP_ABLATED.chakraWithoutGlobalCss && hasServerGlobalStyles(document, CACHE_KEY)
      ? systemWithoutGlobalCss(designSystemWithoutGlobalCss())
      : designSystem());
const systemForThisPage = (): SystemContext => (typeof document === "undefined" ? designSystem() : browserDesignSystem());

/** The browser's one Emotion cache for the whole visit. */
let browserCache: EmotionCache | undefined;

/**
 * The browser's Emotion cache, made at its first use. gatsby-browser asks for it and for the design system
 * in onClientEntry, while the app's script is evaluated, so that the first render (hydration) does not
 * also pay for them.
 */
export const browserEmotionCache = (): EmotionCache => (browserCache ??= createEmotionCache());

export const Provider = ({ children, cache }: { children: React.ReactNode; cache: EmotionCache }) => (
  <CacheProvider value={cache}>
    <ChakraProvider value={systemForThisPage()}>{children}</ChakraProvider>
  </CacheProvider>
);

/** The design system for every page (wrapped in gatsby-browser and gatsby-ssr alike). */
import * as React from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { CacheProvider, type EmotionCache } from "@emotion/react";
import createCache from "@emotion/cache";
import { system } from "../../theme";

/**
 * One Emotion cache per rendered page on the server, one for the whole visit in the
 * browser. Without it, Emotion on the server gives every top-level styled element a
 * cache of its own and repeats the same CSS rule in the HTML for each of them.
 * Created in the browser before hydration, the cache also moves the server-rendered
 * <style> tags into <head>, so React hydrates exactly the markup it rendered.
 */
export const createEmotionCache = (): EmotionCache => createCache({ key: "css" });

export const Provider = ({ children, cache }: { children: React.ReactNode; cache: EmotionCache }) => (
  <CacheProvider value={cache}>
    <ChakraProvider value={system}>{children}</ChakraProvider>
  </CacheProvider>
);

/**
 * Browser APIs: the same page wrapper as gatsby-ssr (design system + layout), so the
 * markup the server rendered hydrates unchanged.
 */
import "./src/theme/fonts.css";
import { createEmotionCache } from "./src/components/ui/provider";
import { createWrapPageElement } from "./src/components/layout/wrap-page-element";

// Created at load, before hydration: it collects the server's <style> tags (see Provider).
const cache = createEmotionCache();

export const wrapPageElement = createWrapPageElement(() => cache);

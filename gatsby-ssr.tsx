/**
 * Server-rendering APIs: `lang="it"`, the preloaded font (favicons come from gatsby-plugin-manifest), and the same page wrapper as
 * gatsby-browser. The wrapper sits in wrapPageElement rather than wrapRootElement:
 * there Chakra's global styles were emitted twice in every page.
 */
import * as React from "react";
import type { GatsbySSR } from "gatsby";
import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2";

import { createEmotionCache } from "./src/components/ui/provider";
import { createWrapPageElement } from "./src/components/layout/wrap-page-element";

// A fresh cache for each page, so each page's HTML carries every rule it uses exactly once.
export const wrapPageElement = createWrapPageElement(createEmotionCache);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "it" });
  setHeadComponents([
    <link key="font-manrope" rel="preload" href={manropeLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
};

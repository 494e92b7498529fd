/**
 * Server-rendering APIs: `<html lang>` from the page's path, the touch icon (favicons come from gatsby-plugin-manifest), the inline
 * page script every page needs before React, and the same page wrapper as
 * gatsby-browser; in a measurement build, what the start-up layer's candidates add to the page. The wrapper sits in wrapPageElement rather than wrapRootElement, where
 * Chakra's global styles would be emitted twice in every page.
 */
import * as React from "react";
import type { GatsbySSR } from "gatsby";

import { createEmotionCache } from "./src/components/ui/provider";
import { createWrapPageElement } from "./src/components/layout/wrap-page-element";
import { PAGE_SCRIPT } from "./src/start-up/page-script/page-script";
import { localeOfPath } from "./supabase/functions/_shared/site-contract/route-map";
import { TOUCH_ICON_PATH } from "./src/lib/seo/site-icons";
import { contentVisibilityScript } from "./src/start-up/content-visibility";
import { iconSpriteFor } from "./src/start-up/icon-sprite";
import { renderedBodyHtml } from "./src/start-up/library-internals/gatsby-server-rendering";

// A fresh cache for each page, so each page's HTML carries every rule it uses exactly once.
export const wrapPageElement = createWrapPageElement(createEmotionCache);

export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { pathname, setHtmlAttributes, setHeadComponents, setPreBodyComponents } = args;
  // Here rather than as <html lang> in the Head: see LocaleProvider (src/i18n/locale-context.tsx).
  setHtmlAttributes({ lang: localeOfPath(pathname) });
  setHeadComponents([
    // No preload of the web font: a first visit fetches it after load (src/theme/web-font.ts).
    <link key="apple-touch-icon" rel="apple-touch-icon" href={TOUCH_ICON_PATH} />,
    // Before <body> is parsed: the cookie banner must already know whether to show.
    <script key="page-script" dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT }} />,
  ]);
  // Candidates of the start-up layer, only in a build that tries them (src/start-up/measurement-switches.ts).
  if (START_UP_TRIED.contentVisibility) {
    setHeadComponents([<script key="content-visibility" dangerouslySetInnerHTML={{ __html: contentVisibilityScript() }} />]);
  }
  if (START_UP_TRIED.iconSprite) {
    const sprite = iconSpriteFor(renderedBodyHtml(args));
    if (sprite) setPreBodyComponents([sprite]);
  }
};

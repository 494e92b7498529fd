/** The design system: the Chakra defaults the site uses, the brand's tokens and the recipes of its repeated looks. */
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from "@chakra-ui/react";
import { chakraDefaults } from "./chakra-defaults";
import { tokens } from "./tokens";
import { semanticTokens } from "./semantic-tokens";
import { buttonRecipe } from "./recipes/button";
import { sectionRecipe } from "./recipes/section";
import { eyebrowRecipe } from "./recipes/eyebrow";
import { webFontCondition } from "./web-font";
import { GATSBY_ROUTE_ANNOUNCER_ID } from "../start-up/library-internals/gatsby";
import { sectionsSkippedOffScreen } from "../start-up/content-visibility";

const config = defineConfig({
  conditions: webFontCondition,
  globalCss: {
    // Smooth jumps to anchors (back-to-top, the skip link, #sections) only where motion is welcome.
    // Every jump to an #anchor (links, the skip link, scrollIntoView) stops below the fixed header,
    // with a little air: one rule on the scroller rather than a margin on each target.
    html: {
      colorPalette: "brand",
      _motionSafe: { scrollBehavior: "smooth" },
      scrollPaddingTop: { base: "calc({sizes.header.compact} + {spacing.4})", lg: "calc({sizes.header.wide} + {spacing.4})" },
    },
    body: { bg: "surface.page", color: "text", fontFamily: "body" },
    "h1, h2, h3, h4": { fontFamily: "heading", letterSpacing: "-0.02em", textWrap: "balance" },
    "*:focus-visible": { outline: "3px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
    // Reduced motion: every transition and CSS animation ends at once, on its final state.
    "*, *::before, *::after": {
      _motionReduce: {
        animationDuration: "0.01ms !important",
        animationIterationCount: "1 !important",
        transitionDuration: "0.01ms !important",
        scrollBehavior: "auto !important",
      },
    },
    // Gatsby's route announcer speaks English on every page: the layout's own announces in the page's language.
    [`#${GATSBY_ROUTE_ANNOUNCER_ID}`]: { display: "none !important" },
    // While the phone menu (a modal <dialog>, layout/mobile-nav.tsx) is open, the page behind it does not scroll.
    "html:has(#menu-mobile[open])": { overflow: "hidden" },
  },
  theme: {
    tokens,
    semanticTokens,
    // START_UP_TRY=content-visibility (measurement only): the page sections laid out only near the screen.
    recipes: {
      button: buttonRecipe,
      section: START_UP_TRIED.contentVisibility ? sectionsSkippedOffScreen(sectionRecipe) : sectionRecipe,
      eyebrow: eyebrowRecipe,
    },
  },
});

/** The design system, created at its first use: the server, the tests and the lint rule need the whole of it, the browser only one of the two. */
let system: SystemContext | undefined;
export const designSystem = (): SystemContext => (system ??= createSystem(defaultBaseConfig, chakraDefaults, config));

/**
 * The same system without the reset and the global CSS, for a page whose <head> already holds them (the
 * server wrote them, and the browser never writes them again: src/start-up/library-internals/chakra.ts).
 * createSystem builds them eagerly; class names and tokens do not depend on them.
 */
let systemWithoutGlobalCss: SystemContext | undefined;
export const designSystemWithoutGlobalCss = (): SystemContext =>
  (systemWithoutGlobalCss ??= createSystem(defaultBaseConfig, { ...chakraDefaults, preflight: false, globalCss: {} }, { ...config, globalCss: {} }));

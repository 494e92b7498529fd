/**
 * The parts of Chakra's default theme this site uses, imported file by file.
 *
 * Why not `defaultConfig`: it carries the recipes of about seventy components and thirteen
 * colour palettes with light and dark values. Turning all of that into CSS variables at start-up
 * blocks the main thread for over a second on Lighthouse's mid-range phone, and the recipes
 * alone weigh ~60 KB of JavaScript. The site is light-only and uses a dozen Chakra components:
 * their recipes are listed here, so a component added later without its recipe shows up unstyled
 * in development rather than silently costing every visitor.
 *
 * `chakra-theme-defaults/*` is an alias of Chakra's own theme folder (src/start-up/library-internals/chakra-theme-files.ts):
 * the package's `exports` only publish the all-in-one theme entry.
 */
import type { SystemConfig } from "@chakra-ui/react";
import { animations } from "chakra-theme-defaults/tokens/animations";
import { colors } from "chakra-theme-defaults/tokens/colors";
import { cursor } from "chakra-theme-defaults/tokens/cursor";
import { durations } from "chakra-theme-defaults/tokens/durations";
import { easings } from "chakra-theme-defaults/tokens/easings";
import { fontSizes } from "chakra-theme-defaults/tokens/font-sizes";
import { fontWeights } from "chakra-theme-defaults/tokens/font-weights";
import { fonts } from "chakra-theme-defaults/tokens/fonts";
import { keyframes } from "chakra-theme-defaults/tokens/keyframes";
import { radii } from "chakra-theme-defaults/tokens/radius";
import { sizes } from "chakra-theme-defaults/tokens/sizes";
import { spacing } from "chakra-theme-defaults/tokens/spacing";
import { zIndices } from "chakra-theme-defaults/tokens/z-indices";
import { semanticColors } from "chakra-theme-defaults/semantic-tokens/colors";
import { semanticRadii } from "chakra-theme-defaults/semantic-tokens/radii";
import { semanticShadows } from "chakra-theme-defaults/semantic-tokens/shadows";
import { breakpoints } from "chakra-theme-defaults/breakpoints";
import { globalCss as chakraGlobalCss } from "chakra-theme-defaults/global-css";
import { layerStyles } from "chakra-theme-defaults/layer-styles";
import { textStyles } from "chakra-theme-defaults/text-styles";
import { badgeRecipe } from "chakra-theme-defaults/recipes/badge";
import { buttonRecipe } from "chakra-theme-defaults/recipes/button";
import { checkboxSlotRecipe } from "chakra-theme-defaults/recipes/checkbox";
import { checkmarkRecipe } from "chakra-theme-defaults/recipes/checkmark";
import { containerRecipe } from "chakra-theme-defaults/recipes/container";
import { fieldSlotRecipe } from "chakra-theme-defaults/recipes/field";
import { headingRecipe } from "chakra-theme-defaults/recipes/heading";
import { inputRecipe } from "chakra-theme-defaults/recipes/input";
import { linkRecipe } from "chakra-theme-defaults/recipes/link";
import { listSlotRecipe } from "chakra-theme-defaults/recipes/list";
import { nativeSelectSlotRecipe } from "chakra-theme-defaults/recipes/native-select";
import { spinnerRecipe } from "chakra-theme-defaults/recipes/spinner";
import { tabsSlotRecipe } from "chakra-theme-defaults/recipes/tabs";
import { textareaRecipe } from "chakra-theme-defaults/recipes/textarea";
import { toastSlotRecipe } from "chakra-theme-defaults/recipes/toast";

/**
 * The steps of Chakra's token groups the site uses; the rest of each group is left out.
 *
 * Why: every token is a CSS variable declared in every page's <head>, and `createSystem` builds
 * each one when the app starts, in the task that comes before a phone's first press. Chakra's full
 * scales declare about twice the variables the pages read; keeping only the used steps makes every
 * page's HTML smaller and `createSystem` faster.
 *
 * A step missing here is not silent. `p="11"` comes out as `padding:11`, which `npm test`'s HTML check
 * rejects in the server's CSS. A palette missing here leaves `var(--chakra-colors-…)` declared nowhere,
 * and a keyframe missing here an animation that never plays. The end-to-end tests' cssGuard
 * (tests/e2e/css-check.ts) reports all three, in every state they reach.
 * Add the step here.
 */
const USED_STEPS = {
  spacing: ["0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4", "5", "6", "7", "8", "9", "10", "12", "14", "16", "20", "24", "28", "32", "40"],
  sizes: ["1", "2", "4", "5", "6", "7", "9", "10", "11", "12", "14", "20", "24", "40", "56", "sm", "xl", "2xl", "3xl", "4xl", "7xl", "8xl", "full"],
  fontSizes: ["xs", "sm", "md", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl"],
  fontWeights: ["medium", "semibold"],
  radii: ["xs", "sm", "md", "xl", "2xl", "3xl", "full"],
  semanticRadii: ["l1", "l2"],
  shadows: ["xs", "sm", "md", "lg", "xl"],
  zIndex: ["sticky", "banner", "skipNav", "toast"],
  cursor: ["button", "checkbox", "disabled"],
  // Colours: whole palettes where a `colorPalette` uses them (every step can be read), else the steps.
  colors: ["transparent", "black", "white", "gray", "red", "blue"],
  whiteAlpha: ["100", "200", "300", "500", "700"],
  green: ["700"],
  bg: ["DEFAULT"],
  fg: ["DEFAULT", "muted", "subtle", "error"],
  border: ["DEFAULT", "emphasized", "error"],
  // What the site plays: the spinner's spin, the toasts' fade-in and slide-from-bottom (ui/toaster.tsx);
  // every other keyframe would be in every page's <head> for nothing.
  keyframes: ["spin", "fade-in", "slide-from-bottom"],
  animations: ["spin"],
} as const;

/** The listed steps of a token group. */
function only<T extends object>(group: T, steps: readonly string[]): T {
  return Object.fromEntries(Object.entries(group).filter(([step]) => steps.includes(step))) as T;
}

type TokenTree = { [key: string]: unknown };

const isDefinition = (node: unknown): node is { value: unknown } => typeof node === "object" && node !== null && "value" in node;

/** The site has no dark mode: each `{ _light, _dark }` value becomes its light value. */
function lightOnly<T extends object>(tree: T): T {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (!isDefinition(node)) return [key, lightOnly(node as TokenTree)];
      const value = node.value as { _light?: unknown } | unknown;
      const light = typeof value === "object" && value !== null && "_light" in value ? (value as { _light: unknown })._light : value;
      return [key, { ...node, value: light }];
    }),
  ) as T;
}

/**
 * Chakra's global CSS, without the two dozen custom properties it declares on every element
 * (`*`: the `--ring-*` utility's defaults and `--brightness`, `--backdrop-blur`… for the
 * `filter: auto` utilities). The site uses neither, and a custom property declared on every
 * element gives each element its own set of variables, which weighs on the browser's first
 * style calculation. The three variables the preflight does read inherit, so they move to the
 * root, with the font features (also inherited).
 */
const { "*": perElement, html, ...restOfGlobalCss } = chakraGlobalCss;
const inherited = ["fontFeatureSettings", "--global-font-mono", "--global-font-body", "--global-color-border"] as const;
const globalCss: SystemConfig["globalCss"] = {
  ...restOfGlobalCss,
  html: { ...html, ...Object.fromEntries(inherited.map((name) => [name, (perElement as Record<string, unknown>)[name]])) },
};

const keptColors = {
  ...only(colors, USED_STEPS.colors),
  whiteAlpha: only(colors.whiteAlpha, USED_STEPS.whiteAlpha),
  // The toasts' success colour (ui/toaster.tsx) and the ticks of lists.
  green: only(colors.green, USED_STEPS.green),
};
// bg/fg/border for the recipes; gray, red and blue are `colorPalette`s (buttons, badges) and the errors' colour.
const { bg, fg, border, gray, red, blue } = semanticColors;

export const chakraDefaults = {
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss,
  theme: {
    breakpoints,
    keyframes: only(keyframes, USED_STEPS.keyframes),
    // Aspect ratios, blurs, borders, letter spacings and line heights: none is used.
    tokens: {
      animations: only(animations, USED_STEPS.animations),
      // Whole: the spinner and the recipes' transitions read them in the browser only.
      durations,
      easings,
      colors: keptColors,
      // Body and heading are the site's own (semantic-tokens.ts, web-font.ts).
      fonts: { mono: fonts.mono },
      fontSizes: only(fontSizes, USED_STEPS.fontSizes),
      fontWeights: only(fontWeights, USED_STEPS.fontWeights),
      radii: only(radii, USED_STEPS.radii),
      spacing: only(spacing, USED_STEPS.spacing),
      sizes: only(sizes, USED_STEPS.sizes),
      zIndex: only(zIndices, USED_STEPS.zIndex),
      cursor: only(cursor, USED_STEPS.cursor),
    },
    semanticTokens: {
      colors: lightOnly({
        bg: only(bg, USED_STEPS.bg),
        fg: only(fg, USED_STEPS.fg),
        border: only(border, USED_STEPS.border),
        gray,
        red,
        blue,
      }),
      shadows: lightOnly(only(semanticShadows, USED_STEPS.shadows)),
      radii: only(semanticRadii, USED_STEPS.semanticRadii),
    },
    recipes: {
      badge: badgeRecipe,
      // The brand's button recipe (recipes/button.ts) is merged into this one.
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      checkbox: checkboxSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
    textStyles,
    layerStyles,
    // No animationStyles (`animationStyle="slide-fade-in"`…): nothing uses them, and their keyframes are left out.
  },
} satisfies SystemConfig;

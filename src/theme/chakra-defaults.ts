/**
 * The parts of Chakra's default theme this site uses, imported file by file.
 *
 * Why not `defaultConfig`: it carries the recipes of about seventy components and thirteen
 * colour palettes with light and dark values. Turning all of that into CSS variables at start-up
 * blocked the main thread for over a second on Lighthouse's mid-range phone, and the recipes
 * alone weighed ~60 KB of JavaScript. The site is light-only and uses a dozen Chakra components:
 * their recipes are listed here, so a component added later without its recipe shows up unstyled
 * in development rather than silently costing every visitor.
 *
 * `chakra-theme-defaults/*` is an alias of Chakra's own theme folder (src/build/webpack.ts, tsconfig,
 * jest.config.js): the package's `exports` only publish the all-in-one theme entry.
 */
import type { SystemConfig } from "@chakra-ui/react";
import { animations } from "chakra-theme-defaults/tokens/animations";
import { aspectRatios } from "chakra-theme-defaults/tokens/aspect-ratios";
import { blurs } from "chakra-theme-defaults/tokens/blurs";
import { borders } from "chakra-theme-defaults/tokens/borders";
import { colors } from "chakra-theme-defaults/tokens/colors";
import { cursor } from "chakra-theme-defaults/tokens/cursor";
import { durations } from "chakra-theme-defaults/tokens/durations";
import { easings } from "chakra-theme-defaults/tokens/easings";
import { fontSizes } from "chakra-theme-defaults/tokens/font-sizes";
import { fontWeights } from "chakra-theme-defaults/tokens/font-weights";
import { fonts } from "chakra-theme-defaults/tokens/fonts";
import { keyframes } from "chakra-theme-defaults/tokens/keyframes";
import { letterSpacings } from "chakra-theme-defaults/tokens/letter-spacing";
import { lineHeights } from "chakra-theme-defaults/tokens/line-heights";
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
import { animationStyles } from "chakra-theme-defaults/motion-styles";
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

/** Chakra's palettes the kept recipes and status colours refer to; the brand's own are in tokens.ts. */
const KEPT_PALETTES = ["transparent", "current", "black", "white", "whiteAlpha", "blackAlpha", "gray", "red", "orange", "green", "blue"] as const;

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

/** Drops semantic colours that point at a palette left out above (teal, pink, purple…). */
function withKeptPalettes<T extends object>(tree: T): T {
  const refersToDropped = (value: unknown) =>
    typeof value === "string" && [...value.matchAll(/\{colors\.([a-zA-Z]+)/g)].some(([, name]) => !(KEPT_PALETTES as readonly string[]).includes(name));
  return Object.fromEntries(
    Object.entries(tree)
      .filter(([, node]) => !(isDefinition(node) && refersToDropped(node.value)))
      .map(([key, node]) => [key, isDefinition(node) ? node : withKeptPalettes(node as TokenTree)]),
  ) as T;
}

/**
 * Chakra's global CSS, without the two dozen custom properties it declares on every element
 * (`*`: the `--ring-*` utility's defaults and `--brightness`, `--backdrop-blur`… for the
 * `filter: auto` utilities). The site uses neither, and a custom property declared on every
 * element gives each element its own set of variables: on the Academy page that was about a
 * third of the browser's first style calculation. The three variables the preflight does read
 * inherit, so they move to the root, with the font features (also inherited).
 */
const { "*": perElement, html, ...restOfGlobalCss } = chakraGlobalCss;
const inherited = ["fontFeatureSettings", "--global-font-mono", "--global-font-body", "--global-color-border"] as const;
const globalCss: SystemConfig["globalCss"] = {
  ...restOfGlobalCss,
  html: { ...html, ...Object.fromEntries(inherited.map((name) => [name, (perElement as Record<string, unknown>)[name]])) },
};

const keptColors = Object.fromEntries(KEPT_PALETTES.map((name) => [name, colors[name]]));
// bg/fg/border for the recipes; the palettes for status colours (toasts, errors) and the loading spinner.
const { bg, fg, border, gray, red, orange, green, blue } = semanticColors;

export const chakraDefaults = {
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors: keptColors,
      durations,
      easings,
      // Body and heading are the site's own (semantic-tokens.ts, web-font.ts).
      fonts: { mono: fonts.mono },
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: {
      colors: withKeptPalettes(lightOnly({ bg, fg, border, gray, red, orange, green, blue })),
      shadows: lightOnly(semanticShadows),
      radii: semanticRadii,
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
    animationStyles,
  },
} satisfies SystemConfig;

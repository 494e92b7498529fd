/**
 * What colours mean on this site. Every pairing used for text has been checked
 * for WCAG AA contrast (4.5:1 for body text) against the background it sits on.
 */
import { defineSemanticTokens } from "@chakra-ui/react";
import { fontTokens } from "./web-font";

export const semanticTokens = defineSemanticTokens({
  // Manrope once it is in the browser's cache, its metric-matched fallback until then.
  fonts: fontTokens,
  colors: {
    brand: {
      solid: { value: "{colors.navy.800}" },
      contrast: { value: "white" },
      fg: { value: "{colors.navy.700}" },
      muted: { value: "{colors.navy.100}" },
      subtle: { value: "{colors.navy.50}" },
      emphasized: { value: "{colors.navy.200}" },
      focusRing: { value: "{colors.blue.600}" },
    },
    accent: {
      solid: { value: "{colors.amber.400}" },
      contrast: { value: "{colors.navy.900}" },
      // Amber text only on dark backgrounds; on light ones it fails contrast, so use accent.fg.
      onDark: { value: "{colors.amber.300}" },
      fg: { value: "{colors.amber.800}" },
      muted: { value: "{colors.amber.100}" },
      subtle: { value: "{colors.amber.50}" },
      emphasized: { value: "{colors.amber.200}" },
      focusRing: { value: "{colors.amber.500}" },
    },
    surface: {
      page: { value: "white" },
      soft: { value: "{colors.sand.100}" },
      dark: { value: "{colors.navy.800}" },
      darker: { value: "{colors.navy.900}" },
      // navy.900 at 82%: the header once the page has scrolled, translucent under its blur.
      darkTranslucent: { value: "rgba(7, 21, 42, 0.82)" },
    },
    text: {
      DEFAULT: { value: "{colors.navy.900}" },
      muted: { value: "{colors.gray.600}" },
      onDark: { value: "white" },
      onDarkMuted: { value: "{colors.navy.100}" },
    },
  },
});

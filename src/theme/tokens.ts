/** Raw design tokens: the brand palette and type. Components use the semantic tokens instead. */
import { defineTokens } from "@chakra-ui/react";

export const tokens = defineTokens({
  colors: {
    navy: {
      50: { value: "#EEF2F8" },
      100: { value: "#D5DEEC" },
      200: { value: "#AABBD6" },
      300: { value: "#7A93BC" },
      400: { value: "#4C6A9C" },
      500: { value: "#2C4C7E" },
      600: { value: "#1B3864" },
      700: { value: "#102A4C" },
      800: { value: "#0B1F3A" },
      900: { value: "#07152A" },
      950: { value: "#040D1B" },
    },
    amber: {
      50: { value: "#FFFBEB" },
      100: { value: "#FEF3C7" },
      200: { value: "#FDE68A" },
      300: { value: "#FCD34D" },
      400: { value: "#FBBF24" },
      500: { value: "#F59E0B" },
      600: { value: "#D97706" },
      700: { value: "#B45309" },
      800: { value: "#92400E" },
      900: { value: "#78350F" },
      950: { value: "#451A03" },
    },
    sand: {
      50: { value: "#FCFBF8" },
      100: { value: "#F8F5EF" },
      200: { value: "#EFE9DE" },
    },
  },
  sizes: {
    // The fixed header's bar, and the phone menu's top bar that stands in its place: compact below
    // the `lg` breakpoint (where the menu button replaces the links), wide from it.
    header: {
      compact: { value: "4rem" },
      wide: { value: "4.5rem" },
    },
    // The thickness of the lines the site draws with a box: the process steps' and the timeline's
    // connectors, the current link's underline in the header.
    line: { value: "2px" },
  },
});

/** The small uppercase kicker above a heading. */
import { defineRecipe } from "@chakra-ui/react";

export const eyebrowRecipe = defineRecipe({
  className: "eyebrow",
  base: {
    display: "inline-block",
    fontSize: "sm",
    fontWeight: "700",
    letterSpacing: "0.08em",
    textTransform: "uppercase",
  },
  variants: {
    tone: {
      light: { color: "accent.fg" },
      dark: { color: "accent.onDark" },
    },
  },
  defaultVariants: { tone: "light" },
});

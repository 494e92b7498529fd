/** A page section: vertical rhythm and the light or dark band it sits on. */
import { defineRecipe } from "@chakra-ui/react";

export const sectionRecipe = defineRecipe({
  className: "section",
  base: {
    py: { base: "16", md: "24" },
  },
  variants: {
    tone: {
      light: { bg: "surface.page", color: "text" },
      soft: { bg: "surface.soft", color: "text" },
      dark: { bg: "surface.dark", color: "text.onDark" },
    },
  },
  defaultVariants: { tone: "light" },
});

/**
 * The brand's button looks. createSystem merges this into Chakra's own button recipe,
 * so the default variants (solid, outline, ghost…) and sizes stay available.
 */
import { defineRecipe } from "@chakra-ui/react";

export const buttonRecipe = defineRecipe({
  base: {
    fontWeight: "700",
    borderRadius: "full",
  },
  variants: {
    variant: {
      /** The main action of a section: amber on any background. */
      cta: {
        bg: "accent.solid",
        color: "accent.contrast",
        _hover: { bg: "amber.300" },
        _active: { bg: "amber.500" },
      },
      /** A secondary action on a dark background. */
      onDark: {
        bg: "whiteAlpha.100",
        color: "white",
        borderWidth: "1px",
        borderColor: "whiteAlpha.500",
        _hover: { bg: "whiteAlpha.200" },
      },
    },
  },
});

/** A page section: vertical rhythm and the light or dark band it sits on. */
import { defineRecipe } from "@chakra-ui/react";

export const sectionRecipe = defineRecipe({
  className: "section",
  base: {
    py: { base: "16", md: "24" },
    // The fixed header must not cover a section reached through its #anchor.
    scrollMarginTop: "20",
    // Rendered when it comes near the screen, not with the first paint: the browser's first
    // style and layout of a long page (1,000 elements on /academy) is what kept a mid-range
    // phone busy after the first paint. Off-screen it counts as this tall until it has been
    // shown once; then it keeps its real height ("auto"). Find in page, anchors and focus
    // still reach its content, and the text stays in the HTML and the accessibility tree.
    contentVisibility: "auto",
    containIntrinsicBlockSize: "auto 1000px",
    // Before a jump to an anchor or a restored position (lib/scroll/full-layout.ts).
    "html[data-full-layout] &": { contentVisibility: "visible" },
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

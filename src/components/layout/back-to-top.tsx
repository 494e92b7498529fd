import * as React from "react";
import { IconButton } from "@chakra-ui/react";
import { ArrowUp } from "lucide-react";
import { useScrollPast } from "../../hooks/use-scroll-past";
import { scrollBehavior } from "../../hooks/use-prefers-reduced-motion";

/** Scroll distance after which the button appears (spec: 300 px). */
export const BACK_TO_TOP_THRESHOLD = 300;

export const BackToTop = () => {
  const visible = useScrollPast(BACK_TO_TOP_THRESHOLD);
  if (!visible) return null;
  return (
    <IconButton
      aria-label="Torna all'inizio della pagina"
      position="fixed"
      right={{ base: "4", md: "8" }}
      bottom={{ base: "4", md: "8" }}
      zIndex="docked"
      borderRadius="full"
      size="lg"
      bg="brand.solid"
      color="brand.contrast"
      boxShadow="lg"
      _hover={{ bg: "navy.700" }}
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
    >
      <ArrowUp aria-hidden="true" />
    </IconButton>
  );
};

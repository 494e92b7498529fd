import * as React from "react";
import { Box } from "@chakra-ui/react";

export const MAIN_CONTENT_ID = "contenuto";

/** First stop of the keyboard: jumps over the navigation to the page's content. */
export const SkipLink = () => (
  <Box
    asChild
    position="absolute"
    left="4"
    top="-20"
    zIndex="skipNav"
    bg="accent.solid"
    color="accent.contrast"
    fontWeight="700"
    display="inline-flex"
    alignItems="center"
    minH="11"
    px="4"
    borderRadius="md"
    _focus={{ top: "4" }}
  >
    <a href={`#${MAIN_CONTENT_ID}`}>Salta al contenuto principale</a>
  </Box>
);

import * as React from "react";
import { Box } from "@chakra-ui/react";
import { useDictionary } from "../../i18n/locale-context";

export const MAIN_CONTENT_ID = "contenuto";

/** First stop of the keyboard: jumps over the navigation to the page's content. */
export const SkipLink = () => {
  const { layout: words } = useDictionary();
  return (
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
      <a href={`#${MAIN_CONTENT_ID}`}>{words.skipToContent}</a>
    </Box>
  );
};

import * as React from "react";
import { Box } from "@chakra-ui/react";

/** After the text of a link with target="_blank": screen reader users hear that it opens a new tab. */
export const NewTabNotice = () => (
  <Box as="span" srOnly>
    {" "}
    (si apre in una nuova scheda)
  </Box>
);

import * as React from "react";
import { Box } from "@chakra-ui/react";
import { useDictionary } from "../../i18n/locale-context";

/** After the text of a link with target="_blank": screen reader users hear that it opens a new tab. */
export const NewTabNotice = () => {
  const { shared } = useDictionary();
  return (
    <Box as="span" srOnly>
      {" "}
      {shared.opensInNewTab}
    </Box>
  );
};

import * as React from "react";
import { Box } from "@chakra-ui/react";
import { HONEYPOT_FIELD } from "../../../supabase/functions/_shared/site-contract/request-options";
import { useDictionary } from "../../i18n/locale-context";

/** A trap for bots: people never see it, screen readers skip it, so only a bot fills it in. */
export const Honeypot = () => {
  const { forms: words } = useDictionary();
  return (
    // eslint-disable-next-line altura/design-tokens -- off-screen in a 1 px box, the usual hidden-but-fillable pattern: never seen, so no scale
    <Box position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden" aria-hidden="true">
      <label>
        {words.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Box>
  );
};

import * as React from "react";
import { Box, type BoxProps } from "@chakra-ui/react";
import { useDictionary } from "../../i18n/locale-context";
import type { PublicationStatus } from "../../lib/articles/publication";

/**
 * "Bozza" / "Draft" (or "Programmato" / "Scheduled") on an article a production build would leave out:
 * only `npm start` shows such articles, and this mark says so on its card and its page.
 */
export const StatusMark = ({ status, ...rest }: { status: PublicationStatus | undefined } & Omit<BoxProps, "children">) => {
  const { insights: words } = useDictionary();
  if (!status || status === "published") return null;
  return (
    <Box
      as="span"
      display="inline-block"
      px="2.5"
      py="0.5"
      borderRadius="full"
      bg="accent.solid"
      color="accent.contrast"
      fontSize="xs"
      fontWeight="800"
      letterSpacing="0.06em"
      textTransform="uppercase"
      data-status-mark={status}
      {...rest}
    >
      {words.statusMarks[status]}
    </Box>
  );
};

import * as React from "react";
import { Box, Flex, type FlexProps } from "@chakra-ui/react";
import { useDictionary, useFormats } from "../../i18n/locale-context";
import { ReadingTime } from "./reading-time";

/** The day as the page's language writes it, in a `<time>` that gives machines the instant. */
export const ArticleDate = ({ iso }: { iso: string }) => {
  const { formatDate } = useFormats();
  return <time dateTime={iso}>{formatDate(iso)}</time>;
};

/** "Marco Bianchi · 10 marzo 2026 · 5 min di lettura": who wrote an article, when, and how long it takes to read. */
export const ArticleFacts = ({
  author,
  publishedAt,
  minutes,
  ...rest
}: { author: string; publishedAt: string; minutes: number | null } & Omit<FlexProps, "children">) => {
  const { insights: words } = useDictionary();
  return (
    <Flex as="ul" listStyleType="none" m="0" p="0" wrap="wrap" columnGap="4" rowGap="1" fontSize="sm" color="text.muted" {...rest}>
      <li>
        <Box as="span" srOnly>
          {words.author}{" "}
        </Box>
        <Box as="span" fontWeight="700" color="text">
          {author}
        </Box>
      </li>
      <li>
        <Box as="span" srOnly>
          {words.publishedOn}{" "}
        </Box>
        <ArticleDate iso={publishedAt} />
      </li>
      {minutes !== null && <ReadingTime minutes={minutes} />}
    </Flex>
  );
};

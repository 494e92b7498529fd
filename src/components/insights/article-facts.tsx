import * as React from "react";
import { Box } from "@chakra-ui/react";
import { useDictionary, useFormats } from "../../i18n/locale-context";
import { CardFacts } from "../catalogue/card-facts";
import { ReadingTime } from "./reading-time";

/** The day as the page's language writes it, in a `<time>` that gives machines the instant. */
export const ArticleDate = ({ iso }: { iso: string }) => {
  const { formatDate } = useFormats();
  return <time dateTime={iso}>{formatDate(iso)}</time>;
};

/** "Marco Bianchi · 10 marzo 2026 · 5 min di lettura", at the foot of an article's card: who wrote it, when, and how long it takes to read. */
export const ArticleFacts = ({ author, publishedAt, minutes }: { author: string; publishedAt: string; minutes: number | null }) => {
  const { insights: words } = useDictionary();
  return (
    <CardFacts m="0" p="0" columnGap="4" rowGap="1" fontSize="sm" color="text.muted">
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
    </CardFacts>
  );
};

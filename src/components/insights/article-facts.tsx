import * as React from "react";
import { Box } from "@chakra-ui/react";
import { useDictionary } from "../../i18n/locale-context";
import { CardFacts } from "../catalogue/card-facts";
import { ReadingTime } from "./reading-time";

/**
 * A date of an article: the instant, and the day as the page's language writes it. A page has the day
 * from GraphQL (`publishedDay`, written at build: src/gatsby-node/dates-in-language.ts); the CMS's
 * preview writes it with the same format (src/lib/format/formats.ts).
 */
export interface ArticleDay {
  iso: string;
  day: string;
}

/** The day, in a `<time>` that gives machines the instant. */
export const ArticleDate = ({ iso, day }: ArticleDay) => <time dateTime={iso}>{day}</time>;

/** "Marco Bianchi · 10 marzo 2026 · 5 min di lettura", at the foot of an article's card: who wrote it, when, and how long it takes to read. */
export const ArticleFacts = ({ author, published, minutes }: { author: string; published: ArticleDay; minutes: number | null }) => {
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
        <ArticleDate {...published} />
      </li>
      {minutes !== null && <ReadingTime minutes={minutes} />}
    </CardFacts>
  );
};

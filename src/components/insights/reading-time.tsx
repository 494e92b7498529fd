import * as React from "react";
import { Flex } from "@chakra-ui/react";
import { Clock } from "lucide-react";
import { useDictionary } from "../../i18n/locale-context";

/** "5 min di lettura" beside a clock: how long an article takes to read, an item of a list of its facts (its byline, its card). */
export const ReadingTime = ({ minutes }: { minutes: number }) => {
  const { insights: words } = useDictionary();
  return (
    <Flex as="li" align="center" gap="1.5">
      <Clock size={14} aria-hidden="true" />
      {words.readingTime(minutes)}
    </Flex>
  );
};

import * as React from "react";
import { graphql } from "gatsby";
import { Box, Flex, chakra } from "@chakra-ui/react";
import { ChevronDown } from "lucide-react";
import { Section } from "../shared/section";
import { focusTargetForKey } from "../../lib/keyboard/roving-focus";
import { useDictionary } from "../../i18n/locale-context";

export const faqFragment = graphql`
  fragment FaqEntry on FaqItem {
    jsonId
    question
    answer
  }
`;

/** Every question shares this name: the browser keeps one answer open at a time. */
const GROUP_NAME = "faq";

const Details = chakra("details");
const Summary = chakra("summary");

/**
 * Arrow Up/Down, Home and End move between the questions (the WAI-ARIA accordion's keys).
 * The only part of the FAQ that needs the page's scripts: the rest is native.
 */
const moveBetweenQuestions = (event: React.KeyboardEvent<HTMLElement>) => {
  const summaries = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("summary"));
  const current = summaries.indexOf(event.target as HTMLElement);
  if (current < 0) return;
  const next = focusTargetForKey(event.key, current, summaries.length, "vertical");
  if (next === null) return;
  event.preventDefault();
  summaries[next].focus();
};

/**
 * 'Domande frequenti': one answer open at a time, and the open one closes again on a
 * second press. Native `<details name>` elements: the browser opens and closes them and
 * keeps only one open, from the first press, before and without the page's scripts.
 * Every answer is in the HTML, so crawlers read them all.
 */
export const FaqAccordion = ({ items }: { items: readonly Queries.FaqEntryFragment[] }) => {
  const { faq: words } = useDictionary().home;
  return (
    <Section id="faq" tone="soft" eyebrow={words.eyebrow} title={words.title} lead={words.lead}>
      {/* The questions are the focusable elements; the list only moves the focus between them. */}
      <Flex direction="column" gap="3" maxW="4xl" onKeyDown={moveBetweenQuestions}>
        {items.map((item) => (
          <Details
            key={item.jsonId}
            name={GROUP_NAME}
            bg="white"
            borderRadius="xl"
            boxShadow="xs"
            css={{ "&[open] [data-faq-indicator]": { transform: "rotate(180deg)" } }}
          >
            <Summary
              display="flex"
              alignItems="center"
              // The question spans the card: its whole width takes the press, and the focus ring is the card's outline.
              px="6"
              py="5"
              gap="4"
              cursor="pointer"
              fontSize="lg"
              fontWeight="700"
              listStyleType="none"
              borderRadius="xl"
              css={{ "&::-webkit-details-marker": { display: "none" } }}
            >
              <Box as="span" flex="1">
                {item.question}
              </Box>
              <Box
                as="span"
                data-faq-indicator=""
                color="brand.fg"
                flexShrink={0}
                transition="transform 0.2s"
                _motionReduce={{ transition: "none" }}
                aria-hidden="true"
              >
                <ChevronDown size={20} />
              </Box>
            </Summary>
            <Box px="6" pb="6" color="text.muted" fontSize="md">
              {item.answer}
            </Box>
          </Details>
        ))}
      </Flex>
    </Section>
  );
};

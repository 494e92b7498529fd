import * as React from "react";
import { graphql } from "gatsby";
import { Accordion, Heading } from "@chakra-ui/react";
import { Section } from "../shared/section";

export const faqFragment = graphql`
  fragment FaqEntry on FaqItem {
    jsonId
    question
    answer
  }
`;

/**
 * 'Domande frequenti': one answer open at a time, and the open one closes again on a
 * second click. Keyboard as in the WAI-ARIA accordion pattern (Chakra/Ark): Arrow
 * Up/Down move between questions, Home and End jump to the first and last. Every answer
 * is in the HTML (closed ones are `hidden`), so crawlers read them all.
 */
export const FaqAccordion = ({ items }: { items: readonly Queries.FaqEntryFragment[] }) => (
  <Section id="faq" tone="soft" eyebrow="FAQ" title="Domande frequenti" lead="Tutto quello che devi sapere per iniziare">
    <Accordion.Root collapsible multiple={false} variant="plain" maxW="4xl" display="flex" flexDirection="column" gap="3">
      {items.map((item) => (
        <Accordion.Item key={item.jsonId} value={item.jsonId} bg="white" borderRadius="xl" boxShadow="xs" px="6">
          <Heading as="h3" fontSize="lg" fontWeight="700">
            <Accordion.ItemTrigger py="5" cursor="pointer" textAlign="start" fontSize="inherit" fontWeight="inherit" gap="4">
              <span style={{ flex: 1 }}>{item.question}</span>
              <Accordion.ItemIndicator color="brand.fg" />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody pt="0" pb="6" color="text.muted" fontSize="md">
              {item.answer}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  </Section>
);

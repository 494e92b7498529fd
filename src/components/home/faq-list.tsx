import * as React from "react";
import { graphql } from "gatsby";
import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { Section } from "../shared/section";

export const faqFragment = graphql`
  fragment FaqEntry on FaqItem {
    jsonId
    question
    answer
  }
`;

/** 'Domande frequenti': the six questions prospects ask before a first call. */
export const FaqList = ({ items }: { items: readonly Queries.FaqEntryFragment[] }) => (
  <Section id="faq" tone="soft" eyebrow="FAQ" title="Domande frequenti" lead="Tutto quello che devi sapere per iniziare">
    <Stack gap="4" maxW="4xl">
      {items.map((item) => (
        <Box key={item.jsonId} bg="white" borderRadius="xl" p="6" boxShadow="xs">
          <Heading as="h3" fontSize="lg" fontWeight="700">
            {item.question}
          </Heading>
          <Text mt="3" color="text.muted">
            {item.answer}
          </Text>
        </Box>
      ))}
    </Stack>
  </Section>
);

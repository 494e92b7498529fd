import * as React from "react";
import { Box, SimpleGrid } from "@chakra-ui/react";

export interface Fact {
  term: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}

/** The key facts of a course or an event, as a description list (term, then value). */
export const FactList = ({
  facts,
  wide = true,
}: {
  facts: readonly Fact[];
  /** Three columns on large screens, a course's five facts in one row on wider ones (false: beside an image, two). */ wide?: boolean;
}) => (
  <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: wide ? 3 : 2, xl: wide ? 5 : 2 }} gap="4" m="0">
    {facts.map((fact) => (
      <Box key={fact.term} p="5" bg="white" borderRadius="xl" borderWidth="1px" borderColor="gray.200" data-fact={fact.term}>
        <Box
          as="dt"
          display="flex"
          alignItems="center"
          gap="2"
          fontSize="xs"
          fontWeight="800"
          letterSpacing="0.08em"
          textTransform="uppercase"
          color="text.muted"
        >
          <Box as="span" color="brand.fg" aria-hidden="true" display="inline-flex">
            {fact.icon}
          </Box>
          {fact.term}
        </Box>
        <Box as="dd" m="0" mt="2" fontWeight="700" fontSize="lg" color="text">
          {fact.children}
        </Box>
      </Box>
    ))}
  </SimpleGrid>
);

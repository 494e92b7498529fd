import * as React from "react";
import { graphql } from "gatsby";
import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";

export const partnerFragment = graphql`
  fragment PartnerItem on Partner {
    jsonId
    name
    description
    category {
      title
    }
  }
`;

/** The partners by name (set like a wordmark, no logos yet), with what each brings. */
export const PartnerList = ({ partners }: { partners: readonly Queries.PartnerItemFragment[] }) => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
    {partners.map((partner) => (
      <Box as="li" key={partner.jsonId} p="7" bg="white" borderRadius="2xl" borderWidth="1px" borderColor="gray.200">
        <Text as="p" fontSize="xs" fontWeight="800" letterSpacing="0.08em" textTransform="uppercase" color="accent.fg">
          {partner.category.title}
        </Text>
        <Heading as="h3" fontSize="xl" fontWeight="800" letterSpacing="-0.01em" mt="3">
          {partner.name}
        </Heading>
        <Text mt="2" color="text.muted" fontSize="sm" lineHeight="1.7">
          {partner.description}
        </Text>
      </Box>
    ))}
  </SimpleGrid>
);

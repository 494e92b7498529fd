import * as React from "react";
import { graphql } from "gatsby";
import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { Check } from "lucide-react";
import { IconCardGrid } from "../shared/icon-card-grid";

export const eventServiceFragment = graphql`
  fragment EventServiceBlock on EventService {
    jsonId
    title
    description
    icon
    highlights
  }
`;

const Highlights = ({ highlights }: { highlights: readonly string[] }) => (
  <Stack as="ul" listStyleType="none" gap="2" mt="auto" pt="5">
    {highlights.map((highlight) => (
      <HStack as="li" key={highlight} gap="2" align="flex-start" fontSize="sm" fontWeight="600">
        <Box color="green.700" pt="0.5" flexShrink={0}>
          <Check size={16} aria-hidden="true" focusable="false" />
        </Box>
        <Text as="span">{highlight}</Text>
      </HStack>
    ))}
  </Stack>
);

/** What the events team organises: four blocks, each with what it always includes. */
export const EventServices = ({ services }: { services: readonly Queries.EventServiceBlockFragment[] }) => (
  <IconCardGrid items={services} columns={{ base: 1, md: 2, xl: 4 }} titleSize="xl" footer={(service) => <Highlights highlights={service.highlights} />} />
);

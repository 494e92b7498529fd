import * as React from "react";
import { graphql } from "gatsby";
import { Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Check } from "lucide-react";
import { ContentIcon } from "../icons/content-icon";

export const eventServiceFragment = graphql`
  fragment EventServiceBlock on EventService {
    jsonId
    title
    description
    icon
    highlights
  }
`;

/** What the events team organises: four blocks, each with what it always includes. */
export const EventServices = ({ services }: { services: readonly Queries.EventServiceBlockFragment[] }) => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 4 }} gap="5">
    {services.map((service) => (
      <Flex as="li" key={service.jsonId} direction="column" p="7" bg="white" borderRadius="2xl" borderWidth="1px" borderColor="gray.200" boxShadow="xs">
        <Flex align="center" justify="center" w="12" h="12" borderRadius="xl" bg="brand.solid" color="accent.onDark">
          <ContentIcon name={service.icon} size={24} />
        </Flex>
        <Heading as="h3" fontSize="xl" fontWeight="800" mt="5">
          {service.title}
        </Heading>
        <Text mt="2" color="text.muted" fontSize="sm" lineHeight="1.7">
          {service.description}
        </Text>
        <Stack as="ul" listStyleType="none" gap="2" mt="auto" pt="5">
          {service.highlights.map((highlight) => (
            <HStack as="li" key={highlight} gap="2" align="flex-start" fontSize="sm" fontWeight="600">
              <Box color="green.700" pt="0.5" flexShrink={0}>
                <Check size={16} aria-hidden="true" focusable="false" />
              </Box>
              <Text as="span">{highlight}</Text>
            </HStack>
          ))}
        </Stack>
      </Flex>
    ))}
  </SimpleGrid>
);

import * as React from "react";
import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";

interface Milestone {
  jsonId: string;
  year: number;
  title: string;
  description: string;
}

/**
 * The firm's milestones in order, as a timeline: an ordered list on a line, across the
 * page on wide screens and down its side on small ones, each year a marker on it.
 */
export const CompanyTimeline = ({ milestones }: { milestones: readonly Milestone[] }) => (
  <Box position="relative">
    {/* The line itself: vertical on small screens, horizontal through the markers on wide ones. */}
    <Box
      aria-hidden="true"
      position="absolute"
      bg="brand.emphasized"
      left={{ base: "calc(({sizes.6} - {sizes.line}) / 2)", lg: "0" }}
      right={{ base: "auto", lg: "0" }}
      top={{ base: "2", lg: "3" }}
      bottom={{ base: "2", lg: "auto" }}
      w={{ base: "line", lg: "auto" }}
      h={{ base: "auto", lg: "line" }}
    />
    <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, lg: milestones.length }} gap={{ base: "10", lg: "8" }} position="relative">
      {milestones.map((milestone, index) => (
        <Box as="li" key={milestone.jsonId} position="relative" ps={{ base: "12", lg: "0" }} pt={{ base: "0", lg: "12" }}>
          <Box
            aria-hidden="true"
            position="absolute"
            left={{ base: "0", lg: "0" }}
            top="0"
            w="6"
            h="6"
            borderRadius="full"
            bg={index === milestones.length - 1 ? "accent.solid" : "white"}
            borderWidth="4px"
            borderColor={index === milestones.length - 1 ? "accent.solid" : "brand.solid"}
            boxShadow="0 0 0 6px var(--chakra-colors-surface-soft)"
          />
          <Text as="p" fontSize={{ base: "4xl", md: "5xl" }} fontWeight="800" lineHeight="1" color="brand.fg" letterSpacing="-0.03em">
            <time dateTime={String(milestone.year)}>{milestone.year}</time>
          </Text>
          <Heading as="h3" fontSize="xl" fontWeight="800" mt="4">
            {milestone.title}
          </Heading>
          <Text mt="2" color="text.muted" lineHeight="1.7">
            {milestone.description}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  </Box>
);

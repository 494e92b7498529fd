import * as React from "react";
import { graphql } from "gatsby";
import { Badge, Box, Flex, Heading, HStack, Text } from "@chakra-ui/react";
import { formatEuro, formatHours } from "../../lib/format/italian";

export const courseCardFragment = graphql`
  fragment CourseCard on Course {
    jsonId
    slug
    title
    description
    durationHours
    level
    mode
    priceEur
    category
  }
`;

export interface Labels {
  categories: ReadonlyMap<string, string>;
  levels: ReadonlyMap<string, string>;
  modes: ReadonlyMap<string, string>;
}

/** A course as the catalogue lists it: what, for whom, how long, how, how much. */
export const CourseCard = ({ course, labels }: { course: Queries.CourseCardFragment; labels: Labels }) => (
  <Flex as="li" listStyleType="none" direction="column" gap="3" p="6" bg="white" borderRadius="2xl" borderWidth="1px" borderColor="gray.200">
    <Text as="p" fontSize="sm" fontWeight="700" color="accent.fg">
      {labels.categories.get(course.category) ?? course.category}
    </Text>
    <Heading as="h3" fontSize="lg" fontWeight="800">
      {course.title}
    </Heading>
    <Text color="text.muted" fontSize="sm">
      {course.description}
    </Text>
    <HStack gap="2" wrap="wrap" mt="auto" pt="2">
      <Badge colorPalette="blue" variant="subtle">
        {labels.levels.get(course.level) ?? course.level}
      </Badge>
      <Badge colorPalette="teal" variant="subtle">
        {labels.modes.get(course.mode) ?? course.mode}
      </Badge>
      <Badge colorPalette="gray" variant="subtle">
        {formatHours(course.durationHours)}
      </Badge>
    </HStack>
    <Box>
      <Text as="p" fontSize="xl" fontWeight="800" color="brand.fg">
        {formatEuro(course.priceEur)}
        <Text as="span" fontSize="sm" fontWeight="600" color="text.muted">
          {" "}
          + IVA
        </Text>
      </Text>
    </Box>
  </Flex>
);

import * as React from "react";
import { graphql } from "gatsby";
import { Box, Flex, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { Quote, Star } from "lucide-react";
import { useDictionary } from "../../i18n/locale-context";

export const testimonialCardFragment = graphql`
  fragment TestimonialCard on Testimonial {
    jsonId
    name
    role
    company
    text
    rating
  }
`;

const MAX_RATING = 5;

/**
 * The rating as stars, announced as one image ("Valutazione: 5 su 5"). Amber 600
 * holds 3:1 against white, as a graphic that carries meaning must.
 */
export const StarRating = ({ rating }: { rating: number }) => {
  const { catalogue } = useDictionary();
  return (
    <HStack role="img" aria-label={catalogue.rating(String(rating), String(MAX_RATING))} gap="1" color="amber.600">
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star key={index} size={18} aria-hidden="true" focusable="false" fill={index < rating ? "currentColor" : "none"} />
      ))}
    </HStack>
  );
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

/** A client's words: the quote, the stars, who said it. */
export const TestimonialCard = ({ testimonial }: { testimonial: Queries.TestimonialCardFragment }) => (
  <Flex
    as="figure"
    direction="column"
    gap="5"
    h="full"
    m="0"
    p={{ base: "7", md: "8" }}
    bg="white"
    borderRadius="2xl"
    borderWidth="1px"
    borderColor="gray.200"
    boxShadow="sm"
  >
    <HStack justify="space-between" align="center">
      <StarRating rating={testimonial.rating} />
      <Box color="brand.muted">
        <Quote size={36} aria-hidden="true" focusable="false" />
      </Box>
    </HStack>
    <Box as="blockquote" flex="1" fontSize="md" lineHeight="1.7" color="text">
      <Text>«{testimonial.text}»</Text>
    </Box>
    <HStack as="figcaption" gap="3" pt="5" borderTopWidth="1px" borderColor="gray.100">
      <Flex
        aria-hidden="true"
        align="center"
        justify="center"
        flexShrink={0}
        w="11"
        h="11"
        borderRadius="full"
        bg="brand.solid"
        color="white"
        fontWeight="800"
        fontSize="sm"
      >
        {initials(testimonial.name)}
      </Flex>
      <Box>
        <Text fontWeight="800">{testimonial.name}</Text>
        <Text fontSize="sm" color="text.muted">
          {testimonial.role}, {testimonial.company}
        </Text>
      </Box>
    </HStack>
  </Flex>
);

/** Three testimonials side by side (stacked on small screens). */
export const TestimonialGrid = ({ items }: { items: readonly Queries.TestimonialCardFragment[] }) => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 3 }} gap="6">
    {items.map((testimonial) => (
      <Box as="li" key={testimonial.jsonId}>
        <TestimonialCard testimonial={testimonial} />
      </Box>
    ))}
  </SimpleGrid>
);

import * as React from "react";
import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";

export interface Person {
  readonly jsonId: string;
  readonly name: string;
  readonly role: string;
  readonly bio: string;
  readonly imageAlt: string;
  readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null;
}

interface PeopleGridProps<P extends Person> {
  people: readonly P[];
  /** The data attribute that carries each person's id (the end-to-end tests find the cards by it). */
  marker: `data-${string}`;
  /** Between the role and the biography: what the person is known for. */
  details?: (person: P) => React.ReactNode;
  /** After the biography: where to find the person. */
  footer?: (person: P) => React.ReactNode;
  /** The id of each person's item, for links to that person (an article's author). */
  anchorOf?: (person: P) => string;
}

/** People in a grid, the firm's team as the Academy's teachers: portrait, name, role, a short biography. */
export const PeopleGrid = <P extends Person>({ people, marker, details, footer, anchorOf }: PeopleGridProps<P>) => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: "10", md: "8" }}>
    {people.map((person) => {
      const image = person.image ? getImage(person.image.childImageSharp) : undefined;
      return (
        <Box as="li" key={person.jsonId} id={anchorOf?.(person)} {...{ [marker]: person.jsonId }}>
          <Box borderRadius="2xl" overflow="hidden" bg="brand.subtle" boxShadow="sm">
            {image && <GatsbyImage image={image} alt={person.imageAlt} style={{ display: "block" }} />}
          </Box>
          <Heading as="h3" fontSize="xl" fontWeight="800" mt="5">
            {person.name}
          </Heading>
          <Text fontWeight="700" color="accent.fg" fontSize="sm" mt="1">
            {person.role}
          </Text>
          {details?.(person)}
          <Text mt="3" color="text.muted" fontSize="sm" lineHeight="1.7">
            {person.bio}
          </Text>
          {footer?.(person)}
        </Box>
      );
    })}
  </SimpleGrid>
);

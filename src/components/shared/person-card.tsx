import * as React from "react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Box, Heading, Text } from "@chakra-ui/react";

interface PersonCardProps {
  name: string;
  role: string;
  text?: string | null;
  image?: IGatsbyImageData | null;
  imageAlt: string;
}

/** A member of the team or a teacher: photo, name, role and a short note. */
export const PersonCard = ({ name, role, text, image, imageAlt }: PersonCardProps) => (
  <Box as="li" listStyleType="none">
    <Box borderRadius="2xl" overflow="hidden" bg="brand.subtle">
      {image && <GatsbyImage image={image} alt={imageAlt} />}
    </Box>
    <Heading as="h3" fontSize="lg" fontWeight="800" mt="4">
      {name}
    </Heading>
    <Text fontWeight="600" color="accent.fg">
      {role}
    </Text>
    {text && (
      <Text mt="2" color="text.muted" fontSize="sm">
        {text}
      </Text>
    )}
  </Box>
);

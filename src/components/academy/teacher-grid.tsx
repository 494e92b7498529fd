import * as React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Box, Flex, Heading, SimpleGrid, Text } from "@chakra-ui/react";

export const teacherFragment = graphql`
  fragment TeacherCard on Teacher {
    jsonId
    name
    role
    expertise
    bio
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1, layout: CONSTRAINED)
      }
    }
  }
`;

/** The Academy's teachers: portrait, name, role, what they teach and who they are. */
export const TeacherGrid = ({ teachers }: { teachers: readonly Queries.TeacherCardFragment[] }) => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: "10", md: "8" }}>
    {teachers.map((teacher) => {
      const image = teacher.image ? getImage(teacher.image.childImageSharp) : undefined;
      return (
        <Box as="li" key={teacher.jsonId} data-teacher={teacher.jsonId}>
          <Box borderRadius="2xl" overflow="hidden" bg="brand.subtle" boxShadow="sm">
            {image && <GatsbyImage image={image} alt={teacher.imageAlt} style={{ display: "block" }} />}
          </Box>
          <Heading as="h3" fontSize="xl" fontWeight="800" mt="5">
            {teacher.name}
          </Heading>
          <Text fontWeight="700" color="accent.fg" fontSize="sm" mt="1">
            {teacher.role}
          </Text>
          <Flex as="ul" listStyleType="none" wrap="wrap" gap="2" mt="3" aria-label={`Competenze di ${teacher.name}`}>
            {teacher.expertise.map((skill) => (
              <Box as="li" key={skill} fontSize="xs" fontWeight="700" bg="brand.subtle" color="brand.fg" px="2.5" py="1" borderRadius="full">
                {skill}
              </Box>
            ))}
          </Flex>
          <Text mt="3" color="text.muted" fontSize="sm" lineHeight="1.7">
            {teacher.bio}
          </Text>
        </Box>
      );
    })}
  </SimpleGrid>
);

import * as React from "react";
import { graphql } from "gatsby";
import { Box, Flex } from "@chakra-ui/react";
import { PeopleGrid } from "../shared/people-grid";
import { useDictionary } from "../../i18n/locale-context";

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

const Expertise = ({ teacher }: { teacher: Queries.TeacherCardFragment }) => {
  const { academyPage: words } = useDictionary();
  return (
    <Flex as="ul" listStyleType="none" wrap="wrap" gap="2" mt="3" aria-label={words.expertiseOf(teacher.name)}>
      {teacher.expertise.map((skill) => (
        <Box as="li" key={skill} fontSize="xs" fontWeight="700" bg="brand.subtle" color="brand.fg" px="2.5" py="1" borderRadius="full">
          {skill}
        </Box>
      ))}
    </Flex>
  );
};

/** The Academy's teachers: portrait, name, role, what they teach and who they are. */
export const TeacherGrid = ({ teachers }: { teachers: readonly Queries.TeacherCardFragment[] }) => (
  <PeopleGrid people={teachers} marker="data-teacher" details={(teacher) => <Expertise teacher={teacher} />} />
);

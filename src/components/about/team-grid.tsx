import * as React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Box, Heading, Link, SimpleGrid, Text } from "@chakra-ui/react";
import { ExternalLink } from "lucide-react";

export const teamMemberFragment = graphql`
  fragment TeamMemberCard on TeamMember {
    jsonId
    name
    role
    bio
    linkedinUrl
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1, layout: CONSTRAINED)
      }
    }
  }
`;

/** The people of the firm: portrait, name, role, a short biography. */
export const TeamGrid = ({ members }: { members: readonly Queries.TeamMemberCardFragment[] }) => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: "10", md: "8" }}>
    {members.map((member) => {
      const image = member.image ? getImage(member.image.childImageSharp) : undefined;
      return (
        <Box as="li" key={member.jsonId} data-team-member={member.jsonId}>
          <Box borderRadius="2xl" overflow="hidden" bg="brand.subtle" boxShadow="sm">
            {image && <GatsbyImage image={image} alt={member.imageAlt} style={{ display: "block" }} />}
          </Box>
          <Heading as="h3" fontSize="xl" fontWeight="800" mt="5">
            {member.name}
          </Heading>
          <Text fontWeight="700" color="accent.fg" fontSize="sm" mt="1">
            {member.role}
          </Text>
          <Text mt="3" color="text.muted" fontSize="sm" lineHeight="1.7">
            {member.bio}
          </Text>
          {member.linkedinUrl && (
            <Link href={member.linkedinUrl} target="_blank" rel="noopener noreferrer" mt="3" fontSize="sm" fontWeight="700" color="brand.fg">
              Profilo LinkedIn
              <Box as="span" srOnly>
                {" "}
                di {member.name} (si apre in una nuova scheda)
              </Box>
              <ExternalLink size={14} aria-hidden="true" />
            </Link>
          )}
        </Box>
      );
    })}
  </SimpleGrid>
);

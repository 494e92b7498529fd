import * as React from "react";
import { graphql } from "gatsby";
import { Box, Link } from "@chakra-ui/react";
import { ExternalLink } from "lucide-react";
import { PeopleGrid } from "../shared/people-grid";
import { useDictionary } from "../../i18n/locale-context";
import { teamMemberAnchor } from "../../lib/routes/page-anchors";

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

const LinkedInLink = ({ member }: { member: Queries.TeamMemberCardFragment }) => {
  const { aboutPage: words, shared } = useDictionary();
  return member.linkedinUrl ? (
    <Link href={member.linkedinUrl} target="_blank" rel="noopener noreferrer" mt="3" fontSize="sm" fontWeight="700" color="brand.fg">
      {words.linkedInProfile}
      <Box as="span" srOnly>
        {" "}
        {words.linkedInOf(member.name)} {shared.opensInNewTab}
      </Box>
      <ExternalLink size={14} aria-hidden="true" />
    </Link>
  ) : null;
};

/** The people of the firm: portrait, name, role, a short biography and their LinkedIn profile. */
export const TeamGrid = ({ members }: { members: readonly Queries.TeamMemberCardFragment[] }) => (
  <PeopleGrid
    people={members}
    marker="data-team-member"
    anchorOf={(member) => teamMemberAnchor(member.jsonId)}
    footer={(member) => <LinkedInLink member={member} />}
  />
);

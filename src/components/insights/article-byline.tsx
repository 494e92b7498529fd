import * as React from "react";
import { graphql, Link as GatsbyLink } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Box, Flex, Link, Text } from "@chakra-ui/react";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { teamMemberPath } from "../../lib/routes/page-anchors";
import { ArticleDate, type ArticleDay } from "./article-facts";
import { ReadingTime } from "./reading-time";

export const articleAuthorFragment = graphql`
  fragment ArticleAuthor on TeamMember {
    jsonId
    name
    role
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 56, height: 56, layout: FIXED)
      }
    }
  }
`;

interface ArticleBylineProps {
  author: Queries.ArticleAuthorFragment;
  /** Null until the CMS's editor has chosen one (the preview); a page always has it. */
  published: ArticleDay | null;
  updated: ArticleDay | null;
  minutes: number | null;
}

/**
 * Under an article's title, on the dark hero: its author's portrait, name (a link to the person in the
 * team, on the about page) and role; when it was published and last updated; how long it takes to read.
 */
export const ArticleByline = ({ author, published, updated, minutes }: ArticleBylineProps) => {
  const locale = useLocale();
  const { insights: words } = useDictionary();
  const portrait = author.image ? getImage(author.image.childImageSharp) : undefined;
  return (
    <Flex direction={{ base: "column", sm: "row" }} gap={{ base: "4", sm: "8" }} align={{ sm: "center" }} wrap="wrap" data-byline="">
      <Flex gap="4" align="center">
        <Box flexShrink={0} w="14" h="14" borderRadius="full" overflow="hidden" bg="brand.muted">
          {portrait && <GatsbyImage image={portrait} alt={author.imageAlt} style={{ display: "block" }} />}
        </Box>
        <Box>
          <Text fontWeight="800" lineHeight="1.3">
            <Box as="span" srOnly>
              {words.author}{" "}
            </Box>
            <Link asChild color="white" textDecoration="underline" textUnderlineOffset="3px" _hover={{ color: "accent.onDark" }}>
              <GatsbyLink to={teamMemberPath(author.jsonId, locale)}>{author.name}</GatsbyLink>
            </Link>
          </Text>
          <Text fontSize="sm" color="text.onDarkMuted">
            {author.role}
          </Text>
        </Box>
      </Flex>
      <Flex as="ul" listStyleType="none" m="0" p="0" direction="column" gap="1" fontSize="sm" color="text.onDarkMuted">
        {published && (
          <li>
            {words.publishedOn} <ArticleDate {...published} />
          </li>
        )}
        {updated && (
          <li>
            {words.updatedOn} <ArticleDate {...updated} />
          </li>
        )}
        {minutes !== null && <ReadingTime minutes={minutes} />}
      </Flex>
    </Flex>
  );
};

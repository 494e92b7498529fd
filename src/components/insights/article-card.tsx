import * as React from "react";
import { graphql, Link as GatsbyLink } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Box, Flex, Heading, HStack, Text } from "@chakra-ui/react";
import { articlePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { useLocale } from "../../i18n/locale-context";
import { cardLinkStyle } from "../catalogue/card-link";
import { StaticContent } from "../../start-up";
import type { PublicationStatus } from "../../lib/articles/publication";
import { ArticleFacts } from "./article-facts";
import { StatusMark } from "./status-mark";

export const articleCardFragment = graphql`
  fragment ArticleCard on Article {
    id
    jsonId
    slug
    title
    lead
    publishedAt
    publishedDay
    category {
      jsonId
      label
    }
    author {
      name
    }
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.7778, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
      }
    }
    body {
      childMarkdownRemark {
        timeToRead
      }
    }
  }
`;

/** What the card shows; static: rendered by the server, and in the browser only when the card mounts after the first load. */
const ArticleCardContent = ({ article, status, headingLevel }: ArticleCardProps) => {
  const locale = useLocale();
  const image = getImage(article.image.childImageSharp);
  return (
    <>
      {/* The cover keeps its 16:9 box before it loads: no shift of the text below. */}
      <Box aspectRatio={16 / 9} bg="brand.subtle" overflow="hidden" borderTopRadius="2xl">
        {image && <GatsbyImage image={image} alt={article.imageAlt} style={{ display: "block", width: "100%", height: "100%" }} />}
      </Box>
      <Flex direction="column" gap="3" p={{ base: "6", md: "7" }} flex="1">
        <HStack gap="3" wrap="wrap">
          <Text as="p" fontSize="xs" fontWeight="800" letterSpacing="0.08em" textTransform="uppercase" color="accent.fg">
            {article.category.label}
          </Text>
          <StatusMark status={status} />
        </HStack>
        <Heading as={headingLevel} fontSize="xl" fontWeight="800" lineHeight="1.25">
          <Box asChild {...cardLinkStyle}>
            <GatsbyLink to={articlePath(article.slug, locale)}>{article.title}</GatsbyLink>
          </Box>
        </Heading>
        <Text color="text.muted" fontSize="sm" lineHeight="1.65">
          {article.lead}
        </Text>
        <ArticleFacts
          author={article.author.name}
          published={{ iso: article.publishedAt, day: article.publishedDay }}
          minutes={article.body.childMarkdownRemark?.timeToRead ?? null}
        />
      </Flex>
    </>
  );
};

interface ArticleCardProps {
  article: Queries.ArticleCardFragment;
  /** Set under `npm start` for an article a production build leaves out (the "Bozza" mark). */
  status?: PublicationStatus;
  /** The card's title: h2 where the cards are the page's main list, h3 under a section's heading. */
  headingLevel: "h2" | "h3";
}

/** An article as the lists show it: cover, category, title, lead, author, date and reading time; the whole card opens the article. */
export const ArticleCard = (props: ArticleCardProps) => (
  <li data-article={props.article.jsonId}>
    <StaticContent>
      <Flex
        as="article"
        position="relative"
        direction="column"
        h="full"
        bg="white"
        borderRadius="2xl"
        borderWidth="1px"
        borderColor="gray.200"
        boxShadow="xs"
        transition="box-shadow 0.2s, border-color 0.2s"
        _hover={{ boxShadow: "md", borderColor: "gray.300" }}
      >
        <ArticleCardContent {...props} />
      </Flex>
    </StaticContent>
  </li>
);

/** Cards in a grid: one column on phones, two on tablets, three on wide screens. */
export const ArticleCardGrid = ({
  articles,
  unpublished,
  headingLevel,
}: {
  articles: readonly Queries.ArticleCardFragment[];
  unpublished: Readonly<Record<string, PublicationStatus>>;
  headingLevel: "h2" | "h3";
}) => (
  <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gridTemplateColumns={{ base: "1fr", md: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" }} gap="6">
    {articles.map((article) => (
      <ArticleCard key={article.jsonId} article={article} status={unpublished[article.jsonId]} headingLevel={headingLevel} />
    ))}
  </Box>
);

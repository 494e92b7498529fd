import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Box, chakra, Text } from "@chakra-ui/react";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { articlePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { useDictionary, useLocale } from "../../i18n/locale-context";

interface Neighbour {
  readonly slug: string;
  readonly title: string;
}

const NeighbourLink = ({ article, direction }: { article: Neighbour; direction: "previous" | "next" }) => {
  const locale = useLocale();
  const { insights: words } = useDictionary();
  const next = direction === "next";
  return (
    <chakra.a
      asChild
      display="flex"
      flexDirection="column"
      alignItems={next ? "flex-end" : "flex-start"}
      textAlign={next ? "end" : "start"}
      gap="1"
      h="full"
      p="5"
      borderRadius="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      textDecoration="none"
      _hover={{ borderColor: "brand.emphasized", bg: "brand.subtle" }}
    >
      <GatsbyLink to={articlePath(article.slug, locale)} rel={direction === "previous" ? "prev" : "next"}>
        <Text as="span" display="inline-flex" alignItems="center" gap="1.5" fontSize="sm" fontWeight="700" color="accent.fg">
          {!next && <ArrowLeft size={16} aria-hidden="true" />}
          {words.article.neighbours[direction]}
          {next && <ArrowRight size={16} aria-hidden="true" />}
        </Text>
        <Text as="span" fontWeight="800" color="brand.fg" lineHeight="1.35">
          {article.title}
        </Text>
      </GatsbyLink>
    </chakra.a>
  );
};

/** The older and the newer article, side by side (the older on the left, as a reader turns back a page). */
export const ArticleNeighbours = ({ previous, next }: { previous: Neighbour | null; next: Neighbour | null }) => {
  const { insights: words } = useDictionary();
  if (!previous && !next) return null;
  return (
    <chakra.nav aria-label={words.article.neighbours.label} data-article-neighbours="">
      <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gridTemplateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4">
        {previous && (
          <Box as="li" gridColumn={{ md: "1" }}>
            <NeighbourLink article={previous} direction="previous" />
          </Box>
        )}
        {next && (
          <Box as="li" gridColumn={{ md: "2" }}>
            <NeighbourLink article={next} direction="next" />
          </Box>
        )}
      </Box>
    </chakra.nav>
  );
};

import * as React from "react";
import { Box, Container, Flex, Grid, Text } from "@chakra-ui/react";
import { ArticleBody } from "./article-body";
import { ArticleTags } from "./article-tags";
import { StatusMark } from "./status-mark";
import { TableOfContents } from "./table-of-contents";
import { useDictionary } from "../../i18n/locale-context";
import { type MarkdownHeading, tableOfContents } from "../../lib/articles/table-of-contents";
import type { PublicationStatus } from "../../lib/articles/publication";
import { StaticContent } from "../../start-up";

interface ArticleLayoutProps {
  status: PublicationStatus;
  /** The cover picture, drawn in its 16:9 box. */
  cover: React.ReactNode;
  /** The text as rendered from its Markdown, and its headings (MarkdownRemark's `html` and `headings`). */
  html: string;
  headings: ReadonlyArray<MarkdownHeading | null>;
  tags: readonly string[];
  /** After the keywords: the share links (the page; not the CMS's preview). */
  share?: React.ReactNode;
  /** The older and newer article (the page; not the CMS's preview). */
  neighbours?: React.ReactNode;
}

/**
 * The article itself, under its hero: a note when it is not published, the cover, the table of
 * contents (three sections or more: beside the text on wide screens, between the cover and the text on
 * phones), the text, the keywords and what the page adds after them. The article's page and the CMS's
 * preview of it both show it.
 */
export const ArticleLayout = ({ status, cover, html, headings, tags, share, neighbours }: ArticleLayoutProps) => {
  const { insights: words } = useDictionary();
  const entries = tableOfContents(headings);
  return (
    <Box as="article" aria-labelledby="titolo-pagina" py={{ base: "10", md: "16" }}>
      <Container maxW="7xl">
        {/* One column; from lg the table of contents beside it, sticky below the header, when there is one. */}
        <Grid
          templateColumns={entries.length > 0 ? { base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 18rem" } : "minmax(0, 1fr)"}
          columnGap="12"
          rowGap="10"
          maxW={entries.length > 0 ? undefined : "3xl"}
          mx="auto"
        >
          <Box gridColumn={{ lg: "1" }} maxW="3xl">
            <StaticContent>
              {status !== "published" && (
                <Flex gap="3" align="center" wrap="wrap" mb="6" p="4" borderRadius="xl" bg="accent.subtle" data-status-note="">
                  <StatusMark status={status} />
                  <Text fontSize="sm" color="text">
                    {words.statusNotes[status]}
                  </Text>
                </Flex>
              )}
              {/* The cover keeps its 16:9 box before it loads: nothing below moves. */}
              <Box borderRadius="3xl" overflow="hidden" bg="brand.subtle" aspectRatio={16 / 9}>
                {cover}
              </Box>
            </StaticContent>
          </Box>
          {entries.length > 0 && (
            <Box gridColumn={{ lg: "2" }} gridRow={{ lg: "1 / span 4" }}>
              <Box position={{ lg: "sticky" }} top={{ lg: "calc({sizes.header.wide} + {spacing.6})" }}>
                <StaticContent>
                  <TableOfContents entries={entries} />
                </StaticContent>
              </Box>
            </Box>
          )}
          <Box gridColumn={{ lg: "1" }} maxW="3xl">
            <StaticContent>
              <ArticleBody html={html} />
            </StaticContent>
          </Box>
          <Flex gridColumn={{ lg: "1" }} maxW="3xl" direction="column" gap="8" pt="8" borderTopWidth="1px" borderColor="gray.200">
            <StaticContent>
              <ArticleTags tags={tags} />
            </StaticContent>
            {share}
          </Flex>
          {neighbours && (
            <Box gridColumn={{ lg: "1" }} maxW="3xl">
              <StaticContent>{neighbours}</StaticContent>
            </Box>
          )}
        </Grid>
      </Container>
    </Box>
  );
};

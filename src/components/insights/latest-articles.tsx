import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Box } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import { articleListPath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { Section } from "../shared/section";
import { ActionLink } from "../ui/action-link";
import { StaticContent } from "../../start-up";
import type { PublicationStatus } from "../../lib/articles/publication";
import { ArticleCardGrid } from "./article-card";

/** The home page's three latest articles, and the way to all of them; nothing while none is published. */
export const LatestArticles = ({
  articles,
  unpublished,
}: {
  articles: readonly Queries.ArticleCardFragment[];
  unpublished: Readonly<Record<string, PublicationStatus>>;
}) => {
  const locale = useLocale();
  const { insights: words } = useDictionary();
  if (articles.length === 0) return null;
  return (
    <Section id="insights" tone="soft" eyebrow={words.latest.eyebrow} title={words.latest.title} lead={words.latest.lead}>
      <ArticleCardGrid articles={articles} unpublished={unpublished} headingLevel="h3" />
      <StaticContent>
        <Box mt={{ base: "8", md: "10" }}>
          <ActionLink variant="outline" size="lg" colorPalette="gray" color="brand.fg" bg="white">
            <GatsbyLink to={articleListPath(locale)}>
              {words.latest.all}
              <ArrowRight aria-hidden="true" />
            </GatsbyLink>
          </ActionLink>
        </Box>
      </StaticContent>
    </Section>
  );
};

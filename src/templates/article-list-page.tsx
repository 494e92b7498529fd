import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Box, Container, Text } from "@chakra-ui/react";
import { PageHero } from "../components/shared/page-hero";
import { Seo } from "../components/layout/seo";
import { Breadcrumbs } from "../components/detail/breadcrumbs";
import { ArticleCardGrid } from "../components/insights/article-card";
import { CategoryFilter } from "../components/insights/category-filter";
import { PaginationNav } from "../components/insights/pagination-nav";
import { trailTo } from "../lib/seo/breadcrumbs";
import { insightsListJsonLd } from "../lib/seo/insights-list-structured-data";
import { useSiteSettings } from "../hooks/use-site-settings";
import { articleListPath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { localeOfPageContext, pageLanguage, useDictionary, useLocale } from "../i18n/locale-context";
import { dictionaryFor } from "../i18n/dictionary";
import type { ArticleListContext } from "../gatsby-node/insights-pages";
import { inListOrder } from "../lib/articles/in-list-order";
import { StaticContent } from "../start-up";

/**
 * The Insights list: every article, or one category's, twelve a page, newest first. Each list and
 * each of its numbered pages is a page of its own (src/gatsby-node/insights-pages.ts), so the
 * filter and the pages are links that work before any script; the whole list is static.
 */
const ArticleListPage = ({ data, pageContext }: PageProps<Queries.ArticleListPageQuery, ArticleListContext>) => {
  const locale = useLocale();
  const { pageNames, insights: words } = useDictionary();
  const page = data.pageContent;
  if (!page) return null;
  const categories = data.allArticleCategory.nodes;
  const category = categories.find((node) => node.jsonId === pageContext.categoryId);
  const articles = inListOrder(data.allArticle.nodes, "jsonId", pageContext.articleIds);
  return (
    <>
      <PageHero
        intro={category ? { eyebrow: words.categoryEyebrow, heading: category.label, intro: category.description } : page}
        breadcrumbs={
          category ? (
            <Breadcrumbs
              items={[
                { label: pageNames.home, to: routePath("home", locale) },
                { label: pageNames.insights, to: articleListPath(locale) },
                { label: category.label },
              ]}
            />
          ) : undefined
        }
      />
      <Box bg="surface.soft" py={{ base: "12", md: "20" }}>
        <Container maxW="7xl">
          <StaticContent>
            <CategoryFilter categories={categories} current={pageContext.categoryId} />
          </StaticContent>
          {articles.length > 0 ? (
            <Box mt={{ base: "8", md: "10" }}>
              <ArticleCardGrid articles={articles} unpublished={pageContext.unpublished} headingLevel="h2" />
            </Box>
          ) : (
            <StaticContent>
              <Text mt="10" fontSize="lg" color="text.muted">
                {words.noArticles}
              </Text>
            </StaticContent>
          )}
          <StaticContent>
            <PaginationNav page={pageContext.page} pageCount={pageContext.pageCount} categorySlug={category?.slug ?? null} />
          </StaticContent>
        </Container>
      </Box>
    </>
  );
};

export default ArticleListPage;

export const query = graphql`
  query ArticleListPage($locale: String!, $articleIds: [String!]!, $categoryIds: [String!]!) {
    pageContent(jsonId: { eq: "insights" }, locale: { eq: $locale }) {
      ...PageIntro
    }
    allArticle(filter: { jsonId: { in: $articleIds }, locale: { eq: $locale } }, sort: { publishedAt: DESC }) {
      nodes {
        ...ArticleCard
      }
    }
    allArticleCategory(filter: { jsonId: { in: $categoryIds }, locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        jsonId
        slug
        label
        description
      }
    }
  }
`;

/**
 * The list's head: a category's list is titled and described by its category, a numbered page says
 * its number, and every page is its own canonical address; its structured data is a CollectionPage
 * around the section's Blog, listing the page's articles.
 */
export const Head: HeadFC<Queries.ArticleListPageQuery, ArticleListContext> = ({ data, pageContext }) => {
  const locale = localeOfPageContext(pageContext);
  const words = dictionaryFor(locale).insights;
  const page = data.pageContent;
  const category = data.allArticleCategory.nodes.find((node) => node.jsonId === pageContext.categoryId);
  const path = articleListPath(locale, { categorySlug: category?.slug ?? null, page: pageContext.page });
  const baseTitle = category ? words.categoryTitle(category.label) : (page?.title ?? "");
  const title = pageContext.pageCount > 1 ? words.titleOfPage(baseTitle, pageContext.page, pageContext.pageCount) : baseTitle;
  const description = category?.description ?? page?.description ?? "";
  const site = useSiteSettings(locale);
  const listed = inListOrder(data.allArticle.nodes, "jsonId", pageContext.articleIds).map((article) => ({
    slug: article.slug,
    title: article.title,
    publishedAt: article.publishedAt,
    authorName: article.author.name,
  }));
  return (
    <Seo
      language={pageLanguage(pageContext)}
      title={title}
      description={description}
      pathname={path}
      breadcrumbs={category ? trailTo(locale, "insights", { name: category.label, path }) : trailTo(locale, "insights")}
      jsonLd={[insightsListJsonLd({ path, name: title, description, articles: listed }, locale, site)]}
    />
  );
};

import * as React from "react";
import { graphql, Link as GatsbyLink, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage, getImage, getSrc } from "gatsby-plugin-image";
import { Flex } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import { Section } from "../components/shared/section";
import { Seo } from "../components/layout/seo";
import { ActionLink } from "../components/ui/action-link";
import { NewsletterBox } from "../components/academy/newsletter-box";
import { ArticleCardGrid } from "../components/insights/article-card";
import { ArticleHero } from "../components/insights/article-hero";
import { ArticleLayout } from "../components/insights/article-layout";
import { ArticleNeighbours } from "../components/insights/article-neighbours";
import { ArticleOffer } from "../components/insights/article-offer";
import { ShareLinks } from "../components/insights/share-links";
import { useSiteSettings } from "../hooks/use-site-settings";
import { CONTACT_SECTION_ID } from "../hooks/use-book-call";
import { trailTo } from "../lib/seo/breadcrumbs";
import { blogPostingJsonLd } from "../lib/seo/insights-structured-data";
import { articleShareImage } from "../lib/share-images/share-image";
import { courseLabels } from "../lib/catalogue/labels";
import { articleListPath, articlePath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { localeOfPageContext, pageLanguage, useDictionary, useLocale } from "../i18n/locale-context";
import type { ArticlePageContext } from "../gatsby-node/insights-pages";
import { inListOrder } from "../lib/articles/in-list-order";
import { StaticContent } from "../start-up";

/**
 * An article: its title, lead and byline on the hero; the cover, the table of contents (three sections
 * or more: beside the text on wide screens, between the cover and the text on phones), the text,
 * keywords and share links;
 * the older and newer article; related articles; the service and courses it is about; the newsletter;
 * and the way to the contact section. Everything but the copy button and the newsletter's form is
 * static: the page reads completely without scripts.
 */
const ArticlePage = ({ data, pageContext }: PageProps<Queries.ArticlePageQuery, ArticlePageContext>) => {
  const locale = useLocale();
  const site = useSiteSettings();
  const { insights: words, shared } = useDictionary();
  const article = data.article;
  if (!article) return null;
  const markdown = article.body.childMarkdownRemark;
  const cover = getImage(article.image.childImageSharp);
  const linked = (id: string | null) => data.linked.nodes.find((node) => node.id === id) ?? null;
  const related = inListOrder(data.linked.nodes, "id", pageContext.relatedIds);
  const serviceIndex = data.allService.nodes.findIndex((service) => service.jsonId === article.service.jsonId);
  const labels = courseLabels({ categories: data.allCourseCategory.nodes, levels: data.allCourseLevel.nodes, modes: data.allCourseMode.nodes });
  const url = `${site.siteUrl}${articlePath(article.slug, locale)}`;
  const status = pageContext.status;
  return (
    <>
      <ArticleHero
        title={article.title}
        lead={article.lead}
        categoryLabel={article.category.label}
        author={article.author}
        published={{ iso: article.publishedAt, day: article.publishedDay }}
        updated={article.updatedAt && article.updatedDay ? { iso: article.updatedAt, day: article.updatedDay } : null}
        minutes={markdown?.timeToRead ?? null}
      />
      <ArticleLayout
        status={status}
        cover={cover && <GatsbyImage image={cover} alt={article.imageAlt} loading="eager" style={{ display: "block", width: "100%", height: "100%" }} />}
        html={markdown?.html ?? ""}
        headings={markdown?.headings ?? []}
        tags={article.tags}
        share={<ShareLinks url={url} title={article.title} lead={article.lead} />}
        neighbours={<ArticleNeighbours previous={linked(pageContext.previousId)} next={linked(pageContext.nextId)} />}
      />
      {related.length > 0 && (
        <Section id="correlati" tone="soft" eyebrow={words.article.related.eyebrow} title={words.article.related.title}>
          <ArticleCardGrid articles={related} unpublished={pageContext.unpublished} headingLevel="h3" />
        </Section>
      )}
      <Section id="come-possiamo-aiutarti" eyebrow={words.article.offer.eyebrow} title={words.article.offer.title} lead={words.article.offer.lead}>
        <ArticleOffer service={article.service} serviceIndex={serviceIndex} courses={article.relatedCourses ?? []} labels={labels} />
      </Section>
      <NewsletterBox />
      <Section id="parliamone" tone="dark" eyebrow={words.article.contact.eyebrow} title={words.article.contact.title} lead={words.article.contact.lead}>
        <StaticContent>
          <Flex gap="4" wrap="wrap">
            <ActionLink variant="cta" size="lg" cta="article-consultant">
              <GatsbyLink to={`${routePath("home", locale)}#${CONTACT_SECTION_ID}`}>
                {shared.talkToConsultant}
                <ArrowRight aria-hidden="true" />
              </GatsbyLink>
            </ActionLink>
            <ActionLink variant="onDark" size="lg">
              <GatsbyLink to={articleListPath(locale)}>{words.article.backToList}</GatsbyLink>
            </ActionLink>
          </Flex>
        </StaticContent>
      </Section>
    </>
  );
};

export default ArticlePage;

export const query = graphql`
  query ArticlePage($id: String!, $locale: String!, $linkedIds: [String!]!) {
    article(id: { eq: $id }) {
      jsonId
      slug
      title
      lead
      publishedAt
      publishedDay
      updatedAt
      updatedDay
      tags
      imageAlt
      category {
        jsonId
        slug
        label
      }
      author {
        ...ArticleAuthor
      }
      image {
        childImageSharp {
          gatsbyImageData(width: 1200, aspectRatio: 1.7778, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
        }
      }
      body {
        childMarkdownRemark {
          html
          timeToRead
          wordCount {
            words
          }
          headings {
            id
            value
            depth
          }
        }
      }
      service {
        jsonId
        title
        description
      }
      relatedCourses {
        ...CourseCard
      }
    }
    linked: allArticle(filter: { id: { in: $linkedIds } }) {
      nodes {
        ...ArticleCard
      }
    }
    allService(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        jsonId
      }
    }
    ...CourseChoiceLists
  }
`;

/**
 * The article's head: its title and lead, its own address and its place under Insights, its share
 * image (drawn at build, src/gatsby-node/share-images.ts) and its BlogPosting.
 */
export const Head: HeadFC<Queries.ArticlePageQuery, ArticlePageContext> = ({ data, location, pageContext }) => {
  const locale = localeOfPageContext(pageContext);
  const article = data.article;
  const site = useSiteSettings(locale);
  if (!article) return <Seo language={pageLanguage(pageContext)} title="" description="" pathname={location.pathname} />;
  const path = articlePath(article.slug, locale);
  const shareImage = articleShareImage({ slug: article.slug, title: article.title, authorName: article.author.name }, locale);
  const coverData = article.image?.childImageSharp?.gatsbyImageData;
  const cover = coverData ? getSrc(coverData) : undefined;
  const posting = blogPostingJsonLd(
    {
      slug: article.slug,
      title: article.title,
      lead: article.lead,
      publishedAt: article.publishedAt,
      updatedAt: article.updatedAt,
      categoryLabel: article.category.label,
      tags: article.tags,
      wordCount: article.body?.childMarkdownRemark?.wordCount?.words ?? 0,
      author: { jsonId: article.author.jsonId, name: article.author.name, role: article.author.role },
      images: cover ? [cover, shareImage.src] : [shareImage.src],
    },
    locale,
    site,
  );
  return (
    <Seo
      language={pageLanguage(pageContext)}
      title={article.title}
      description={article.lead}
      pathname={path}
      image={shareImage}
      ogType="article"
      breadcrumbs={trailTo(locale, "insights", { name: article.title, path })}
      jsonLd={[posting]}
    />
  );
};

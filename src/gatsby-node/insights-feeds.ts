/**
 * The Insights' feeds, RSS, Atom and JSON Feed in each published language, written into public/ at
 * the route map's paths (`feedPath`) after the build: the articles published when the build began
 * (the run's clock, src/lib/articles/publication.ts), with their full text (src/lib/feeds/insights-feed.ts).
 * A language with no published article still gets its feeds, empty, so their links never lead to a 404.
 */
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { teamMemberPath } from "../lib/routes/page-anchors";
import { FEED_FORMATS, articlePath, feedPath, routePath, type FeedFormat } from "../../supabase/functions/_shared/site-contract/route-map";
import { PUBLISHED_LOCALES, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import type { PublicationRun } from "../lib/articles/publication";
import { buildInsightsFeeds, feedArticles, type FeedArticle } from "../lib/feeds/insights-feed";
import { dictionaryFor } from "../i18n/dictionary";
import { absoluteUrl } from "../lib/seo/structured-data";
import { FEED_ICON_PATH, LOGO_PATH } from "../lib/seo/site-icons";
import { writeFileAtomic } from "../lib/files/file-io";

interface FeedQueryArticle {
  locale: string;
  slug: string;
  title: string;
  lead: string;
  tags: readonly string[];
  draft: boolean | null;
  publishedAt: string;
  updatedAt: string | null;
  category: { jsonId: string; label: string };
  author: { jsonId: string; name: string };
  body: { childMarkdownRemark: { html: string | null } | null };
  image: { publicURL: string | null; size: number; internal: { mediaType: string | null } };
}

interface FeedQueryData {
  site: { siteMetadata: { siteUrl: string } } | null;
  allSiteSettings: { nodes: Array<{ locale: string; brandName: string; legalName: string }> };
  allArticle: { nodes: FeedQueryArticle[] };
}

/** An article's node as a feed shows it; an article whose body or cover did not resolve stops the build, naming it. */
const toFeedArticle = (node: FeedQueryArticle, locale: Locale, siteUrl: string): FeedArticle => {
  const html = node.body.childMarkdownRemark?.html;
  const { publicURL, size, internal } = node.image;
  if (!html) throw new Error(`The article "${node.slug}" (${locale}) has no rendered body: gatsby-transformer-remark gave no html.`);
  if (!publicURL || !internal.mediaType) throw new Error(`The article "${node.slug}" (${locale}) has a cover with no public address or media type.`);
  return {
    url: absoluteUrl(siteUrl, articlePath(node.slug, locale)),
    title: node.title,
    lead: node.lead,
    html,
    draft: node.draft,
    publishedAt: node.publishedAt,
    updatedAt: node.updatedAt,
    category: { id: node.category.jsonId, label: node.category.label },
    tags: node.tags,
    author: { name: node.author.name, url: absoluteUrl(siteUrl, teamMemberPath(node.author.jsonId, locale)) },
    cover: { url: absoluteUrl(siteUrl, publicURL), type: internal.mediaType, bytes: size },
  };
};

export const writeInsightsFeeds = async (
  siteDir: string,
  run: PublicationRun,
  { graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">,
): Promise<void> => {
  // Every article, drafts included: the publication rule is applied here, with the run's clock, and nowhere else.
  const result = await graphql<FeedQueryData>(`
    query InsightsFeeds {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSiteSettings {
        nodes {
          locale
          brandName
          legalName
        }
      }
      allArticle {
        nodes {
          locale
          slug
          title
          lead
          tags
          draft
          publishedAt
          updatedAt
          category {
            jsonId
            label
          }
          author {
            jsonId
            name
          }
          body {
            childMarkdownRemark {
              html
            }
          }
          image {
            publicURL
            size
            internal {
              mediaType
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data?.site) {
    reporter.panicOnBuild("The Insights' feeds could not be written: their query failed", result.errors);
    return;
  }
  const { site, allSiteSettings, allArticle } = result.data;
  const siteUrl = site.siteMetadata.siteUrl;
  for (const locale of PUBLISHED_LOCALES) {
    const settings = allSiteSettings.nodes.find((node) => node.locale === locale);
    if (!settings) throw new Error(`data/site.json has no ${locale} settings: the feeds name the firm.`);
    const words = dictionaryFor(locale).feeds;
    const articles = feedArticles(
      allArticle.nodes.filter((node) => node.locale === locale),
      run.now,
    ).map((node) => toFeedArticle(node, locale, siteUrl));
    const feeds = buildInsightsFeeds({
      locale,
      title: words.title(settings.brandName),
      description: words.description(settings.brandName),
      brand: { name: settings.brandName, legalName: settings.legalName, url: absoluteUrl(siteUrl, routePath("home", locale)) },
      homePageUrl: absoluteUrl(siteUrl, routePath("insights", locale)),
      feedUrls: Object.fromEntries(FEED_FORMATS.map((format) => [format, absoluteUrl(siteUrl, feedPath(format, locale))])) as Record<FeedFormat, string>,
      icons: { small: absoluteUrl(siteUrl, FEED_ICON_PATH), large: absoluteUrl(siteUrl, LOGO_PATH) },
      articles,
      builtAt: run.now,
    });
    await Promise.all(FEED_FORMATS.map((format) => writeFileAtomic(path.join(siteDir, "public", feedPath(format, locale)), feeds[format])));
    const sizes = FEED_FORMATS.map((format) => `${feedPath(format, locale)} ${Math.round(Buffer.byteLength(feeds[format]) / 1024)} KB`).join(", ");
    reporter.info(`Insights feeds (${locale}, ${articles.length} articles): ${sizes}`);
  }
};

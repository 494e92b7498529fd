/**
 * A list page's structured data (the Insights list, a category's, a numbered page): a `CollectionPage`
 * whose main entity is the section's `Blog` (insights-structured-data.ts), with the articles it lists.
 * Typed by schema-dts; every URL absolute, on the configured site address.
 *
 * On a list page `jsonLd={[insightsListJsonLd(…)]}`; the trail is the Seo component's `breadcrumbs`.
 */
import type { BlogPosting, CollectionPage, WithContext } from "schema-dts";
import { articlePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { absoluteUrl, organizationId } from "./structured-data";
import { blogReference, CONTEXT, type Site } from "./insights-structured-data";

/** An article listed on a list page. */
export interface ListedArticleInput {
  slug: string;
  title: string;
  publishedAt: string;
  updatedAt?: string | null;
  authorName: string;
}

export interface InsightsListInput {
  /** The list page's own path (a numbered page or a category's: "/insights/pagina/2"). */
  path: string;
  /** Its title and description, as its head says them. */
  name: string;
  description: string;
  /** The articles it shows, in its order. */
  articles: readonly ListedArticleInput[];
}

/** A list page: a CollectionPage whose main entity is the section's Blog, with the articles the page lists. */
export const insightsListJsonLd = (list: InsightsListInput, locale: Locale, site: Site): WithContext<CollectionPage> => ({
  "@context": CONTEXT,
  "@type": "CollectionPage",
  "@id": absoluteUrl(site.siteUrl, list.path),
  name: list.name,
  description: list.description,
  url: absoluteUrl(site.siteUrl, list.path),
  inLanguage: locale,
  mainEntity: {
    ...blogReference(locale, site),
    publisher: { "@id": organizationId(site) },
    blogPost: list.articles.map((article): BlogPosting => ({
      "@type": "BlogPosting",
      "@id": `${absoluteUrl(site.siteUrl, articlePath(article.slug, locale))}#article`,
      headline: article.title,
      url: absoluteUrl(site.siteUrl, articlePath(article.slug, locale)),
      datePublished: article.publishedAt,
      dateModified: article.updatedAt ?? article.publishedAt,
      author: { "@type": "Person", name: article.authorName },
    })),
  },
});

/**
 * Schema.org JSON-LD for the Insights section, typed by schema.org's own vocabulary (schema-dts), so a
 * misspelt property or a wrong type fails `tsc`: an article's `BlogPosting`, and the section's `Blog` it
 * is part of (a list page's `CollectionPage` is in insights-list-structured-data.ts, so that an article's
 * bundle does not carry it). Pure functions over plain objects, like structured-data.ts; every URL
 * absolute, on the configured site address.
 *
 * On an article page `jsonLd={[blogPostingJsonLd(…)]}`; the trail (home → Insights → …) is the Seo
 * component's `breadcrumbs`, from `trailTo` (breadcrumbs.ts).
 */
import type { Blog, BlogPosting, Person, WithContext } from "schema-dts";
import { teamMemberPath } from "../routes/page-anchors";
import { articlePath, routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { dictionaryFor } from "../../i18n/dictionary";
import { absoluteUrl, organizationId, type SiteIdentity } from "./structured-data";
import { LOGO_PATH } from "./site-icons";

export type Site = Pick<SiteIdentity, "siteUrl" | "brandName">;

/** An article as its structured data describes it, in one language. */
export interface BlogPostingInput {
  slug: string;
  title: string;
  /** The lead: two or three sentences that sum the article up. */
  lead: string;
  /** ISO 8601 with its offset, as data/articles/ stores it. */
  publishedAt: string;
  updatedAt?: string | null;
  categoryLabel: string;
  tags: readonly string[];
  /** The rendered body's word count (MarkdownRemark's wordCount.words). */
  wordCount: number;
  /** A person of the team (data/team): `jsonId` names their place on the about page. */
  author: { jsonId: string; name: string; role?: string | null; linkedinUrl?: string | null };
  /** Paths on the site (or absolute URLs) of its pictures, widest first: the cover (16:9) and the share image (1.91:1). */
  images: readonly string[];
}

export const CONTEXT = "https://schema.org" as const;

/** The Insights section as one Blog per language, named by the same @id on every page that mentions it. */
export const insightsBlogId = (locale: Locale, site: Pick<Site, "siteUrl">): string => `${absoluteUrl(site.siteUrl, routePath("insights", locale))}#blog`;

/** The Blog as a reference: its @id, name and address. */
export const blogReference = (locale: Locale, site: Site): Blog => ({
  "@type": "Blog",
  "@id": insightsBlogId(locale, site),
  name: dictionaryFor(locale).feeds.title(site.brandName),
  url: absoluteUrl(site.siteUrl, routePath("insights", locale)),
  inLanguage: locale,
});

/** The firm as the publisher: the same @id as its full node on the home page, with the logo Google asks of a publisher. */
const publisher = (site: Site) =>
  ({
    "@type": "Organization",
    "@id": organizationId(site),
    name: site.brandName,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(site.siteUrl, LOGO_PATH) },
  }) as const;

/** The author, a person of the team: their place on the about page, and their LinkedIn profile when they have one. */
const authorPerson = (author: BlogPostingInput["author"], locale: Locale, site: Site): Person => ({
  "@type": "Person",
  name: author.name,
  url: absoluteUrl(site.siteUrl, teamMemberPath(author.jsonId, locale)),
  ...(author.role ? { jobTitle: author.role } : {}),
  ...(author.linkedinUrl ? { sameAs: author.linkedinUrl } : {}),
  worksFor: { "@id": organizationId(site) },
});

/** An article's BlogPosting. */
export const blogPostingJsonLd = (article: BlogPostingInput, locale: Locale, site: Site): WithContext<BlogPosting> => {
  const url = absoluteUrl(site.siteUrl, articlePath(article.slug, locale));
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.lead,
    image: article.images.map((image) => absoluteUrl(site.siteUrl, image)),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    author: authorPerson(article.author, locale, site),
    publisher: publisher(site),
    inLanguage: locale,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    isPartOf: blogReference(locale, site),
    articleSection: article.categoryLabel,
    keywords: [...article.tags],
    wordCount: article.wordCount,
  };
};

/**
 * gatsby-plugin-sitemap's settings: which pages it leaves out, what it reads of each page, and each
 * page's entry, with an `xhtml:link` to every language's version of it (from the page's context, the
 * same `alternates` its head names).
 */
import { LOCALES } from "../../../supabase/functions/_shared/site-contract/locales";
import { ADMIN_PATH, routePath, type RouteKey } from "../../../supabase/functions/_shared/site-contract/route-map";
import { alternatesOfPageContext, hreflangLinks } from "../routes/alternates";

/**
 * The pages no search result should lead to, in every language: the 404 pages (Gatsby's own list
 * has the root ones) and the newsletter's confirmation and unsubscribe pages (noindex, reached only
 * from an e-mail). /admin (the CMS) is no Gatsby page, so the sitemap never lists it; it is excluded
 * anyway, should that change.
 */
const UNLISTED: readonly RouteKey[] = ["not-found", "newsletter-conferma", "newsletter-disiscrizione"];

export const SITEMAP_EXCLUDES: readonly string[] = [
  ...LOCALES.flatMap((locale) => UNLISTED.flatMap((key) => [routePath(key, locale), `${routePath(key, locale)}.html`])),
  ADMIN_PATH,
  `${ADMIN_PATH}/*`,
];

/** The plugin's default query, plus each page's context (where its alternates are). */
export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`;

export interface SitemapPage {
  path: string;
  pageContext?: unknown;
}

/** A sitemap entry: the `sitemap` package makes the paths absolute on the site's address. */
export interface SitemapEntry {
  url: string;
  changefreq: "daily";
  priority: number;
  links?: Array<{ lang: string; url: string }>;
}

/**
 * A page's entry: the plugin's default (`daily`, 0.7), and for a page with a counterpart in another
 * language, an alternate for each language and `x-default`, as in its head.
 */
export const sitemapEntry = (page: SitemapPage): SitemapEntry => {
  const links = hreflangLinks(alternatesOfPageContext(page.pageContext)).map((link) => ({ lang: link.hreflang, url: link.path }));
  return { url: page.path, changefreq: "daily", priority: 0.7, ...(links.length > 0 ? { links } : {}) };
};

/**
 * The public address of the site, from SITE_URL at build time: canonical URLs, Open Graph
 * tags, JSON-LD, the sitemap and robots.txt are all built on it.
 */
export const DEFAULT_SITE_URL = "https://www.alturaconsulting.it";

export const configuredSiteUrl = (env: NodeJS.ProcessEnv = process.env): string => (env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");

/** robots.txt: everything may be crawled; the sitemap index gives the pages. */
export const robotsTxt = (siteUrl: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;

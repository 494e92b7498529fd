/**
 * The Insights' feed formats as a page announces them: each one's media type, and its links in the
 * head of every page of a language (the Seo component) and in the footer. Their paths are the route
 * map's (`feedPath`), their names the dictionaries' (`feeds.formats`).
 */
import { FEED_FORMATS, feedPath, type FeedFormat } from "../../../supabase/functions/_shared/site-contract/route-map";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";

/** The registered media types: what `<link rel="alternate" type=…>` says, so a reader knows the format before fetching. */
export const FEED_MEDIA_TYPES: Readonly<Record<FeedFormat, string>> = {
  rss: "application/rss+xml",
  atom: "application/atom+xml",
  json: "application/feed+json",
};

export interface FeedLink {
  format: FeedFormat;
  type: string;
  /** The feed's path on the site. */
  path: string;
}

/** The feeds of a language, in the order readers list them: RSS, Atom, JSON Feed. */
export const feedLinks = (locale: Locale): FeedLink[] =>
  FEED_FORMATS.map((format) => ({ format, type: FEED_MEDIA_TYPES[format], path: feedPath(format, locale) }));

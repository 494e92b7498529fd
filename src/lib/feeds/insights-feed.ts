/**
 * The Insights' feeds of one language, RSS 2.0, Atom 1.0 and JSON Feed 1.1, from its published
 * articles: each item with the article's full HTML (addresses made absolute), its lead as the summary,
 * its author, category and tags, and its cover as an enclosure. Written with the `feed` package; a pure
 * function of its input, so a build and a test get the same bytes for the same articles.
 *
 * `feed` writes JSON Feed 1.0 and no language in Atom: `toJsonFeed11` and `withAtomLanguage` add what
 * 1.1 and `xml:lang` need, and stop the build if the package's output is not what they expect.
 */
import { Feed, type Item } from "feed";
import type { FeedFormat } from "../../../supabase/functions/_shared/site-contract/route-map";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { isPublished, type PublicationFacts } from "../articles/publication";
import { withAbsoluteLinks } from "./absolute-links";

/** The newest articles a feed carries: readers poll it often, and each item holds a whole article. */
export const FEED_ITEM_LIMIT = 50;

/** An article as a feed shows it: every address absolute. */
export interface FeedArticle extends PublicationFacts {
  /** The article's page. */
  url: string;
  title: string;
  lead: string;
  /** The body as rendered at build (gatsby-transformer-remark), its addresses still relative to the page. */
  html: string;
  /** ISO 8601 with its offset; the last relevant revision, if any. */
  updatedAt?: string | null;
  category: { id: string; label: string };
  tags: readonly string[];
  author: { name: string; url: string };
  cover: { url: string; type: string; bytes: number };
}

export interface InsightsFeedInput {
  locale: Locale;
  /** The feed's title and description, in its language. */
  title: string;
  description: string;
  /** The firm: the feed's author and rights holder. */
  brand: { name: string; legalName: string; url: string };
  /** The Insights list page the feed mirrors. */
  homePageUrl: string;
  /** Where each format is published, for its self link. */
  feedUrls: Readonly<Record<FeedFormat, string>>;
  /** A small square icon (RSS's image: at most 144 px wide) and a large one (Atom's icon, JSON Feed's icon). */
  icons: { small: string; large: string };
  /** The articles of the language, in any order; only published ones may be given (`feedArticles`). */
  articles: readonly FeedArticle[];
  /** When the build began: the feed's date when it has no article yet. */
  builtAt: Date;
}

export type InsightsFeeds = Readonly<Record<FeedFormat, string>>;

/** The articles a feed carries at `now`: published ones only (src/lib/articles/publication.ts), newest first, at most FEED_ITEM_LIMIT. */
export const feedArticles = <T extends PublicationFacts>(articles: readonly T[], now: Date): T[] =>
  articles
    .filter((article) => isPublished(article, now))
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .slice(0, FEED_ITEM_LIMIT);

const lastChange = (article: FeedArticle): Date => new Date(article.updatedAt ?? article.publishedAt);

/** The item every format shares: its extras per format are added by the caller. */
const baseItem = (article: FeedArticle): Item => ({
  title: article.title,
  link: article.url,
  date: lastChange(article),
  published: new Date(article.publishedAt),
  description: article.lead,
  content: withAbsoluteLinks(article.html, article.url),
  image: { url: article.cover.url, length: article.cover.bytes, type: article.cover.type },
});

/** The category first (by its id, named by its label), then the tags. */
const categoriesOf = (article: FeedArticle) => [
  { name: article.category.label, term: article.category.id },
  ...article.tags.map((tag) => ({ name: tag, term: tag })),
];

const feedOf = (input: InsightsFeedInput, items: readonly Item[], options: { image: string; favicon?: string }): Feed => {
  const newest = items.reduce<Date | undefined>((latest, item) => (!latest || item.date > latest ? item.date : latest), undefined);
  const feed = new Feed({
    id: input.homePageUrl,
    title: input.title,
    description: input.description,
    link: input.homePageUrl,
    language: input.locale,
    updated: newest ?? input.builtAt,
    // Each format names its own address from this list (its self link, JSON Feed's feed_url).
    feedLinks: { ...input.feedUrls },
    image: options.image,
    favicon: options.favicon,
    author: { name: input.brand.name, link: input.brand.url },
    copyright: `© ${(newest ?? input.builtAt).getUTCFullYear()} ${input.brand.legalName}`,
  });
  for (const item of items) feed.addItem(item);
  return feed;
};

/** What `feed` writes as Atom's root element; `xml:lang` goes on it. */
const ATOM_ROOT = '<feed xmlns="http://www.w3.org/2005/Atom">';

/** The Atom feed with its language (`xml:lang` on the root, which every entry inherits). */
export const withAtomLanguage = (atom: string, locale: Locale): string => {
  if (!atom.includes(ATOM_ROOT)) throw new Error(`The feed package no longer writes Atom's root element as ${ATOM_ROOT}: the feed's language cannot be set.`);
  return atom.replace(ATOM_ROOT, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`);
};

interface JsonFeedAuthor {
  name?: string;
  url?: string;
}

interface JsonFeed {
  version: string;
  language?: string;
  author?: JsonFeedAuthor;
  authors?: JsonFeedAuthor[];
  items: Array<{ author?: JsonFeedAuthor; authors?: JsonFeedAuthor[] } & Record<string, unknown>>;
}

const JSON_FEED_1 = "https://jsonfeed.org/version/1";
const JSON_FEED_11 = "https://jsonfeed.org/version/1.1";

/**
 * `feed`'s JSON Feed 1.0 as 1.1 (jsonfeed.org/version/1.1): the version, the feed's `language`, and
 * `authors` lists beside the 1.0 `author` objects (kept for 1.0 readers, as the 1.1 text allows).
 */
export const toJsonFeed11 = (json: string, locale: Locale): string => {
  const feed = JSON.parse(json) as JsonFeed;
  if (feed.version !== JSON_FEED_1) throw new Error(`The feed package wrote JSON Feed "${feed.version}", not "${JSON_FEED_1}": update toJsonFeed11.`);
  const withAuthors = <T extends { author?: JsonFeedAuthor }>(node: T) => (node.author ? { ...node, authors: [node.author] } : node);
  const { version: _version, ...rest } = withAuthors(feed);
  return JSON.stringify({ version: JSON_FEED_11, language: locale, ...rest, items: feed.items.map(withAuthors) }, null, 2);
};

/** The three feeds of a language, from its articles (published ones only: pass them through `feedArticles`). */
export const buildInsightsFeeds = (input: InsightsFeedInput): InsightsFeeds => {
  const articles = [...input.articles].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  const authorOf = (article: FeedArticle) => [{ name: article.author.name, link: article.author.url }];

  // RSS 2.0's <author> must be an e-mail address: the author's name goes in <dc:creator>, as most blogs write it.
  const rss = feedOf(
    input,
    articles.map((article) => ({
      ...baseItem(article),
      category: categoriesOf(article).map(({ name }) => ({ name })),
      extensions: [{ name: "dc:creator", objects: { _text: article.author.name } }],
    })),
    { image: input.icons.small },
  ).rss2();

  const atom = feedOf(
    input,
    articles.map((article) => ({
      ...baseItem(article),
      author: authorOf(article),
      category: categoriesOf(article).map(({ name, term }) => ({ term, name })),
    })),
    { image: input.icons.large, favicon: input.icons.small },
  ).atom1();

  const json = feedOf(
    input,
    articles.map((article) => ({
      ...baseItem(article),
      id: article.url,
      // JSON Feed's `image` is the item's main picture: the cover, by its address.
      image: article.cover.url,
      author: authorOf(article),
      category: categoriesOf(article).map(({ name }) => ({ name })),
    })),
    { image: input.icons.large },
  ).json1();

  return { rss, atom: withAtomLanguage(atom, input.locale), json: toJsonFeed11(json, input.locale) };
};

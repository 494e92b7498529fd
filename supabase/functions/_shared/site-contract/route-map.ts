/**
 * Every path of the site, in both languages: pages, links, breadcrumbs, the sitemap's alternates
 * and the language switcher ask here, and nothing else writes a path by hand.
 *
 * A page's key is its id in data/pages/ (its title and texts) where it has one. Paths are
 * written without the language's prefix; the English ones are English words, so an English
 * address reads as English (`/en/services`, not `/en/servizi`).
 */
import { DEFAULT_LOCALE, LOCALES, LOCALE_SETTINGS, type Locale } from "./locales.ts";

const PAGE_PATHS = {
  home: { it: "/", en: "/" },
  servizi: { it: "/servizi", en: "/services" },
  "chi-siamo": { it: "/chi-siamo", en: "/about" },
  academy: { it: "/academy", en: "/academy" },
  eventi: { it: "/eventi", en: "/events" },
  // The section keeps its English name in Italian too, as Italian consultancies' sites call it (docs/i18n.md).
  insights: { it: "/insights", en: "/insights" },
  privacy: { it: "/privacy", en: "/privacy" },
  "cookie-policy": { it: "/cookie-policy", en: "/cookie-policy" },
  accessibilita: { it: "/accessibilita", en: "/accessibility" },
  "newsletter-conferma": { it: "/newsletter/conferma", en: "/newsletter/confirm" },
  "newsletter-disiscrizione": { it: "/newsletter/disiscrizione", en: "/newsletter/unsubscribe" },
  "not-found": { it: "/404", en: "/404" },
} as const satisfies Record<string, Readonly<Record<Locale, string>>>;

/** A page that is not made from a content entry. */
export type RouteKey = keyof typeof PAGE_PATHS;

export const ROUTE_KEYS = Object.keys(PAGE_PATHS) as RouteKey[];

/** The pages made from content entries, and the page each one sits under. */
const DETAIL_SECTIONS = { course: "academy", event: "eventi", article: "insights" } as const satisfies Record<string, RouteKey>;

export type DetailKind = keyof typeof DETAIL_SECTIONS;

/** "/servizi" in English → "/en/servizi"; the home page "/" → "/en". */
const withPrefix = (path: string, locale: Locale): string => {
  const prefix = LOCALE_SETTINGS[locale].pathPrefix;
  return prefix && path === "/" ? prefix : `${prefix}${path}`;
};

/** ("servizi", "it") → "/servizi"; ("servizi", "en") → "/en/services". */
export const routePath = (key: RouteKey, locale: Locale): string => withPrefix(PAGE_PATHS[key][locale], locale);

/** ("go-to-market-prodotti-digitali", "it") → "/academy/go-to-market-prodotti-digitali". */
export const coursePath = (slug: string, locale: Locale): string => `${routePath(DETAIL_SECTIONS.course, locale)}/${slug}`;

/** ("kick-off-strategico-2027", "it") → "/eventi/kick-off-strategico-2027"; in English under /en/events. */
export const eventPath = (slug: string, locale: Locale): string => `${routePath(DETAIL_SECTIONS.event, locale)}/${slug}`;

/** ("go-to-market-b2b-in-sei-settimane", "it") → "/insights/go-to-market-b2b-in-sei-settimane"; in English under /en/insights. */
export const articlePath = (slug: string, locale: Locale): string => `${routePath(DETAIL_SECTIONS.article, locale)}/${slug}`;

/**
 * The words of the article list's own addresses, in each language: a category's list
 * (`/insights/categoria/<slug>`) and a numbered page (`/insights/pagina/2`). An article's address has one
 * segment under /insights, a list's two or more, so no slug can take a list's address.
 */
const ARTICLE_LIST_SEGMENTS: Readonly<Record<Locale, { category: string; page: string }>> = {
  it: { category: "categoria", page: "pagina" },
  en: { category: "category", page: "page" },
};

/** Which list of articles: every category's or one's (by its slug in the page's language), and which of its numbered pages (1, the first, has no number). */
export interface ArticleList {
  categorySlug?: string | null;
  page?: number;
}

/**
 * ("it") → "/insights"; ("it", { page: 2 }) → "/insights/pagina/2";
 * ("en", { categorySlug: "ai-automation", page: 2 }) → "/en/insights/category/ai-automation/page/2".
 */
export const articleListPath = (locale: Locale, { categorySlug, page = 1 }: ArticleList = {}): string => {
  const words = ARTICLE_LIST_SEGMENTS[locale];
  const category = categorySlug ? `/${words.category}/${categorySlug}` : "";
  const numbered = page > 1 ? `/${words.page}/${page}` : "";
  return `${routePath("insights", locale)}${category}${numbered}`;
};

/** The Insights' feeds, written at build time (src/gatsby-node/insights-feeds.ts): one file per format and language. */
const FEED_FILES = { rss: "rss.xml", atom: "atom.xml", json: "feed.json" } as const;

export type FeedFormat = keyof typeof FEED_FILES;

export const FEED_FORMATS = Object.keys(FEED_FILES) as FeedFormat[];

/** ("atom", "it") → "/insights/atom.xml"; ("json", "en") → "/en/insights/feed.json". */
export const feedPath = (format: FeedFormat, locale: Locale): string => `${routePath("insights", locale)}/${FEED_FILES[format]}`;

/**
 * A page's share image (Open Graph), drawn at build time (src/gatsby-node/share-images.ts) into its own
 * folder, so no page path can collide with it: "/academy/ai-101" → "/share/academy/ai-101.png".
 */
export const shareImagePath = (pagePath: string): string => `/share${pagePath}.png`;

/** The event's calendar file, written at build time beside its page: "/eventi/<slug>.ics". */
export const eventIcsPath = (slug: string, locale: Locale): string => `${eventPath(slug, locale)}.ics`;

/** The PDF brochure of each language, written at build time (gatsby-node/brochure.ts); the file's name says its language too, for a visitor who keeps both. */
const BROCHURE_FILES: Readonly<Record<Locale, string>> = { it: "/altura-consulting-brochure.pdf", en: "/altura-consulting-brochure-en.pdf" };

/** "/altura-consulting-brochure.pdf"; in English "/en/altura-consulting-brochure-en.pdf". */
export const brochurePath = (locale: Locale): string => withPrefix(BROCHURE_FILES[locale], locale);

/**
 * The CMS: a static page of its own in public/admin/ (src/gatsby-node/admin-page.ts), in no language's
 * map and in no sitemap. static/_headers gives it its own policy under this path.
 */
export const ADMIN_PATH = "/admin";

/** A pathname without its trailing slashes ("/" stays "/"): Gatsby serves both forms. */
export const normalisePath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** The language of a path: English under /en, Italian everywhere else (the root is Italian). */
export const localeOfPath = (pathname: string): Locale => {
  const path = normalisePath(pathname);
  for (const locale of LOCALES) {
    const prefix = LOCALE_SETTINGS[locale].pathPrefix;
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return locale;
  }
  return DEFAULT_LOCALE;
};

/**
 * What a path shows: a page by its key, a course's, event's or article's page by its slug, or one of the
 * article list's other pages (a category's, a numbered page), in one language.
 */
export type PageAtPath = { locale: Locale } & (
  { kind: "page"; key: RouteKey } | { kind: DetailKind; slug: string } | { kind: "article-list"; categorySlug: string | null; page: number }
);

const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";

/**
 * The regular expression, as source, of a course's, an event's or an article's path in one language,
 * its slug captured: ("article", "en") → "^/en/insights/([a-z0-9]+(?:-[a-z0-9]+)*)$". What `pageAtPath`
 * matches, and what the analytics report (written in SQL, whose regular expressions read it alike) picks
 * articles with.
 */
export const detailPathPattern = (kind: DetailKind, locale: Locale): string => `^${routePath(DETAIL_SECTIONS[kind], locale)}/(${SLUG})$`;

/** The article list's page at a path other than the section's own ("/insights/pagina/2", "/en/insights/category/ai-automation"). */
const articleListAt = (path: string, locale: Locale): PageAtPath | undefined => {
  const words = ARTICLE_LIST_SEGMENTS[locale];
  const match = new RegExp(`^${routePath("insights", locale)}(?:/${words.category}/(${SLUG}))?(?:/${words.page}/([1-9][0-9]*))?$`).exec(path);
  if (!match || (!match[1] && !match[2])) return undefined;
  const page = match[2] ? Number(match[2]) : 1;
  // Page 1 has no number: "/insights/pagina/1" is no page.
  if (match[2] && page === 1) return undefined;
  return { kind: "article-list", categorySlug: match[1] ?? null, page, locale };
};

/** The page a path shows, or undefined for a path no page of the map has ("/servizi/formazione"). */
export const pageAtPath = (pathname: string): PageAtPath | undefined => {
  const path = normalisePath(pathname);
  const locale = localeOfPath(path);
  const key = ROUTE_KEYS.find((candidate) => routePath(candidate, locale) === path);
  if (key) return { kind: "page", key, locale };
  for (const kind of Object.keys(DETAIL_SECTIONS) as DetailKind[]) {
    const match = new RegExp(detailPathPattern(kind, locale)).exec(path);
    if (match?.[1]) return { kind, slug: match[1], locale };
  }
  return articleListAt(path, locale);
};

/** Every home page's path ("/", "/en"): a home page is never the section of the pages under it. */
export const HOME_PATHS: readonly string[] = LOCALES.map((locale) => routePath("home", locale));

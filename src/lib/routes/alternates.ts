/**
 * A page's addresses in the published languages, and the switcher's link to the other one.
 * gatsby-node puts them in every page's context (`alternates`), so the head's `hreflang` links, the
 * sitemap and the switcher all name the same addresses, and only for the languages that are published.
 */
import { DEFAULT_LOCALE, isLocale, PUBLISHED_LOCALES, type Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { COURSE_QUERY_KEY } from "../forms/course-request";
import { withParams } from "../catalogue/query-state";

/** The page's path in each published language, its own included: `{ it: "/servizi", en: "/en/services" }`. */
export type Alternates = Partial<Record<Locale, string>>;

/** `pathIn` for every published language: ("servizi" page) → `{ it: "/servizi" }` while only Italian is published. */
export const publishedAlternates = (pathIn: (locale: Locale) => string, published: readonly Locale[] = PUBLISHED_LOCALES): Alternates =>
  Object.fromEntries(published.map((locale) => [locale, pathIn(locale)]));

/** The alternates a page's context holds; none for a page gatsby-node did not create (Gatsby's dev 404 page). */
export const alternatesOfPageContext = (pageContext: unknown): Alternates => {
  const alternates = (pageContext as { alternates?: unknown } | null | undefined)?.alternates;
  if (!alternates || typeof alternates !== "object") return {};
  return Object.fromEntries(Object.entries(alternates).filter(([locale, path]) => isLocale(locale) && typeof path === "string"));
};

/** Whether the page has a counterpart in another language: only then does it name its alternates. */
export const hasCounterpart = (alternates: Alternates): boolean => Object.keys(alternates).length > 1;

/** A hreflang link: the language (or `x-default`, the default language's page) and its path. */
export interface HreflangLink {
  hreflang: Locale | "x-default";
  path: string;
}

/**
 * The `hreflang` alternates of a page with a counterpart: every language, then `x-default` on the
 * default language's page; none for a page in one language only (nothing to point to).
 */
export const hreflangLinks = (alternates: Alternates): HreflangLink[] => {
  if (!hasCounterpart(alternates)) return [];
  const links: HreflangLink[] = Object.entries(alternates).map(([locale, path]) => ({ hreflang: locale as Locale, path: path as string }));
  const fallback = alternates[DEFAULT_LOCALE];
  return fallback ? [...links, { hreflang: "x-default", path: fallback }] : links;
};

/**
 * Query parameters that carry text in the page's language rather than an id: the contact form's
 * course title (`?corso=`). The switcher leaves them out; every other parameter (`?service=`, the
 * catalogue's filters, a campaign's `utm_*`) means the same in both languages and is kept.
 */
const LANGUAGE_BOUND_PARAMETERS = [COURSE_QUERY_KEY];

/**
 * The same page in `locale`, with the query of the address it is left from ("?service=1"), minus
 * what only makes sense in the language left; undefined when that language has no such page.
 */
export const alternatePath = (alternates: Alternates, locale: Locale, search = ""): string | undefined => {
  const path = alternates[locale];
  if (path === undefined) return undefined;
  return `${path}${withParams(search, Object.fromEntries(LANGUAGE_BOUND_PARAMETERS.map((name) => [name, null])))}`;
};

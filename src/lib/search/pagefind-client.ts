/**
 * The browser's side of the site search: Pagefind's own script, written into public/pagefind/ by
 * the build (src/gatsby-node/search-index.ts), loaded on demand. Nothing here runs until the search
 * is about to be used (its button hovered or focused, or the dialog opened).
 *
 * Pagefind picks the index of the page's `<html lang>`, which the site sets from the page's
 * locale: an Italian page searches the Italian pages, an English one the English pages.
 */
import { KIND_FILTER, isSearchKind, type SearchKind } from "./search-kinds";

/** Where the build writes Pagefind's files (its default folder name under public/). */
export const PAGEFIND_PATH = "/pagefind/pagefind.js";

/** How many results a search shows; Pagefind loads each result's data separately, so only these are fetched. */
export const RESULTS_SHOWN = 8;

/** Words around the matches in an excerpt. */
const EXCERPT_WORDS = 24;

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
}

interface PagefindSearch {
  results: Array<{ id: string; data: () => Promise<PagefindResultData> }>;
}

/** The part of Pagefind's API the site uses (pagefind.js of Pagefind 1.x). */
interface Pagefind {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string | null, options?: { filters?: Record<string, string> }) => Promise<PagefindSearch | null>;
}

export interface SearchResult {
  url: string;
  title: string;
  kind: SearchKind;
  /** Pagefind's excerpt: the page's text, HTML-escaped, with the matched words in `<mark>`. */
  excerptHtml: string;
}

export interface SearchOutcome {
  /** Every page that matches, not only those shown. */
  total: number;
  results: SearchResult[];
}

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind's script, imported once. `webpackIgnore`: it is a file of the built site, not a module
 * of the bundle, and must stay out of every chunk.
 */
export const loadPagefind = (): Promise<Pagefind> => {
  loading ??= (import(/* webpackIgnore: true */ PAGEFIND_PATH) as Promise<Pagefind>)
    .then(async (pagefind) => {
      await pagefind.options({ excerptLength: EXCERPT_WORDS });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = undefined; // a failed download may succeed on the next try
      throw error;
    });
  return loading;
};

const toResult = (data: PagefindResultData): SearchResult => {
  const kind = data.filters[KIND_FILTER]?.[0];
  return {
    url: data.url,
    title: data.meta.title ?? data.url,
    kind: isSearchKind(kind) ? kind : "page",
    excerptHtml: data.excerpt,
  };
};

/**
 * The pages that match `query`, of one kind or of all. A search superseded by a newer one
 * (Pagefind returns null for it) resolves to null.
 */
export const searchSite = async (query: string, kind: SearchKind | null): Promise<SearchOutcome | null> => {
  const pagefind = await loadPagefind();
  const search = await pagefind.search(query, kind ? { filters: { [KIND_FILTER]: kind } } : {});
  if (!search) return null;
  const shown = await Promise.all(search.results.slice(0, RESULTS_SHOWN).map((result) => result.data()));
  return { total: search.results.length, results: shown.map(toResult) };
};

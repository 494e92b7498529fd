/**
 * A built page as the search index reads it. The published HTML is left as it is (no bytes added
 * to any page); the indexer gets a copy in which
 *  - `<main>` is the only part indexed (`data-pagefind-body`): not the header, the footer, the
 *    cookie banner or the skip link, which every page repeats;
 *  - the page's kind is a filter (`kind`), from its path (search-kinds.ts);
 *  - a course's, an event's or an article's title weighs the most a word can (`data-pagefind-weight`),
 *    so it comes before the pages that only mention it (the catalogue lists every course's title, the
 *    article list every article's).
 */
import { KIND_FILTER, type SearchKind } from "./search-kinds";

/** Pagefind's highest weight; a page's `<h1>` has 7 by default. */
const TITLE_WEIGHT = 10;

/** The kinds whose page is about one thing, named by its `<h1>`. */
const TITLE_RANKED_KINDS: ReadonlySet<SearchKind> = new Set(["course", "event", "article"]);

const MAIN_OPEN = /<main\b/g;
const H1_OPEN = /<h1\b/;

/** Throws with the file's name: a page the indexer cannot read would silently drop out of the search. */
export const pageForIndex = (html: string, kind: SearchKind, file: string): string => {
  const mains = html.match(MAIN_OPEN)?.length ?? 0;
  if (mains !== 1) {
    throw new Error(`${file}: the search index expects one <main> per page (src/components/layout/layout.tsx), found ${mains}.`);
  }
  const filter = `<meta data-pagefind-filter="${KIND_FILTER}[content]" content="${kind}">`;
  const marked = html.replace(MAIN_OPEN, "<main data-pagefind-body").replace(/(<main data-pagefind-body[^>]*>)/, `$1${filter}`);
  return TITLE_RANKED_KINDS.has(kind) ? marked.replace(H1_OPEN, `<h1 data-pagefind-weight="${TITLE_WEIGHT}"`) : marked;
};

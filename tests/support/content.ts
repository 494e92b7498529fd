/**
 * The site's content files (data/*.json) as every test reads them, through the project's JSON reader.
 * Here, not in tests/unit/support (Jest's set-up) or tests/e2e/fixtures.ts (Playwright's): Jest's and Playwright's tests both import it.
 */
import path from "node:path";
import { readJson } from "../../src/lib/files/file-io";
import { readDocument, readEntries } from "../../src/lib/content/read-entries";
import type { Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { isPublished, type PublicationFacts } from "../../src/lib/articles/publication";

/** The repository's data/ folder. */
export const DATA_DIR = path.resolve(__dirname, "../../data");

/** A whole data file as it is stored, e.g. `dataFile<Faq>("faq.json")` (both languages in a translated field). */
export const dataFile = <T>(name: string): T => readJson<T>(path.join(DATA_DIR, name));

/**
 * A collection's entries as the Italian pages show them, in the editors' order, e.g.
 * `dataItems<Course>("courses")`: the collection's files (`data/courses/<id>.json`) with every
 * translated field in Italian.
 */
export const dataItems = <T>(name: string): T[] => dataItemsIn<T>(name, "it");

/** A collection's entries as the pages of one language show them, e.g. `dataItemsIn<Course>("courses", "en")`. */
export const dataItemsIn = <T>(name: string, locale: Locale): T[] => readEntries<T>(DATA_DIR, name.replace(/\.json$/, ""), locale);

/** A document as the pages of a language show it (Italian unless told), e.g. `dataDocument<Site>("site.json")`: every translated field in that language. */
export const dataDocument = <T>(name: string, locale: Locale = "it"): T => readDocument<T>(DATA_DIR, name.replace(/\.json$/, ""), locale);

/** A collection's entry as it is stored, both languages included, e.g. `dataEntry("courses", "gtm-201")`. */
export const dataEntry = <T>(collection: string, id: string): T => dataFile<T>(`${collection}/${id}.json`);

/**
 * The articles a production build shows, newest first, as the pages of a language show them: neither
 * drafts nor those scheduled after `now` (the publication rule, src/lib/articles/publication.ts).
 */
export const publishedArticlesIn = <T extends PublicationFacts>(locale: Locale, now: Date = new Date()): T[] =>
  dataItemsIn<T>("articles", locale).filter((article) => isPublished(article, now));

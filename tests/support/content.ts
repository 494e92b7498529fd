/**
 * The site's content files (data/*.json) as every test reads them, through the project's JSON reader.
 * Here, not in tests/unit/support (Jest's set-up) or tests/e2e/fixtures.ts (Playwright's): Jest's and Playwright's tests both import it.
 */
import path from "node:path";
import { readJson } from "../../src/lib/files/file-io";

/** The repository's data/ folder. */
export const DATA_DIR = path.resolve(__dirname, "../../data");

/** A whole data file, e.g. `dataFile<Site>("site.json")`. */
export const dataFile = <T>(name: string): T => readJson<T>(path.join(DATA_DIR, name));

/** The `items` of a collection file, e.g. `dataItems<Course>("courses.json")`. */
export const dataItems = <T>(name: string): T[] => dataFile<{ items: T[] }>(name).items;

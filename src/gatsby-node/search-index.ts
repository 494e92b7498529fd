/**
 * The site search's index, written after the build into public/pagefind/ by Pagefind's Node API:
 * one index per language (Pagefind splits by each page's `<html lang>`), from the main content of
 * every searchable page, each with its kind as a filter (src/lib/search/page-for-index.ts).
 * docs/search.md describes the whole search.
 */
import fs from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { searchKindOfPath } from "../lib/search/search-kinds";
import { pageForIndex } from "../lib/search/page-for-index";
import { GOOGLE_CALENDAR_TEMPLATE } from "../lib/calendar/google-calendar";

/** Where Pagefind's files go in public/, the path the browser loads them from (pagefind-client.ts). */
export const SEARCH_INDEX_DIR = "pagefind";

/**
 * The index gatsby develop serves at /pagefind/ (scripts/start.sh writes it from the last build's pages):
 * outside public/, which develop may empty when it starts.
 */
export const DEV_SEARCH_INDEX_DIR = ".tmp/search-index";

/**
 * Pagefind ships only as an ES module (its package exports no `require` entry), and Gatsby compiles
 * gatsby-node to CommonJS, turning `import()` into `require()`. Written in a function body, the import
 * stays native; it resolves `pagefind` from the working directory, the site's root (gatsby and the
 * scripts run from there).
 */
const importPagefind = new Function('return import("pagefind")') as () => Promise<typeof import("pagefind")>;

/**
 * Inside <main>, what is not the page's content: forms' labels, buttons' words and an event's calendar
 * links ("Aggiungi a Google Calendar", the .ics download) would otherwise show in excerpts.
 */
const NOT_CONTENT = ["form", "button", "[role=tablist]", "a[download]", `a[href^="${GOOGLE_CALENDAR_TEMPLATE}"]`];

/** "academy/x/index.html" → "/academy/x"; "index.html" → "/"; "404.html" → "/404" (the site has no trailing slashes). */
export const pagePathOfFile = (relativeFile: string): string => {
  const withoutIndex = relativeFile
    .split(path.sep)
    .join("/")
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "");
  return `/${withoutIndex}`;
};

export interface LanguageIndex {
  pages: number;
  /** Bytes on disk: the language's metadata, word index chunks, filters, page fragments and WebAssembly. */
  bytes: number;
}

export interface SearchIndexSummary {
  /** By language, as Pagefind read it from each page's `<html lang>`. */
  languages: Record<string, LanguageIndex>;
  ms: number;
}

/** Pagefind's files (in public/pagefind/, or `outputPath`) and its language summary. */
export const writeSearchIndex = async (
  publicDir: string,
  htmlFiles: readonly string[],
  outputPath = path.join(publicDir, SEARCH_INDEX_DIR),
): Promise<SearchIndexSummary> => {
  const started = Date.now();
  const pagefind = await importPagefind();
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_CONTENT });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  try {
    let pages = 0;
    for (const file of htmlFiles) {
      const relative = path.relative(publicDir, file);
      const url = pagePathOfFile(relative);
      const kind = searchKindOfPath(url);
      if (!kind) continue;
      const html = pageForIndex(await fs.promises.readFile(file, "utf8"), kind, relative);
      const added = await index.addHTMLFile({ url, content: html });
      if (added.errors.length > 0) throw new Error(`${relative}: ${added.errors.join("; ")}`);
      pages += 1;
    }
    await fs.promises.rm(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(written.errors.join("; "));
    await removeUnusedFiles(outputPath);
    const entry = JSON.parse(await fs.promises.readFile(path.join(outputPath, "pagefind-entry.json"), "utf8")) as {
      languages: Record<string, { page_count: number }>;
    };
    const files = await filesWithSizes(outputPath);
    const languages: Record<string, LanguageIndex> = {};
    for (const [language, info] of Object.entries(entry.languages)) {
      // Pagefind names every file of a language's index after it: it_….pf_meta, index/it_….pf_index, wasm.it.pagefind…
      const own = files.filter(
        ({ name }) => name.startsWith(`${language}_`) || name.startsWith(`pagefind.${language}_`) || name === `wasm.${language}.pagefind`,
      );
      languages[language] = { pages: info.page_count, bytes: own.reduce((sum, file) => sum + file.size, 0) };
    }
    if (Object.values(languages).reduce((sum, language) => sum + language.pages, 0) !== pages) {
      throw new Error(`Pagefind indexed ${JSON.stringify(languages)} of ${pages} pages.`);
    }
    return { languages, ms: Date.now() - started };
  } finally {
    await pagefind.close();
  }
};

/** Pagefind's ready-made interfaces (and their highlighter): the site has its own dialog, so nothing loads them. */
const UNUSED_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

const removeUnusedFiles = async (outputPath: string): Promise<void> => {
  const unused = (await fs.promises.readdir(outputPath)).filter((name) => UNUSED_FILE.test(name));
  await Promise.all(unused.map((name) => fs.promises.rm(path.join(outputPath, name))));
};

const filesWithSizes = async (dir: string): Promise<Array<{ name: string; size: number }>> => {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return Promise.all(files.map(async (file) => ({ name: file.name, size: (await fs.promises.stat(path.join(file.parentPath, file.name))).size })));
};

/** The build's step: the index, and one line saying what it holds. */
export const buildSearchIndex = async (publicDir: string, htmlFiles: readonly string[], reporter: Reporter): Promise<void> => {
  const summary = await writeSearchIndex(publicDir, htmlFiles);
  const languages = Object.entries(summary.languages)
    .map(([language, { pages, bytes }]) => `${language}: ${pages} pages, ${(bytes / 1024).toFixed(1)} KB`)
    .join("; ");
  reporter.info(`public/${SEARCH_INDEX_DIR}: search index (${languages}) in ${summary.ms} ms`);
};

const DEV_CONTENT_TYPES: Record<string, string> = { ".js": "text/javascript", ".json": "application/json", ".css": "text/css" };

interface DevRequest {
  path: string;
}
interface DevResponse {
  type: (contentType: string) => void;
  sendFile: (file: string) => void;
}
type DevApp = { use: (route: string, handler: (request: DevRequest, response: DevResponse, next: () => void) => void) => void };

/**
 * gatsby develop's /pagefind/: the files of DEV_SEARCH_INDEX_DIR, or a 404 (the dialog then says the
 * search does not answer) with one line in the terminal saying how to get an index.
 */
export const serveDevSearchIndex = (app: DevApp, siteDir: string, reporter: Reporter): void => {
  const dir = path.join(siteDir, DEV_SEARCH_INDEX_DIR);
  if (!fs.existsSync(path.join(dir, "pagefind-entry.json"))) {
    reporter.warn(
      `No search index for the development server in ${DEV_SEARCH_INDEX_DIR}/: run \`npm run build\` once, then \`npm start\` writes it (docs/search.md#in-development).`,
    );
  }
  app.use(`/${SEARCH_INDEX_DIR}`, (request, response, next) => {
    const file = path.join(dir, path.normalize(decodeURIComponent(request.path)).replace(/^(\.\.[/\\])+/, ""));
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file)) {
      next();
      return;
    }
    response.type(DEV_CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream");
    response.sendFile(file);
  });
};

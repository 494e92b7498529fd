/**
 * Pagefind end to end in Node, for the unit tests (tests/unit/search/pagefind-language.test.ts):
 * indexes the pages given on standard input with Pagefind's Node API, then runs the queries with
 * the pagefind.js that indexing wrote — the browser's own search code — and prints the results as
 * JSON. A separate process because both are ES modules, which Jest's CommonJS set-up cannot import.
 *
 * Input:  { "language": "it", "pages": [{ "url": "/x", "html": "<html lang=…>…" }], "queries": [{ "query": "…", "filters"?: {…} }] }
 * (`language`: the index searched, which pagefind.js reads from the page's <html lang> in a browser.)
 * Output: [[{ "url", "title", "excerpt", "filters" }, …], …], one list per query, best first.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as pagefind from "pagefind";

const input = JSON.parse(fs.readFileSync(0, "utf8"));
const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), "pagefind-test-"));
try {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(errors.join("; "));
  for (const page of input.pages) {
    const added = await index.addHTMLFile({ url: page.url, content: page.html });
    if (added.errors.length > 0) throw new Error(added.errors.join("; "));
  }
  await index.writeFiles({ outputPath });
  await pagefind.close();

  // pagefind.js fetches its index from beside itself; in Node that is a file: URL, which fetch cannot read.
  globalThis.fetch = async (url) => new Response(fs.readFileSync(fileURLToPath(String(url).split("?")[0])));
  globalThis.document = { currentScript: null, querySelector: (selector) => (selector === "html" ? { getAttribute: () => input.language } : null) };
  const search = await import(pathToFileURL(path.join(outputPath, "pagefind.js")).href);
  await search.options({ basePath: `${pathToFileURL(outputPath).href}/`, baseUrl: "/" });
  await search.init();
  const answers = [];
  for (const { query, filters } of input.queries) {
    const found = await search.search(query, filters ? { filters } : {});
    const data = await Promise.all(found.results.map((result) => result.data()));
    answers.push(data.map(({ url, meta, excerpt, filters: pageFilters }) => ({ url, title: meta.title, excerpt, filters: pageFilters })));
  }
  process.stdout.write(JSON.stringify(answers));
} finally {
  fs.rmSync(outputPath, { recursive: true, force: true });
}

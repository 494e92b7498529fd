/**
 * The CMS's preview renders an article's Markdown in the browser (src/lib/articles/render-markdown.ts):
 * it must give what the build gives. Every article's body, in both languages, and a text with every
 * construct the Markdown rules allow, are rendered by the real gatsby-transformer-remark with the site's
 * sub-plugin (as tests/unit/gatsby-node/article-nodes.test.ts sets it up) and by the preview's module.
 */
import * as remark from "gatsby-transformer-remark/gatsby-node";
import headingIds from "../../../plugins/gatsby-remark-heading-ids/index.cjs";
import sanitizeHtml from "sanitize-html";
import words from "lodash/words";
import { readingMinutes, readingWords, renderMarkdown } from "../../../src/lib/articles/render-markdown";
import { dataItemsIn } from "../../support/content";
import { LOCALES } from "../../../supabase/functions/_shared/site-contract/locales";

/** What the build's MarkdownRemark resolves for a text: html, headings and timeToRead. */
const built = async (text: string) => {
  const store = new Map<string, unknown>();
  const cache = { get: async (key: string) => store.get(key), set: async (key: string, value: unknown) => store.set(key, value) };
  const fields = await remark.setFieldsOnGraphQLNodeType(
    { type: { name: "MarkdownRemark" }, basePath: "", getNode: () => undefined, getNodesByType: () => [], cache, getCache: () => cache, reporter: {} },
    { plugins: [{ name: "gatsby-remark-heading-ids", module: headingIds, pluginOptions: {} }] },
  );
  const node = { id: "body", children: [], internal: { type: "MarkdownRemark", content: text, contentDigest: String(text.length) + text.slice(0, 40) } };
  return {
    html: (await fields.html.resolve(node, {})) as string,
    headings: (await fields.headings.resolve(node, {})) as Array<{ id: string; value: string; depth: number }>,
    timeToRead: (await fields.timeToRead.resolve(node, {})) as number,
  };
};

const EVERY_CONSTRUCT = [
  'Un paragrafo con **grassetto**, *corsivo*, `codice`, un [collegamento](https://example.com "titolo") e https://altura.it.',
  "",
  "## Perché l'AI non basta?",
  "",
  "### Il ruolo del manager",
  "",
  "- uno",
  "- due con ~~barrato~~",
  "  - annidato",
  "",
  "1. primo",
  "2. secondo",
  "",
  "- [x] fatto",
  "- [ ] da fare",
  "",
  "> Una citazione",
  ">",
  "> su due paragrafi.",
  "",
  "| Fase | Settimane | ROI |",
  "| :--- | :---: | ---: |",
  "| Analisi | 2 | +32 % |",
  "| Lancio | 4 | — |",
  "",
  "```js title=esempio",
  "const a = 1 < 2 && 3 > 2;",
  "```",
  "",
  "Una nota^[inline, come le scrive la build] e una nota a piè di pagina.[^1]",
  "",
  "[^1]: La nota.",
  "",
  "***",
  "",
  "## Perché l'AI non basta?",
  "",
  "Caratteri & simboli: < > \" ' — «virgolette», il manager's team, l'iPhone 15 e GTM201.",
].join("\n");

const bodies = LOCALES.flatMap((locale) =>
  dataItemsIn<{ id: string; body: string }>("articles", locale).map((article) => [`${article.id} (${locale})`, article.body] as const),
);

test("there are articles to compare", () => {
  expect(bodies.length).toBeGreaterThanOrEqual(12);
});

test.each([...bodies, ["every construct the rules allow", EVERY_CONSTRUCT] as const])(
  "%s: the preview's HTML, headings and reading time are the build's",
  async (_name, text) => {
    const build = await built(text);
    const preview = renderMarkdown(text);
    expect(preview.html).toBe(build.html);
    expect(preview.headings).toEqual(build.headings);
    expect(readingMinutes(preview.html)).toBe(build.timeToRead);
    // The words behind the minutes, counted as gatsby-transformer-remark's utils/time-to-read.js counts them.
    expect(readingWords(preview.html)).toBe(words(sanitizeHtml(build.html, { allowedTags: [] })).length);
  },
);

test("a repeated heading gets a numbered id, as on the site", () => {
  expect(renderMarkdown(EVERY_CONSTRUCT).headings.map((h) => h.id)).toEqual(["perche-l-ai-non-basta", "il-ruolo-del-manager", "perche-l-ai-non-basta-2"]);
});

test("the reading time is at least a minute, and grows with the words at 265 a minute", () => {
  expect(readingMinutes("<p>Poche parole.</p>")).toBe(1);
  expect(readingMinutes(`<p>${"parola ".repeat(265 * 4)}</p>`)).toBe(4);
});

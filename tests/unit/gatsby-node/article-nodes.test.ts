/**
 * An article's nodes, and its body rendered at build by the real gatsby-transformer-remark with the
 * site's sub-plugin, called through their Node APIs as Gatsby calls them: one Article per language with
 * its references to the same language's nodes, one ArticleBody per language holding that language's
 * Markdown, and from it a MarkdownRemark whose headings have stable ids, whose table of contents links
 * to them and whose reading time comes from the rendered text.
 */
import path from "node:path";
import type { Node } from "gatsby";
import * as remark from "gatsby-transformer-remark/gatsby-node";
import headingIds from "../../../plugins/gatsby-remark-heading-ids/index.cjs";
import { createContentNodes } from "../../../src/gatsby-node/content-nodes";
import { readJson } from "../../../src/lib/files/file-io";
import { DATA_DIR } from "../../support/content";

const SITE_DIR = path.dirname(DATA_DIR);
const ARTICLE = "go-to-market-in-sei-settimane";
const articleFile = path.join(DATA_DIR, "articles", `${ARTICLE}.json`);
type Localized = Record<"it" | "en", string>;
const stored = readJson<{
  id: string;
  body: Localized;
  title: Localized;
  category: string;
  author: string;
  service: string;
  relatedCourses: string[];
  image: string;
}>(articleFile);

type Made = Record<string, unknown> & { id: string; parent: string; children: string[]; internal: Record<string, unknown> };

/** The nodes createContentNodes makes from the article's file, as gatsby-transformer-json hands it over. */
const articleNodes = (): Made[] => {
  const made: Made[] = [];
  const fileNode = {
    ...stored,
    jsonId: stored.id,
    id: "ArticlesFile-node",
    parent: `file:${articleFile}`,
    children: [],
    internal: { type: "ArticlesFile", contentDigest: "x", owner: "gatsby-transformer-json" },
  } as unknown as Node;
  createContentNodes(SITE_DIR, {
    node: fileNode,
    actions: { createNode: (n: Made) => made.push(n), createParentChildLink: () => undefined } as never,
    createNodeId: (seed: string) => seed,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(36),
    getNode: (id: string) => ({ id, absolutePath: id.slice("file:".length), children: [], internal: { type: "File" } }) as unknown as Node,
  });
  return made;
};

const ofType = (nodes: Made[], type: string) => nodes.filter((n) => n.internal.type === type);

test("an article becomes one node per language, linked to the same language's category, author, service and courses", () => {
  const [it, en] = ofType(articleNodes(), "Article");
  expect([it.locale, en.locale]).toEqual(["it", "en"]);
  expect(it).toMatchObject({
    jsonId: ARTICLE,
    title: stored.title.it,
    category: `ArticleCategory >>> it >>> ${stored.category}`,
    author: `TeamMember >>> it >>> ${stored.author}`,
    service: `Service >>> it >>> ${stored.service}`,
    relatedCourses: stored.relatedCourses.map((id) => `Course >>> it >>> ${id}`),
    image: `../${stored.image}`,
    draft: false,
  });
  expect(en).toMatchObject({ title: stored.title.en, author: `TeamMember >>> en >>> ${stored.author}` });
  // Articles follow their publication date, newest first: no position.
  expect(it).not.toHaveProperty("position");
});

test("each language's body is a node of its own, a child of that language's article, holding the Markdown with its media type", () => {
  const nodes = articleNodes();
  const articles = ofType(nodes, "Article");
  const bodies = ofType(nodes, "ArticleBody");
  expect(bodies).toHaveLength(2);
  for (const [article, body, locale] of [
    [articles[0], bodies[0], "it"],
    [articles[1], bodies[1], "en"],
  ] as const) {
    expect(article.body).toBe(body.id);
    expect(body).toMatchObject({ locale, parent: article.id, internal: { type: "ArticleBody", mediaType: "text/markdown", content: stored.body[locale] } });
    expect(remark.shouldOnCreateNode({ node: body })).toBe(true);
  }
});

/** gatsby-transformer-remark's fields for MarkdownRemark, set up as Gatsby does with the site's options (gatsby-config.ts). */
const markdownFields = async () => {
  const store = new Map<string, unknown>();
  const cache = { get: async (key: string) => store.get(key), set: async (key: string, value: unknown) => store.set(key, value) };
  return remark.setFieldsOnGraphQLNodeType(
    { type: { name: "MarkdownRemark" }, basePath: "", getNode: () => undefined, getNodesByType: () => [], cache, getCache: () => cache, reporter: {} },
    { plugins: [{ name: "gatsby-remark-heading-ids", module: headingIds, pluginOptions: {} }] },
  );
};

/** The MarkdownRemark gatsby-transformer-remark makes from a body node. */
const rendered = async (body: Made) => {
  const created: Made[] = [];
  await remark.onCreateNode(
    {
      node: body,
      loadNodeContent: async (node) => String(node.internal.content),
      actions: { createNode: (n) => created.push(n as Made), createParentChildLink: () => undefined },
      createNodeId: (seed) => seed,
      createContentDigest: (value) => JSON.stringify(value).length.toString(36),
      reporter: { panicOnBuild: (message: string) => Promise.reject(new Error(message)) },
    },
    {},
  );
  const [markdown] = created;
  const fields = await markdownFields();
  const field = (name: string, args: Record<string, unknown> = {}) => fields[name].resolve(markdown, args);
  return {
    node: markdown,
    html: (await field("html")) as string,
    headings: (await field("headings")) as Array<{ id: string; value: string; depth: number }>,
    tableOfContents: (await field("tableOfContents", { absolute: false, pathToSlugField: "" })) as string,
    timeToRead: (await field("timeToRead")) as number,
    wordCount: (await field("wordCount")) as { words: number },
  };
};

/** The words a reader reads: the rendered HTML's text. */
const wordsOf = (html: string): number => (html.replace(/<[^>]+>/g, " ").match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? []).length;

describe.each(["it", "en"] as const)("the body in %s, rendered at build", (locale) => {
  let result: Awaited<ReturnType<typeof rendered>>;
  let body: Made;
  beforeAll(async () => {
    body = ofType(articleNodes(), "ArticleBody")[locale === "it" ? 0 : 1];
    result = await rendered(body);
  });

  test("is a MarkdownRemark child of the body node, with its text", () => {
    expect(result.node).toMatchObject({ parent: body.id, internal: { type: "MarkdownRemark" }, rawMarkdownBody: stored.body[locale] });
  });

  test("every heading has a stable id, in the HTML and in MarkdownRemark's headings, unique in the article", () => {
    expect(result.headings.length).toBeGreaterThanOrEqual(3);
    for (const { id, value, depth } of result.headings) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(id).toBe(headingIds.headingSlug(value));
      expect(result.html).toContain(`<h${depth} id="${id}">${value}</h${depth}>`);
    }
    expect(new Set(result.headings.map((h) => h.id)).size).toBe(result.headings.length);
    // The article's own title is the page's heading: its sections start at the second level.
    expect(Math.min(...result.headings.map((h) => h.depth))).toBe(2);
  });

  test("the table of contents links to the headings, in order", () => {
    const links = [...result.tableOfContents.matchAll(/<a href="#([^"]+)">([^<]+)<\/a>/g)].map(([, href, text]) => ({ href, text }));
    expect(links).toEqual(result.headings.map(({ id, value }) => ({ href: id, text: value })));
  });

  test("lists and tables are rendered as HTML, nothing is left for the browser", () => {
    expect(result.html).toMatch(/<table>[\s\S]*<th>[\s\S]*<\/table>/);
    expect(result.html).toMatch(/<(ul|ol)>\s*<li>/);
    expect(result.html).not.toMatch(/(^|\n)\|/);
  });

  test("the reading time is the rendered text's words at 265 a minute", () => {
    const words = wordsOf(result.html);
    expect(Math.abs(result.timeToRead - words / 265)).toBeLessThanOrEqual(0.5 + 5 / 265);
    expect(result.wordCount.words).toBeGreaterThan(0);
  });
});

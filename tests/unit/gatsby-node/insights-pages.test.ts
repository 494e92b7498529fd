/**
 * The Insights section's pages (src/gatsby-node/insights-pages.ts): from the articles a run shows, the
 * list newest first and twelve a page, each category's list, one page per article with its neighbours
 * and related articles, in every published language with each page's alternates; the home page's
 * latest three. Only the shown articles are asked for: the publication rule decides (publication.ts).
 */
import type { Actions, CreatePagesArgs, Reporter } from "gatsby";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import {
  articlesContextOf,
  createInsightsPages,
  insightsPages,
  type ArticleListContext,
  type ArticlePageContext,
} from "../../../src/gatsby-node/insights-pages";
import type { PublicationStatus } from "../../../src/lib/articles/publication";

const CATEGORIES = [
  { jsonId: "strategia", position: 1, slug: { it: "strategia", en: "strategy" } },
  { jsonId: "ai", position: 2, slug: { it: "ai-automazione", en: "ai-automation" } },
  { jsonId: "eventi", position: 3, slug: { it: "eventi", en: "events" } },
];

/** An article's node in both languages, published on day `day` of 2026 (a later day is newer). */
const article = (n: number, category: string, tags: string[] = [], status: PublicationStatus = "published") =>
  (["it", "en"] as const).map((locale) => ({
    id: `node-${locale}-${n}`,
    jsonId: `a${n}`,
    locale,
    slug: locale === "it" ? `articolo-${n}` : `article-${n}`,
    status,
    publishedAt: new Date(Date.UTC(2026, 0, n, 9)).toISOString().replace("Z", "+00:00"),
    tags: tags.map((tag) => (locale === "it" ? tag : `${tag}-en`)),
    category: { jsonId: category, slug: CATEGORIES.find((c) => c.jsonId === category)!.slug[locale] },
  }));

const categoryNodes = CATEGORIES.flatMap((category) =>
  (["it", "en"] as const).map((locale) => ({ jsonId: category.jsonId, locale, slug: category.slug[locale], position: category.position })),
);

/** Fourteen articles: 1…10 in strategia, 11…13 in ai, 14 (the newest) a draft in ai, as `npm start` shows it. */
const DATA = {
  allArticle: {
    nodes: [
      ...Array.from({ length: 10 }, (_, i) => article(i + 1, "strategia", i % 2 ? ["kpi"] : [])).flat(),
      ...article(11, "ai", ["kpi"]),
      ...article(12, "ai"),
      ...article(13, "ai"),
      ...article(14, "ai", [], "draft"),
    ],
  },
  allArticleCategory: { nodes: categoryNodes },
};

const { pages, home } = insightsPages(DATA);
const page = (path: string) => pages.find((p) => p.path === path);
const list = (path: string) => page(path)?.context as ArticleListContext;
const articlePage = (path: string) => page(path)?.context as ArticlePageContext;

test("the list is newest first, twelve a page, each page a real address in each language", () => {
  expect(list("/insights")).toMatchObject({
    locale: "it",
    articleIds: ["a14", "a13", "a12", "a11", "a10", "a9", "a8", "a7", "a6", "a5", "a4", "a3"],
    categoryId: null,
    page: 1,
    pageCount: 2,
    alternates: { it: "/insights", en: "/en/insights" },
  });
  expect(list("/insights/pagina/2")).toMatchObject({ articleIds: ["a2", "a1"], page: 2, pageCount: 2 });
  expect(list("/en/insights/page/2")).toMatchObject({
    locale: "en",
    articleIds: ["a2", "a1"],
    alternates: { it: "/insights/pagina/2", en: "/en/insights/page/2" },
  });
});

test("each category with articles has its list, at its slug in each language; a category without any has none", () => {
  expect(list("/insights/categoria/ai-automazione")).toMatchObject({
    articleIds: ["a14", "a13", "a12", "a11"],
    categoryId: "ai",
    pageCount: 1,
    alternates: { it: "/insights/categoria/ai-automazione", en: "/en/insights/category/ai-automation" },
  });
  expect(list("/insights/categoria/strategia")?.articleIds).toHaveLength(10);
  expect(page("/insights/categoria/eventi")).toBeUndefined();
  // The filter's links: the categories that have articles, in the editors' order.
  expect(list("/insights").categoryIds).toEqual(["strategia", "ai"]);
});

test("an article's page names its older and newer neighbours, its related articles and its translation", () => {
  expect(articlePage("/insights/articolo-12")).toMatchObject({
    id: "node-it-12",
    status: "published",
    previousId: "node-it-11",
    nextId: "node-it-13",
    alternates: { it: "/insights/articolo-12", en: "/en/insights/article-12" },
  });
  // The same category (ai) outscores a shared keyword alone (a2, a4… share "kpi"); newest first on a tie.
  expect(articlePage("/insights/articolo-11").relatedIds).toEqual(["node-it-14", "node-it-13", "node-it-12"]);
  expect(articlePage("/insights/articolo-1")).toMatchObject({ previousId: null, nextId: "node-it-2" });
  expect(articlePage("/en/insights/article-14")).toMatchObject({ id: "node-en-14", nextId: null, status: "draft" });
});

test("an article that is not published is marked wherever it is listed (only `npm start` shows it)", () => {
  expect(list("/insights").unpublished).toEqual({ a14: "draft" });
  expect(list("/insights/pagina/2").unpublished).toEqual({});
  expect(articlePage("/insights/articolo-13").unpublished).toEqual({ a14: "draft" });
  expect(home.get("it")).toEqual({ latestArticleIds: ["a14", "a13", "a12"], unpublished: { a14: "draft" } });
});

test("every page has its own address, and a list and an article are made from their templates", () => {
  expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  // 2 pages of all + 1 of strategia + 1 of ai, and 14 articles, in each language.
  expect(pages.filter((p) => p.template === "list")).toHaveLength(8);
  expect(pages.filter((p) => p.template === "article")).toHaveLength(28);
});

test("two articles with one slug stop the build", () => {
  const twins = {
    ...DATA,
    allArticle: { nodes: [...article(1, "ai"), ...article(2, "ai").map((node) => ({ ...node, slug: node.locale === "it" ? "articolo-1" : "article-1" }))] },
  };
  expect(() => insightsPages(twins)).toThrow("Two Insights pages would share the address /insights/articolo-1");
});

test("createPages asks only for the articles this run shows, and hands the home page its latest ones", async () => {
  const queries: string[] = [];
  const created: Array<{ path: string; component: string }> = [];
  const args = {
    graphql: async (query: string) => {
      queries.push(query);
      return { data: DATA };
    },
    actions: { createPage: (p: { path: string; component: string }) => created.push(p) } as unknown as Actions,
    reporter: { info: jest.fn(), panicOnBuild: jest.fn() } as unknown as Reporter,
  } as unknown as Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">;
  await createInsightsPages("/site", args);
  expect(queries[0]).toMatch(/allArticle\(filter: \{ shown: \{ eq: true \} \}\)/);
  expect(created.find((p) => p.path === "/insights")?.component).toBe("/site/src/templates/article-list-page.tsx");
  expect(created.find((p) => p.path === "/insights/articolo-3")?.component).toBe("/site/src/templates/article-page.tsx");
  for (const locale of ["it", "en"] as Locale[]) expect(articlesContextOf("home", locale)).toEqual(home.get(locale));
  expect(articlesContextOf("academy", "it")).toEqual({});
});

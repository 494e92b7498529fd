/**
 * The pages of src/pages in every published language (src/gatsby-node/localized-pages.ts): with only
 * Italian published they keep their paths and gain their locale; with English published too, each
 * gets its English twin, both naming each other; a file the route map does not know stops the build.
 */
import path from "node:path";
import type { Actions, Page, Reporter } from "gatsby";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";

const SITE = "/site";
const pageFile = (name: string) => path.join(SITE, "src/pages", name);

/** The module under test, with `published` as the list of published languages. */
const withPublished = (published: Locale[]) => {
  type LocalizedPages = typeof import("../../../src/gatsby-node/localized-pages");
  let module: LocalizedPages | undefined;
  jest.isolateModules(() => {
    jest.doMock("../../../supabase/functions/_shared/site-contract/locales", () => ({
      ...jest.requireActual("../../../supabase/functions/_shared/site-contract/locales"),
      PUBLISHED_LOCALES: published,
    }));
    module = jest.requireActual<LocalizedPages>("../../../src/gatsby-node/localized-pages");
  });
  return module!.createLocalizedPages;
};

/** The articles createPages hands the home page (insights-pages.ts), stood in for here. */
const HOME_ARTICLES = { latestArticleIds: ["b", "a"], unpublished: {} };
const articlesContext = (key: string) => (key === "home" ? HOME_ARTICLES : {});

const run = (published: Locale[], page: Partial<Page>) => {
  const created: Array<Pick<Page, "path" | "context">> = [];
  const actions = { deletePage: jest.fn(), createPage: jest.fn((p: Page) => created.push({ path: p.path, context: p.context })) };
  const reporter = { panicOnBuild: jest.fn() };
  withPublished(published)(
    SITE,
    {
      page: { context: {}, ...page } as Page,
      actions: actions as unknown as Actions,
      reporter: reporter as unknown as Reporter,
    },
    articlesContext,
  );
  return { created, deleted: actions.deletePage.mock.calls.length, panics: reporter.panicOnBuild.mock.calls.map((call) => call[0] as string) };
};

afterEach(() => jest.resetModules());

test("with Italian alone, a page keeps its path and gains its locale and its one address", () => {
  const { created, deleted } = run(["it"], { path: "/servizi", component: pageFile("servizi.tsx") });
  expect(deleted).toBe(1);
  expect(created).toEqual([{ path: "/servizi", context: { locale: "it", alternates: { it: "/servizi" } } }]);
});

test("with English published, each page has its English twin and both name each other", () => {
  const alternates = { it: "/servizi", en: "/en/services" };
  expect(run(["it", "en"], { path: "/servizi", component: pageFile("servizi.tsx") }).created).toEqual([
    { path: "/servizi", context: { locale: "it", alternates } },
    { path: "/en/services", context: { locale: "en", alternates } },
  ]);
  expect(run(["it", "en"], { path: "/", component: pageFile("index.tsx") }).created.map((page) => page.path)).toEqual(["/", "/en"]);
});

test("the English 404 page is also written where static hosts look for it", () => {
  expect(run(["it", "en"], { path: "/404", component: pageFile("404.tsx") }).created.map((page) => page.path)).toEqual(["/404", "/en/404", "/en/404.html"]);
});

test("pages that already have their locale, and Gatsby's own pages, are left as they are", () => {
  expect(run(["it", "en"], { path: "/404.html", component: pageFile("404.tsx"), context: { locale: "it" } }).deleted).toBe(0);
  expect(run(["it", "en"], { path: "/404.html", component: pageFile("404.tsx") }).deleted).toBe(0);
  expect(run(["it", "en"], { path: "/dev-404-page", component: path.join(SITE, ".cache/dev-404-page.js") }).deleted).toBe(0);
});

test("a page the route map does not list stops the build", () => {
  const { created, panics } = run(["it"], { path: "/contatti", component: pageFile("contatti.tsx") });
  expect(created).toEqual([]);
  expect(panics).toEqual([expect.stringContaining("src/pages/contatti.tsx makes /contatti")]);
});

test("the home page gets, in its context, the latest articles createPages decided", () => {
  expect(run(["it", "en"], { path: "/", component: pageFile("index.tsx") }).created.map((page) => page.context)).toEqual([
    { locale: "it", alternates: { it: "/", en: "/en" }, ...HOME_ARTICLES },
    { locale: "en", alternates: { it: "/", en: "/en" }, ...HOME_ARTICLES },
  ]);
});

test("a home page made before createPages has listed the articles stops the build", () => {
  const { created, panics } = (() => {
    const created: unknown[] = [];
    const reporter = { panicOnBuild: jest.fn() };
    withPublished(["it"])(SITE, {
      page: { path: "/", component: pageFile("index.tsx"), context: {} } as Page,
      actions: { deletePage: jest.fn(), createPage: jest.fn((p: Page) => created.push(p)) } as unknown as Actions,
      reporter: reporter as unknown as Reporter,
    });
    return { created, panics: reporter.panicOnBuild.mock.calls.map((call) => call[0] as string) };
  })();
  expect(created).toEqual([]);
  expect(panics).toEqual([expect.stringContaining("createPages (src/gatsby-node/insights-pages.ts)")]);
});

/** The route map: the Italian addresses as they have always been, the English ones under /en, and back from a path to its page. */
import { LOCALES } from "../../../supabase/functions/_shared/site-contract/locales";
import {
  articleListPath,
  articlePath,
  coursePath,
  eventIcsPath,
  eventPath,
  FEED_FORMATS,
  feedPath,
  localeOfPath,
  pageAtPath,
  ROUTE_KEYS,
  routePath,
  shareImagePath,
} from "../../../supabase/functions/_shared/site-contract/route-map";
import { readEntries } from "../../../src/lib/content/read-entries";
import { DATA_DIR, dataItems } from "../../support/content";

test("the Italian pages keep their addresses (and the accessibility statement has its own)", () => {
  expect(ROUTE_KEYS.map((key) => routePath(key, "it"))).toEqual([
    "/",
    "/servizi",
    "/chi-siamo",
    "/academy",
    "/eventi",
    "/insights",
    "/privacy",
    "/cookie-policy",
    "/accessibilita",
    "/newsletter/conferma",
    "/newsletter/disiscrizione",
    "/404",
  ]);
});

test("the English pages live under /en, with English words", () => {
  expect(ROUTE_KEYS.map((key) => routePath(key, "en"))).toEqual([
    "/en",
    "/en/services",
    "/en/about",
    "/en/academy",
    "/en/events",
    "/en/insights",
    "/en/privacy",
    "/en/cookie-policy",
    "/en/accessibility",
    "/en/newsletter/confirm",
    "/en/newsletter/unsubscribe",
    "/en/404",
  ]);
});

test("no two pages share an address, in either language", () => {
  const paths = LOCALES.flatMap((locale) => ROUTE_KEYS.map((key) => routePath(key, locale)));
  expect(new Set(paths).size).toBe(paths.length);
});

test("a course lives under the Academy and an event under the events page, by slug, in each language", () => {
  expect(coursePath("go-to-market-prodotti-digitali", "it")).toBe("/academy/go-to-market-prodotti-digitali");
  expect(coursePath("go-to-market-for-digital-products", "en")).toBe("/en/academy/go-to-market-for-digital-products");
  expect(eventPath("kick-off-strategico-2027", "it")).toBe("/eventi/kick-off-strategico-2027");
  expect(eventPath("strategic-kick-off-2027", "en")).toBe("/en/events/strategic-kick-off-2027");
  expect(eventIcsPath("kick-off-strategico-2027", "it")).toBe("/eventi/kick-off-strategico-2027.ics");
  expect(eventIcsPath("strategic-kick-off-2027", "en")).toBe("/en/events/strategic-kick-off-2027.ics");
});

test("an article lives under Insights by its slug, the feeds beside the list", () => {
  expect(articlePath("go-to-market-b2b-in-sei-settimane", "it")).toBe("/insights/go-to-market-b2b-in-sei-settimane");
  expect(articlePath("b2b-go-to-market-in-six-weeks", "en")).toBe("/en/insights/b2b-go-to-market-in-six-weeks");
  expect(FEED_FORMATS.map((format) => feedPath(format, "it"))).toEqual(["/insights/rss.xml", "/insights/atom.xml", "/insights/feed.json"]);
  expect(FEED_FORMATS.map((format) => feedPath(format, "en"))).toEqual(["/en/insights/rss.xml", "/en/insights/atom.xml", "/en/insights/feed.json"]);
});

test("a page's share image sits under /share, where no page path can reach", () => {
  expect(shareImagePath(coursePath("ai-101", "it"))).toBe("/share/academy/ai-101.png");
  expect(shareImagePath(eventPath("strategic-kick-off-2027", "en"))).toBe("/share/en/events/strategic-kick-off-2027.png");
  for (const locale of LOCALES) expect(ROUTE_KEYS.map((key) => routePath(key, locale)).some((path) => path.startsWith("/share"))).toBe(false);
});

test.each(LOCALES.flatMap((locale) => [["courses", locale] as const, ["events", locale] as const]))(
  "every slug of %s in %s gives its own address, safe as it is in a URL",
  (collection, locale) => {
    const paths = readEntries<{ slug: string }>(DATA_DIR, collection, locale).map((item) =>
      collection === "courses" ? coursePath(item.slug, locale) : eventPath(item.slug, locale),
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(encodeURI(p)).toBe(p);
  },
);

test("every page's texts in data/pages/ belong to a page of the map, named by its id", () => {
  for (const { id } of dataItems<{ id: string }>("pages")) expect(ROUTE_KEYS).toContain(id);
});

test("the accessibility statement's addresses", () => {
  expect(routePath("accessibilita", "it")).toBe("/accessibilita");
  expect(routePath("accessibilita", "en")).toBe("/en/accessibility");
  expect(pageAtPath("/en/accessibility")).toEqual({ kind: "page", key: "accessibilita", locale: "en" });
});

test("a path's language: English under /en only, Italian everywhere else", () => {
  expect(localeOfPath("/en")).toBe("en");
  expect(localeOfPath("/en/")).toBe("en");
  expect(localeOfPath("/en/services")).toBe("en");
  expect(localeOfPath("/")).toBe("it");
  expect(localeOfPath("/servizi")).toBe("it");
  expect(localeOfPath("/eventi/english-breakfast")).toBe("it");
  expect(localeOfPath("/english")).toBe("it");
});

test("a path tells its page, in its language, with or without a trailing slash", () => {
  expect(pageAtPath("/")).toEqual({ kind: "page", key: "home", locale: "it" });
  expect(pageAtPath("/en")).toEqual({ kind: "page", key: "home", locale: "en" });
  expect(pageAtPath("/en/services/")).toEqual({ kind: "page", key: "servizi", locale: "en" });
  expect(pageAtPath("/chi-siamo")).toEqual({ kind: "page", key: "chi-siamo", locale: "it" });
  expect(pageAtPath("/academy/ai-generativa")).toEqual({ kind: "course", slug: "ai-generativa", locale: "it" });
  expect(pageAtPath("/en/events/strategic-kick-off-2027")).toEqual({ kind: "event", slug: "strategic-kick-off-2027", locale: "en" });
});

test("a path no page has gives nothing: an Italian word under /en, a section's sub-path, a deeper path", () => {
  expect(pageAtPath("/en/servizi")).toBeUndefined();
  expect(pageAtPath("/servizi/formazione")).toBeUndefined();
  expect(pageAtPath("/academy/ai/extra")).toBeUndefined();
  expect(pageAtPath("/services")).toBeUndefined();
});

test("an article lives under Insights by its slug in each language; the section keeps its English name in Italian", () => {
  expect(routePath("insights", "it")).toBe("/insights");
  expect(routePath("insights", "en")).toBe("/en/insights");
  expect(articlePath("go-to-market-b2b-in-sei-settimane", "it")).toBe("/insights/go-to-market-b2b-in-sei-settimane");
  expect(articlePath("b2b-go-to-market-in-six-weeks", "en")).toBe("/en/insights/b2b-go-to-market-in-six-weeks");
  expect(pageAtPath("/insights/go-to-market-b2b-in-sei-settimane")).toEqual({ kind: "article", slug: "go-to-market-b2b-in-sei-settimane", locale: "it" });
  expect(pageAtPath("/en/insights")).toEqual({ kind: "page", key: "insights", locale: "en" });
});

test("the article list's numbered and category pages have addresses of their own, in each language's words", () => {
  expect(articleListPath("it")).toBe("/insights");
  expect(articleListPath("it", { page: 1 })).toBe("/insights");
  expect(articleListPath("it", { page: 2 })).toBe("/insights/pagina/2");
  expect(articleListPath("en", { page: 3 })).toBe("/en/insights/page/3");
  expect(articleListPath("it", { categorySlug: "ai-automazione" })).toBe("/insights/categoria/ai-automazione");
  expect(articleListPath("en", { categorySlug: "ai-automation", page: 2 })).toBe("/en/insights/category/ai-automation/page/2");
});

test.each([
  ["/insights/pagina/2", { kind: "article-list", categorySlug: null, page: 2, locale: "it" }],
  ["/en/insights/page/12/", { kind: "article-list", categorySlug: null, page: 12, locale: "en" }],
  ["/insights/categoria/ai-automazione", { kind: "article-list", categorySlug: "ai-automazione", page: 1, locale: "it" }],
  ["/en/insights/category/ai-automation/page/2", { kind: "article-list", categorySlug: "ai-automation", page: 2, locale: "en" }],
])("%s is a page of the article list", (path, page) => {
  expect(pageAtPath(path)).toEqual(page);
});

test.each([
  "/insights/pagina/1",
  "/insights/pagina/0",
  "/insights/pagina/02",
  "/en/insights/pagina/2",
  "/insights/page/2",
  "/insights/categoria/ai/extra",
  "/insights/a/b",
])("%s is no page: page 1 has no number, and each language has its own words", (path) => {
  expect(pageAtPath(path)).toBeUndefined();
});

test.each(LOCALES.flatMap((locale) => [["articles", locale] as const, ["article-categories", locale] as const]))(
  "every slug of %s in %s gives its own address, safe as it is in a URL",
  (collection, locale) => {
    const paths = readEntries<{ slug: string }>(DATA_DIR, collection, locale).map((item) =>
      collection === "articles" ? articlePath(item.slug, locale) : articleListPath(locale, { categorySlug: item.slug }),
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) {
      expect(encodeURI(p)).toBe(p);
      expect(pageAtPath(p)?.kind).toBe(collection === "articles" ? "article" : "article-list");
    }
  },
);

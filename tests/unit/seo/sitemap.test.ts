/** gatsby-plugin-sitemap's settings (src/lib/seo/sitemap.ts): the pages left out and each page's entry with its alternates. */
import { SITEMAP_EXCLUDES, sitemapEntry } from "../../../src/lib/seo/sitemap";

test("a page in one language only is listed as the plugin lists it by default", () => {
  expect(sitemapEntry({ path: "/servizi", pageContext: { locale: "it", alternates: { it: "/servizi" } } })).toEqual({
    url: "/servizi",
    changefreq: "daily",
    priority: 0.7,
  });
  expect(sitemapEntry({ path: "/servizi" })).toEqual({ url: "/servizi", changefreq: "daily", priority: 0.7 });
});

test("a page with a counterpart names both languages and x-default, from either language's entry", () => {
  const alternates = { it: "/academy/ai-generativa", en: "/en/academy/generative-ai" };
  const links = [
    { lang: "it", url: "/academy/ai-generativa" },
    { lang: "en", url: "/en/academy/generative-ai" },
    { lang: "x-default", url: "/academy/ai-generativa" },
  ];
  expect(sitemapEntry({ path: "/academy/ai-generativa", pageContext: { locale: "it", alternates } })).toEqual({
    url: "/academy/ai-generativa",
    changefreq: "daily",
    priority: 0.7,
    links,
  });
  expect(sitemapEntry({ path: "/en/academy/generative-ai", pageContext: { locale: "en", alternates } }).links).toEqual(links);
});

test("the 404 and newsletter-link pages are left out in every language, and /admin", () => {
  expect(SITEMAP_EXCLUDES).toEqual(
    expect.arrayContaining([
      "/404",
      "/en/404",
      "/en/404.html",
      "/newsletter/conferma",
      "/newsletter/disiscrizione",
      "/en/newsletter/confirm",
      "/en/newsletter/unsubscribe",
      "/admin",
      "/admin/*",
    ]),
  );
  expect(SITEMAP_EXCLUDES).not.toContain("/servizi");
});

/**
 * The languages on the BUILT site: every
 * page links its counterpart (header at the desktop's width, phone menu at the phone's), before the
 * page's scripts too, and both pages name each other in their head and in the sitemap.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, holdAppScripts, pageOfEachKind, test, visit } from "./fixtures";

const PUBLIC = path.resolve(__dirname, "../../public");
/** Pages kept out of search results name no alternates (their head says noindex). */
const INDEXED = pageOfEachKind().filter((route) => !route.startsWith("/newsletter/"));

/**
 * What the head of the page at a path says about its language, as the server sends it (what a
 * crawler reads): parsed by the browser's DOMParser on a blank page, so no page is loaded or run.
 */
const headLanguagesOf = async (page: Page, request: APIRequestContext, route: string) => {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  return page.evaluate(
    (html) => {
      const doc = new DOMParser().parseFromString(html, "text/html");
      const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute("content") ?? null;
      return {
        lang: doc.documentElement.lang,
        alternates: Object.fromEntries(
          Array.from(doc.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')).map((link) => [link.hreflang, new URL(link.href).pathname]),
        ),
        canonical: new URL(doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? "about:blank").pathname,
        ogLocale: content('meta[property="og:locale"]'),
        ogLocaleAlternate: content('meta[property="og:locale:alternate"]'),
      };
    },
    await response.text(),
  );
};

test.describe("lingue", () => {
  test("il link nell'header porta alla stessa pagina in inglese anche prima degli script", async ({ page }) => {
    await holdAppScripts(page);
    await page.goto("/servizi", { waitUntil: "domcontentloaded" });
    const link = page.getByRole("banner").getByRole("link", { name: "English" });
    await expect(link).toHaveAttribute("hreflang", "en");
    await expect(link).toHaveAttribute("lang", "en");
    await expect(link).toHaveAttribute("href", "/en/services");
    await link.click();
    await expect(page).toHaveURL(/\/en\/services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("banner").getByRole("link", { name: "Italiano" })).toHaveAttribute("href", "/servizi");
  });

  test("tiene la query che vale in entrambe le lingue e lascia il titolo del corso", async ({ page }) => {
    await visit(page, "/servizi?service=1");
    const link = page.getByRole("banner").getByRole("link", { name: "English" });
    await link.focus();
    await expect(link).toHaveAttribute("href", "/en/services?service=1");
    await link.click();
    await expect(page).toHaveURL(/\/en\/services\?service=1$/);

    await visit(page, "/?corso=Strategia%20digitale&utm_source=newsletter");
    const home = page.getByRole("banner").getByRole("link", { name: "English" });
    await home.focus();
    await expect(home).toHaveAttribute("href", "/en?utm_source=newsletter");
  });

  test("bersaglio di almeno 44 px e focus visibile", async ({ page }) => {
    await visit(page, "/academy");
    const link = page.getByRole("banner").getByRole("link", { name: "English" });
    const box = await link.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    await link.focus();
    await expect(link).toHaveCSS("outline-style", "solid");
  });

  test("ogni pagina indicizzata e la sua controparte si nominano a vicenda (hreflang it, en, x-default)", async ({ page, request }) => {
    for (const route of INDEXED) {
      const italian = await headLanguagesOf(page, request, route);
      expect(Object.keys(italian.alternates).sort(), route).toEqual(["en", "it", "x-default"]);
      expect(italian.alternates.it, route).toBe(route);
      expect(italian.alternates["x-default"], route).toBe(route);
      expect(italian.ogLocale, route).toBe("it_IT");
      expect(italian.ogLocaleAlternate, route).toBe("en_GB");

      const englishRoute = italian.alternates.en ?? "";
      const english = await headLanguagesOf(page, request, englishRoute);
      expect(english.lang, englishRoute).toBe("en");
      expect(english.alternates, englishRoute).toEqual(italian.alternates);
      expect(english.canonical, englishRoute).toBe(englishRoute);
      expect(english.ogLocale, englishRoute).toBe("en_GB");
      expect(english.ogLocaleAlternate, englishRoute).toBe("it_IT");
    }
  });

  test("la sitemap elenca le due lingue, ciascuna con le sue alternate", () => {
    const sitemap = fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8");
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
    expect(entries.some((entry) => entry.includes("/en/services</loc>"))).toBe(true);
    for (const entry of entries) {
      expect(entry, entry).toMatch(/<xhtml:link rel="alternate" hreflang="it" href="[^"]+"\/>/);
      expect(entry, entry).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="[^"]+"\/>/);
      expect(entry, entry).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+"\/>/);
    }
  });
});

test.describe("lingue sul telefono", { tag: "@mobile" }, () => {
  test("il menu offre la stessa pagina in inglese, con un bersaglio di almeno 44 px", async ({ page }) => {
    await visit(page, "/chi-siamo");
    // On the phone it is in the menu only: nothing in the bar (the closed menu is out of the accessibility tree).
    await expect(page.getByRole("link", { name: "English" })).toHaveCount(0);
    await page.getByRole("button", { name: "Apri il menu" }).click();
    const link = page.getByRole("dialog").getByRole("link", { name: "English" });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/en/about");
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await link.click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

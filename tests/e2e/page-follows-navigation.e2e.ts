/**
 * What a visitor reaches by an in-site link reads exactly as a fresh load of that address: every part
 * of the page, the frame included (header, footer, cookie notice), follows the page it is on.
 *
 * Each comparison takes one page reached inside the site (a language switch, or a link between pages
 * of one language) and a fresh load of the same address in a second tab, and compares what they show:
 * the visible text, the accessible tree (roles and names, `aria-current` and expanded states
 * included), the title and `<html lang>`. Both pages run with the cookie banner open, so its words are
 * compared too, and with reduced motion, so animated figures show their final values.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { LOCALE_SETTINGS, PUBLISHED_LOCALES, otherLocale, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { type RouteKey, articlePath, coursePath, eventPath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { dictionaryFor } from "../../src/i18n/dictionary";
import { dataItemsIn } from "../support/content";
import { expect, expectPathname, newestArticleSlug, test, visit } from "./fixtures";

test.use({ cookieConsent: null, reducedMotion: "reduce" });

/** What a visitor reads on the page: its text, its accessible tree, its title and its language. */
interface Reading {
  lang: string;
  title: string;
  text: string[];
  accessibleTree: string[];
}

/** The page's content as a visitor meets it, Gatsby's route announcer apart. */
const PAGE_CONTENT = "#gatsby-focus-wrapper";

/** The layout's announcement of a page reached inside the site, for screen readers (empty on a fresh load). */
const announcer = (page: Page) => page.locator("[data-route-announcer]");

/** The page as a visitor reads it, without the announcement, which only a page reached inside the site makes (checked on its own). */
const readingOf = async (page: Page): Promise<Reading> => {
  const content = page.locator(PAGE_CONTENT);
  const [lang, title, text, tree, announcement] = await Promise.all([
    page.evaluate(() => document.documentElement.lang),
    page.title(),
    content.innerText(),
    content.ariaSnapshot(),
    announcer(page).innerText(),
  ]);
  const lines = (value: string) => value.split("\n").filter((line) => line.trim() !== "" && !(announcement && line.includes(announcement)));
  return { lang, title, text: lines(text), accessibleTree: lines(tree) };
};

/** The page at `path` as a fresh load shows it, read in a tab of its own. */
const freshReading = async (context: BrowserContext, path: string): Promise<Reading> => {
  const tab = await context.newPage();
  await visit(tab, path);
  const reading = await readingOf(tab);
  await tab.close();
  return reading;
};

/** A mark on the window that only a full page load clears: the navigation that follows must keep it. */
const markThisDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/**
 * After a link inside the site (the router, no reload) to `path`: waits until the page reads as
 * `expected`, and checks that screen readers were told of the new page in its language.
 */
const expectReadsAsFreshLoad = async (page: Page, path: string, expected: Reading): Promise<void> => {
  await expectPathname(page, path);
  await expect.poll(() => readingOf(page), { message: `${path} reached inside the site should read as a fresh load of it`, timeout: 10_000 }).toEqual(expected);
  expect(await isSameDocument(page), `${path} should have been reached inside the site, not loaded anew`).toBe(true);
  const heading = await page.locator("main h1").innerText();
  await expect(announcer(page)).toHaveText(dictionaryFor(expected.lang as Locale).layout.pageAnnouncement(heading));
};

const firstSlug = (file: "courses.json" | "events.json", locale: Locale) => dataItemsIn<{ slug: string }>(file, locale)[0].slug;

/**
 * One page of each kind, in a language, in an order where each page links the next: the main
 * navigation, a course after the catalogue, an event after the calendar, the Insights list (the
 * footer's link) and its newest article, the legal pages.
 */
const pagesIn = (locale: Locale): string[] => {
  const path = (key: RouteKey) => routePath(key, locale);
  return [
    ...(["home", "servizi", "chi-siamo", "academy"] as const).map(path),
    coursePath(firstSlug("courses.json", locale), locale),
    path("eventi"),
    eventPath(firstSlug("events.json", locale), locale),
    path("insights"),
    articlePath(newestArticleSlug(locale), locale),
    ...(["privacy", "cookie-policy", "accessibilita"] as const).map(path),
  ];
};

/** The pages from which the test also follows a link to another page of the same template: a course, an article. */
const SAME_TEMPLATE_HOPS = (locale: Locale): Record<string, string> => ({
  [coursePath(firstSlug("courses.json", locale), locale)]: routePath("academy", locale),
  [articlePath(newestArticleSlug(locale), locale)]: routePath("insights", locale),
});

/** A link of the page's content to another page of the same kind (a related course), for the same template with other data. */
const linkToAnotherOf = (page: Page, prefix: string) =>
  page.locator(`${PAGE_CONTENT} main a[href^="${prefix}/"]:not([href="${new URL(page.url()).pathname}"])`).first();

const switcherTo = (page: Page, locale: Locale) => page.getByRole("banner").getByRole("link", { name: LOCALE_SETTINGS[locale].nativeName, exact: true });

test.describe("la pagina segue la navigazione", () => {
  const italianPages = pagesIn("it");
  const englishPages = pagesIn("en");

  italianPages.forEach((italian, index) => {
    const english = englishPages[index];
    test(`cambio di lingua da ${italian} a ${english} e ritorno: come un caricamento nuovo`, async ({ page, context }) => {
      const [italianFresh, englishFresh] = [await freshReading(context, italian), await freshReading(context, english)];

      await visit(page, italian);
      await markThisDocument(page);
      await switcherTo(page, "en").click();
      await expectReadsAsFreshLoad(page, english, englishFresh);

      await switcherTo(page, "it").click();
      await expectReadsAsFreshLoad(page, italian, italianFresh);
    });
  });

  for (const locale of PUBLISHED_LOCALES) {
    test(`link tra pagine della stessa lingua (${locale}): ogni pagina come un caricamento nuovo`, async ({ page, context }) => {
      // Fifteen pages (the Insights list and an article among them, and a second article by link), each read
      // twice (a fresh load in its own tab, every one starting its scripts): over 30 s alone.
      test.slow();
      const pages = pagesIn(locale);
      const [home] = pages;
      await visit(page, home);
      await markThisDocument(page);
      // Every page, each reached by a link of the page before it, the course by the catalogue's card
      // and the event by the calendar's, the legal pages by the footer's links; then home again.
      for (const path of [...pages.slice(1), home]) {
        const fresh = await freshReading(context, path);
        await page.locator(`${PAGE_CONTENT} a[href="${path}"]`).first().click();
        await expectReadsAsFreshLoad(page, path, fresh);
        const section = SAME_TEMPLATE_HOPS(locale)[path];
        if (section) {
          // From a course to a related one, from an article to another: the same template, another entry's data.
          const related = linkToAnotherOf(page, section);
          const relatedPath = (await related.getAttribute("href")) as string;
          const relatedFresh = await freshReading(context, relatedPath);
          await related.click();
          await expectReadsAsFreshLoad(page, relatedPath, relatedFresh);
          await page.locator(`${PAGE_CONTENT} a[href="${path}"]`).first().click();
          await expectReadsAsFreshLoad(page, path, await freshReading(context, path));
        }
      }
    });
  }

  test("l'annuncio della nuova pagina per i lettori di schermo è uno solo, nella lingua della pagina", async ({ page }) => {
    const expectAnnounced = async (words: string) => {
      await expect(announcer(page)).toHaveText(new RegExp(`^${words}: `));
      expect(await announcer(page).innerText()).toBe(`${words}: ${await page.locator("main h1").innerText()}`);
    };
    await visit(page, "/");
    await expect(announcer(page)).toHaveText("");
    await page.getByRole("banner").getByRole("link", { name: "Servizi", exact: true }).click();
    await expectPathname(page, "/servizi");
    await expectAnnounced("Nuova pagina");
    await switcherTo(page, otherLocale("it")).click();
    await expectPathname(page, routePath("servizi", "en"));
    await expectAnnounced("New page");
    // Gatsby's own announcer says "Navigated to …" in English on every page: hidden, so it says nothing.
    await expect(page.locator("#gatsby-announcer")).toBeHidden();
  });
});

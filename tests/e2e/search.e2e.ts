/**
 * The site search (docs/search.md): nothing of it loads before it is wanted; the dialog opens from
 * the header's button, the phone menu's and the shortcuts; it finds, filters, is driven by the
 * keyboard, says when nothing matches and what to do then, and passes axe in each state. One page load
 * per language carries most checks, to keep the suite short. That a search breaks no rule of the CSP is
 * checked where the CSP is served (security-headers.e2e.ts; gatsby serve sends no headers).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { articlePath, coursePath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { dictionaryFor } from "../../src/i18n/dictionary";
import type { Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { CONTACT_SECTION_ID } from "../../src/hooks/use-book-call";
import { dataItemsIn, publishedArticlesIn } from "../support/content";
import { expect, test, visit, waitForHydration } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

interface LocaleCase {
  locale: Locale;
  /** A word found on several kinds of page, in the language's own inflection. */
  query: string;
  /** A course whose title the search must put first. */
  course: { title: string; slug: string };
  /** An article whose title the search must put first, as an article. */
  article: { title: string; slug: string };
}

const firstCourse = (locale: Locale) => dataItemsIn<{ title: string; slug: string }>("courses", locale)[0];
const newestArticle = (locale: Locale) => publishedArticlesIn<{ title: string; slug: string; publishedAt: string }>(locale)[0];

const CASES: LocaleCase[] = [
  { locale: "it", query: "strategia", course: firstCourse("it"), article: newestArticle("it") },
  { locale: "en", query: "strategy", course: firstCourse("en"), article: newestArticle("en") },
];

const expectNoAxeViolations = async (page: Page, state: string) => {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
    `axe violations — ${state}`,
  ).toEqual([]);
};

const searchDialog = (page: Page, locale: Locale) => page.getByRole("dialog", { name: dictionaryFor(locale).search.title });

const results = (dialog: Locator, locale: Locale) => dialog.getByRole("list", { name: dictionaryFor(locale).search.results }).getByRole("link");

for (const { locale, query, course, article } of CASES) {
  const words = dictionaryFor(locale).search;

  test.describe(`ricerca nel sito (${locale})`, () => {
    test("non carica nulla prima dell'uso; pulsante, ricerca, filtro, tastiera, nessun risultato e axe", async ({ page }) => {
      const searchRequests: string[] = [];
      page.on("request", (request) => {
        if (/\/pagefind\//.test(request.url())) searchRequests.push(request.url());
      });
      const start = routePath("chi-siamo", locale);
      await visit(page, start);
      expect(searchRequests, "Pagefind before the search is wanted").toEqual([]);

      const button = page.getByRole("banner").getByRole("button", { name: words.open });
      await button.hover();
      await expect.poll(() => searchRequests.some((url) => url.endsWith("/pagefind/pagefind.js"))).toBe(true);
      await button.click();
      const dialog = searchDialog(page, locale);
      await expect(dialog).toBeVisible();
      const field = dialog.getByRole("searchbox", { name: words.fieldLabel });
      await expect(field).toBeFocused();
      await expectNoAxeViolations(page, "dialog open, empty");

      await field.fill(query);
      const links = results(dialog, locale);
      await expect(links.first()).toBeVisible();
      const status = dialog.getByRole("status");
      await expect(status).toHaveText(/^\d+ /);
      await expect(links.first().locator("mark").first()).toBeVisible();
      await expectNoAxeViolations(page, "results");

      // Keyboard: into the results and back to the field.
      await field.press("ArrowDown");
      await expect(links.first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      await expect(field).toBeFocused();

      // A filter: only courses.
      // The radios are drawn as chips: the visitor presses the chip, the radio's label.
      await dialog.getByText(words.kindFilters.course, { exact: true }).click();
      await expect(dialog.getByRole("radio", { name: words.kindFilters.course })).toBeChecked();
      await expect(links.first()).toBeVisible();
      await expect(dialog.getByRole("listitem").filter({ hasNotText: words.kinds.course })).toHaveCount(0);
      await dialog.getByText(words.allKinds, { exact: true }).click();

      // A course's title: the course comes first, before the catalogue that lists it.
      await field.fill(course.title);
      await expect(links.first()).toHaveAttribute("href", coursePath(course.slug, locale));

      // An article's title: the article comes first, before the lists that name it, marked as an article;
      // the articles' filter keeps only articles.
      await field.fill(article.title);
      await expect(links.first()).toHaveAttribute("href", articlePath(article.slug, locale));
      await expect(links.first()).toContainText(words.kinds.article);
      await dialog.getByText(words.kindFilters.article, { exact: true }).click();
      await expect(dialog.getByRole("radio", { name: words.kindFilters.article })).toBeChecked();
      await expect(links.first()).toHaveAttribute("href", articlePath(article.slug, locale));
      await expect(dialog.getByRole("listitem").filter({ hasNotText: words.kinds.article })).toHaveCount(0);
      await dialog.getByText(words.allKinds, { exact: true }).click();

      // Nothing found: said clearly, with the ways forward.
      await field.fill("zqxjvwk");
      await expect(status).toHaveText(words.nothingFound("zqxjvwk"));
      await expect(dialog.getByRole("link", { name: words.catalogue })).toHaveAttribute("href", routePath("academy", locale));
      await expect(dialog.getByRole("link", { name: words.contact })).toHaveAttribute("href", `${routePath("home", locale)}#${CONTACT_SECTION_ID}`);
      await expectNoAxeViolations(page, "nothing found");

      // Escape closes and gives the focus back to the button.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      // The shortcuts, not while typing in a field; Enter on a result opens it.
      await page.keyboard.press("/");
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await page.keyboard.press("ControlOrMeta+k");
      await expect(dialog).toBeVisible();
      await field.fill(course.title);
      await expect(links.first()).toHaveAttribute("href", coursePath(course.slug, locale));
      await field.press("ArrowDown");
      await expect(links.first()).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${coursePath(course.slug, locale)}$`));
      await expect(dialog).toBeHidden();
    });

    test("dal menu del telefono", { tag: "@mobile" }, async ({ page }) => {
      await visit(page, routePath("home", locale));
      await page.getByRole("button", { name: dictionaryFor(locale).layout.openMenu }).click();
      await page
        .getByRole("dialog", { name: dictionaryFor(locale).layout.phoneMenu })
        .getByRole("button", { name: words.open })
        .click();
      const dialog = searchDialog(page, locale);
      await expect(dialog).toBeVisible();
      await dialog.getByRole("searchbox", { name: words.fieldLabel }).fill(query);
      await expect(results(dialog, locale).first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("banner").getByRole("button", { name: words.open }).first()).toBeFocused();
    });
  });
}

test.describe("ricerca nel sito prima che gli script partano", () => {
  test("un clic sul pulsante prima di React apre la ricerca appena la pagina è pronta", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const button = page.getByRole("banner").getByRole("button", { name: dictionaryFor("it").search.open });
    await button.click();
    await waitForHydration(page);
    await expect(searchDialog(page, "it")).toBeVisible();
  });
});

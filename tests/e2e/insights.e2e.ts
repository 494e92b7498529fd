/**
 * The Insights section on the BUILT site, in each language: the list (newest first, twelve a page,
 * each card's facts), the category filter and the numbered pages as addresses of their own (with
 * JavaScript off too), an article's page (byline, table of contents whose jumps stop below the header,
 * text, share links with the copy button, previous and next, related articles, the service and the
 * courses it is about, the ways to the contact section and the newsletter), the language switch on an
 * article, the home page's latest articles and the footer's link. What the pages show is read from
 * data/ at test time, through the same publication rule and scoring as the build.
 */
import type { Page } from "@playwright/test";
import { PUBLISHED_LOCALES, otherLocale, LOCALE_SETTINGS, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { articleListPath, articlePath, coursePath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { dictionaryFor } from "../../src/i18n/dictionary";
import { formatsFor } from "../../src/lib/format/formats";
import { ARTICLES_PER_PAGE } from "../../src/lib/articles/article-pagination";
import { relatedArticles } from "../../src/lib/articles/related-articles";
import { emailShareHref, linkedInShareUrl } from "../../src/lib/articles/share-links";
import { teamMemberAnchor } from "../../src/lib/routes/page-anchors";
import { CONTACT_SECTION_ID } from "../../src/hooks/use-book-call";
import { dataItemsIn, publishedArticlesIn } from "../support/content";
import { ANCHOR_GAP_MAX, expect, expectBelowHeader, expectNoCssFaults, expectPathname, holdAppScripts, layoutShift, test, visit } from "./fixtures";

/** The address the test build is made for (gatsby-config's default; scripts/test.sh sets no SITE_URL). */
const SITE_URL = (process.env.SITE_URL || "https://www.alturaconsulting.it").replace(/\/+$/, "");

interface Article {
  id: string;
  slug: string;
  title: string;
  lead: string;
  category: string;
  tags: string[];
  author: string;
  service: string;
  relatedCourses?: string[];
  publishedAt: string;
  updatedAt?: string;
  imageAlt: string;
  body: string;
}

interface Category {
  id: string;
  slug: string;
  label: string;
}

const articlesIn = (locale: Locale) => publishedArticlesIn<Article>(locale);
/** The categories the list filters by: those with a published article, in the editors' order. */
const categoriesIn = (locale: Locale) =>
  dataItemsIn<Category>("article-categories", locale).filter((category) => articlesIn(locale).some((a) => a.category === category.id));
const insightsPage = (locale: Locale) => dataItemsIn<{ id: string; heading: string }>("pages", locale).find((entry) => entry.id === "insights")!;
const sectionsOf = (article: Article) => article.body.split("\n").filter((line) => line.startsWith("## ")).length;

const cards = (page: Page) => page.locator("main [data-article]");
const cardTitles = (page: Page) => cards(page).getByRole("heading").allInnerTexts();

/** The list's pages for a category (or every article): each page's titles, twelve a page. */
const pagesOf = (articles: readonly Article[]): string[][] => {
  const pages: string[][] = [];
  for (let start = 0; start < articles.length; start += ARTICLES_PER_PAGE) pages.push(articles.slice(start, start + ARTICLES_PER_PAGE).map((a) => a.title));
  return pages;
};

/** Every page of a list, as its navigation leads from one to the next; with a single page, no navigation and no page 2. */
const expectPagination = async (page: Page, locale: Locale, categorySlug: string | null, articles: readonly Article[]) => {
  const words = dictionaryFor(locale).insights;
  const pages = pagesOf(articles);
  const nav = page.getByRole("navigation", { name: words.pagination });
  if (pages.length === 1) {
    await expect(nav).toHaveCount(0);
    const second = await page.request.get(articleListPath(locale, { categorySlug, page: 2 }));
    expect(second.status(), "a list of one page has no page 2").toBe(404);
    return;
  }
  for (const [index, titles] of pages.entries()) {
    const number = index + 1;
    await expectPathname(page, articleListPath(locale, { categorySlug, page: number }));
    expect(await cardTitles(page)).toEqual(titles);
    await expect(nav.getByRole("link", { name: words.pageNumber(number), exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
    if (number > 1)
      await expect(nav.getByRole("link", { name: words.previousPage })).toHaveAttribute("href", articleListPath(locale, { categorySlug, page: number - 1 }));
    if (number < pages.length) await nav.getByRole("link", { name: words.nextPage }).click();
    else await expect(nav.getByRole("link", { name: words.nextPage })).toHaveCount(0);
  }
};

for (const locale of PUBLISHED_LOCALES) {
  const words = dictionaryFor(locale).insights;
  const { formatDate } = formatsFor(locale);
  const readingTime = new RegExp(words.readingTime(0).replace("0", "\\d+"));

  test.describe(`Insights (${locale})`, () => {
    test("l'elenco: i più recenti per primi, dodici a pagina, ogni scheda con i suoi dati; il filtro per categoria e le pagine numerate sono indirizzi", async ({
      page,
    }) => {
      const articles = articlesIn(locale);
      await visit(page, articleListPath(locale));
      await test.step("il titolo, le schede nell'ordine, ciascuna con copertina, categoria, titolo, sommario, data, lettura e autore", async () => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(insightsPage(locale).heading);
        expect(await cardTitles(page)).toEqual(pagesOf(articles)[0]);
        const [newest] = articles;
        const card = cards(page).first();
        const category = dataItemsIn<Category>("article-categories", locale).find((c) => c.id === newest.category)!;
        const author = dataItemsIn<{ id: string; name: string }>("team", locale).find((member) => member.id === newest.author)!;
        await expect(card.getByRole("img", { name: newest.imageAlt })).toBeVisible();
        await expect(card.getByText(category.label, { exact: true })).toBeVisible();
        await expect(card.getByRole("link", { name: newest.title })).toHaveAttribute("href", articlePath(newest.slug, locale));
        await expect(card.getByText(newest.lead)).toBeVisible();
        await expect(card.locator("time")).toHaveText(formatDate(newest.publishedAt));
        await expect(card.locator("time")).toHaveAttribute("datetime", newest.publishedAt);
        await expect(card.getByText(readingTime)).toBeVisible();
        await expect(card.getByText(author.name, { exact: true })).toBeVisible();
      });
      await test.step("il filtro elenca le categorie con articoli, e segna l'elenco corrente", async () => {
        const filter = page.getByRole("navigation", { name: words.categories });
        await expect(filter.getByRole("link")).toHaveText([words.allArticles, ...categoriesIn(locale).map((c) => c.label)]);
        await expect(filter.getByRole("link", { name: words.allArticles })).toHaveAttribute("aria-current", "page");
        await expect(filter.locator("[aria-current]")).toHaveCount(1);
      });
      await test.step("le pagine numerate di tutti gli articoli", () => expectPagination(page, locale, null, articles));
      for (const category of categoriesIn(locale)) {
        await test.step(`la categoria ${category.label}: il suo indirizzo, solo i suoi articoli, le sue pagine`, async () => {
          await page.getByRole("navigation", { name: words.categories }).getByRole("link", { name: category.label, exact: true }).click();
          await expectPathname(page, articleListPath(locale, { categorySlug: category.slug }));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.label);
          await expect(page.getByRole("navigation", { name: words.categories }).getByRole("link", { name: category.label, exact: true })).toHaveAttribute(
            "aria-current",
            "page",
          );
          await expectPagination(
            page,
            locale,
            category.slug,
            articles.filter((a) => a.category === category.id),
          );
        });
      }
      await expectNoCssFaults(page);
    });

    test("un articolo: autore, date, indice che porta sotto l'header, testo, condivisione, precedente, correlati, servizio e corsi, contatti; il cambio di lingua porta alla traduzione", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const articles = articlesIn(locale);
      const relatable = (a: Article) => ({ ...a, jsonId: a.id, categoryId: a.category });
      // The newest article that has related ones: the newest of all, as long as there are others (related-articles.ts).
      const index = articles.findIndex((a) => relatedArticles(relatable(a), articles.map(relatable)).length > 0);
      const [article, older, newer] = [articles[index], articles[index + 1], articles[index - 1]];
      const path = articlePath(article.slug, locale);
      await visit(page, path);
      expect(await layoutShift(page, 500), "layout shift while the article loads").toBeLessThan(0.01);

      await test.step("titolo, sommario, categoria e la firma: autore con foto e ruolo, data, tempo di lettura", async () => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
        await expect(page.getByText(article.lead, { exact: true })).toBeVisible();
        const author = dataItemsIn<{ id: string; name: string; role: string; imageAlt: string }>("team", locale).find((m) => m.id === article.author)!;
        const byline = page.locator("[data-byline]");
        await expect(byline.getByRole("link", { name: author.name })).toHaveAttribute(
          "href",
          `${routePath("chi-siamo", locale)}#${teamMemberAnchor(author.id)}`,
        );
        await expect(byline.getByRole("img", { name: author.imageAlt })).toBeVisible();
        await expect(byline.getByText(author.role)).toBeVisible();
        await expect(byline.locator("time").first()).toHaveText(formatDate(article.publishedAt));
        await expect(byline.getByText(readingTime)).toBeVisible();
      });

      await test.step("l'indice: una voce per sezione, e ogni salto si ferma sotto l'header", async () => {
        expect(sectionsOf(article)).toBeGreaterThanOrEqual(3);
        const toc = page.getByRole("navigation", { name: words.article.tableOfContents });
        const entries = toc.getByRole("link");
        await expect(entries).toHaveCount(sectionsOf(article));
        for (const position of [sectionsOf(article) - 1, 0]) {
          const href = (await entries.nth(position).getAttribute("href")) as string;
          await entries.nth(position).click();
          await expect(page).toHaveURL(new RegExp(`${href}$`));
          await expectBelowHeader(page, `[id="${href.slice(1)}"]`);
        }
      });

      await test.step("il testo: sezioni, elenchi e una tabella che scorre nel suo riquadro, raggiungibile da tastiera", async () => {
        const body = page.locator("[data-article-body]");
        await expect(body.locator("h2")).toHaveCount(sectionsOf(article));
        await expect(body.locator("ul li, ol li").first()).toBeVisible();
        const table = body.getByRole("region", { name: words.article.table });
        await expect(table.getByRole("table")).toHaveCount(1);
        await expect(table).toHaveAttribute("tabindex", "0");
      });

      await test.step("condividi: LinkedIn e email come link, e il pulsante che copia l'indirizzo", async () => {
        const url = `${SITE_URL}${path}`;
        const share = page.getByRole("region", { name: words.article.share.title });
        const linkedIn = share.getByRole("link", { name: new RegExp(words.article.share.linkedIn) });
        await expect(linkedIn).toHaveAttribute("href", linkedInShareUrl(url));
        await expect(linkedIn).toHaveAttribute("target", "_blank");
        await expect(share.getByRole("link", { name: words.article.share.email })).toHaveAttribute(
          "href",
          emailShareHref(article.title, words.article.share.emailBody(article.lead, url)),
        );
        await share.getByRole("button", { name: words.article.share.copyLink }).click();
        await expect(share.getByRole("status")).toHaveText(words.article.share.copied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      });

      await test.step("l'articolo precedente (più vecchio) e il successivo (più recente)", async () => {
        const neighbours = page.getByRole("navigation", { name: words.article.neighbours.label });
        await expect(neighbours.getByRole("link")).toHaveCount([older, newer].filter(Boolean).length);
        const previous = neighbours.getByRole("link", { name: new RegExp(words.article.neighbours.previous) });
        const next = neighbours.getByRole("link", { name: new RegExp(words.article.neighbours.next) });
        if (older) await expect(previous).toHaveAttribute("href", articlePath(older.slug, locale));
        else await expect(previous).toHaveCount(0);
        if (newer) await expect(next).toHaveAttribute("href", articlePath(newer.slug, locale));
        else await expect(next).toHaveCount(0);
      });

      await test.step("fino a tre articoli correlati, i più vicini per categoria e parole chiave, poi i più recenti", async () => {
        const expected = relatedArticles(relatable(article), articles.map(relatable));
        expect(expected.length).toBeGreaterThan(0);
        const related = page.locator("#correlati [data-article]");
        await expect(related).toHaveCount(expected.length);
        await expect(related.getByRole("heading")).toHaveText(expected.map((a) => a.title));
        await expect(related.getByRole("link").first()).toHaveAttribute("href", articlePath(expected[0].slug, locale));
      });

      await test.step("il servizio e i corsi di cui parla, il contatto e la newsletter", async () => {
        const services = dataItemsIn<{ id: string; title: string }>("services", locale);
        const offer = page.locator("[data-article-offer]");
        await expect(offer.getByRole("heading", { name: services.find((s) => s.id === article.service)!.title })).toBeVisible();
        await expect(offer.getByRole("link", { name: new RegExp(services.find((s) => s.id === article.service)!.title) })).toHaveAttribute(
          "href",
          `${routePath("servizi", locale)}?service=${services.findIndex((s) => s.id === article.service)}`,
        );
        const courses = dataItemsIn<{ id: string; slug: string; title: string }>("courses", locale);
        const named = (article.relatedCourses ?? []).map((id) => courses.find((course) => course.id === id)!);
        await expect(offer.locator("[data-course]")).toHaveCount(named.length);
        for (const course of named) await expect(offer.getByRole("link", { name: course.title })).toHaveAttribute("href", coursePath(course.slug, locale));
        await expect(page.locator("#parliamone").getByRole("link", { name: dictionaryFor(locale).shared.talkToConsultant })).toHaveAttribute(
          "href",
          `${routePath("home", locale)}#${CONTACT_SECTION_ID}`,
        );
        await expect(page.getByRole("form", { name: dictionaryFor(locale).forms.newsletter.label })).toBeVisible();
      });
      await expectNoCssFaults(page);

      await test.step("il cambio di lingua porta alla traduzione dell'articolo", async () => {
        const other = otherLocale(locale);
        const translation = articlesIn(other).find((a) => a.id === article.id)!;
        await page.getByRole("banner").getByRole("link", { name: LOCALE_SETTINGS[other].nativeName, exact: true }).click();
        await expectPathname(page, articlePath(translation.slug, other));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(translation.title);
        await expect(page.locator("html")).toHaveAttribute("lang", other);
      });
    });
  });
}

test.describe("Insights senza JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("il filtro per categoria, le pagine e l'indice funzionano come link", async ({ page }) => {
    const words = dictionaryFor("it").insights;
    const [category] = categoriesIn("it");
    await page.goto(articleListPath("it"));
    await page.getByRole("navigation", { name: words.categories }).getByRole("link", { name: category.label, exact: true }).click();
    await expectPathname(page, articleListPath("it", { categorySlug: category.slug }));
    expect(await cardTitles(page)).toEqual(pagesOf(articlesIn("it").filter((a) => a.category === category.id))[0]);
    await page.getByRole("navigation", { name: words.categories }).getByRole("link", { name: words.allArticles }).click();
    await expectPathname(page, articleListPath("it"));
    await expectPagination(page, "it", null, articlesIn("it"));

    const [article] = articlesIn("it");
    await cards(page).getByRole("link", { name: article.title }).click();
    await expectPathname(page, articlePath(article.slug, "it"));
    const entries = page.getByRole("navigation", { name: words.article.tableOfContents }).getByRole("link");
    const href = (await entries.last().getAttribute("href")) as string;
    await entries.last().click();
    // Without scripts the page cannot be asked where things are: their boxes are read from outside.
    await expect
      .poll(async () => {
        const [target, header] = [await page.locator(`[id="${href.slice(1)}"]`).boundingBox(), await page.locator("header").first().boundingBox()];
        return target !== null && header !== null && target.y >= header.y + header.height - 1 && target.y <= header.y + header.height + ANCHOR_GAP_MAX;
      })
      .toBe(true);
  });
});

test("il link copiato prima che partano gli script: la pressione aspetta gli script e il link viene copiato", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const words = dictionaryFor("it").insights.article.share;
  const [article] = articlesIn("it");
  const release = await holdAppScripts(page);
  // The held scripts hold the load event too: the page is there at DOMContentLoaded.
  await page.goto(articlePath(article.slug, "it"), { waitUntil: "domcontentloaded" });
  const share = page.getByRole("region", { name: words.title });
  await share.getByRole("button", { name: words.copyLink }).click();
  await expect(share.getByRole("status")).toHaveText("");
  await release();
  await expect(share.getByRole("status")).toHaveText(words.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_URL}${articlePath(article.slug, "it")}`);
});

test("la home mostra gli ultimi tre articoli prima dei contatti, e il piè di pagina porta agli Insights", async ({ page }) => {
  for (const locale of PUBLISHED_LOCALES) {
    const words = dictionaryFor(locale);
    await visit(page, routePath("home", locale));
    const section = page.locator("#insights");
    await expect(section.locator("[data-article]").getByRole("heading")).toHaveText(
      articlesIn(locale)
        .slice(0, 3)
        .map((a) => a.title),
    );
    await expect(section.getByRole("link", { name: words.insights.latest.all })).toHaveAttribute("href", articleListPath(locale));
    expect(await page.evaluate((contact) => document.querySelector(`#insights + #${contact}`) !== null, CONTACT_SECTION_ID)).toBe(true);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: words.pageNames.insights, exact: true })).toHaveAttribute(
      "href",
      articleListPath(locale),
    );
    // The header keeps the specification's five links.
    await expect(page.getByRole("banner").getByRole("link", { name: words.pageNames.insights })).toHaveCount(0);
  }
});

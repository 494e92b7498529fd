/**
 * The English site as a visitor from abroad meets it: every kind of page in English, with no Italian
 * interface left, the navigation, the cookie banner, the FAQ, the catalogue's and the calendar's
 * filters, and the contact form with its messages. The Italian suites check the same behaviour in
 * depth; these check that it speaks English. The words come from where the pages take them: the English
 * dictionary, the forms' shared rules and the content's English texts.
 */
import type { Page } from "@playwright/test";
import { en } from "../../src/i18n/dictionaries/en";
import { it as italian } from "../../src/i18n/dictionaries/it";
import { routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { CONTACT_MESSAGES } from "../../supabase/functions/_shared/site-contract/contact-rules";
import { dataItemsIn } from "../support/content";
import { BRAND_SUFFIX, FUNCTION_URL, expect, expectNoCssFaults, pageOfEachKind, storedConsent, test, toast, validContact, visit } from "./fixtures";

const NAV_KEYS = ["home", "servizi", "chi-siamo", "academy", "eventi"] as const;
const messages = CONTACT_MESSAGES.en;

/** Every text of a dictionary, its functions left out (their words depend on values). */
const textsOf = (tree: unknown): string[] => (typeof tree === "string" ? [tree] : tree && typeof tree === "object" ? Object.values(tree).flatMap(textsOf) : []);

/**
 * The Italian interface's texts that would give an untranslated piece away: whole phrases (12 characters
 * or more), none of which the English dictionary also uses (brand and product names are shared).
 */
const italianOnlyPhrases = (() => {
  const english = new Set(textsOf(en));
  return textsOf(italian).filter((text) => text.trim().length >= 12 && !english.has(text));
})();

const mainMenu = (page: Page) => page.getByRole("navigation", { name: en.layout.mainMenu });

/** The FAQ opens an answer: on the home page. */
const faqOpensAnAnswer = async (page: Page) => {
  const [first] = dataItemsIn<{ question: string; answer: string }>("faq.json", "en");
  await page.locator("summary", { hasText: first.question }).click();
  await expect(page.getByText(first.answer)).toBeVisible();
};

/** The catalogue's filters: on the Academy page. */
const catalogueFilters = async (page: Page) => {
  const courses = dataItemsIn<{ category: string; level: string }>("courses.json", "en");
  const [category] = dataItemsIn<{ id: string; label: string }>("course-categories.json", "en");
  const [level] = dataItemsIn<{ id: string; label: string }>("course-levels.json", "en");
  const catalogue = page.locator("#corsi");
  await expect(catalogue.getByRole("status")).toHaveText(en.catalogue.courseCount(courses.length));
  await page.getByRole("tablist", { name: en.catalogue.courseCategories }).getByRole("tab", { name: category.label, exact: true }).click();
  await catalogue.getByLabel(en.facts.level, { exact: true }).selectOption({ label: level.label });
  const matching = courses.filter((course) => course.category === category.id && course.level === level.id);
  await expect(catalogue.getByRole("status")).toHaveText(en.catalogue.courseCount(matching.length));
  await expect(page).toHaveURL(new RegExp(`${routePath("academy", "en")}\\?categoria=${category.id}&livello=${level.id}$`));
  await catalogue.getByRole("button", { name: en.catalogue.resetFilters }).click();
  await expect(catalogue.getByRole("status")).toHaveText(en.catalogue.courseCount(courses.length));
};

/** The calendar's filter: on the events page. */
const calendarFilter = async (page: Page) => {
  const events = dataItemsIn<{ type: string }>("events.json", "en");
  const types = dataItemsIn<{ id: string; label: string }>("event-types.json", "en");
  const type = types.find((candidate) => events.some((event) => event.type === candidate.id))!;
  await page.getByRole("tablist", { name: en.catalogue.eventTypes }).getByRole("tab", { name: type.label, exact: true }).click();
  await expect(page.locator("#calendario").getByRole("status")).toHaveText(en.catalogue.eventCount(events.filter((event) => event.type === type.id).length));
};

test.describe("the English site", () => {
  // Each page opened once: first what every page must be, which only reads it, then what a visitor does on
  // the home page, the catalogue and the calendar (each a step named as its test was), the page's last use.
  // The cssGuard reads only the page a test ends on: the state each of those tests ended in is checked
  // here as the guard would. Six pages a test: a page takes 1.5-2 s here, and twelve with the visitor's
  // steps took 20 s of a test's 30.
  const usesOf: Record<string, { title: string; run: (page: Page) => Promise<void> }> = {
    [routePath("home", "en")]: { title: "the FAQ opens an answer, in English", run: faqOpensAnAnswer },
    [routePath("academy", "en")]: { title: "the catalogue's filters name their choices and count the courses in English", run: catalogueFilters },
    [routePath("eventi", "en")]: { title: "the calendar's filter counts the events in English", run: calendarFilter },
  };
  const PAGES_PER_TEST = 6;
  const routes = pageOfEachKind("en");
  for (const path of Object.keys(usesOf))
    if (!routes.includes(path)) throw new Error(`${path}, where "${usesOf[path].title}" runs, is not a page of each kind`);
  for (let first = 0; first < routes.length; first += PAGES_PER_TEST) {
    const part = routes.slice(first, first + PAGES_PER_TEST);
    const uses = part.filter((route) => usesOf[route]).map((route) => usesOf[route].title);
    test(`every kind of page is in English: its language, its title, the menu, and no Italian interface (pages ${first + 1}-${first + part.length} of ${routes.length})${uses.length ? `; ${uses.join("; ")}` : ""}`, async ({
      page,
    }) => {
      for (const route of part) {
        await visit(page, route);
        await test.step(`${route} is in English: its language, its title, the menu, and no Italian interface`, async () => {
          await expect(page.locator("html"), route).toHaveAttribute("lang", "en");
          expect(await page.title(), route).toContain(BRAND_SUFFIX.replace(" | ", ""));
          await expect(mainMenu(page).getByRole("link"), route).toHaveText(NAV_KEYS.map((key) => en.pageNames[key]));
          const text = await page.locator("body").innerText();
          expect(
            italianOnlyPhrases.filter((phrase) => text.includes(phrase)),
            `${route}: Italian interface texts`,
          ).toEqual([]);
        });
        const use = usesOf[route];
        if (use) {
          await test.step(use.title, () => use.run(page));
          await expectNoCssFaults(page);
        }
      }
    });
  }

  test("the menu leads to the English pages, which stay English as the visitor moves on", async ({ page }) => {
    await visit(page, routePath("home", "en"));
    for (const key of NAV_KEYS.slice(1)) {
      await mainMenu(page).getByRole("link", { name: en.pageNames[key], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${routePath(key, "en")}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(mainMenu(page).getByRole("link", { name: en.pageNames[key], exact: true })).toHaveAttribute("aria-current", "page");
    }
  });

  test.describe("on a first visit", () => {
    test.use({ cookieConsent: null });

    test("the cookie banner speaks English, and Accept stores the choice", async ({ page }) => {
      await page.goto(routePath("servizi", "en"), { waitUntil: "domcontentloaded" });
      const banner = page.getByRole("region", { name: en.cookieBanner.region });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("link", { name: en.cookieBanner.cookiePolicy })).toHaveAttribute("href", routePath("cookie-policy", "en"));
      await banner.getByRole("button", { name: en.cookieBanner.accept, exact: true }).click();
      await expect(banner).toBeHidden();
      expect(await storedConsent(page)).toBe("accepted");
    });
  });

  test.describe("the contact form", () => {
    const openEnglishContactForm = async (page: Page) => {
      await visit(page, routePath("home", "en"));
      await page.locator("#contatti").scrollIntoViewIfNeeded();
      return page.getByRole("form", { name: en.forms.contact.label });
    };

    test("asks for consent first, then checks each field, in English", async ({ page }) => {
      let called = false;
      await page.route(FUNCTION_URL, (route) => {
        called = true;
        return route.abort();
      });
      const form = await openEnglishContactForm(page);
      await form.getByRole("button", { name: en.forms.contact.submit }).click();
      await expect(toast(page, messages.consentTitle, messages.consent)).toBeVisible();

      await form.getByLabel(en.forms.contact.name).fill(validContact.name);
      await form.getByLabel(en.forms.contact.email).fill("giulia@");
      await form.getByLabel(en.forms.contact.message).fill(validContact.message);
      await form.getByText(en.forms.consentBefore.trim()).click();
      await form.getByRole("button", { name: en.forms.contact.submit }).click();
      await expect(toast(page, messages.validationTitle, messages.emailInvalid)).toBeVisible();
      expect(called).toBe(false);
    });

    test("a message sent is confirmed in English", async ({ page }) => {
      const form = await openEnglishContactForm(page);
      await form.getByLabel(en.forms.contact.name).fill(validContact.name);
      await form.getByLabel(en.forms.contact.email).fill(`english-${Date.now()}@example.com`);
      await form.getByLabel(en.forms.contact.message).fill("We would like to understand how to plan the launch of our new product.");
      await form.getByText(en.forms.consentBefore.trim()).click();
      await form.getByRole("button", { name: en.forms.contact.submit }).click();
      await expect(toast(page, en.forms.contact.sent.title, en.forms.contact.sent.text)).toBeVisible({ timeout: 15_000 });
    });
  });
});

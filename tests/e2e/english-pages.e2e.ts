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
import { routePath } from "../../src/lib/routes/route-map";
import { CONTACT_MESSAGES } from "../../supabase/functions/_shared/contact-rules";
import { dataItemsIn } from "../support/content";
import { BRAND_SUFFIX, FUNCTION_URL, expect, pageOfEachKind, storedConsent, test, toast, validContact, visit } from "./fixtures";

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

test.describe("the English site", () => {
  test("every kind of page is in English: its language, its title, the menu, and no Italian interface", async ({ page }) => {
    for (const route of pageOfEachKind("en")) {
      await visit(page, route);
      await expect(page.locator("html"), route).toHaveAttribute("lang", "en");
      expect(await page.title(), route).toContain(BRAND_SUFFIX.replace(" | ", ""));
      await expect(mainMenu(page).getByRole("link"), route).toHaveText(NAV_KEYS.map((key) => en.pageNames[key]));
      const text = await page.locator("body").innerText();
      expect(
        italianOnlyPhrases.filter((phrase) => text.includes(phrase)),
        `${route}: Italian interface texts`,
      ).toEqual([]);
    }
  });

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

  test("the FAQ opens an answer, in English", async ({ page }) => {
    const [first] = dataItemsIn<{ question: string; answer: string }>("faq.json", "en");
    await visit(page, routePath("home", "en"));
    await page.locator("summary", { hasText: first.question }).click();
    await expect(page.getByText(first.answer)).toBeVisible();
  });

  test("the catalogue's filters name their choices and count the courses in English", async ({ page }) => {
    const courses = dataItemsIn<{ category: string; level: string }>("courses.json", "en");
    const [category] = dataItemsIn<{ id: string; label: string }>("course-categories.json", "en");
    const [level] = dataItemsIn<{ id: string; label: string }>("course-levels.json", "en");
    await visit(page, routePath("academy", "en"));
    const catalogue = page.locator("#corsi");
    await expect(catalogue.getByRole("status")).toHaveText(en.catalogue.courseCount(courses.length));
    await page.getByRole("tablist", { name: en.catalogue.courseCategories }).getByRole("tab", { name: category.label, exact: true }).click();
    await catalogue.getByLabel(en.facts.level, { exact: true }).selectOption({ label: level.label });
    const matching = courses.filter((course) => course.category === category.id && course.level === level.id);
    await expect(catalogue.getByRole("status")).toHaveText(en.catalogue.courseCount(matching.length));
    await expect(page).toHaveURL(new RegExp(`${routePath("academy", "en")}\\?categoria=${category.id}&livello=${level.id}$`));
    await catalogue.getByRole("button", { name: en.catalogue.resetFilters }).click();
    await expect(catalogue.getByRole("status")).toHaveText(en.catalogue.courseCount(courses.length));
  });

  test("the calendar's filter counts the events in English", async ({ page }) => {
    const events = dataItemsIn<{ type: string }>("events.json", "en");
    const types = dataItemsIn<{ id: string; label: string }>("event-types.json", "en");
    const type = types.find((candidate) => events.some((event) => event.type === candidate.id))!;
    await visit(page, routePath("eventi", "en"));
    await page.getByRole("tablist", { name: en.catalogue.eventTypes }).getByRole("tab", { name: type.label, exact: true }).click();
    await expect(page.locator("#calendario").getByRole("status")).toHaveText(en.catalogue.eventCount(events.filter((event) => event.type === type.id).length));
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

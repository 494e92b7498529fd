/**
 * The web font (src/theme/web-font.ts): a first visit paints in the metric-matched fallback and
 * fetches Manrope only after load; once it is cached, pages use it from their first paint, the
 * next page opened in the site included, and nothing moves when it does.
 */
import { expect, layoutShift, test, visit } from "./fixtures";
import type { Page } from "@playwright/test";
import { WEB_FONT_ATTRIBUTE } from "../../src/start-up/page-script/page-state";
import { WEB_FONT_FAMILY as FONT_FAMILY, WEB_FONT_KEY as FONT_KEY } from "../../src/theme/web-font";

const fontCached = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), FONT_KEY);
const usesWebFont = (page: Page) => page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), WEB_FONT_ATTRIBUTE);
/** The first family the heading's computed style names. */
const headingFamily = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontFamily.split(",")[0].replace(/["']/g, "").trim());

/** When the font file was requested and when the page's load event began, in ms from navigation start. */
const fontTiming = (page: Page) =>
  page.evaluate(() => {
    const font = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"));
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return { fontStart: font?.startTime ?? null, loadStart: navigation.loadEventStart };
  });

test.describe("carattere tipografico", () => {
  test("prima visita: la pagina usa il carattere di riserva e Manrope si scarica solo dopo il caricamento", async ({ page }) => {
    await page.goto("/", { waitUntil: "load" });
    expect(await usesWebFont(page)).toBe(false);
    expect(await headingFamily(page)).toBe("Manrope Fallback");

    await expect.poll(() => fontCached(page)).toBe(FONT_FAMILY);
    const { fontStart, loadStart } = await fontTiming(page);
    expect(fontStart).not.toBeNull();
    expect(fontStart!).toBeGreaterThanOrEqual(loadStart);
    // This page keeps the font it was painted in.
    expect(await usesWebFont(page)).toBe(false);
    expect(await layoutShift(page, 500)).toBe(0);
  });

  test("una volta in cache, ogni pagina usa Manrope dal primo disegno, senza spostare nulla", async ({ page }) => {
    await page.goto("/", { waitUntil: "load" });
    await expect.poll(() => fontCached(page)).toBe(FONT_FAMILY);

    await page.goto("/servizi", { waitUntil: "load" });
    expect(await usesWebFont(page)).toBe(true);
    expect(await headingFamily(page)).toBe(FONT_FAMILY);
    expect(await page.evaluate((family) => document.fonts.check(`1em "${family}"`), FONT_FAMILY)).toBe(true);
    expect(await layoutShift(page, 500)).toBe(0);
  });

  test("la pagina successiva aperta nel sito usa già Manrope; un salto nella stessa pagina non la cambia", async ({ page }) => {
    await visit(page, "/eventi");
    await expect.poll(() => fontCached(page)).toBe(FONT_FAMILY);
    expect(await usesWebFont(page)).toBe(false);

    await page.locator("section").first().getByRole("link", { name: "Guarda il calendario" }).click();
    await expect(page).toHaveURL(/#calendario$/);
    expect(await usesWebFont(page)).toBe(false);

    await page.getByRole("banner").getByRole("link", { name: "Chi siamo" }).first().click();
    await expect(page).toHaveURL(/\/chi-siamo\/?$/);
    await expect.poll(() => usesWebFont(page)).toBe(true);
    expect(await headingFamily(page)).toBe(FONT_FAMILY);
  });
});

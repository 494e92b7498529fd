/**
 * Long pages render in steps (src/lib/performance/render-in-steps.ts): parts below the hero
 * start as content-visibility:auto and an inline script renders them after load. These tests
 * hold the promises that make that invisible: the page completes itself without any script
 * of the app, and jumps land where they should even before it has.
 */
import type { Page } from "@playwright/test";
import { FULL_LAYOUT_ATTRIBUTE, RENDERED_ATTRIBUTE } from "../../src/lib/performance/render-in-steps";
import { expect, expectBelowHeader, test } from "./fixtures";

const fullyLaidOut = (page: Page) => page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), FULL_LAYOUT_ATTRIBUTE);

test.describe("pagine lunghe rese a passi", () => {
  test("l'Academy si completa da sola dopo il caricamento, senza gli script dell'app", async ({ page }) => {
    await page.goto("/academy");
    await expect.poll(() => fullyLaidOut(page), { timeout: 10_000 }).toBe(true);
    // Each of the 15 course cards, and the footer, is a step of its own.
    await expect(page.locator("[data-course][data-defer-render]")).toHaveCount(15);
    await expect(page.locator("footer[data-defer-render]")).toHaveCount(1);
    expect(await page.locator(`[data-defer-render]:not([${RENDERED_ATTRIBUTE}])`).count()).toBe(0);
    // No activity yet: the app's scripts have not started, the inline script did it all.
    const hydrated = await page.evaluate(() => Object.keys(document.querySelector("main")!).some((k) => k.startsWith("__reactFiber$")));
    expect(hydrated).toBe(false);
  });

  test("un indirizzo con #sezione apre la sezione al suo posto, a pagina già completa", async ({ page }) => {
    await page.goto("/academy#docenti");
    expect(await fullyLaidOut(page)).toBe(true);
    await expectBelowHeader(page, "#docenti");
    // And it stays there once the page has settled.
    await page.waitForTimeout(500);
    await expectBelowHeader(page, "#docenti");
  });

  test("un link a una sezione cliccato appena aperta la pagina arriva alla sezione", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Parla con un consulente" }).first().click();
    await expectBelowHeader(page, "#contatti");
  });
});

/**
 * Phone layout (the "mobile" project runs only tests tagged @mobile): the drawer menu,
 * its keyboard behaviour, and no horizontal overflow on any route.
 */
import { NAV_LABELS, ROUTES, expect, expectPathname, pageContent, test, visit } from "./fixtures";
import type { Page } from "@playwright/test";
import { expectCentredHeaderOnEveryPage, headerGeometry } from "./header-geometry";

const openMenu = async (page: Page) => {
  const trigger = page.getByRole("button", { name: "Apri il menu" });
  await expect(trigger).toBeVisible();
  await trigger.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe("menu mobile", { tag: "@mobile" }, () => {
  test("l'header è alto 64 px con logo e pulsante centrati, e la barra del menu aperto coincide", async ({ page }) => {
    await visit(page, "/");
    const header = await headerGeometry(page);
    expect(header.height).toBe(64);
    expect(header.itemOffsets).toHaveLength(2);
    for (const offset of header.itemOffsets) expect(Math.abs(offset)).toBeLessThanOrEqual(1);
    await openMenu(page);
    // Once the menu's short slide has ended.
    await expect.poll(() => headerGeometry(page, "#menu-mobile > div > div")).toEqual(header);
    const trigger = await page.getByRole("button", { name: "Apri il menu" }).boundingBox();
    const close = await page.getByRole("button", { name: "Chiudi il menu" }).boundingBox();
    expect(close).toEqual(trigger);
    // A finger's target: at least 44 px each way.
    expect(Math.min(close!.width, close!.height)).toBeGreaterThanOrEqual(44);
  });

  test("su ogni tipo di pagina l'header è alto 64 px con logo e pulsante centrati", async ({ page }) => {
    await expectCentredHeaderOnEveryPage(page, 64, 2);
  });

  test("il menu desktop è nascosto e il pulsante apre il menu con tutti i link", async ({ page }) => {
    await visit(page, "/");
    // The header's own navigation; the phone menu's copy lives in its closed dialog.
    await expect(page.getByRole("banner").locator('nav[aria-label="Menu principale"]:not(dialog nav)')).toBeHidden();
    await expect(page.getByRole("dialog")).toBeHidden();

    const dialog = await openMenu(page);
    for (const label of NAV_LABELS) {
      await expect(dialog.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole("button", { name: "Prenota un call" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("il primo tocco apre il menu anche prima che gli script della pagina partano", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Apri il menu" }).tap();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Academy", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("scegliere un link naviga e chiude il menu", async ({ page }) => {
    await visit(page, "/");
    const dialog = await openMenu(page);
    await dialog.getByRole("link", { name: "Academy", exact: true }).click();
    await expectPathname(page, "/academy");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageContent("/academy").heading);
  });

  test("Escape chiude il menu", async ({ page }) => {
    await visit(page, "/servizi");
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    // It opens again after being closed.
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("il pulsante 'Chiudi il menu' chiude il menu", async ({ page }) => {
    await visit(page, "/");
    const dialog = await openMenu(page);
    await dialog.getByRole("button", { name: "Chiudi il menu" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expectPathname(page, "/");
  });

  test("con il menu aperto il Tab resta dentro il menu", async ({ page }) => {
    await visit(page, "/");
    const dialog = await openMenu(page);
    // The modal dialog moves the focus inside as it opens.
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
        message: "focus should move into the open menu",
      })
      .toBe(true);
    for (let press = 1; press <= 10; press += 1) {
      await page.keyboard.press("Tab");
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== document.body);
      const focused = await page.evaluate(() => {
        const active = document.activeElement;
        return active ? `${active.tagName.toLowerCase()} "${(active.getAttribute("aria-label") ?? active.textContent ?? "").trim()}"` : "none";
      });
      expect(inside, `after Tab #${press} focus is on ${focused}, outside the menu`).toBe(true);
    }
    await expect(dialog).toBeVisible();
  });
});

test.describe("layout mobile", { tag: "@mobile" }, () => {
  for (const route of ROUTES) {
    test(`${route.path} non scorre in orizzontale`, async ({ page }) => {
      await visit(page, route.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, `document is ${scrollWidth}px wide in a ${innerWidth}px viewport`).toBeLessThanOrEqual(innerWidth);
    });
  }
});

/**
 * The fixed header (scroll state, main navigation, logo, 'Prenota un call') and the
 * back-to-top button, on desktop.
 */
import {
  NAV_LABELS,
  ROUTES,
  SECTION_TOP_MAX,
  SECTION_TOP_MIN,
  expect,
  expectBelowHeader,
  expectPathname,
  nextFrames,
  pageContent,
  scrollToY,
  scrollY,
  test,
  viewportTop,
  visit,
} from "./fixtures";

test.describe("header", () => {
  test("è fisso e segnala lo scorrimento oltre 20 px con data-scrolled", async ({ page }) => {
    await visit(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveCount(1);
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await scrollToY(page, 10);
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await scrollToY(page, 40);
    await expect(header).toHaveAttribute("data-scrolled", "true");

    await scrollToY(page, 0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("il logo porta alla home", async ({ page }) => {
    await visit(page, "/servizi");
    const logo = page.getByRole("link", { name: "Altura Consulting, torna alla home" });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute("href", "/");
    await logo.click();
    await expectPathname(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageContent("/").heading);
  });
});

test.describe("menu principale", () => {
  for (const route of ROUTES) {
    test(`su ${route.path} mostra i cinque link e marca "${route.label}" come pagina corrente`, async ({ page }) => {
      await visit(page, route.path);
      const nav = page.getByRole("navigation", { name: "Menu principale" });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link")).toHaveText(NAV_LABELS);
      for (const other of ROUTES) {
        const link = nav.getByRole("link", { name: other.label, exact: true });
        await expect(link).toHaveAttribute("href", other.path);
        if (other.path === route.path) await expect(link).toHaveAttribute("aria-current", "page");
        else await expect(link).not.toHaveAttribute("aria-current");
      }
    });
  }

  test("i link portano alle pagine", async ({ page }) => {
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Menu principale" });
    // Each page once, then back home: every link is clicked from another page.
    for (const route of [...ROUTES.slice(1), ROUTES[0]]) {
      await nav.getByRole("link", { name: route.label, exact: true }).click();
      await expectPathname(page, route.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageContent(route.path).heading);
      await expect(nav.getByRole("link", { name: route.label, exact: true })).toHaveAttribute("aria-current", "page");
    }
  });
});

test.describe("Prenota un call", () => {
  test("in home scorre fino alla sezione dei contatti", async ({ page }) => {
    await visit(page, "/");
    await expect(page.locator("#contatti")).toHaveCount(1);
    const button = page.getByRole("banner").getByRole("button", { name: "Prenota un call" });
    await expect(button).toBeVisible();
    await button.click();
    await expect
      .poll(() => viewportTop(page, "#contatti"), { message: "#contatti should scroll to the top of the viewport" })
      .toBeGreaterThanOrEqual(SECTION_TOP_MIN);
    await expect.poll(() => viewportTop(page, "#contatti")).toBeLessThanOrEqual(SECTION_TOP_MAX);
    expect(await scrollY(page)).toBeGreaterThan(0);
    await expectPathname(page, "/");
  });

  test("da /academy porta in home e poi ai contatti", async ({ page }) => {
    await visit(page, "/academy");
    await page.getByRole("banner").getByRole("button", { name: "Prenota un call" }).click();
    await expectPathname(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageContent("/").heading);
    const contacts = page.locator("#contatti");
    await expect(contacts).toBeInViewport();
    await expectBelowHeader(page, "#contatti");
  });
});

test.describe("torna all'inizio", () => {
  test("compare dopo 300 px e riporta in cima", async ({ page }) => {
    await visit(page, "/");
    const button = page.getByRole("button", { name: "Torna all'inizio della pagina" });
    await expect(button).toBeHidden();

    await scrollToY(page, 250);
    await nextFrames(page);
    await expect(button).toBeHidden();

    await scrollToY(page, 400);
    await expect(button).toBeVisible();

    await button.click();
    await expect.poll(() => scrollY(page), { message: "the page should scroll back to the top", timeout: 10_000 }).toBe(0);
    await expect(button).toBeHidden();
  });
});

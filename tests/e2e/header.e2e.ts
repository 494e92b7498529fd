/**
 * The fixed header (scroll state, main navigation, logo, 'Prenota un call') and the
 * back-to-top link, on desktop. The scroll state is the page script's (src/start-up/page-script):
 * it follows the first scroll, before the app's scripts start.
 */
import {
  NAV_LABELS,
  ROUTES,
  expect,
  expectBelowHeader,
  expectPathname,
  holdAppScripts,
  isHydrated,
  layoutShift,
  nextFrames,
  pageContent,
  scrollToY,
  scrollY,
  test,
  visit,
} from "./fixtures";
import type { Page } from "@playwright/test";
import { expectCentredHeaderOnEveryPage, headerGeometry } from "./header-geometry";

/** The header's background: transparent over the hero, translucent navy once scrolled. */
const TRANSPARENT = "rgba(0, 0, 0, 0)";
const SCROLLED = "rgba(7, 21, 42, 0.82)";

/** The five links of the main navigation, in order, each to its page, and only the current page's marked as such. */
const expectMenuOn = async (page: Page, current: (typeof ROUTES)[number]) => {
  const nav = page.getByRole("navigation", { name: "Menu principale" });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link")).toHaveText(NAV_LABELS);
  for (const other of ROUTES) {
    const link = nav.getByRole("link", { name: other.label, exact: true });
    await expect(link).toHaveAttribute("href", other.path);
    if (other.path === current.path) await expect(link).toHaveAttribute("aria-current", "page");
    else await expect(link).not.toHaveAttribute("aria-current");
  }
};

const backToTop = (page: Page) => page.getByRole("link", { name: "Torna all'inizio della pagina" });

test.describe("header", () => {
  test("cambia aspetto al primo scorrimento, prima che l'app parta", async ({ page }) => {
    await holdAppScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("background-color", TRANSPARENT);
    // Scrolled by the page itself: no mouse, no key.
    await scrollToY(page, 40);
    await expect(header).toHaveCSS("background-color", SCROLLED);
    await scrollToY(page, 0);
    await expect(header).toHaveCSS("background-color", TRANSPARENT);
    expect(await isHydrated(page)).toBe(false);
  });

  // /academy opened once for the menu, which only reads it, then for the header's geometry, which scrolls it: each a step named as its test was.
  test("su /academy aperta direttamente il menu marca la pagina corrente, e l'header è alto 72 px, centrato, uguale sopra l'hero e traslucido", async ({
    page,
  }) => {
    const academy = ROUTES.find((route) => route.path === "/academy")!;
    await visit(page, academy.path);
    await test.step("menu principale › una pagina aperta direttamente marca sé stessa come pagina corrente", async () => {
      await expectMenuOn(page, academy);
    });
    await test.step("è alto 72 px, con logo, menu e 'Prenota un call' centrati, uguale sopra l'hero e traslucido", async () => {
      const overHero = await headerGeometry(page);
      expect(overHero.height).toBe(72);
      expect(overHero.itemOffsets).toHaveLength(3);
      for (const offset of overHero.itemOffsets) expect(Math.abs(offset)).toBeLessThanOrEqual(1);
      await scrollToY(page, 600);
      await expect(page.getByRole("banner")).toHaveCSS("background-color", SCROLLED);
      expect(await headerGeometry(page)).toEqual(overHero);
      expect(await layoutShift(page, 500)).toBe(0);
    });
  });

  test("su ogni tipo di pagina è alto 72 px con logo, menu e 'Prenota un call' centrati", async ({ page }) => {
    await expectCentredHeaderOnEveryPage(page, 72, 3);
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
  test("su ogni pagina mostra i cinque link e marca la pagina corrente; i link portano alle pagine", async ({ page }) => {
    await visit(page, ROUTES[0].path);
    await expectMenuOn(page, ROUTES[0]);
    const nav = page.getByRole("navigation", { name: "Menu principale" });
    // Each page once, then back home: every link is clicked from another page.
    for (const route of [...ROUTES.slice(1), ROUTES[0]]) {
      await test.step(route.path, async () => {
        await nav.getByRole("link", { name: route.label, exact: true }).click();
        await expectPathname(page, route.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageContent(route.path).heading);
        await expectMenuOn(page, route);
      });
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
    await expectBelowHeader(page, "#contatti");
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
  test("compare dopo 300 px e riporta in cima, con il focus sul contenuto", async ({ page }) => {
    await visit(page, "/");
    const link = backToTop(page);
    await expect(link).toBeHidden();

    await scrollToY(page, 250);
    await nextFrames(page);
    await expect(link).toBeHidden();

    await scrollToY(page, 400);
    await expect(link).toBeVisible();

    // A new #fragment must leave <html lang> alone: each change of it restyles the whole page
    // between the press and the scroll (src/i18n/locale-context.tsx).
    await page.evaluate(() => {
      const changes: Array<string | null> = [];
      new MutationObserver((records) => changes.push(...records.map((record) => record.oldValue))).observe(document.documentElement, {
        attributeFilter: ["lang"],
        attributeOldValue: true,
      });
      Object.assign(window, { langChanges: changes });
    });
    await link.click();
    await expect.poll(() => scrollY(page), { message: "the page should scroll back to the top", timeout: 10_000 }).toBe(0);
    await expect(link).toBeHidden();
    await expect(page.locator("main#contenuto")).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { langChanges: unknown[] }).langChanges), "changes of <html lang> after the press").toEqual([]);
  });

  test("da tastiera: Invio riporta in cima e il Tab successivo riparte dal contenuto", async ({ page }) => {
    await visit(page, "/");
    await scrollToY(page, 1200);
    await backToTop(page).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBe(0);
    await expect(page.locator("main#contenuto")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement))).toBe(true);
  });

  test("funziona prima che l'app parta", async ({ page }) => {
    await holdAppScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const link = backToTop(page);
    await expect(link).toBeHidden();
    await scrollToY(page, 400);
    await expect(link).toBeVisible();
    await link.click();
    await expect.poll(() => scrollY(page), { message: "the page should scroll back to the top", timeout: 10_000 }).toBe(0);
    await expect(link).toBeHidden();
    expect(await isHydrated(page)).toBe(false);
  });
});

test.describe("movimento ridotto", () => {
  test.use({ reducedMotion: "reduce" });

  test("niente transizione dell'header né scorrimento animato", async ({ page }) => {
    await visit(page, "/");
    await expect(page.locator("html")).toHaveCSS("scroll-behavior", "auto");
    const duration = await page.getByRole("banner").evaluate((header) => parseFloat(getComputedStyle(header).transitionDuration));
    expect(duration).toBeLessThan(0.001);
    await scrollToY(page, 1200);
    await page.getByRole("link", { name: "Torna all'inizio della pagina" }).click();
    // No smooth scroll: at the top at once.
    expect(await scrollY(page)).toBe(0);
  });
});

// The home page opened once: first the check that only reads it, then the header's, which scrolls to 40 px
// and back (the link back to the top shows only past 300 px, so it is still as a fresh load leaves it),
// then the hidden link's, which moves the focus to the page's end. Each a step named as its test was.
test.describe("home, un caricamento", () => {
  // Playwright's default as well: explicit, as the check of the animated scroll had it.
  test.use({ reducedMotion: "no-preference" });

  test("lo scorrimento è animato, l'header è fisso e diventa traslucido oltre 20 px, 'torna all'inizio' nascosto è fuori dal Tab", async ({ page }) => {
    await visit(page, "/");
    await test.step("movimento consentito › lo scorrimento verso un'ancora è animato", async () => {
      await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth");
    });
    await test.step("header › è fisso e diventa traslucido oltre 20 px di scorrimento", async () => {
      const header = page.getByRole("banner");
      await expect(header).toHaveCount(1);
      await expect(header).toHaveCSS("position", "fixed");
      await expect(header).toHaveCSS("background-color", TRANSPARENT);

      await scrollToY(page, 10);
      await expect(header).toHaveCSS("background-color", TRANSPARENT);

      await scrollToY(page, 40);
      await expect(header).toHaveCSS("background-color", SCROLLED);
      await expect(header).not.toHaveCSS("backdrop-filter", "none");

      await scrollToY(page, 0);
      await expect(header).toHaveCSS("background-color", TRANSPARENT);
    });
    await test.step("torna all'inizio › nascosto, è fuori dall'ordine di tabulazione", async () => {
      await expect(page.locator('a[aria-label="Torna all\'inizio della pagina"]')).toHaveCSS("visibility", "hidden");
      // The footer's last link is the last stop of the page: the next Tab leaves it for the browser, not for the hidden link.
      await page.getByRole("contentinfo").getByRole("button", { name: "Gestisci cookie" }).focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null)).not.toBe("Torna all'inizio della pagina");
    });
  });
});

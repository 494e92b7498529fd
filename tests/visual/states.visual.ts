/**
 * The states a visitor meets besides a page's first screen: the phone menu open, the desktop header
 * once scrolled (translucent), the cookie banner on a first visit, and the footer at the bottom of a page.
 */
import type { Locator, Page } from "@playwright/test";
import { cookieBanner, nextFrames, scrollToY, visit } from "../e2e/fixtures";
import { WIDTHS, expect, shoot, test, type Width } from "./visual";

/**
 * The footer's "© <year>" is the build's year: `npm test` builds the site anew, so on the first of
 * January every footer shot would change. The year is put in an element of its own, which the shot
 * masks (its four digits are as wide whatever the year).
 */
const buildYear = async (page: Page): Promise<Locator> => {
  await page.getByRole("contentinfo").evaluate((footer) => {
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const match = /\d{4}/.exec(text.data);
      if (!match || !text.parentElement?.textContent?.includes(`© ${match[0]}`)) continue;
      const year = text.splitText(match.index);
      year.splitText(4);
      const wrapper = document.createElement("span");
      wrapper.dataset.visualBuildYear = "";
      year.replaceWith(wrapper);
      wrapper.append(year);
      return;
    }
    throw new Error("the footer should say '© <year>'");
  });
  return page.locator("[data-visual-build-year]");
};

/** Scrolls to the very bottom of the page, where the footer is. */
const scrollToBottom = async (page: Page): Promise<void> => {
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  await scrollToY(page, bottom);
  await expect(page.getByRole("contentinfo")).toBeInViewport();
};

test.describe("telefono", () => {
  test.use(WIDTHS.phone);

  test("menu aperto", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Apri il menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("button", { name: "Chiudi il menu" })).toBeVisible();
    await nextFrames(page);
    await shoot(page, "menu-aperto-phone");
  });
});

test.describe("desktop", () => {
  test.use(WIDTHS.desktop);

  test("header traslucido dopo lo scorrimento (/academy a 600 px)", async ({ page }) => {
    await visit(page, "/academy");
    await scrollToY(page, 600);
    await expect(page.getByRole("banner")).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await shoot(page, "header-scorrimento-desktop");
  });
});

test.describe("banner dei cookie all'arrivo", () => {
  test.use({ cookieConsent: null });

  for (const width of Object.keys(WIDTHS) as Width[]) {
    test.describe(width, () => {
      test.use(WIDTHS[width]);

      test("sulla home", async ({ page }) => {
        await visit(page, "/");
        await expect(cookieBanner(page)).toBeVisible();
        await shoot(page, `banner-cookie-${width}`);
      });
    });
  }
});

test.describe("piè di pagina", () => {
  for (const width of Object.keys(WIDTHS) as Width[]) {
    test.describe(width, () => {
      test.use(WIDTHS[width]);

      test("in fondo alla home", async ({ page }) => {
        await visit(page, "/");
        await scrollToBottom(page);
        await shoot(page, `footer-${width}`, { mask: [await buildYear(page)] });
      });
    });
  }
});

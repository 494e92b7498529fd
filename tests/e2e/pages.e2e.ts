/**
 * Every route: its single h1 (text from data/pages/), the document's language and
 * head tags, the skip link, and no console errors (the consoleGuard fixture). One load of each
 * page serves every check: none of them changes what the next one reads (the skip link is the
 * first Tab from the top of the page, and the checks before it move neither focus nor scroll).
 */
import { BRAND_SUFFIX, ROUTES, expect, pageContent, test, visit } from "./fixtures";

for (const route of ROUTES) {
  test(`pagina ${route.path}: un solo h1 da data/pages/, lingua, titolo, descrizione e URL canonico; il primo Tab raggiunge 'Salta al contenuto principale'`, async ({
    page,
  }) => {
    const response = await visit(page, route.path);
    expect(response?.status()).toBe(200);

    const { heading } = pageContent(route.path);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);

    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    const title = await page.title();
    expect(title.endsWith(BRAND_SUFFIX), `<title> "${title}" should end with "${BRAND_SUFFIX}"`).toBe(true);
    expect(title.length).toBeGreaterThan(BRAND_SUFFIX.length);

    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveCount(1);
    expect((await description.getAttribute("content"))?.trim()).toBeTruthy();

    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    const href = (await canonical.getAttribute("href")) ?? "";
    const expectedEnd = route.path === "/" ? "/" : route.path;
    expect(href.endsWith(expectedEnd), `canonical href "${href}" should end with "${expectedEnd}"`).toBe(true);
    expect(() => new URL(href), "canonical href should be an absolute URL").not.toThrow();

    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Salta al contenuto principale" });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#contenuto")).toBeFocused();
  });
}

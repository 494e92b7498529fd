/**
 * An unknown address: the 404 page, with a way home, a 404 status and the missing
 * path logged as a console warning.
 */
import { expect, expectPathname, pageContent, test, waitForHydration } from "./fixtures";

const MISSING_PATH = "/pagina-che-non-esiste";

test.describe("pagina 404", () => {
  // Chromium logs "Failed to load resource … 404" for the 404 document itself: expected here.
  test.use({ allowedMissingPaths: [MISSING_PATH] });

  test("risponde 404, lo segnala in console e riporta alla home", async ({ page, consoleEntries }) => {
    const response = await page.goto(MISSING_PATH);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);

    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect
      .poll(() => consoleEntries.some((entry) => entry.type === "warning" && entry.text.includes(MISSING_PATH)), {
        message: `a console warning should name ${MISSING_PATH}`,
      })
      .toBe(true);

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expectPathname(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageContent("/").heading);
  });
});

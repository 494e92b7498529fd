/**
 * The cookie banner: shown on a first visit, the choice stored in localStorage
 * `cookie-consent`, never shown again once a choice exists.
 */
import { COOKIE_CONSENT_KEY, type CookieConsentValue, expect, nextFrames, test, visit, waitForHydration } from "./fixtures";
import type { Page } from "@playwright/test";

const banner = (page: Page) => page.getByRole("region", { name: "Preferenze sui cookie" });

const storedConsent = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), COOKIE_CONSENT_KEY);

/** After hydration and the effects that follow it, the banner has had every chance to appear. */
const settle = async (page: Page) => {
  await nextFrames(page);
  await nextFrames(page);
};

test.describe("banner dei cookie, prima visita", () => {
  test.use({ cookieConsent: null });

  test("compare con Accetta, Rifiuta e il pulsante di chiusura", async ({ page }) => {
    await visit(page, "/");
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(region.getByRole("button", { name: "Accetta", exact: true })).toBeVisible();
    await expect(region.getByRole("button", { name: "Rifiuta", exact: true })).toBeVisible();
    await expect(region.getByRole("button", { name: "Chiudi e rifiuta i cookie facoltativi" })).toBeVisible();
    expect(await storedConsent(page)).toBeNull();
  });

  test("Accetta salva 'accepted' e il banner non torna, neanche su un'altra pagina", async ({ page }) => {
    await visit(page, "/");
    await banner(page).getByRole("button", { name: "Accetta", exact: true }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("accepted");

    await page.reload();
    await waitForHydration(page);
    await settle(page);
    await expect(banner(page)).toBeHidden();

    await visit(page, "/eventi");
    await settle(page);
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("accepted");
  });

  test("Rifiuta salva 'rejected'", async ({ page }) => {
    await visit(page, "/servizi");
    await banner(page).getByRole("button", { name: "Rifiuta", exact: true }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("rejected");

    await page.reload();
    await waitForHydration(page);
    await settle(page);
    await expect(banner(page)).toBeHidden();
  });

  test("il pulsante di chiusura salva 'rejected'", async ({ page }) => {
    await visit(page, "/");
    await banner(page).getByRole("button", { name: "Chiudi e rifiuta i cookie facoltativi" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("rejected");
  });
});

for (const value of ["accepted", "rejected"] satisfies CookieConsentValue[]) {
  test.describe(`banner dei cookie, scelta già salvata (${value})`, () => {
    test.use({ cookieConsent: null });

    test("il banner non compare mai", async ({ page, context }) => {
      await context.addInitScript(
        ([key, stored]) => {
          window.localStorage.setItem(key, stored);
          // Records the banner even if it were shown for a single frame.
          const w = window as Window & { __cookieBannerSeen?: boolean };
          w.__cookieBannerSeen = false;
          new MutationObserver(() => {
            if (document.querySelector('[aria-label="Preferenze sui cookie"]')) w.__cookieBannerSeen = true;
          }).observe(document, { childList: true, subtree: true });
        },
        [COOKIE_CONSENT_KEY, value] as const,
      );
      for (const route of ["/", "/chi-siamo"]) {
        await visit(page, route);
        await settle(page);
        await expect(banner(page)).toBeHidden();
        const seen = await page.evaluate(() => (window as Window & { __cookieBannerSeen?: boolean }).__cookieBannerSeen);
        expect(seen, `the banner appeared on ${route}`).toBe(false);
        expect(await storedConsent(page)).toBe(value);
      }
    });
  });
}

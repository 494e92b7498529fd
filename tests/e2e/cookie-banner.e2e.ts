/**
 * The cookie banner: in every page's HTML and visible on arrival on a first visit, the choice
 * stored in localStorage `cookie-consent`, never shown again once a choice exists. The page
 * script (src/start-up/page-script) runs it, so all of this works before the app's scripts start.
 */
import {
  COOKIE_CONSENT_KEY,
  type CookieConsentValue,
  cookieBanner,
  expect,
  holdAppScripts,
  isHydrated,
  nextFrames,
  scrollToY,
  storedConsent,
  test,
  visit,
  waitForHydration,
} from "./fixtures";
import type { Page } from "@playwright/test";

const backToTop = (page: Page) => page.getByRole("link", { name: "Torna all'inizio della pagina" });

/** After hydration and the effects that follow it, the banner has had every chance to appear. */
const settle = async (page: Page) => {
  await nextFrames(page);
  await nextFrames(page);
};

/** Opens a route as it arrives, with no input at all: what the visitor sees before any gesture, while the app's scripts start. */
const arrive = (page: Page, path: string) => page.goto(path, { waitUntil: "domcontentloaded" });

test.describe("banner dei cookie, prima visita", () => {
  test.use({ cookieConsent: null });

  test("compare con Accetta, Rifiuta e il pulsante di chiusura", async ({ page }) => {
    await visit(page, "/");
    const region = cookieBanner(page);
    await expect(region).toBeVisible();
    await expect(region.getByRole("button", { name: "Accetta", exact: true })).toBeVisible();
    await expect(region.getByRole("button", { name: "Rifiuta", exact: true })).toBeVisible();
    await expect(region.getByRole("button", { name: "Chiudi e rifiuta i cookie facoltativi" })).toBeVisible();
    expect(await storedConsent(page)).toBeNull();
  });

  for (const route of ["/", "/privacy"]) {
    test(`${route}: è visibile all'arrivo, prima di ogni gesto e senza gli script dell'app`, async ({ page }) => {
      await holdAppScripts(page);
      await arrive(page, route);
      await expect(cookieBanner(page)).toBeVisible();
      await expect(cookieBanner(page).getByRole("button", { name: "Accetta", exact: true })).toBeVisible();
      expect(await isHydrated(page)).toBe(false);
    });
  }

  test("Accetta come primo gesto, prima che l'app parta, salva la scelta; poi React non la ripete né la contraddice", async ({ page }) => {
    const release = await holdAppScripts(page);
    await arrive(page, "/");
    await cookieBanner(page).getByRole("button", { name: "Accetta", exact: true }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("accepted");
    expect(await isHydrated(page)).toBe(false);

    await release();
    await waitForHydration(page);
    await settle(page);
    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("accepted");
  });

  test("Accetta come primo gesto mentre l'app parte: la scelta vale e il banner non torna", async ({ page }) => {
    await arrive(page, "/");
    // The press lands while the app's scripts are starting.
    await cookieBanner(page).getByRole("button", { name: "Accetta", exact: true }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("accepted");
    await waitForHydration(page);
    await settle(page);
    await expect(cookieBanner(page)).toBeHidden();
  });

  test("Accetta salva 'accepted' e il banner non torna, neanche su un'altra pagina", async ({ page }) => {
    await visit(page, "/");
    await cookieBanner(page).getByRole("button", { name: "Accetta", exact: true }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("accepted");

    await page.reload();
    await waitForHydration(page);
    await settle(page);
    await expect(cookieBanner(page)).toBeHidden();

    await visit(page, "/eventi");
    await settle(page);
    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("accepted");
  });

  test("Rifiuta salva 'rejected'", async ({ page }) => {
    await visit(page, "/servizi");
    await cookieBanner(page).getByRole("button", { name: "Rifiuta", exact: true }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("rejected");

    await page.reload();
    await waitForHydration(page);
    await settle(page);
    await expect(cookieBanner(page)).toBeHidden();
  });

  test("il pulsante di chiusura salva 'rejected'", async ({ page }) => {
    await visit(page, "/");
    await cookieBanner(page).getByRole("button", { name: "Chiudi e rifiuta i cookie facoltativi" }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("rejected");
  });

  test("Accetta e Rifiuta si raggiungono da tastiera, con il focus visibile", async ({ page }) => {
    await visit(page, "/");
    const reject = cookieBanner(page).getByRole("button", { name: "Rifiuta", exact: true });
    const accept = cookieBanner(page).getByRole("button", { name: "Accetta", exact: true });
    await reject.focus();
    await page.keyboard.press("Tab");
    await expect(accept).toBeFocused();
    await expect(accept).not.toHaveCSS("outline-style", "none");
    await page.keyboard.press("Enter");
    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("accepted");
  });
});

test.describe("banner dei cookie e pulsante per tornare all'inizio", () => {
  test.use({ cookieConsent: null });

  /** Whether the element a press at the link's centre reaches is the link (or its icon). */
  const reachesBackToTop = async (page: Page) => {
    const box = await backToTop(page).boundingBox();
    if (!box) return false;
    return page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("aria-label") === "Torna all'inizio della pagina",
      [box.x + box.width / 2, box.y + box.height / 2],
    );
  };

  const expectAboveBanner = async (page: Page) => {
    await expect(backToTop(page)).toBeVisible();
    expect(await reachesBackToTop(page), "the banner covers the back-to-top link").toBe(true);
    const link = await backToTop(page).boundingBox();
    const region = await cookieBanner(page).boundingBox();
    expect(link && region && link.y + link.height <= region.y, "the back-to-top link sits above the banner").toBe(true);
  };

  test("con il banner aperto il pulsante sta sopra il banner, poi scende quando si chiude", async ({ page }) => {
    await holdAppScripts(page);
    await arrive(page, "/");
    await scrollToY(page, 600);
    await expectAboveBanner(page);
    const before = await backToTop(page).boundingBox();

    await cookieBanner(page).getByRole("button", { name: "Rifiuta", exact: true }).click();
    await expect(cookieBanner(page)).toBeHidden();
    await expect.poll(async () => (await backToTop(page).boundingBox())?.y).toBeGreaterThan(before?.y ?? 0);
    expect(await reachesBackToTop(page)).toBe(true);
  });

  test("anche su telefono, dove il banner è più alto @mobile", async ({ page }) => {
    await arrive(page, "/");
    await scrollToY(page, 600);
    await expectAboveBanner(page);
  });
});

test.describe("'Gestisci cookie' prima che l'app parta", () => {
  test("riapre il banner con la scelta attuale, porta il focus dentro e poi lo restituisce", async ({ page }) => {
    await holdAppScripts(page);
    await arrive(page, "/cookie-policy");
    await expect(cookieBanner(page)).toBeHidden();
    const manage = page.getByRole("main").getByRole("button", { name: "Gestisci cookie" });
    await manage.click();
    await expect(cookieBanner(page)).toBeVisible();
    await expect(cookieBanner(page)).toContainText("Scelta attuale: «Accetta». Puoi cambiarla quando vuoi.", { useInnerText: true });
    const reject = cookieBanner(page).getByRole("button", { name: "Rifiuta", exact: true });
    await expect(reject).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("rejected");
    await expect(manage).toBeFocused();
    expect(await isHydrated(page)).toBe(false);
  });
});

for (const value of ["accepted", "rejected"] satisfies CookieConsentValue[]) {
  test.describe(`banner dei cookie, scelta già salvata (${value})`, () => {
    test.use({ cookieConsent: null });

    test("il banner non compare mai", async ({ page, context }) => {
      await context.addInitScript(
        ([key, stored]) => {
          window.localStorage.setItem(key, stored);
          // Records the banner if it were visible at any moment: as the parser inserts it, and on every frame.
          const w = window as Window & { __cookieBannerSeen?: boolean };
          w.__cookieBannerSeen = false;
          const look = () => {
            const shown = document.querySelector<HTMLElement>('[aria-label="Preferenze sui cookie"]');
            if (shown?.checkVisibility()) w.__cookieBannerSeen = true;
          };
          new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
          const everyFrame = () => {
            look();
            requestAnimationFrame(everyFrame);
          };
          requestAnimationFrame(everyFrame);
        },
        [COOKIE_CONSENT_KEY, value] as const,
      );
      for (const route of ["/", "/chi-siamo"]) {
        await visit(page, route);
        await settle(page);
        await expect(cookieBanner(page)).toBeHidden();
        const seen = await page.evaluate(() => (window as Window & { __cookieBannerSeen?: boolean }).__cookieBannerSeen);
        expect(seen, `the banner appeared on ${route}`).toBe(false);
        expect(await storedConsent(page)).toBe(value);
      }
    });
  });
}

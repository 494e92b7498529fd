/**
 * axe-core on every route and in every state that changes the page: zero violations
 * of WCAG 2.0/2.1/2.2 A and AA. A violation is reported with its rule, its help text and the
 * offending nodes, so the failure says what to fix.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEVICES } from "../support/devices";
import { CHALLENGE_URL, FUNCTION_URL, expect, openContactForm, pageOfEachKindInEveryLanguage, test, visit } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

const ROUTES_TO_AUDIT = pageOfEachKindInEveryLanguage();
const MISSING_PATH = "/pagina-inesistente-axe";

/**
 * Contrast is judged on what the visitor reads once the page is still: a press that scrolls the page
 * turns the header translucent and a tab changes colour, each through a short CSS transition, and
 * axe caught mid-way measures colours no one reads. Endless animations (a spinner) are not waited for.
 */
const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) =>
          animation.finished.then(
            () => undefined,
            () => undefined,
          ),
        ),
    ).then(() => undefined),
  );

/**
 * A scan with AxeBuilder: every rule of WCAG_TAGS on the whole document, at less cost than its defaults.
 *
 * - Only the violations are reported node by node (`resultTypes`): the test reads nothing else, and
 *   axe then skips building a selector for each of the thousands of nodes that pass.
 * - A page without frames is scanned in its own frame (AxeBuilder's legacy mode, axe.run): the default
 *   mode opens a blank page at every scan to merge the frames' results and loads axe-core there too,
 *   which only a page with frames needs; one with frames keeps the default, which also audits
 *   cross-origin frames.
 * - axe-core (half a megabyte of script, evaluated twice per scan in legacy mode) goes into a document
 *   once: the scans after the first are given a no-op as its source, and configure the axe already
 *   there as the first did.
 */
const scan = async (page: Page) => {
  const builder = (axeSource?: string) => new AxeBuilder({ page, axeSource }).options({ resultTypes: ["violations"] }).withTags(WCAG_TAGS);
  if (page.frames().length > 1) return builder().analyze();
  const axeInDocument = await page.evaluate(() => "axe" in window);
  return builder(axeInDocument ? ";" : undefined)
    .setLegacyMode()
    .analyze();
};

const expectNoViolations = async (page: Page, state: string) => {
  await settle(page);
  const { violations } = await scan(page);
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ")}`).join("\n"),
  );
  expect(report, `axe violations — ${state}`).toEqual([]);
};

test.describe("accessibilità (axe, WCAG 2.2 AA)", () => {
  // Each page at the desktop's width, then at the phone's on the same load: the audit depends on the
  // layout the width gives (the styles' media queries are widths), not on touch.
  for (const route of ROUTES_TO_AUDIT) {
    test(`${route}: nessuna violazione, da computer e da telefono`, async ({ page }) => {
      await visit(page, route);
      await expectNoViolations(page, route);
      await page.setViewportSize(DEVICES.phone.viewport);
      await expectNoViolations(page, `${route} at the phone's width`);
    });
  }

  test.describe("pagina non trovata", () => {
    test.use({ allowedMissingPaths: [MISSING_PATH] });
    test("404: nessuna violazione", async ({ page }) => {
      await visit(page, MISSING_PATH);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page, "404");
    });
  });

  test.describe("prima visita", () => {
    test.use({ cookieConsent: null });
    test("banner dei cookie visibile: nessuna violazione", async ({ page }) => {
      await visit(page, "/");
      await expect(page.getByRole("region", { name: "Preferenze sui cookie" })).toBeVisible();
      await expectNoViolations(page, "cookie banner shown");
    });
  });

  test("FAQ con una risposta aperta: nessuna violazione", async ({ page }) => {
    await visit(page, "/");
    const question = page.locator("#faq summary").first();
    await question.click();
    await expect(page.locator("#faq details").first()).toHaveAttribute("open", "");
    await expectNoViolations(page, "FAQ item open");
  });

  test("modulo di contatto con errore e notifica: nessuna violazione", async ({ page }) => {
    // The form in view first, as a visitor has it: a field filled off screen is focused, and the focus
    // scrolls the page there smoothly (scroll-behavior: smooth) for a while after the fill returns,
    // so the next click would wait for the consent label to stop moving.
    await openContactForm(page);
    const form = page.locator("#contatti form");
    await form.getByLabel(/^Nome/).fill("Giulia");
    // Consent given, e-mail missing: the rules' first error is a validation error.
    await form.getByText(/Ho letto l/).click();
    await form.getByRole("button", { name: "Invia messaggio" }).click();
    await expect(page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "Errore di validazione" })).toBeVisible();
    await expectNoViolations(page, "contact form validation toast");
  });

  test.describe("moduli in difficoltà", () => {
    test.use({ allowedConsoleError: /Invio del messaggio di contatto non riuscito|Failed to load resource/ });
    test("modulo di contatto in verifica e poi con l'invio non riuscito: nessuna violazione", async ({ page }) => {
      // Two axe scans of the long home page, and a proof of work, beside another worker.
      test.slow();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(CHALLENGE_URL, async (route) => {
        await held;
        return route.fallback();
      });
      await page.route(FUNCTION_URL, (route) => (route.request().method() === "POST" ? route.abort("connectionrefused") : route.fallback()));
      await openContactForm(page);
      const form = page.locator("#contatti form");
      await form.getByLabel(/^Nome/).fill("Giulia Ferrari");
      await form.getByLabel("Email").fill("giulia.ferrari@example.it");
      await form.getByLabel("Messaggio").fill("Vorremmo parlarvi di un progetto.");
      await form.getByText(/Ho letto l/).click();
      await form.getByRole("button", { name: "Invia messaggio" }).click();
      await expect(form.getByRole("status").filter({ hasText: "Verifica in corso…" })).toBeVisible();
      await expectNoViolations(page, "contact form verifying");
      release();
      await expect(form.getByRole("alert").filter({ hasText: "L'invio non è riuscito" })).toBeVisible({ timeout: 20_000 });
      await expectNoViolations(page, "contact form send failed");
    });
  });

  test("link della newsletter in attesa della conferma: nessuna violazione", async ({ page }) => {
    await visit(page, "/newsletter/conferma/?token=token-di-prova-non-valido");
    await expect(page.getByRole("button", { name: "Conferma l'iscrizione" })).toBeVisible();
    await expectNoViolations(page, "newsletter confirmation waiting for the press");
    await visit(page, "/newsletter/disiscrizione/?token=token-di-prova-non-valido");
    await expect(page.getByRole("button", { name: "Conferma la disiscrizione" })).toBeVisible();
    await expectNoViolations(page, "newsletter unsubscribe waiting for the press");
  });

  test("Academy con filtri applicati e con nessun risultato: nessuna violazione", async ({ page }) => {
    // Two axe scans of the longest page, beside another worker.
    test.slow();
    await visit(page, "/academy?livello=executive");
    const catalogue = page.locator("#corsi");
    await expect(catalogue.getByRole("status")).not.toHaveText("15 corsi");
    await expectNoViolations(page, "academy filtered");

    // The empty state, reached by choosing every filter that leaves nothing.
    await page.getByRole("tablist", { name: "Categorie dei corsi" }).getByRole("tab").nth(1).click();
    await expectNoViolations(page, "academy filtered further");
  });

  test("Eventi filtrati per tipo: nessuna violazione", async ({ page }) => {
    await visit(page, "/eventi");
    const tabs = page.locator("#calendario").getByRole("tab");
    if ((await tabs.count()) > 1) await tabs.nth(1).click();
    await expectNoViolations(page, "events filtered");
  });

  test("Servizi con il terzo servizio scelto: nessuna violazione", async ({ page }) => {
    await visit(page, "/servizi?service=2");
    await expect(page.getByRole("tab", { selected: true })).toBeVisible();
    await expectNoViolations(page, "servizi third tab");
  });
});

test.describe("accessibilità su telefono", { tag: "@mobile" }, () => {
  test("menu aperto: nessuna violazione", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Apri il menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "mobile drawer open");
  });
});

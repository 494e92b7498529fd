/**
 * The forms when something fails, and their proof of work: the form's code that does not
 * arrive, a backend that fails, no JavaScript at all, the page's own scripts that do not
 * arrive — the visitor always learns what happened
 * and how to reach the firm, and keeps what they typed; and a real request carries a solved
 * challenge, solved in the background.
 */
import type { Page } from "@playwright/test";
import { CHALLENGE_URL, FUNCTION_URL, expect, openContactForm, test, toast, validContact, visit, waitForHydration } from "./fixtures";
import { watchNetwork } from "./network-settled";

const FIRM_EMAIL = "info@alturaconsulting.it";

const contactForm = (page: Page) => page.getByRole("form", { name: "Modulo di contatto" });

const fill = async (page: Page, values: typeof validContact) => {
  const form = contactForm(page);
  await form.getByLabel("Nome e cognome").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel(/Azienda/).fill(values.company);
  await form.getByLabel("Messaggio").fill(values.message);
  await form.getByText(/Ho letto l/).click();
  return form;
};

const expectKept = async (page: Page, values: typeof validContact) => {
  const form = contactForm(page);
  await expect(form.getByLabel("Nome e cognome")).toHaveValue(values.name);
  await expect(form.getByLabel("Email")).toHaveValue(values.email);
  await expect(form.getByLabel(/Azienda/)).toHaveValue(values.company);
  await expect(form.getByLabel("Messaggio")).toHaveValue(values.message);
  await expect(form.getByRole("checkbox", { name: /informativa sulla privacy/ })).toBeChecked();
};

const SENT = ["Messaggio inviato!", "Ti abbiamo inviato una email di conferma. Ti risponderemo entro 24 ore."] as const;

test.describe("moduli: quando qualcosa non va", () => {
  test.use({
    allowedConsoleError:
      /il codice del modulo non è stato caricato|Invio del messaggio di contatto non riuscito|Failed to load resource|ChunkLoadError|Loading chunk/,
  });

  test("il codice del modulo non arriva: messaggio visibile con l'indirizzo email, dati conservati; riprovando, l'invio riesce", async ({ page }) => {
    const network = watchNetwork(page);
    await visit(page, "/");
    // What the live page fetches by itself has arrived (gatsby-plugin-image loads its own chunk from
    // the first image's effect, without a catch of its own, and that effect may run after the page is live).
    await network.settled();
    // From now on every script request fails, as after a deploy that removed the chunks this page
    // knows. Blocked before the form comes near the screen, where its code starts loading.
    const blocked: string[] = [];
    await page.route("**/*.js", (route) => {
      blocked.push(route.request().url());
      return route.abort("failed");
    });
    await page.locator("#contatti").scrollIntoViewIfNeeded();
    const form = await fill(page, { ...validContact, email: `e2e.chunk.${Date.now()}@example.it` });
    const typed = { ...validContact, email: await form.getByLabel("Email").inputValue() };
    await form.getByRole("button", { name: "Invia messaggio" }).click();

    const notice = form.getByRole("alert").filter({ hasText: "Non siamo riusciti a preparare il modulo per l'invio" });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: FIRM_EMAIL })).toHaveAttribute("href", `mailto:${FIRM_EMAIL}`);
    expect(blocked.length).toBeGreaterThan(0);
    await expect(form).toHaveAttribute("data-form-state", "static");
    await expectKept(page, typed);
    // Never a native submission: the address stays the page's.
    expect(new URL(page.url()).search).toBe("");

    // The network is back: the same button now loads the code and sends (the failed load is not remembered).
    await page.unroute("**/*.js");
    await form.getByRole("button", { name: "Invia messaggio" }).click();
    await expect(toast(page, ...SENT)).toBeVisible({ timeout: 20_000 });
    await expect(notice).toHaveCount(0);
  });

  test("il backend non risponde: toast 'Errore', messaggio con l'indirizzo email che resta, dati conservati; riprovando, l'invio riesce", async ({ page }) => {
    let failing = true;
    await page.route(FUNCTION_URL, async (route) => {
      if (!failing || route.request().method() !== "POST") return route.fallback();
      return route.fulfill({
        status: 503,
        contentType: "application/json",
        headers: { "access-control-allow-origin": "*" },
        body: JSON.stringify({ error: "Servizio non disponibile." }),
      });
    });
    await openContactForm(page);
    const typed = { ...validContact, email: `e2e.backend.${Date.now()}@example.it` };
    const form = await fill(page, typed);
    await form.getByRole("button", { name: "Invia messaggio" }).click();

    await expect(toast(page, "Errore", "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.")).toBeVisible({ timeout: 20_000 });
    const notice = form.getByRole("alert").filter({ hasText: "L'invio non è riuscito" });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: FIRM_EMAIL })).toHaveAttribute("href", `mailto:${FIRM_EMAIL}`);
    await expectKept(page, typed);
    expect(new URL(page.url()).search).toBe("");

    failing = false;
    await form.getByRole("button", { name: "Invia messaggio" }).click();
    await expect(toast(page, ...SENT)).toBeVisible({ timeout: 20_000 });
    await expect(notice).toHaveCount(0);
  });
});

test.describe("moduli: la verifica anti-spam", () => {
  test("la sfida si risolve mentre il visitatore scrive: la richiesta porta la soluzione per quel modulo e arriva", async ({ page }) => {
    const challenges: string[] = [];
    const solutions: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/forms/challenge")) challenges.push(new URL(request.url()).searchParams.get("form") ?? "");
      if (request.method() === "POST" && request.url().endsWith("/forms")) solutions.push(request.headers()["x-altcha"] ?? "");
    });
    await openContactForm(page);
    await contactForm(page).getByLabel("Nome e cognome").focus();
    // Fetched as soon as the form's code runs, before any press.
    await expect.poll(() => challenges).toEqual(["contact"]);
    const form = await fill(page, { ...validContact, email: `e2e.altcha.${Date.now()}@example.it` });
    await form.getByRole("button", { name: "Invia messaggio" }).click();
    await expect(toast(page, ...SENT)).toBeVisible({ timeout: 20_000 });
    expect(solutions).toHaveLength(1);
    const sent = JSON.parse(Buffer.from(solutions[0], "base64").toString("utf8"));
    expect(sent.challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", data: { form: "contact" } });
    expect(sent.solution.derivedKey).toMatch(/^[0-9a-f]+$/);
  });

  test("se alla pressione la verifica non è finita, lo dice ('Verifica in corso…') e poi invia", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHALLENGE_URL, async (route) => {
      await held;
      return route.fallback();
    });
    await openContactForm(page);
    const form = await fill(page, { ...validContact, email: `e2e.attesa.${Date.now()}@example.it` });
    await form.getByRole("button", { name: "Invia messaggio" }).click();
    const status = form.getByRole("status").filter({ hasText: "Verifica in corso…" });
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute("aria-live", "polite");
    release();
    await expect(toast(page, ...SENT)).toBeVisible({ timeout: 20_000 });
    await expect(status).toHaveCount(0);
  });
});

test.describe("senza JavaScript", () => {
  // The static host answers a POST to a page with 404: the visitor was told beforehand to write instead.
  test.use({ javaScriptEnabled: false, allowedConsoleError: /Failed to load resource: the server responded with a status of 404/ });

  test("il modulo dice come scriverci e, se inviato, non mette nulla di quello che si è scritto nell'indirizzo", async ({ page }) => {
    await page.goto("/");
    const form = contactForm(page);
    // Playwright's text and role selectors skip <noscript>, whatever the browser shows: found by its attribute.
    const notice = form.locator("[data-form-noscript]");
    await expect(notice).toBeVisible();
    expect(await notice.evaluate((p) => p.textContent)).toBe(
      `Per inviare questo modulo serve JavaScript, che nel tuo browser è disattivato. Puoi scriverci direttamente a ${FIRM_EMAIL}.`,
    );
    await expect(notice.locator("a")).toHaveAttribute("href", `mailto:${FIRM_EMAIL}`);
    await expect(notice.locator("a")).toBeVisible();
    await expect(form).toHaveAttribute("method", "post");
    await form.getByLabel("Nome e cognome").fill(validContact.name);
    await form.getByLabel("Email").fill(validContact.email);
    await Promise.all([page.waitForEvent("framenavigated").catch(() => undefined), form.getByRole("button", { name: "Invia messaggio" }).click()]);
    expect(page.url()).not.toContain("Giulia");
    expect(page.url()).not.toContain(encodeURIComponent(validContact.email));
  });
});

test.describe("gli script della pagina non arrivano", () => {
  test.use({ allowedConsoleError: /Failed to load resource|ERR_FAILED/ });

  test("un avviso lo dice e offre di ricaricare; ricaricata, la pagina funziona", async ({ page }) => {
    await page.route("**/*.js", (route) => route.abort("failed"));
    await page.goto("/");
    // The visitor's first movement starts the page's scripts, which do not arrive.
    await page.mouse.move(5, 5);
    const alert = page.getByRole("alert").filter({ hasText: "Una parte della pagina non si è caricata" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Controlla la connessione e ricarica la pagina.");
    await page.unroute("**/*.js");
    await Promise.all([page.waitForEvent("load"), alert.getByRole("link", { name: "Ricarica la pagina" }).click()]);
    await waitForHydration(page);
    await expect(alert).toHaveCount(0);
  });
});

/**
 * The contact form, visitor's side: the checks in the order the product specification sets, with
 * their toasts, the sending state, and a failure that keeps everything typed.
 */
import type { Page } from "@playwright/test";
import postgres from "postgres";
import { FUNCTION_URL, e2eBackend, expect, holdAppScripts, isHydrated, openContactForm, test, toast, validContact, visit } from "./fixtures";
import { watchNetwork } from "./network-settled";

interface CaughtMail {
  subject: string;
  to: Array<{ address: string }>;
  replyTo?: Array<{ address: string }> | { address: string };
  html: string;
}

const fill = async (page: Page, values: Partial<typeof validContact>, consent: boolean) => {
  const form = page.getByRole("form", { name: "Modulo di contatto" });
  if (values.name !== undefined) await form.getByLabel("Nome e cognome").fill(values.name);
  if (values.email !== undefined) await form.getByLabel("Email").fill(values.email);
  if (values.company !== undefined) await form.getByLabel(/Azienda/).fill(values.company);
  if (values.message !== undefined) await form.getByLabel("Messaggio").fill(values.message);
  const box = form.getByRole("checkbox", { name: /informativa sulla privacy/ });
  if ((await box.isChecked()) !== consent) await form.getByText(/Ho letto l/).click();
  return form;
};

test.describe("modulo di contatto: controlli", () => {
  test("i campi sono etichettati e nome, email e messaggio sono obbligatori nel browser", async ({ page }) => {
    await openContactForm(page);
    const form = page.getByRole("form", { name: "Modulo di contatto" });
    for (const label of ["Nome e cognome", "Email", "Messaggio"]) await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    await expect(form.getByLabel(/Azienda/)).not.toHaveAttribute("required", "");
    await expect(form.getByRole("link", { name: "informativa sulla privacy" })).toHaveAttribute("href", "#informativa-privacy");
  });

  test("senza consenso: 'Consenso richiesto', prima di ogni altro controllo", async ({ page }) => {
    await openContactForm(page);
    const form = await fill(page, { name: "" }, false);
    await form.getByRole("button", { name: "Invia messaggio" }).click();
    await expect(toast(page, "Consenso richiesto", "Devi accettare la privacy policy per continuare.")).toBeVisible();
  });

  const cases: Array<[string, Partial<typeof validContact>, string]> = [
    ["nome vuoto", { name: "   " }, "Il nome è obbligatorio"],
    ["nome troppo lungo", { name: "a".repeat(101) }, "Il nome deve essere meno di 100 caratteri"],
    ["email non valida", { email: "giulia@" }, "Email non valida"],
    ["email troppo lunga", { email: `${"a".repeat(245)}@example.it` }, "L'email deve essere meno di 255 caratteri"],
    ["azienda troppo lunga", { company: "a".repeat(101) }, "L'azienda deve essere meno di 100 caratteri"],
    ["messaggio vuoto", { message: "" }, "Il messaggio è obbligatorio"],
    ["messaggio troppo lungo", { message: "a".repeat(2001) }, "Il messaggio deve essere meno di 2000 caratteri"],
    [
      "un carattere invisibile incollato nel messaggio",
      { message: "Buongiorno,\u200Bvorrei un preventivo." },
      "Il messaggio contiene caratteri non ammessi. Capita quando incolli un testo da un'altra app",
    ],
  ];
  // One form for every case, each typed over the one before, as a visitor corrects and retries.
  test("ogni campo sbagliato: 'Errore di validazione' con il suo messaggio, e nessuna richiesta", async ({ page }) => {
    let called = false;
    await page.route(FUNCTION_URL, (route) => {
      called = true;
      return route.abort();
    });
    await openContactForm(page);
    for (const [name, change, message] of cases) {
      await test.step(`${name}: '${message}'`, async () => {
        const form = await fill(page, { ...validContact, ...change }, true);
        await form.getByRole("button", { name: "Invia messaggio" }).click();
        await expect(toast(page, "Errore di validazione", message)).toBeVisible();
      });
    }
    expect(called).toBe(false);
  });
});

test.describe("modulo di contatto: invio", () => {
  test.use({ allowedConsoleError: /Invio del messaggio di contatto non riuscito|Failed to load resource/ });

  test("con la funzione irraggiungibile: toast 'Errore', errore in console, dati conservati", async ({ page, consoleEntries }) => {
    await page.route(FUNCTION_URL, (route) => route.abort("connectionrefused"));
    await openContactForm(page);
    const form = await fill(page, validContact, true);
    await form.getByRole("button", { name: "Invia messaggio" }).click();
    await expect(toast(page, "Errore", "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.")).toBeVisible();
    expect(consoleEntries.some((entry) => entry.type === "error" && /Invio del messaggio di contatto non riuscito/.test(entry.text))).toBe(true);
    await expect(form.getByLabel("Nome e cognome")).toHaveValue(validContact.name);
    await expect(form.getByLabel("Email")).toHaveValue(validContact.email);
    await expect(form.getByLabel(/Azienda/)).toHaveValue(validContact.company);
    await expect(form.getByLabel("Messaggio")).toHaveValue(validContact.message);
    await expect(form.getByRole("checkbox", { name: /informativa sulla privacy/ })).toBeChecked();
  });

  test("durante l'invio il pulsante è disattivato e dice 'Invio in corso...'; poi il successo svuota il modulo", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    const keys: string[] = [];
    await page.route(FUNCTION_URL, async (route) => {
      if (route.request().method() === "OPTIONS")
        return route.fulfill({ status: 204, headers: { "access-control-allow-origin": "*", "access-control-allow-headers": "*" } });
      bodies.push(route.request().postDataJSON());
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      await held;
      return route.fulfill({
        status: 200,
        contentType: "application/json",
        headers: { "access-control-allow-origin": "*" },
        body: JSON.stringify({ ok: true, id: "00000000-0000-4000-8000-000000000000" }),
      });
    });
    await openContactForm(page);
    const form = await fill(page, validContact, true);
    await form.getByRole("button", { name: "Invia messaggio" }).click();
    const sending = form.getByRole("button", { name: "Invio in corso..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();
    await expect(toast(page, "Messaggio inviato!", "Ti abbiamo inviato una email di conferma. Ti risponderemo entro 24 ore.")).toBeVisible();
    for (const label of ["Nome e cognome", "Email", "Messaggio"]) await expect(form.getByLabel(label)).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: /informativa sulla privacy/ })).not.toBeChecked();
    // The function receives name, email, company and message (trimmed), the ticked consent box, which
    // it records with the version of the text agreed to (docs/forms-backend.md, "Consent"), and where
    // the visit came from ("Lead attribution"): here a visit that began on this page, from no other
    // site, with no campaign or call to action.
    expect(bodies).toEqual([{ ...validContact, consent: true, attribution: { landingPage: "/", formPage: "/" } }]);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test("'Invia messaggio' premuto mentre gli script della pagina si scaricano ancora: la pagina non si ricarica e il controllo arriva appena è attiva", async ({
    page,
  }) => {
    // A phone's network: the scripts take a while to arrive (and `load` waits for them).
    const release = await holdAppScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.locator("#contatti").scrollIntoViewIfNeeded();
    const form = page.getByRole("form", { name: "Modulo di contatto" });
    await form.getByRole("button", { name: "Invia messaggio" }).click();
    expect(await isHydrated(page)).toBe(false);
    // Not submitted natively: that would reload the page, with the fields in the address.
    expect(new URL(page.url()).search).toBe("");

    await release();
    await expect(toast(page, "Consenso richiesto", "Devi accettare la privacy policy per continuare.")).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
  });

  test("scrivere prima che il codice del modulo arrivi non perde caratteri", async ({ page }) => {
    await openContactForm(page);
    const form = page.getByRole("form", { name: "Modulo di contatto" });
    await form.getByLabel("Nome e cognome").click();
    await page.keyboard.type(validContact.name);
    await page.keyboard.press("Tab");
    await page.keyboard.type(validContact.email);
    await expect(form.getByLabel("Nome e cognome")).toHaveValue(validContact.name);
    await expect(form.getByLabel("Email")).toHaveValue(validContact.email);
  });

  test("il codice del modulo che arriva a metà battitura non perde caratteri, né il punto in cui si scrive", async ({ page }) => {
    // The whole page at a quarter of the CPU's speed: hydration alone takes seconds.
    test.slow();
    // A phone's pace: the takeover (Formik's first render, the swap of the form) takes longer than a keystroke.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await visit(page, "/");
    // Hydrated: every script fetched from now on is the form's own code, held until the visitor is mid-word.
    const release = await holdAppScripts(page);
    await page.locator("#contatti").scrollIntoViewIfNeeded();
    const form = page.getByRole("form", { name: "Modulo di contatto" });
    const message = "Vorremmo un incontro entro fine mese.";
    await form.getByLabel("Messaggio").click();
    await page.keyboard.type(message.slice(0, 16));
    await expect(page.locator('form[data-form="contact"][data-form-state="static"]')).toHaveCount(1);
    const typing = page.keyboard.type(message.slice(16), { delay: 5 });
    await release();
    await typing;
    await expect(page.locator('form[data-form="contact"][data-form-state="live"]')).toHaveCount(1);
    await expect(form.getByLabel("Messaggio")).toHaveValue(message);
    await expect(form.getByLabel("Messaggio")).toBeFocused();
  });
});

test("Formik, yup e supabase-js non si scaricano finché il modulo è lontano e non si usa", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
  });
  const network = watchNetwork(page);
  await visit(page, "/");
  await network.settled();
  const loaded = scripts.join("\n");
  expect(loaded).not.toContain("supabase-js");
  expect(loaded).not.toContain("Formik");
  await page.getByRole("form", { name: "Modulo di contatto" }).getByLabel("Nome e cognome").focus();
  await expect.poll(() => page.locator('form[data-form="contact"][data-form-state="live"]').count(), { timeout: 10_000 }).toBe(1);
});

test.describe("modulo di contatto: dal browser alla casella di posta", () => {
  test("il messaggio arriva: toast di successo, modulo vuoto, una riga nel database e due e-mail", async ({ page }) => {
    const backend = e2eBackend();
    const address = `e2e.${Date.now()}@example.it`;
    await openContactForm(page);
    const form = await fill(page, { ...validContact, email: address }, true);
    await form.getByRole("button", { name: "Invia messaggio" }).click();
    await expect(toast(page, "Messaggio inviato!", "Ti abbiamo inviato una email di conferma. Ti risponderemo entro 24 ore.")).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel("Nome e cognome")).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: /informativa sulla privacy/ })).not.toBeChecked();

    const sql = postgres(backend.dbUrl, { max: 1 });
    try {
      const rows = await sql`select name, email, company, message from contact_submissions where email = ${address}`;
      expect(rows).toEqual([{ name: validContact.name, email: address, company: validContact.company, message: validContact.message }]);
    } finally {
      await sql.end();
    }

    const mailsFor = async () => {
      const all = (await (await fetch(`${backend.mailApi}/email`)).json()) as CaughtMail[];
      const replyTo = (mail: CaughtMail) => (Array.isArray(mail.replyTo) ? mail.replyTo : mail.replyTo ? [mail.replyTo] : []).map((r) => r.address);
      return {
        confirmation: all.filter((mail) => mail.to.some((to) => to.address === address)),
        notification: all.filter((mail) => replyTo(mail).includes(address) && !mail.to.some((to) => to.address === address)),
      };
    };
    await expect
      .poll(
        async () => {
          const { confirmation, notification } = await mailsFor();
          return [confirmation.length, notification.length];
        },
        { timeout: 20_000 },
      )
      .toEqual([1, 1]);
    const { confirmation, notification } = await mailsFor();
    expect(confirmation[0].subject).toContain("Abbiamo ricevuto il tuo messaggio");
    expect(confirmation[0].html).toContain("Giulia");
    expect(confirmation[0].html).not.toContain(validContact.message);
    expect(notification[0].html).toContain(validContact.message);
  });
});

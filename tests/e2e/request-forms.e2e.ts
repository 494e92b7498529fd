/**
 * The Academy custom-path request, the event request and the newsletter sign-up, visitor's
 * side: the shared rules' toasts, the forms loading their code on first use, and real sending
 * through the end-to-end backend (scripts/backend/e2e-backend.mjs): success toast, the row in
 * the database, the e-mails in the catcher.
 */
import type { Locator, Page } from "@playwright/test";
import postgres from "postgres";
import { e2eBackend, expect, holdAppScripts, isHydrated, test, toast, visit, waitForHydration } from "./fixtures";
import { watchNetwork } from "./network-settled";

interface CaughtMail {
  subject: string;
  text: string;
  to: Array<{ address: string }>;
}

const mailsTo = async (address: string): Promise<CaughtMail[]> => {
  const all = (await (await fetch(`${e2eBackend().mailApi}/email`)).json()) as CaughtMail[];
  return all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
};

/** Ticks a checkbox the way a keyboard user does (its input is visually hidden under the styled box). */
const tick = async (box: Locator) => {
  await box.focus();
  await box.press("Space");
  await expect(box).toBeChecked();
};

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.it`;

const storedRequest = async (email: string) => {
  const sql = postgres(e2eBackend().dbUrl, { max: 1 });
  try {
    return await sql`select kind, name, company, message, details from contact_submissions where email = ${email}`;
  } finally {
    await sql.end();
  }
};

const academyForm = (page: Page) => page.getByRole("form", { name: "Richiesta di un percorso su misura" });
const eventForm = (page: Page) => page.getByRole("form", { name: "Richiesta di un evento su misura" });
const newsletterForm = (page: Page) => page.getByRole("form", { name: "Iscrizione alla newsletter" });

const fillAcademy = async (form: Locator, email: string) => {
  await form.getByLabel(/Nome e cognome/).fill("Anna Verdi");
  await form.getByLabel(/Email di lavoro/).fill(email);
  await form.getByLabel(/Azienda/).fill("Verdi Logistica S.r.l.");
  await form.getByLabel(/Area di interesse/).selectOption("ai-automation");
  await form.getByLabel(/Persone da formare/).selectOption("6-15");
  await form.getByLabel(/Obiettivi del percorso/).fill("Formare 12 persone del customer care sull'AI generativa.");
};

test.describe("Academy: richiesta di un percorso su misura", () => {
  test("i campi sono etichettati, il consenso porta all'informativa e viene prima di tutto", async ({ page }) => {
    await visit(page, "/academy");
    const form = academyForm(page);
    for (const label of [/Nome e cognome/, /Email di lavoro/, /Azienda/]) await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    await expect(form.getByLabel(/Email di lavoro/)).toHaveAttribute("type", "email");
    await expect(form.getByLabel(/Telefono/)).toHaveAttribute("type", "tel");
    await expect(form.getByRole("link", { name: "informativa sulla privacy" })).toHaveAttribute("href", "/privacy");
    await form.getByRole("button", { name: /Richiedi il tuo percorso/ }).click();
    await expect(toast(page, "Consenso richiesto", "Devi accettare la privacy policy per continuare.")).toBeVisible();
  });

  test("un campo non valido: 'Errore di validazione' con il primo messaggio, il cursore sul campo, nessun invio", async ({ page }) => {
    let called = false;
    await page.route("**/functions/v1/forms", (route) => {
      called = true;
      return route.abort();
    });
    await visit(page, "/academy");
    const form = academyForm(page);
    await fillAcademy(form, "anna.verdi@example.it");
    await form.getByLabel(/Azienda/).fill("  ");
    await tick(form.getByRole("checkbox", { name: /informativa sulla privacy/ }));
    await form.getByRole("button", { name: /Richiedi il tuo percorso/ }).click();
    await expect(toast(page, "Errore di validazione", "Il nome dell'azienda è obbligatorio")).toBeVisible();
    await expect(form.getByLabel(/Azienda/)).toBeFocused();
    expect(called).toBe(false);
  });

  test("la richiesta arriva: toast di successo, modulo vuoto, una riga nel database, due email", async ({ page }) => {
    const email = unique("anna");
    await visit(page, "/academy");
    const form = academyForm(page);
    await fillAcademy(form, email);
    await tick(form.getByRole("checkbox", { name: /informativa sulla privacy/ }));
    await form.getByRole("button", { name: /Richiedi il tuo percorso/ }).click();
    await expect(
      toast(page, "Richiesta inviata!", "Ti abbiamo inviato una email di conferma. Ti contatteremo entro 24 ore per progettare insieme il tuo percorso."),
    ).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel(/Nome e cognome/)).toHaveValue("");
    await expect(form.getByLabel(/Area di interesse/)).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: /informativa sulla privacy/ })).not.toBeChecked();

    expect(await storedRequest(email)).toEqual([
      {
        kind: "academy",
        name: "Anna Verdi",
        company: "Verdi Logistica S.r.l.",
        message: "Formare 12 persone del customer care sull'AI generativa.",
        details: { phone: "", area: "ai-automation", teamSize: "6-15", mode: "" },
      },
    ]);
    await expect
      .poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 20_000 })
      .toEqual(["Abbiamo ricevuto la tua richiesta – Altura Consulting"]);
  });
});

test.describe("Eventi: richiesta di un evento su misura", () => {
  test("il tipo di evento è obbligatorio; il numero di partecipanti dev'essere intero e positivo", async ({ page }) => {
    await page.route("**/functions/v1/forms", (route) => route.abort());
    await visit(page, "/eventi");
    const form = eventForm(page);
    await form.getByLabel(/Nome e cognome/).fill("Marco Neri");
    await form.getByLabel(/Email di lavoro/).fill("marco.neri@example.it");
    await form.getByLabel(/Azienda/).fill("Neri Energia S.p.A.");
    await tick(form.getByRole("checkbox", { name: /informativa sulla privacy/ }));
    await form.getByRole("button", { name: /Richiedi una proposta/ }).click();
    await expect(toast(page, "Errore di validazione", "Scegli il tipo di evento")).toBeVisible();
    await form.getByLabel(/Tipo di evento/).selectOption("incentive");
    await expect(form.getByLabel(/Numero di partecipanti/)).toHaveAttribute("type", "number");
    await form.getByLabel(/Numero di partecipanti/).fill("0");
    await form.getByRole("button", { name: /Richiedi una proposta/ }).click();
    await expect(toast(page, "Errore di validazione", "Il numero di partecipanti deve essere un numero intero maggiore di zero")).toBeVisible();
  });

  test("la richiesta arriva: toast di successo, modulo vuoto, una riga nel database, due email", async ({ page }) => {
    const email = unique("marco");
    await visit(page, "/eventi");
    const form = eventForm(page);
    await form.getByLabel(/Nome e cognome/).fill("Marco Neri");
    await form.getByLabel(/Email di lavoro/).fill(email);
    await form.getByLabel(/Azienda/).fill("Neri Energia S.p.A.");
    await form.getByLabel(/Tipo di evento/).selectOption("incentive");
    await form.getByLabel(/Numero di partecipanti/).fill("60");
    await form.getByLabel(/Budget indicativo/).selectOption("30000-75000");
    await tick(form.getByRole("checkbox", { name: /informativa sulla privacy/ }));
    await form.getByRole("button", { name: /Richiedi una proposta/ }).click();
    await expect(
      toast(page, "Richiesta inviata!", "Ti abbiamo inviato una email di conferma. Ti contatteremo entro 24 ore per parlare del tuo evento."),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(form.getByLabel(/Tipo di evento/)).toHaveValue("");
    await expect(form.getByLabel(/Numero di partecipanti/)).toHaveValue("");

    const [row] = await storedRequest(email);
    expect(row).toMatchObject({ kind: "event", name: "Marco Neri", details: { eventType: "incentive", participants: "60", budget: "30000-75000" } });
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  });
});

test.describe("i moduli di Academy ed Eventi si caricano al primo uso", () => {
  for (const [route, form] of [
    ["/academy", academyForm],
    ["/eventi", eventForm],
  ] as const) {
    test(`${route}: Formik e supabase-js non si scaricano finché il modulo è lontano e non si usa`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("response", async (response) => {
        if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
      });
      const network = watchNetwork(page);
      await visit(page, route);
      await network.settled();
      const loaded = scripts.join("\n");
      expect(loaded).not.toContain("supabase-js");
      expect(loaded).not.toContain("Formik");
      await form(page)
        .getByLabel(/Nome e cognome/)
        .focus();
      await expect.poll(() => page.locator('form[data-form-state="live"]').count(), { timeout: 10_000 }).toBe(1);
    });
  }

  test("scrivere prima che il codice arrivi non perde caratteri", async ({ page }) => {
    await visit(page, "/eventi");
    const form = eventForm(page);
    await form.getByLabel(/Nome e cognome/).click();
    await page.keyboard.type("Marco Neri");
    await page.keyboard.press("Tab");
    await page.keyboard.type("marco.neri@example.it");
    await expect(form.getByLabel(/Nome e cognome/)).toHaveValue("Marco Neri");
    await expect(form.getByLabel(/Email di lavoro/)).toHaveValue("marco.neri@example.it");
  });
});

test.describe("newsletter: doppio consenso", () => {
  const subscribe = async (page: Page, email: string) => {
    await visit(page, "/academy");
    const form = newsletterForm(page);
    await form.getByLabel(/La tua email/).fill(email);
    await tick(form.getByRole("checkbox", { name: /newsletter/ }));
    await form.getByRole("button", { name: /Iscriviti/ }).click();
    await expect(
      toast(page, "Controlla la tua email", "Ti abbiamo inviato un'email: apri il link che contiene per confermare l'iscrizione. Il link vale 48 ore."),
    ).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel(/La tua email/)).toHaveValue("");
    let mail: CaughtMail | undefined;
    await expect.poll(async () => (mail = (await mailsTo(email))[0]) !== undefined, { timeout: 20_000 }).toBe(true);
    expect(mail!.subject).toBe("Conferma la tua iscrizione alla newsletter – Altura Consulting");
    const confirm = /http:\/\/127\.0\.0\.1:9000\/newsletter\/conferma\/\?token=[A-Za-z0-9_-]+/.exec(mail!.text)?.[0];
    const unsubscribe = /http:\/\/127\.0\.0\.1:9000\/newsletter\/disiscrizione\/\?token=[A-Za-z0-9_.-]+/.exec(mail!.text)?.[0];
    expect(confirm).toBeDefined();
    expect(unsubscribe).toBeDefined();
    return { confirm: confirm!, unsubscribe: unsubscribe! };
  };

  const result = (page: Page) => page.getByRole("status").filter({ has: page.getByRole("heading", { level: 2 }) });
  /** The answer on screen: its title. (The region's text also holds the answer kept hidden until the address is read.) */
  const answer = (page: Page) => result(page).getByRole("heading", { level: 2 });

  const subscriptionStatus = async (email: string): Promise<string | undefined> => {
    const sql = postgres(e2eBackend().dbUrl, { max: 1 });
    try {
      const [row] = await sql`select status from newsletter_subscriptions where lower(email) = lower(${email})`;
      return row?.status as string | undefined;
    } finally {
      await sql.end();
    }
  };

  test("senza consenso o con un indirizzo non valido non parte nulla", async ({ page }) => {
    await visit(page, "/academy");
    const form = newsletterForm(page);
    await form.getByLabel(/La tua email/).fill("lettore@");
    await form.getByRole("button", { name: /Iscriviti/ }).click();
    await expect(toast(page, "Consenso richiesto", "Devi accettare la privacy policy per continuare.")).toBeVisible();
    await tick(form.getByRole("checkbox", { name: /newsletter/ }));
    await form.getByRole("button", { name: /Iscriviti/ }).click();
    await expect(toast(page, "Errore di validazione", "Email non valida")).toBeVisible();
  });

  test("iscrizione, email con il link, conferma; lo stesso link una seconda volta è rifiutato; la disiscrizione funziona", async ({ page }) => {
    // Four pages, a proof of work, a send and two e-mails: a long journey, not a slow one.
    test.slow();
    const email = unique("lettore");
    const links = await subscribe(page, email);

    const network = watchNetwork(page);
    await visit(page, links.confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conferma dell'iscrizione");
    // Opening the link (as a mail scanner running the page's scripts would) confirms nothing.
    await expect(answer(page)).toHaveText("Conferma la tua iscrizione");
    await network.settled();
    expect(await subscriptionStatus(email)).toBe("pending");
    await page.getByRole("button", { name: "Conferma l'iscrizione" }).click();
    await expect(answer(page)).toHaveText("Iscrizione confermata!");
    await expect(result(page)).toHaveAttribute("aria-live", "polite");
    await expect(result(page)).toBeFocused();
    expect(await subscriptionStatus(email)).toBe("confirmed");

    await visit(page, links.confirm);
    await page.getByRole("button", { name: "Conferma l'iscrizione" }).click();
    await expect(answer(page)).toHaveText("Link non valido o già usato");

    await visit(page, links.unsubscribe);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Disiscrizione dalla newsletter");
    await expect(answer(page)).toHaveText("Vuoi disiscriverti?");
    await network.settled();
    expect(await subscriptionStatus(email)).toBe("confirmed");
    await page.getByRole("button", { name: "Conferma la disiscrizione" }).click();
    await expect(answer(page)).toHaveText("Disiscrizione completata");

    const sql = postgres(e2eBackend().dbUrl, { max: 1 });
    try {
      const [row] = await sql`select status, confirmed_at from newsletter_subscriptions where lower(email) = lower(${email})`;
      expect(row.status).toBe("unsubscribed");
      expect(row.confirmed_at).not.toBeNull();
    } finally {
      await sql.end();
    }
  });

  test("un link scaduto è rifiutato e l'indirizzo resta da confermare", async ({ page }) => {
    const email = unique("ritardatario");
    const links = await subscribe(page, email);
    const sql = postgres(e2eBackend().dbUrl, { max: 1 });
    try {
      await sql`update newsletter_subscriptions set confirm_expires_at = now() - interval '1 minute' where lower(email) = lower(${email})`;
      await visit(page, links.confirm);
      await page.getByRole("button", { name: "Conferma l'iscrizione" }).click();
      await expect(answer(page)).toHaveText("Il link è scaduto");
      await expect(result(page).getByRole("link", { name: "Iscriviti di nuovo" })).toHaveAttribute("href", "/academy#newsletter");
      const [row] = await sql`select status from newsletter_subscriptions where lower(email) = lower(${email})`;
      expect(row.status).toBe("pending");
    } finally {
      await sql.end();
    }
  });

  test.describe("con la funzione irraggiungibile", () => {
    test.use({ allowedConsoleError: /Verifica del link della newsletter non riuscita|Failed to load resource/ });
    test("la conferma dice che non è riuscita, con l'indirizzo email, e si può riprovare", async ({ page }) => {
      await page.route("**/functions/v1/forms", (route) => (route.request().method() === "POST" ? route.abort("connectionrefused") : route.fallback()));
      await visit(page, "/newsletter/conferma/?token=token-di-prova-non-valido");
      await page.getByRole("button", { name: "Conferma l'iscrizione" }).click();
      await expect(answer(page)).toHaveText("Non siamo riusciti a verificare il link");
      await expect(result(page).getByRole("link", { name: "info@alturaconsulting.it" })).toHaveAttribute("href", "mailto:info@alturaconsulting.it");
      await page.unroute("**/functions/v1/forms");
      await page.getByRole("button", { name: "Riprova" }).click();
      await expect(answer(page)).toHaveText("Link non valido o già usato");
    });
  });

  for (const [path, invalid, button] of [
    ["/newsletter/conferma/", "Link non valido o già usato", "Conferma l'iscrizione"],
    ["/newsletter/disiscrizione/", "Link non valido", "Conferma la disiscrizione"],
  ] as const) {
    test(`${path} senza token dice subito che il link non è valido, prima degli script e dopo, senza spostare nulla`, async ({ page }) => {
      const release = await holdAppScripts(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      // On arrival, before any activity and without the app's scripts: the page's own script has read the address.
      await expect(answer(page)).toHaveText(invalid);
      await expect(page.getByRole("button", { name: button })).toBeHidden();
      const before = await answer(page).boundingBox();
      expect(await isHydrated(page)).toBe(false);

      await release();
      await waitForHydration(page);
      await expect(result(page)).toHaveAttribute("data-link-state", "invalid");
      await expect(answer(page)).toHaveText(invalid);
      await expect(page.getByRole("button", { name: button })).toHaveCount(0);
      expect(await answer(page).boundingBox()).toEqual(before);
    });
  }

  test("con il token, la prima pressione sul pulsante è quella che conta, anche prima che React sia pronto", async ({ page }) => {
    const release = await holdAppScripts(page);
    // Not until `load`: a script held in the network holds `load` with it.
    await page.goto("/newsletter/conferma/?token=token-di-prova-non-valido", { waitUntil: "domcontentloaded" });
    await expect(answer(page)).toHaveText("Conferma la tua iscrizione");
    await page.getByRole("button", { name: "Conferma l'iscrizione" }).click();
    await release();
    await expect(answer(page)).toHaveText("Link non valido o già usato");
  });
});

/**
 * forms for the other forms — Academy custom path, event request, newsletter with
 * double opt-in — for real: Deno, PostgreSQL and maildev (tests/backend/global-setup.mjs).
 */
import { createHash, randomUUID } from "node:crypto";
import { HONEYPOT_FIELD } from "../../supabase/functions/_shared/site-contract/request-options";
import { UUID, clearMails, closeSql, eventually, mailsTo, post, sql, stack, type Mail } from "./support/stack";

afterAll(async () => {
  await closeSql();
});

const tag = () => randomUUID().slice(0, 8);

const academyBody = (overrides: Record<string, unknown> = {}) => ({
  kind: "academy",
  name: "Anna Verdi",
  email: `anna.${tag()}@example.it`,
  company: "Verdi Logistica S.r.l.",
  phone: "+39 02 1234 5678",
  area: "ai-automation",
  teamSize: "6-15",
  mode: "blended",
  goals: "Formare dodici persone del customer care sull'AI generativa.",
  ...overrides,
});

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  kind: "event",
  name: "Marco Neri",
  email: `marco.${tag()}@example.it`,
  company: "Neri Energia S.p.A.",
  phone: "",
  eventType: "incentive",
  participants: "60",
  period: "ottobre 2027",
  budget: "30000-75000",
  description: "Tre giorni in Toscana per la rete vendita.",
  ...overrides,
});

const newsletterAddress = () => `lettore.${tag()}@example.it`;

async function counts(): Promise<{ submissions: number; outbox: number; subscriptions: number }> {
  const [row] = await sql()<{ submissions: number; outbox: number; subscriptions: number }[]>`
    select (select count(*)::int from public.contact_submissions) as submissions,
           (select count(*)::int from public.contact_outbox) as outbox,
           (select count(*)::int from public.newsletter_subscriptions) as subscriptions`;
  return row;
}

const mailTo = (address: string, count = 1) => eventually(async () => ((await mailsTo(address)).length >= count ? mailsTo(address) : null));

const confirmLink = (mail: Mail) => /https:\/\/www\.alturaconsulting\.it\/newsletter\/conferma\/\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? null;
const unsubscribeLink = (mail: Mail) =>
  /https:\/\/www\.alturaconsulting\.it\/newsletter\/disiscrizione\/\?token=([A-Za-z0-9_.-]+)/.exec(mail.text)?.[1] ?? null;

const follow = (kind: "newsletter-confirm" | "newsletter-unsubscribe", token: string) => post({ kind, token });

async function subscription(email: string) {
  const [row] = await sql()`select * from public.newsletter_subscriptions where lower(email) = lower(${email})`;
  return row;
}

describe.each([
  ["academy", academyBody, "Nuova richiesta di percorso formativo su misura: Anna Verdi (Verdi Logistica S.r.l.)", "un percorso formativo su misura", "goals"],
  ["event", eventBody, "Nuova richiesta di evento su misura: Marco Neri (Neri Energia S.p.A.)", "un evento su misura", "description"],
] as const)("%s request", (kind, body, notificationSubject, what, textField) => {
  test("stored once with its fields, then the firm is notified and the visitor gets a confirmation", async () => {
    await clearMails();
    const before = await counts();
    const request = body();
    const answer = await post(request);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: true, id: expect.stringMatching(UUID) });
    const after = await counts();
    expect([after.submissions - before.submissions, after.outbox - before.outbox]).toEqual([1, 2]);

    const [row] = await sql()`select kind, name, email, company, message, details from public.contact_submissions where id = ${answer.json!.id as string}`;
    const { kind: _kind, name, email, company, [textField]: text, ...details } = request as Record<string, string>;
    expect(row).toEqual({ kind, name, email, company, message: text, details });

    const [notification] = await mailTo(stack().contactInbox);
    expect(notification.subject).toBe(notificationSubject);
    expect(notification.replyTo?.map((a) => a.address)).toEqual([email]);
    expect(notification.text).toContain(text);
    const [confirmation] = await mailTo(email);
    expect(confirmation.subject).toBe("Abbiamo ricevuto la tua richiesta – Altura Consulting");
    expect(confirmation.text).toContain(`grazie per averci chiesto ${what}!`);
    expect(confirmation.text).toContain("entro 24 ore");
    expect(confirmation.text).not.toContain(text);
    expect(confirmation.text).not.toContain(company);
  });

  test("the same attempt sent twice is stored once", async () => {
    const request = body();
    const key = randomUUID();
    const first = await post(request, { "Idempotency-Key": key });
    const second = await post(request, { "Idempotency-Key": key });
    expect(second.json).toEqual(first.json);
    const rows = await sql()`select id from public.contact_submissions where email = ${request.email as string}`;
    expect(rows).toHaveLength(1);
  });

  test("the honeypot: a success for the bot, nothing stored", async () => {
    const before = await counts();
    const answer = await post({ ...body(), [HONEYPOT_FIELD]: "https://spam.example" });
    expect(answer.status).toBe(200);
    expect(await counts()).toEqual(before);
  });
});

describe("bad input is refused and nothing is stored", () => {
  test.each([
    ["academy without company", academyBody({ company: " " }), 422, "Il nome dell'azienda è obbligatorio", "company"],
    ["academy with an unknown team size", academyBody({ teamSize: "mille" }), 422, "Scegli il numero di persone dall'elenco", "teamSize"],
    ["event without type", eventBody({ eventType: "" }), 422, "Scegli il tipo di evento", "eventType"],
    [
      "event with zero participants",
      eventBody({ participants: "0" }),
      422,
      "Il numero di partecipanti deve essere un numero intero maggiore di zero",
      "participants",
    ],
    ["newsletter with a bad address", { kind: "newsletter", email: "lettore@" }, 422, "Email non valida", "email"],
    ["an unknown kind", { kind: "candidatura", email: "a@example.it" }, 400, "Richiesta non valida.", undefined],
    ["another form's field", { kind: "newsletter", email: "a@example.it", goals: "x" }, 400, "Richiesta non valida.", undefined],
    ["a number where text is due", eventBody({ participants: 60 }), 400, "Richiesta non valida.", undefined],
  ])("%s", async (_label, request, status, error, field) => {
    const before = await counts();
    const answer = await post(request);
    expect(answer.status).toBe(status);
    expect(answer.json).toEqual(field ? { error, field } : { error });
    expect(await counts()).toEqual(before);
  });
});

describe("newsletter: double opt-in", () => {
  test("a sign-up is stored as pending with only the hash of its token; the e-mail's link confirms it once, and the firm is told", async () => {
    const email = newsletterAddress();
    const answer = await post({ kind: "newsletter", email });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: true, id: expect.stringMatching(UUID) });

    const pending = await subscription(email);
    expect(pending).toMatchObject({ status: "pending", confirmed_at: null, request_id: answer.json!.id });
    expect(pending.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const hoursLeft = (new Date(pending.confirm_expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(47.9);
    expect(hoursLeft).toBeLessThanOrEqual(48);

    const [mail] = await mailTo(email);
    expect(mail.subject).toBe("Conferma la tua iscrizione alla newsletter – Altura Consulting");
    expect(mail.text).toContain("Il link vale 48 ore e si può usare una sola volta.");
    const token = confirmLink(mail)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeLink(mail)).not.toBeNull();
    expect(createHash("sha256").update(token).digest("hex")).toBe(pending.confirm_token_hash);
    // The token itself is nowhere in the database.
    const [leak] = await sql()`select count(*)::int as n from public.newsletter_subscriptions s where s::text like ${`%${token}%`}`;
    expect(leak.n).toBe(0);

    await clearMails();
    const confirmed = await follow("newsletter-confirm", token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ ok: true, status: "confirmed" });
    expect(await subscription(email)).toMatchObject({ status: "confirmed", confirm_token_hash: null, confirm_expires_at: null });
    const [notification] = await mailTo(stack().contactInbox);
    expect(notification.subject).toBe(`Nuova iscrizione confermata alla newsletter: ${email}`);

    const reused = await follow("newsletter-confirm", token);
    expect(reused.status).toBe(200);
    expect(reused.json).toEqual({ ok: false, error: "Il link non è valido o è già stato usato.", status: "invalid" });
  });

  test("once the opt-in e-mail is sent, its body (and the link's token in it) is gone from the outbox", async () => {
    const email = newsletterAddress();
    await post({ kind: "newsletter", email });
    const token = confirmLink((await mailTo(email))[0])!;
    const rows = await eventually(async () => {
      const r = await sql()`
        select o.status, o.html, o.text, o.subject from public.contact_outbox o
        join public.contact_submissions s on s.id = o.submission_id where lower(s.email) = ${email}`;
      return r.length === 1 && r[0].status === "sent" ? r : null;
    });
    expect(rows[0]).toMatchObject({ status: "sent", html: null, text: null });
    for (const table of ["contact_outbox", "contact_submissions", "newsletter_subscriptions"]) {
      const [leak] = await sql().unsafe(`select count(*)::int as n from public.${table} t where t::text like $1`, [`%${token}%`]);
      expect(leak.n).toBe(0);
    }
  });

  test("an expired link is refused and confirms nothing", async () => {
    const email = newsletterAddress();
    await post({ kind: "newsletter", email });
    const token = confirmLink((await mailTo(email))[0])!;
    await sql()`update public.newsletter_subscriptions set confirm_expires_at = now() - interval '1 minute' where lower(email) = ${email}`;
    const answer = await follow("newsletter-confirm", token);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: false, error: "Il link di conferma è scaduto.", status: "expired" });
    expect((await subscription(email)).status).toBe("pending");
  });

  test("a token never issued, or malformed, is invalid", async () => {
    expect((await follow("newsletter-confirm", "A".repeat(43))).json).toEqual({
      ok: false,
      error: "Il link non è valido o è già stato usato.",
      status: "invalid",
    });
    expect((await follow("newsletter-confirm", "<script>")).json).toMatchObject({ ok: false, status: "invalid" });
    expect((await post({ kind: "newsletter-confirm", token: "A".repeat(43), email: "x@example.it" })).status).toBe(400);
  });

  test("the unsubscribe link works (twice too) and cannot be forged for another subscription", async () => {
    const email = newsletterAddress();
    await post({ kind: "newsletter", email });
    const mail = (await mailTo(email))[0];
    await follow("newsletter-confirm", confirmLink(mail)!);
    const token = unsubscribeLink(mail)!;

    const forged = `${randomUUID().replace(/-/g, "")}.${token.split(".")[1]}`;
    expect((await follow("newsletter-unsubscribe", forged)).json).toEqual({ ok: false, error: "Il link non è valido o è già stato usato.", status: "invalid" });
    expect((await subscription(email)).status).toBe("confirmed");

    const answer = await follow("newsletter-unsubscribe", token);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: true, status: "unsubscribed" });
    expect(await subscription(email)).toMatchObject({ status: "unsubscribed" });
    expect((await follow("newsletter-unsubscribe", token)).json).toEqual({ ok: true, status: "unsubscribed" });
  });

  test("signing up a confirmed address again changes nothing and answers like any sign-up; its owner gets a neutral note", async () => {
    const email = newsletterAddress();
    await post({ kind: "newsletter", email });
    await follow("newsletter-confirm", confirmLink((await mailTo(email))[0])!);
    // The confirmation's own notice to staff leaves asynchronously: it must be in before the mailbox is cleared.
    await eventually(async () => (await mailsTo(stack().contactInbox)).find((m) => m.subject.endsWith(email)) ?? null);
    const before = await subscription(email);
    await clearMails();

    const again = await post({ kind: "newsletter", email: email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(Object.keys(again.json!).sort()).toEqual(["id", "ok"]);
    expect(await subscription(email)).toEqual(before);

    const [note] = await mailTo(email);
    expect(note.subject).toBe("La tua iscrizione alla newsletter – Altura Consulting");
    expect(confirmLink(note)).toBeNull();
    expect(unsubscribeLink(note)).not.toBeNull();
    expect(await mailsTo(stack().contactInbox)).toHaveLength(0);
  });

  test("signing up again while pending sends a new link; the old one stops working", async () => {
    const email = newsletterAddress();
    await post({ kind: "newsletter", email });
    const first = confirmLink((await mailTo(email))[0])!;
    await post({ kind: "newsletter", email });
    const second = confirmLink((await mailTo(email, 2)).find((m) => confirmLink(m) !== first)!)!;
    expect((await follow("newsletter-confirm", first)).json).toMatchObject({ status: "invalid" });
    expect((await follow("newsletter-confirm", second)).json).toEqual({ ok: true, status: "confirmed" });
  });

  test("the same sign-up attempt sent twice sends one e-mail; a bot filling the honeypot subscribes nobody", async () => {
    const email = newsletterAddress();
    const key = randomUUID();
    await post({ kind: "newsletter", email }, { "Idempotency-Key": key });
    await post({ kind: "newsletter", email }, { "Idempotency-Key": key });
    await mailTo(email);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(email)).toHaveLength(1);

    const bot = newsletterAddress();
    expect((await post({ kind: "newsletter", email: bot, [HONEYPOT_FIELD]: "x" })).status).toBe(200);
    expect(await subscription(bot)).toBeUndefined();
  });

  test("5 sign-ups an hour per address; the 6th is refused with 429", async () => {
    const email = newsletterAddress();
    for (let i = 0; i < 5; i++) expect((await post({ kind: "newsletter", email })).status).toBe(200);
    const sixth = await post({ kind: "newsletter", email });
    expect(sixth.status).toBe(429);
    expect(sixth.json).toEqual({ error: "Hai inviato troppe richieste. Riprova tra qualche minuto." });
  });

  test("the new table is not reachable by the API roles", async () => {
    for (const role of ["anon", "authenticated"]) {
      await expect(
        sql().begin(async (tx) => {
          await tx.unsafe(`set local role ${role}`);
          return tx`select count(*) from public.newsletter_subscriptions`;
        }),
      ).rejects.toThrow(/permission denied/);
    }
  });
});

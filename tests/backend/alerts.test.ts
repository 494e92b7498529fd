/**
 * Alerts that reach a person (docs/forms-backend.md, "Alerts"), against the "alerts" instance of the test
 * stack (tests/backend/global-setup.mjs): its own database, a cap of 2 e-mails to visitors an
 * hour, ALERT_WEBHOOK_URL on a fake chat webhook of the control server (1 s timeout), alert
 * e-mails to its CONTACT_INBOX through maildev. After each drain the function claims what
 * public.claim_form_alerts() says is due, posts it to the webhook and e-mails it to the firm;
 * each condition alerts once per period, however many drains run, together or not.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { alertsSql, clearMails, closeSql, control, drain, eventually, mailsTo, post, stack, validBody } from "./support/stack";

const base = () => stack().alertsFunctionsUrl;
const db = () => alertsSql();

interface WebhookPost {
  headers: Record<string, string>;
  body: { text: string };
}
const webhookPosts = async () => (await control("/alert-webhook/requests")) as WebhookPost[];
/** Alert e-mails: to the same inbox as the instance's lead notifications. */
const alertMails = async () => (await mailsTo(stack().alertsInbox)).filter((m) => m.subject.startsWith("Avviso dai moduli del sito:"));
const alertRows = async () => db()<{ condition: string; figures: Record<string, unknown>; cleared_at: Date | null }[]>`
  select condition, figures, cleared_at from public.form_alerts order by id`;
const functionLog = () => readFileSync(path.join(stack().logDir, "functions-alerts.log"), "utf8");

/** A request in the alerts database, as the owner writes it (no function involved). */
async function request(): Promise<string> {
  const id = randomUUID();
  await db()`insert into public.contact_submissions (id, name, email, message) values (${id}, 'Giulia', ${`giulia.${id.slice(0, 8)}@example.it`}, 'Ciao')`;
  return id;
}

async function failedMail(reason: string, kind = "confirmation"): Promise<string> {
  const [row] = await db()`
    insert into public.contact_outbox (submission_id, kind, to_address, subject, status, attempts, failed_at, last_error)
    values (${await request()}, ${kind}, 'mario.rossi@example.it', 'Oggetto', 'failed', 1, now(), ${reason})
    returning id`;
  return row.id;
}

/** An e-mail pending for `minutes`, not due again for a day (a provider down, retries backing off). */
async function stuckMail(minutes: number): Promise<string> {
  const [row] = await db()`
    insert into public.contact_outbox (submission_id, kind, to_address, subject, html, text, attempts, last_error, created_at, next_attempt_at)
    values (${await request()}, 'notification', 'studio@example.it', 'Oggetto', '<p>x</p>', 'x', 4, 'Resend answered 500: fake outage',
            now() - make_interval(mins => ${minutes}), now() + interval '1 day')
    returning id`;
  return row.id;
}

beforeEach(async () => {
  await db()`delete from public.contact_outbox`;
  await db()`delete from public.contact_submissions`;
  await db()`delete from public.form_events`;
  await db()`delete from public.form_alerts`;
  await control("/alert-webhook/reset");
  await clearMails();
});

afterAll(async () => {
  await control("/alert-webhook/reset");
  await closeSql();
});

test("nothing wrong: a drain alerts nobody", async () => {
  const drained = await drain(base());
  expect(drained).toMatchObject({ status: 200, json: { ok: true, alerts: 0 } });
  expect(await webhookPosts()).toHaveLength(0);
  expect(await alertRows()).toHaveLength(0);
});

test("the hourly cap on visitor e-mails: one alert to the webhook and one e-mail to the firm; the next drains do not repeat it", async () => {
  for (let i = 0; i < 3; i++) expect((await post(validBody(), {}, base())).status).toBe(200);
  const [{ hits }] = await db()`select coalesce(sum(count), 0)::int as hits from public.form_events where kind = 'visitor_mail_cap'`;
  expect(hits).toBe(1);

  expect((await drain(base())).json).toMatchObject({ ok: true, alerts: 1 });
  const [posted] = await webhookPosts();
  expect(posted.headers["content-type"]).toBe("application/json");
  expect(posted.body.text).toContain("Raggiunto il limite di 2 email l'ora ai visitatori");
  expect(posted.body.text).toContain("Email ai visitatori rimandate, non ancora segnalate: 1 (moduli: 1 contatti)");
  expect(posted.body.text).toContain(
    "Nessuna va persa: aspettano in coda e partono da sole, nell'ordine, appena il limite lo consente. In attesa ora: 1; l'ultima partirà il ",
  );
  expect(posted.body.text).toContain("VISITOR_MAIL_HOURLY_CAP");
  expect(await alertRows()).toEqual([{ condition: "visitor_mail_cap", figures: expect.objectContaining({ cap_hits: 1, held: 1 }), cleared_at: null }]);

  // The firm's e-mail: through the outbox (kind alert, tied to no request) and SMTP.
  const [mail] = await eventually(async () => ((await alertMails()).length ? alertMails() : null));
  expect(mail.subject).toBe("Avviso dai moduli del sito: Raggiunto il limite di 2 email l'ora ai visitatori");
  expect(mail.text).toContain("Cosa fare:");
  const outbox = await db()`select kind, submission_id, status, to_address from public.contact_outbox where kind = 'alert'`;
  expect(outbox).toEqual([{ kind: "alert", submission_id: null, status: "sent", to_address: stack().alertsInbox }]);
  expect(functionLog()).toMatch(/"level":"error".*"event":"form_alert".*"condition":"visitor_mail_cap"/);

  // Still within the period, a further hit included: nothing new. (The first hit's minute is over,
  // so the further hit is counted on a row of its own.)
  await db()`update public.form_events set minute = minute - interval '1 minute'`;
  expect((await post(validBody(), {}, base())).status).toBe(200);
  expect((await drain(base())).json).toMatchObject({ ok: true, alerts: 0 });
  expect((await drain(base())).json).toMatchObject({ ok: true, alerts: 0 });
  expect(await webhookPosts()).toHaveLength(1);
  expect(await alertMails()).toHaveLength(1);

  // Six hours on, the hits since the last alert (that one only) are reported.
  await db()`update public.form_alerts set alerted_at = alerted_at - interval '7 hours'`;
  await db()`update public.form_events set minute = minute - interval '8 hours' where minute = (select min(minute) from public.form_events)`;
  expect((await drain(base())).json).toMatchObject({ ok: true, alerts: 1 });
  const posts = await webhookPosts();
  expect(posts).toHaveLength(2);
  expect(posts[1].body.text).toContain("non ancora segnalate: 1 (moduli: 1 contatti)");
});

test("alert e-mails do not count against the cap on e-mails to visitors", async () => {
  // Three alert e-mails queued in this hour, more than the cap of 2.
  for (const condition of ["visitor_mail_cap", "mail_failed", "outbox_backlog"]) {
    await db()`insert into public.form_alerts (condition, figures) values (${condition}, '{}')`;
    await db()`insert into public.contact_outbox (kind, to_address, subject, html, text, next_attempt_at)
               values ('alert', ${stack().alertsInbox}, 'Avviso', '<p>x</p>', 'x', now() + interval '1 day')`;
  }
  for (let i = 0; i < 2; i++) expect((await post(validBody(), {}, base())).status).toBe(200);
  const [counts] = await db()`
    select (select count(*)::int from public.contact_outbox where kind = 'confirmation') as confirmations,
           (select coalesce(sum(count), 0)::int from public.form_events where kind = 'visitor_mail_cap') as cap_hits`;
  expect(counts).toEqual({ confirmations: 2, cap_hits: 0 });
  const [monitoring] = await db()`select visitor_mails_1h::int from public.form_monitoring`;
  expect(monitoring.visitor_mails_1h).toBe(2);
});

test("an e-mail refused for good: an alert naming it, its kind and the reason with the address masked", async () => {
  const id = await failedMail("Can't send mail - all recipients were rejected: 550 5.1.1 <mario.rossi@example.it>: Recipient address rejected");
  expect((await drain(base())).json).toMatchObject({ ok: true, alerts: 1 });
  const [posted] = await webhookPosts();
  expect(posted.body.text).toContain("1 email non inviata, non più ritentata");
  expect(posted.body.text).toContain(`L'ultima: ai visitatori, id ${id} in contact_outbox.`);
  expect(posted.body.text).toContain("550 5.1.1 <[indirizzo]>: Recipient address rejected");
  expect(posted.body.text).not.toContain("mario.rossi");
  const [mail] = await eventually(async () => ((await alertMails()).length ? alertMails() : null));
  expect(mail.subject).toBe("Avviso dai moduli del sito: 1 email non inviata, non più ritentata");
  expect(mail.text).not.toContain("mario.rossi");

  expect((await drain(base())).json).toMatchObject({ alerts: 0 });
  expect(await webhookPosts()).toHaveLength(1);
});

test("an e-mail pending for more than 15 minutes: a backlog alert while it lasts, once; gone and back, at once again", async () => {
  await stuckMail(14);
  expect((await drain(base())).json).toMatchObject({ alerts: 0 });

  await stuckMail(20);
  expect((await drain(base())).json).toMatchObject({ alerts: 1 });
  const [posted] = await webhookPosts();
  expect(posted.body.text).toContain("Email in attesa da 20 minuti");
  expect(posted.body.text).toContain("In coda: 2");
  expect(posted.body.text).toContain("Ultimo errore: Resend answered 500: fake outage");
  expect((await drain(base())).json).toMatchObject({ alerts: 0 });

  // Delivered at last: the backlog has cleared…
  await db()`update public.contact_outbox set status = 'sent', sent_at = now(), html = null, text = null where status = 'pending'`;
  expect((await drain(base())).json).toMatchObject({ alerts: 0 });
  expect((await alertRows()).map((r) => [r.condition, r.cleared_at !== null])).toEqual([["outbox_backlog", true]]);

  // …and a new one is a new outage: reported without waiting for the period.
  await stuckMail(30);
  expect((await drain(base())).json).toMatchObject({ alerts: 1 });
  expect((await webhookPosts()).map((p) => p.body.text.includes("Email in attesa da 30 minuti"))).toEqual([false, true]);
  // The drain answers once SMTP has taken the e-mail; maildev stores it a moment later.
  const mails = await eventually(async () => ((await alertMails()).length === 2 ? alertMails() : null));
  expect(mails.map((m) => m.subject).sort()).toEqual([
    "Avviso dai moduli del sito: Email in attesa da 20 minuti",
    "Avviso dai moduli del sito: Email in attesa da 30 minuti",
  ]);
});

test("a spike of refused requests: 50 of one kind in an hour alert, 49 do not", async () => {
  await db()`insert into public.form_events (minute, kind, detail, count) values (date_trunc('minute', now()), 'honeypot', 'contact', 49)`;
  expect((await drain(base())).json).toMatchObject({ alerts: 0 });
  await db()`select public.count_form_event('honeypot', 'contact')`;
  expect((await drain(base())).json).toMatchObject({ alerts: 1 });
  const [posted] = await webhookPosts();
  expect(posted.body.text).toContain("Picco di richieste rifiutate nell'ultima ora");
  expect(posted.body.text).toContain("50 dal campo trappola");
});

test("drains running together alert once, and so do concurrent claims in the database", async () => {
  await failedMail("Resend answered 422: Invalid `to` field.");
  const drains = await Promise.all([drain(base()), drain(base()), drain(base()), drain(base())]);
  expect(drains.map((d) => d.status)).toEqual([200, 200, 200, 200]);
  expect(drains.reduce((sum, d) => sum + Number(d.json.alerts), 0)).toBe(1);
  expect(await webhookPosts()).toHaveLength(1);
  await eventually(async () => ((await alertMails()).length ? true : null));
  expect(await alertMails()).toHaveLength(1);

  // The same, straight in SQL as the function's role: eight claims at once, one alert.
  await db()`update public.form_alerts set alerted_at = alerted_at - interval '7 hours'`;
  await failedMail("Resend answered 422: Invalid `to` field.");
  const url = new URL(stack().alertsDbUrl);
  url.username = "contact_function";
  url.password = "contact-function-local";
  const fn = postgres(url.toString(), { max: 8, onnotice: () => {} });
  try {
    const claims = await Promise.all(Array.from({ length: 8 }, () => fn`select condition from public.claim_form_alerts()`));
    expect(claims.flat().map((r) => r.condition)).toEqual(["mail_failed"]);
  } finally {
    await fn.end({ timeout: 5 });
  }
});

test("the function's role may claim alerts but not read or change their record; the API roles may not claim", async () => {
  const url = new URL(stack().alertsDbUrl);
  url.username = "contact_function";
  url.password = "contact-function-local";
  const fn = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    expect(await fn`select * from public.claim_form_alerts()`).toHaveLength(0);
    for (const statement of [
      "select * from public.form_alerts",
      "delete from public.form_alerts",
      "insert into public.form_alerts (condition, figures) values ('mail_failed', '{}')",
    ]) {
      await expect(fn.unsafe(statement)).rejects.toThrow(/permission denied/);
    }
  } finally {
    await fn.end({ timeout: 5 });
  }
  for (const role of ["anon", "authenticated", "service_role"]) {
    await expect(
      db().begin(async (tx) => {
        await tx.unsafe(`set local role ${role}`);
        await tx`select * from public.claim_form_alerts()`;
      }),
    ).rejects.toThrow(/permission denied/);
  }
});

test("a webhook that answers 500, or never: logged at error level; the drain answers and the e-mail goes all the same", async () => {
  await control("/alert-webhook/reset?status=500");
  await failedMail("Resend answered 422: Invalid `to` field.");
  expect(await drain(base())).toMatchObject({ status: 200, json: { ok: true, alerts: 1 } });
  expect(await webhookPosts()).toHaveLength(1);
  await eventually(async () => ((await alertMails()).length === 1 ? true : null));
  expect(functionLog()).toMatch(/"level":"error".*"event":"alert_webhook_failed".*the webhook answered 500/);

  await control("/alert-webhook/reset?hang=1");
  await db()`insert into public.form_events (minute, kind, detail, count) values (date_trunc('minute', now()), 'rate_limited', 'ip:contact', 50)`;
  const started = Date.now();
  expect(await drain(base())).toMatchObject({ status: 200, json: { ok: true, alerts: 1 } });
  expect(Date.now() - started).toBeLessThan(5000); // ALERT_WEBHOOK_TIMEOUT_MS is 1000 in the test stack
  expect(await webhookPosts()).toHaveLength(1);
  await eventually(async () => ((await alertMails()).length === 2 ? true : null));
  expect(functionLog()).toMatch(/"event":"alert_webhook_failed".*the webhook did not answer within 1000 ms/);
  expect(functionLog()).not.toContain("/alert-webhook"); // the URL is a secret: never logged
});

test("the forms backend's documentation states the thresholds the database applies", () => {
  // The latest migration that defines the alert rules.
  const dir = path.resolve(__dirname, "../../supabase/migrations");
  const migration = readdirSync(dir)
    .sort()
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .filter((text) => text.includes("function public.claim_form_alerts()") && text.includes("backlog_minutes constant"))
    .pop()!;
  const constant = (name: string) => new RegExp(`${name} constant [a-z]+ := (?:interval )?'?([0-9]+)[^;]*;`).exec(migration)![1];
  const doc = readFileSync(path.resolve(__dirname, "../../docs/forms-backend.md"), "utf8");
  const [start, end] = [doc.indexOf("\n## Monitoring\n"), doc.indexOf("\n## The local stack")];
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  const monitoring = doc.slice(start, end);
  expect(monitoring).toContain(`oldest_pending_minutes > ${constant("backlog_minutes")}`);
  expect(monitoring).toContain(`${constant("spike_per_hour")} or more in an hour`);
  expect(monitoring).toContain(`once every ${constant("repeat_after")} hours`);
});

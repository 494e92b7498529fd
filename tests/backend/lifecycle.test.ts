/**
 * The forms' data lifecycle against the real database: public.purge_form_data() deletes exactly
 * what the privacy notice (data/legal/privacy.json, "Per quanto tempo li conserviamo") says is no longer
 * kept — one row just inside and one just outside each period — and the function's own role can
 * do its job and nothing more.
 */
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { dataItems } from "../support/content";
import { closeSql, post, sql, stack, validBody } from "./support/stack";

afterAll(async () => {
  await closeSql();
});

const notice = () => {
  const privacy = dataItems<{ id: string; sections: { id: string; list: string[] }[] }>("legal.json").find((item) => item.id === "privacy")!;
  return privacy.sections.find((s) => s.id === "conservazione")!.list.join("\n");
};

describe("the retention purge", () => {
  const tag = randomUUID().slice(0, 8);
  const ids: Record<string, string> = {};
  const subs: Record<string, string> = {};

  /** A request received `age` ago (an SQL interval), with an IP hash and a user agent. */
  async function request(label: string, age: string, kind = "contact"): Promise<string> {
    const id = randomUUID();
    ids[label] = id;
    await sql()`
      insert into public.contact_submissions (id, created_at, kind, name, email, company, message, ip_hash, user_agent)
      values (${id}, now() - ${age}::interval, ${kind}, ${kind === "newsletter" ? "" : "Giulia"}, ${`${label}.${tag}@example.it`}, '',
              ${kind === "contact" ? "Buongiorno" : ""}, ${"a".repeat(64)}, 'Mozilla/5.0')`;
    return id;
  }

  async function outbox(label: string, submission: string, status: "sent" | "failed" | "pending", age: string): Promise<void> {
    const [row] = await sql()`
      insert into public.contact_outbox (submission_id, kind, to_address, subject, html, text, status, sent_at, failed_at, last_error)
      values (${submission}, ${label.includes("notification") ? "notification" : "confirmation"}, 'x@example.it', 'Oggetto',
              ${status === "pending" ? "<p>x</p>" : null}, ${status === "pending" ? "x" : null}, ${status},
              case when ${status} = 'sent' then now() - ${age}::interval end, case when ${status} = 'failed' then now() - ${age}::interval end,
              ${status === "failed" ? "Resend answered 422" : null})
      returning id`;
    ids[label] = row.id;
  }

  async function subscription(label: string, status: string, fields: { request: string; expiresIn?: string; unsubscribedAgo?: string }): Promise<void> {
    const [row] = await sql()`
      insert into public.newsletter_subscriptions (email, status, request_id, confirm_token_hash, confirm_expires_at, confirmed_at, unsubscribed_at)
      values (${`${label}.${tag}@example.it`}, ${status}, ${fields.request},
              ${status === "pending" ? randomUUID().replace(/-/g, "").repeat(2) : null},
              now() + ${fields.expiresIn ?? null}::interval,
              case when ${status} <> 'pending' then now() - interval '3 years' end,
              now() - ${fields.unsubscribedAgo ?? null}::interval)
      returning id`;
    subs[label] = row.id;
  }

  beforeAll(async () => {
    // Requests: 24 months from receipt.
    await request("request-24m-minus-1d", "24 months - 1 day");
    await request("request-24m-plus-1d", "24 months 1 day");
    // IP hash and user agent: 30 days.
    await request("request-29d", "29 days");
    await request("request-31d", "31 days");
    // E-mails' records: 90 days after sent or given up; pending ones stay whatever their age.
    const recent = await request("request-for-outbox", "100 days");
    await outbox("sent-89d notification", recent, "sent", "89 days");
    await outbox("failed-91d confirmation", recent, "failed", "91 days");
    const recent2 = await request("request-for-outbox-2", "100 days");
    await outbox("failed-89d confirmation", recent2, "failed", "89 days");
    await outbox("sent-91d notification", recent2, "sent", "91 days");
    const recent3 = await request("request-for-outbox-3", "100 days");
    await outbox("pending-old confirmation", recent3, "pending", "0 days");
    // Newsletter: pending until the link expires; unsubscribed 30 days; confirmed kept with its sign-up.
    await subscription("pending-expired", "pending", { request: await request("signup-pending-expired", "3 days", "newsletter"), expiresIn: "-1 day" });
    await subscription("pending-live", "pending", { request: await request("signup-pending-live", "1 day", "newsletter"), expiresIn: "1 day" });
    await subscription("confirmed", "confirmed", { request: await request("signup-confirmed", "3 years", "newsletter") });
    await subscription("unsubscribed-29d", "unsubscribed", {
      request: await request("signup-unsubscribed-29d", "3 years", "newsletter"),
      unsubscribedAgo: "29 days",
    });
    await subscription("unsubscribed-31d", "unsubscribed", {
      request: await request("signup-unsubscribed-31d", "3 years", "newsletter"),
      unsubscribedAgo: "31 days",
    });
    // A newsletter confirmation's IP hashes and browser: 30 days, like a request's; its time stays.
    for (const [label, age] of [
      ["confirmed-29d", "29 days"],
      ["confirmed-31d", "31 days"],
    ]) {
      const [row] = await sql()`
        insert into public.newsletter_subscriptions (email, status, request_id, confirmed_at, confirm_ip_hash, confirm_ip_block_hash, confirm_user_agent, confirm_origin)
        values (${`${label}.${tag}@example.it`}, 'confirmed', ${await request(`signup-${label}`, "40 days", "newsletter")}, now() - ${age}::interval,
                ${"b".repeat(64)}, ${"c".repeat(64)}, 'Mozilla/5.0', 'https://www.alturaconsulting.it')
        returning id`;
      subs[label] = row.id;
    }
    // A sign-up whose subscription row is gone (already purged) but not the request yet.
    await request("signup-orphan-3d", "3 days", "newsletter");
    await request("signup-orphan-1d", "1 day", "newsletter");
    await sql()`insert into public.form_events (minute, kind, detail) values (now() - interval '89 days', 'honeypot', ${`keep-${tag}`}), (now() - interval '91 days', 'honeypot', ${`drop-${tag}`})`;
    // Alerts: their record 90 days; their e-mails (tied to no request) like every e-mail's record.
    await sql()`insert into public.form_alerts (alerted_at, condition, figures)
                values (now() - interval '89 days', 'mail_failed', ${sql().json({ tag: `keep-${tag}` })}),
                       (now() - interval '91 days', 'mail_failed', ${sql().json({ tag: `drop-${tag}` })})`;
    for (const [label, age] of [
      ["alert-mail-89d", "89 days"],
      ["alert-mail-91d", "91 days"],
    ]) {
      const [row] = await sql()`
        insert into public.contact_outbox (kind, to_address, subject, status, sent_at)
        values ('alert', 'x@example.it', 'Avviso', 'sent', now() - ${age}::interval)
        returning id`;
      ids[label] = row.id;
    }

    // Pending e-mails: given up after 7 days, alerts (tied to no request) too.
    for (const [label, age] of [
      ["pending-alert-8d", "8 days"],
      ["pending-alert-6d", "6 days"],
    ]) {
      const [row] = await sql()`
        insert into public.contact_outbox (kind, to_address, subject, html, text, created_at, send_after, last_error)
        values ('alert', 'x@example.it', 'Avviso', '<p>x</p>', 'x', now() - ${age}::interval, now() - ${age}::interval, 'Resend answered 401: fake 401')
        returning id`;
      ids[label] = row.id;
    }
    // Challenges fetched per client: kept a day (their rate limit looks one hour back).
    await sql()`insert into public.form_challenge_requests (client, minute) values (${"c".repeat(64)}, now() - interval '23 hours'), (${"d".repeat(64)}, now() - interval '25 hours')`;

    await sql()`select * from public.purge_form_data()`;
  });

  const requestExists = async (label: string) => (await sql()`select 1 from public.contact_submissions where id = ${ids[label]}`).length === 1;
  const outboxExists = async (label: string) => (await sql()`select 1 from public.contact_outbox where id = ${ids[label]}`).length === 1;
  const subscriptionExists = async (label: string) => (await sql()`select 1 from public.newsletter_subscriptions where id = ${subs[label]}`).length === 1;

  test("requests: 24 months from receipt", async () => {
    expect(notice()).toContain("24 mesi dal giorno in cui le riceviamo");
    expect(await requestExists("request-24m-minus-1d")).toBe(true);
    expect(await requestExists("request-24m-plus-1d")).toBe(false);
  });

  test("IP hash and browser: 30 days, the request itself stays", async () => {
    expect(notice()).toContain("Impronta dell'indirizzo IP e tipo di browser: 30 giorni");
    const rows =
      await sql()`select id, ip_hash, user_agent from public.contact_submissions where id = any(${[ids["request-29d"], ids["request-31d"]]}::uuid[])`;
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[ids["request-29d"]]).toMatchObject({ ip_hash: "a".repeat(64), user_agent: "Mozilla/5.0" });
    expect(byId[ids["request-31d"]]).toMatchObject({ ip_hash: null, user_agent: null });
  });

  test("a newsletter confirmation's IP hashes and browser: 30 days; its time, its origin and the sign-up's consent stay while the subscription lasts", async () => {
    expect(notice()).toContain(
      "della conferma dell'iscrizione: la data e l'ora, finché resti iscritto; l'impronta dell'indirizzo IP e il tipo di browser, per 30 giorni",
    );
    const rows = await sql()`
      select id, confirmed_at is not null as confirmed, confirm_ip_hash, confirm_ip_block_hash, confirm_user_agent, confirm_origin
      from public.newsletter_subscriptions where id = any(${[subs["confirmed-29d"], subs["confirmed-31d"]]}::uuid[])`;
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[subs["confirmed-29d"]]).toMatchObject({ confirmed: true, confirm_ip_hash: "b".repeat(64), confirm_user_agent: "Mozilla/5.0" });
    expect(byId[subs["confirmed-31d"]]).toEqual({
      id: subs["confirmed-31d"],
      confirmed: true,
      confirm_ip_hash: null,
      confirm_ip_block_hash: null,
      confirm_user_agent: null,
      confirm_origin: "https://www.alturaconsulting.it",
    });
    expect(await requestExists("signup-confirmed-31d")).toBe(true);
  });

  test("e-mails still pending after 7 days, alerts too, are given up: failed, no body; younger ones wait", async () => {
    const rows =
      await sql()`select id, status, html, text, last_error from public.contact_outbox where id = any(${[ids["pending-alert-8d"], ids["pending-alert-6d"]]}::uuid[])`;
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[ids["pending-alert-8d"]]).toMatchObject({
      status: "failed",
      html: null,
      text: null,
      last_error: "not sent within 7 days; last error: Resend answered 401: fake 401",
    });
    expect(byId[ids["pending-alert-6d"]]).toMatchObject({ status: "pending", html: "<p>x</p>" });
  });

  test("e-mails: no body once sent or refused; their record 90 days; pending ones are not purged", async () => {
    expect(notice()).toContain("restano solo destinatario, oggetto e data, per 90 giorni");
    expect(await outboxExists("sent-89d notification")).toBe(true);
    expect(await outboxExists("failed-89d confirmation")).toBe(true);
    expect(await outboxExists("failed-91d confirmation")).toBe(false);
    expect(await outboxExists("sent-91d notification")).toBe(false);
    expect(await outboxExists("pending-old confirmation")).toBe(true);
  });

  test("newsletter: unconfirmed sign-ups go when the link expires, unsubscribed addresses after 30 days, confirmed ones stay with their consent", async () => {
    expect(notice()).toContain("la cancelliamo alla scadenza del link di conferma (48 ore)");
    expect(notice()).toContain("cancelliamo l'indirizzo dopo 30 giorni");
    expect(await subscriptionExists("pending-expired")).toBe(false);
    expect(await requestExists("signup-pending-expired")).toBe(false);
    expect(await subscriptionExists("pending-live")).toBe(true);
    expect(await requestExists("signup-pending-live")).toBe(true);
    expect(await subscriptionExists("confirmed")).toBe(true);
    expect(await requestExists("signup-confirmed")).toBe(true);
    expect(await subscriptionExists("unsubscribed-29d")).toBe(true);
    expect(await requestExists("signup-unsubscribed-29d")).toBe(true);
    expect(await subscriptionExists("unsubscribed-31d")).toBe(false);
    expect(await requestExists("signup-unsubscribed-31d")).toBe(false);
    expect(await requestExists("signup-orphan-3d")).toBe(false);
    expect(await requestExists("signup-orphan-1d")).toBe(true);
  });

  test("monitoring counters: 90 days", async () => {
    const events = await sql()`select detail from public.form_events where detail in (${`keep-${tag}`}, ${`drop-${tag}`})`;
    expect(events.map((e) => e.detail)).toEqual([`keep-${tag}`]);
  });

  test("challenges fetched per client: a day", async () => {
    const rows = await sql()`select client from public.form_challenge_requests where client in (${"c".repeat(64)}, ${"d".repeat(64)})`;
    expect(rows.map((r) => r.client)).toEqual(["c".repeat(64)]);
  });

  test("alerts: their record 90 days, their e-mails' record 90 days after sending", async () => {
    const alerts = await sql()`select figures->>'tag' as tag from public.form_alerts where figures->>'tag' in (${`keep-${tag}`}, ${`drop-${tag}`})`;
    expect(alerts.map((a) => a.tag)).toEqual([`keep-${tag}`]);
    expect(await outboxExists("alert-mail-89d")).toBe(true);
    expect(await outboxExists("alert-mail-91d")).toBe(false);
  });

  test("running it again deletes nothing more of these", async () => {
    const again = await sql()`select step, affected::int from public.purge_form_data()`;
    expect(again.map((r) => r.step)).toEqual([
      "requests_deleted",
      "pending_signups_deleted",
      "unsubscribed_deleted",
      "signup_requests_deleted",
      "ip_and_user_agent_cleared",
      "confirmation_ip_and_user_agent_cleared",
      "outbox_given_up",
      "outbox_records_deleted",
      "events_deleted",
      "used_challenges_deleted",
      "alerts_deleted",
      "challenge_requests_deleted",
      // Page analytics' (tests/backend/collect.test.ts checks each period).
      "analytics_salts_deleted",
      "analytics_client_requests_deleted",
      "analytics_days_rolled_up",
      "analytics_events_deleted",
      "analytics_daily_totals_deleted",
      "analytics_daily_pages_deleted",
      "analytics_daily_sources_deleted",
      "analytics_daily_events_deleted",
      "analytics_weekly_reports_deleted",
    ]);
    expect(await requestExists("request-24m-minus-1d")).toBe(true);
    expect(await subscriptionExists("confirmed")).toBe(true);
  });
});

describe("the function's database role", () => {
  let fn: ReturnType<typeof postgres>;
  beforeAll(() => {
    const url = new URL(stack().dbUrl);
    url.username = "contact_function";
    url.password = "contact-function-local";
    fn = postgres(url.toString(), { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await fn?.end({ timeout: 5 });
  });

  test("the function connects as contact_function, not as the owner", async () => {
    expect((await post(validBody())).status).toBe(200);
    const sessions = await sql()`select distinct usename from pg_stat_activity where application_name like 'forms%'`;
    expect(sessions.map((s) => s.usename)).toEqual(["contact_function"]);
  });

  test("it reads and writes the forms' tables but cannot delete, alter, purge, read the monitoring view or the alerts, or escalate", async () => {
    expect((await fn`select count(*)::int as n from public.contact_submissions`)[0].n).toBeGreaterThan(0);
    for (const statement of [
      "delete from public.contact_submissions",
      "delete from public.contact_outbox",
      "update public.contact_submissions set name = 'x'",
      "truncate public.form_events",
      "select * from public.form_events",
      "insert into public.form_events (minute, kind) values (now(), 'honeypot')",
      "select * from public.form_challenge_requests",
      "select * from public.form_monitoring",
      "select * from public.form_alerts",
      "select * from public.purge_form_data()",
      "alter table public.contact_submissions add column x int",
      "create table public.x (id int)",
      "select * from supabase_migrations.schema_migrations",
      "set role postgres",
    ]) {
      await expect(fn.unsafe(statement)).rejects.toThrow(/permission denied|must be owner/);
    }
    const [role] = await sql()`select rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolconnlimit from pg_roles where rolname = 'contact_function'`;
    expect(role).toEqual({ rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolbypassrls: false, rolconnlimit: 30 });
  });
});

/**
 * The weekly report (docs/analytics.md, "The weekly report"), against the "alerts" instance of the
 * test stack (tests/backend/global-setup.mjs), the one that e-mails the firm: its own database, its
 * report to REPORTS_INBOX through maildev.
 *
 * - public.analytics_report() on a known week of roll-ups and leads: every figure, exactly;
 * - the e-mail: due once every day of the last complete week is summed, queued in the outbox and
 *   sent, once, however many drains run; a week with nothing in it claimed and not sent;
 * - `npm run report` prints the e-mail's text, from the same SQL;
 * - who may call what; the weeks' record purged with the roll-ups.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";
import { type AnalyticsReport, ARTICLE_PATH_PATTERN, reportText } from "../../supabase/functions/_shared/report-email";
import { pageAtPath } from "../../supabase/functions/_shared/site-contract/route-map";
import { alertsSql, clearMails, closeSql, drain, eventually, type Mail, mailsTo, sql, stack } from "./support/stack";

const db = () => alertsSql();
const base = () => stack().alertsFunctionsUrl;
const ROOT = path.resolve(__dirname, "../..");
/** The leads this file writes, and deletes again: their addresses' domain. */
const LEADS = "@report.example.it";

type Attribution = Record<string, unknown> | null;

async function lead(kind: string, at: string, attribution: Attribution): Promise<void> {
  await db()`
    insert into public.contact_submissions (kind, created_at, name, email, message, attribution)
    values (${kind}, ${at}::text::timestamptz, ${kind === "newsletter" ? "" : "Giulia"}, ${`lead-${Math.random().toString(36).slice(2, 10)}${LEADS}`},
            ${kind === "contact" ? "Buongiorno" : ""}, ${attribution ? db().json(attribution as postgres.JSONValue) : null})`;
}

async function totals(day: string, visitors: number, visits: number, pageviews: number): Promise<void> {
  await db()`insert into public.analytics_daily_totals (day, visitors, visits, pageviews, bounces, engaged_ms) values (${day}, ${visitors}, ${visits}, ${pageviews}, 0, 0)`;
}

async function page(day: string, pathname: string, pageviews: number, visitors: number, entries: number): Promise<void> {
  await db()`insert into public.analytics_daily_pages (day, pathname, pageviews, visitors, entries, engaged_ms) values (${day}, ${pathname}, ${pageviews}, ${visitors}, ${entries}, 0)`;
}

async function source(day: string, referrer: string, utm: [string, string, string], visits: number, pageviews: number): Promise<void> {
  await db()`
    insert into public.analytics_daily_sources (day, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, visits, visitors, pageviews, bounces)
    values (${day}, ${referrer}, ${utm[0]}, ${utm[1]}, ${utm[2]}, '', '', ${visits}, ${visits}, ${pageviews}, 0)`;
}

async function forget(first: string, last: string): Promise<void> {
  for (const table of ["analytics_daily_totals", "analytics_daily_pages", "analytics_daily_sources", "analytics_events"]) {
    await db()`delete from ${db()(`public.${table}`)} where day between ${first} and ${last}`;
  }
}

async function cleanUp(): Promise<void> {
  await db()`delete from public.contact_submissions where email like ${`%${LEADS}`}`;
  await db()`delete from public.contact_outbox where kind = 'report'`;
  await db()`delete from public.analytics_weekly_reports`;
}

const reportMails = async (): Promise<Mail[]> => mailsTo(stack().reportsInbox);

afterAll(async () => {
  await cleanUp();
  await closeSql();
});

describe("the figures, from the daily roll-ups and the leads, with known answers", () => {
  // Monday 5 to Sunday 11 October 2026, and the week before; the Monday after must not count.
  const first = "2026-10-05";
  const last = "2026-10-11";

  beforeAll(async () => {
    await cleanUp();
    await forget("2026-09-28", "2026-10-12");
    // The week: 17 visitors, 19 visits, 46 page views.
    await totals("2026-10-05", 12, 14, 26);
    await totals("2026-10-07", 4, 4, 14);
    await totals("2026-10-11", 1, 1, 6);
    // The week before: 10 visitors, 13 visits, 40 page views. The Monday after: outside.
    await totals("2026-09-30", 6, 8, 20);
    await totals("2026-10-04", 4, 5, 20);
    await totals("2026-10-12", 100, 100, 100);

    await page("2026-10-05", "/", 10, 8, 6);
    await page("2026-10-05", "/insights/dati-prima-del-funnel", 8, 6, 5);
    await page("2026-10-05", "/servizi", 5, 4, 1);
    await page("2026-10-05", "/en/insights/data-first", 3, 3, 2);
    await page("2026-10-07", "/insights/dati-prima-del-funnel", 6, 5, 3);
    await page("2026-10-07", "/insights/pagina/2", 4, 3, 0);
    await page("2026-10-07", "/insights", 2, 2, 1);
    await page("2026-10-07", "/academy", 2, 2, 0);
    await page("2026-10-11", "/servizi", 6, 3, 1);
    await page("2026-10-12", "/chi-siamo", 50, 50, 50);

    await source("2026-10-05", "", ["", "", ""], 6, 10);
    await source("2026-10-05", "www.linkedin.com", ["linkedin", "social", "autunno-2026"], 5, 9);
    await source("2026-10-05", "www.google.com", ["", "", ""], 3, 7);
    await source("2026-10-07", "www.google.com", ["", "", ""], 2, 6);
    await source("2026-10-07", "", ["newsletter", "email", "ottobre"], 2, 8);
    await source("2026-10-11", "www.linkedin.com", ["", "", ""], 1, 6);
    await source("2026-10-12", "www.bing.com", ["bing", "cpc", "prova"], 40, 40);

    // The week's five leads (Italian time), each form's; a trailing slash on a landing page counts as without.
    await lead("contact", "2026-10-05 10:00+02", {
      landingPage: "/insights/dati-prima-del-funnel",
      referrerHost: "www.linkedin.com",
      firstTouch: { source: "linkedin", medium: "social", campaign: "autunno-2026" },
    });
    await lead("contact", "2026-10-06 09:00+02", null);
    await lead("academy", "2026-10-07 15:00+02", { landingPage: "/insights/dati-prima-del-funnel/", referrerHost: "www.google.com" });
    await lead("newsletter", "2026-10-08 12:00+02", {
      landingPage: "/en/insights/data-first",
      referrerHost: "mail.google.com",
      firstTouch: { source: "newsletter" },
    });
    await lead("event", "2026-10-11 23:30+02", { landingPage: "/eventi/kick-off-strategico-2027", formPage: "/eventi" });
    // Sunday 23:59 of the week before and Monday 00:30 of the week after, in Italian time.
    await lead("contact", "2026-10-04 23:59+02", { landingPage: "/" });
    await lead("contact", "2026-09-29 10:00+02", { referrerHost: "www.google.com" });
    await lead("contact", "2026-10-12 00:30+02", { landingPage: "/servizi" });
  });

  test("every figure of the week, beside the week before's", async () => {
    const [{ report }] = await db()<{ report: AnalyticsReport }[]>`select public.analytics_report(${first}, ${last}, ${ARTICLE_PATH_PATTERN}) as report`;
    expect(report).toEqual({
      period: { first_day: first, last_day: last, previous_first_day: "2026-09-28", previous_last_day: "2026-10-04" },
      totals: {
        visitors: { current: 17, previous: 10, change_percent: 70 },
        visits: { current: 19, previous: 13, change_percent: 46 },
        pageviews: { current: 46, previous: 40, change_percent: 15 },
        leads: { current: 5, previous: 2, change_percent: 150 },
      },
      conversion_percent: 26.3,
      top_pages: [
        { pathname: "/insights/dati-prima-del-funnel", pageviews: 14, visitors: 11, entries: 8 },
        { pathname: "/servizi", pageviews: 11, visitors: 7, entries: 2 },
        { pathname: "/", pageviews: 10, visitors: 8, entries: 6 },
        { pathname: "/insights/pagina/2", pageviews: 4, visitors: 3, entries: 0 },
        { pathname: "/en/insights/data-first", pageviews: 3, visitors: 3, entries: 2 },
        { pathname: "/insights", pageviews: 2, visitors: 2, entries: 1 },
        { pathname: "/academy", pageviews: 2, visitors: 2, entries: 0 },
      ],
      top_articles: [
        { pathname: "/insights/dati-prima-del-funnel", pageviews: 14, visitors: 11, entries: 8 },
        { pathname: "/en/insights/data-first", pageviews: 3, visitors: 3, entries: 2 },
      ],
      referrers: [
        { referrer_host: "www.linkedin.com", visits: 6, pageviews: 15 },
        { referrer_host: "www.google.com", visits: 5, pageviews: 13 },
      ],
      campaigns: [
        { utm_source: "linkedin", utm_medium: "social", utm_campaign: "autunno-2026", visits: 5, pageviews: 9 },
        { utm_source: "newsletter", utm_medium: "email", utm_campaign: "ottobre", visits: 2, pageviews: 8 },
      ],
      leads_by_form: [
        { form: "contact", leads: 2, previous: 2 },
        { form: "academy", leads: 1, previous: 0 },
        { form: "event", leads: 1, previous: 0 },
        { form: "newsletter", leads: 1, previous: 0 },
      ],
      // The first campaign's source before the referring site; neither (or no attribution at all): direct.
      leads_by_source: [
        { source: null, leads: 2 },
        { source: "linkedin", leads: 1 },
        { source: "newsletter", leads: 1 },
        { source: "www.google.com", leads: 1 },
      ],
      landing_pages: [
        { pathname: "/insights/dati-prima-del-funnel", entries: 8, leads: 2, conversion_percent: 25 },
        { pathname: "/en/insights/data-first", entries: 2, leads: 1, conversion_percent: 50 },
        { pathname: "/eventi/kick-off-strategico-2027", entries: 0, leads: 1, conversion_percent: null },
        { pathname: "/", entries: 6, leads: 0, conversion_percent: 0 },
        { pathname: "/servizi", entries: 2, leads: 0, conversion_percent: 0 },
        { pathname: "/insights", entries: 1, leads: 0, conversion_percent: 0 },
      ],
    });
  });

  test("any period: one day, beside the day before", async () => {
    const [{ report }] = await db()<
      { report: AnalyticsReport }[]
    >`select public.analytics_report('2026-10-05', '2026-10-05', ${ARTICLE_PATH_PATTERN}) as report`;
    expect(report.period).toEqual({ first_day: "2026-10-05", last_day: "2026-10-05", previous_first_day: "2026-10-04", previous_last_day: "2026-10-04" });
    expect(report.totals.visits).toEqual({ current: 14, previous: 5, change_percent: 180 });
    expect(report.leads_by_form).toEqual([{ form: "contact", leads: 1, previous: 1 }]);
  });

  test("a period that ends before it starts is refused", async () => {
    await expect(db()`select public.analytics_report('2026-10-11', '2026-10-05', ${ARTICLE_PATH_PATTERN})`).rejects.toMatchObject({ code: "22023" });
  });

  test("the articles' pattern matches, in PostgreSQL, exactly the paths the route map calls an article's", async () => {
    const paths = [
      "/insights/dati-prima-del-funnel",
      "/en/insights/data-first",
      "/insights",
      "/en/insights",
      "/insights/pagina/2",
      "/insights/categoria/ai-automazione",
      "/en/insights/category/ai-automation/page/2",
      "/insights/rss.xml",
      "/academy/ai-101",
      "/eventi/kick-off-strategico-2027",
      "/en/insights/Data-First",
      "/",
    ];
    const rows = await db()<{ path: string; article: boolean }[]>`
      select p as path, p ~ ${ARTICLE_PATH_PATTERN} as article from unnest(${paths}::text[]) as p`;
    expect(rows).toEqual(paths.map((p) => ({ path: p, article: pageAtPath(p)?.kind === "article" })));
    expect(rows.filter((r) => r.article).map((r) => r.path)).toEqual(["/insights/dati-prima-del-funnel", "/en/insights/data-first"]);
  });
});

describe("the weekly e-mail, through the outbox", () => {
  let week: { previousFirst: string; previousTuesday: string; first: string; wednesday: string; last: string };
  let mail: Mail;

  beforeAll(async () => {
    await cleanUp();
    await clearMails();
    // The last complete week (Monday to Sunday, Italian time) and the one before it.
    [week] = await db()<(typeof week)[]>`
      select (m - 14)::text as "previousFirst", (m - 13)::text as "previousTuesday", (m - 7)::text as first, (m - 5)::text as wednesday, (m - 1)::text as last
      from (select date_trunc('week', public.analytics_day(now())::timestamp)::date as m) as d`;
    await forget(week.previousFirst, week.last);
    await totals(week.previousTuesday, 2, 2, 3);
    await totals(week.wednesday, 3, 4, 9);
    await page(week.wednesday, "/servizi", 6, 3, 3);
    await page(week.wednesday, "/", 3, 2, 1);
    await source(week.wednesday, "www.linkedin.com", ["linkedin", "social", "inverno"], 3, 7);
    await lead("contact", `${week.wednesday} 11:00 Europe/Rome`, { landingPage: "/servizi", firstTouch: { source: "linkedin" } });
    // Sunday's page view, not summed yet: the week is not over for the report until it is.
    await db()`
      insert into public.analytics_events (received_at, day, name, domain, visitor, pathname)
      values ((${week.last}::date + time '12:00') at time zone 'Europe/Rome', ${week.last}, 'pageview', 'www.alturaconsulting.it', 42, '/chi-siamo')`;
  });

  test("not while a day of the last week is still to be summed", async () => {
    expect((await drain(base())).json).toMatchObject({ ok: true, reports: 0 });
    expect(await db()`select week_start from public.analytics_weekly_reports`).toEqual([]);
    expect(await reportMails()).toEqual([]);
  });

  test("once it is: one e-mail to REPORT_EMAIL_TO, with the week's figures, sent through the outbox", async () => {
    await db()`select count(*) from public.close_analytics_days()`;
    expect((await drain(base())).json).toMatchObject({ ok: true, reports: 1 });
    [mail] = await eventually(async () => {
      const found = await reportMails();
      return found.length ? found : null;
    });
    const [{ report }] = await db()<
      { report: AnalyticsReport }[]
    >`select public.analytics_report(${week.first}, ${week.last}, ${ARTICLE_PATH_PATTERN}) as report`;
    expect(mail.subject).toMatch(/^Resoconto settimanale del sito: \d/);
    expect(mail.text.trim()).toBe(`${reportText(report)}\n\n--\nInviato automaticamente ogni lunedì dal sito di Altura Consulting.`);
    const lines = mail.text.split("\n");
    for (const line of [
      // Wednesday's 3 and Sunday's one page view (summed just now), against the Tuesday before.
      "Visitatori: 4 (settimana prima: 2, +100%)",
      "Visite: 5 (settimana prima: 2, +150%)",
      "Pagine viste: 10 (settimana prima: 3, +233%)",
      "Richieste dai moduli: 1 (settimana prima: 0)",
      "Richieste su visite: 20%",
      "1. /servizi — 6 visualizzazioni, 3 visitatori, 3 ingressi",
      "1. www.linkedin.com — 3 visite, 7 pagine viste",
      "1. source: linkedin · medium: social · campaign: inverno — 3 visite, 7 pagine viste",
      "Modulo contatti: 1 (settimana prima: 0)",
      "1. linkedin — 1 richiesta",
      "1. /servizi — 1 richiesta su 3 ingressi (33,3%)",
    ]) {
      expect(lines).toContain(line);
    }
    expect(mail.html).toContain("<table");
    const outbox = await db()`select kind, submission_id, to_address, status, html, text from public.contact_outbox where kind = 'report'`;
    expect(outbox).toEqual([{ kind: "report", submission_id: null, to_address: stack().reportsInbox, status: "sent", html: null, text: null }]);
  });

  test("a second drain, or two at once, queue no second e-mail: the week is claimed once", async () => {
    const answers = await Promise.all([drain(base()), drain(base()), drain(base())]);
    for (const answer of answers) expect(answer.json).toMatchObject({ ok: true, reports: 0 });
    expect(await db()`select week_start::text, queued from public.analytics_weekly_reports`).toEqual([{ week_start: week.first, queued: true }]);
    expect(await db()`select count(*)::int as n from public.contact_outbox where kind = 'report'`).toEqual([{ n: 1 }]);
    await new Promise((r) => setTimeout(r, 500));
    expect(await reportMails()).toHaveLength(1);
  });

  test("`npm run report` prints the e-mail's text, from the same SQL: the last complete week without dates, or the dates given", async () => {
    const run = promisify(execFile);
    const report = (...args: string[]) =>
      run("nice", ["-n", "19", path.join(ROOT, "node_modules/.bin/tsx"), "scripts/backend/analytics-report.ts", "--db", stack().alertsDbUrl, ...args], {
        cwd: ROOT,
      });
    const body = mail.text.trim().split("\n\n--\n")[0];
    expect((await report()).stdout).toBe(`${body}\n`);
    expect((await report("--from", week.first, "--to", week.last)).stdout).toBe(`${body}\n`);
    await expect(report("--from", week.first)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("--from and --to go together") });
    await expect(report("--from", "2026-02-30", "--to", "2026-03-01")).rejects.toMatchObject({ code: 2 });
  });

  test("the local stack not running: one line saying how to start it", async () => {
    const run = promisify(execFile);
    const closed = stack().alertsDbUrl.replace(/:\d+\//, ":1/");
    await expect(run(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/backend/analytics-report.ts", "--db", closed], { cwd: ROOT })).rejects.toMatchObject({
      code: 1,
      stderr: "The database given with --db does not answer.\n",
    });
  });

  test("a week with neither a page view nor a lead is claimed, and nothing is sent", async () => {
    await cleanUp();
    await forget(week.first, week.last);
    await clearMails();
    expect((await drain(base())).json).toMatchObject({ ok: true, reports: 0 });
    expect(await db()`select week_start::text, queued from public.analytics_weekly_reports`).toEqual([{ week_start: week.first, queued: false }]);
    expect(await reportMails()).toEqual([]);
  });

  test("an instance with REPORT_EMAIL_TO=none claims no week", async () => {
    expect((await drain()).json).toMatchObject({ ok: true, reports: 0 });
    expect(await sql()`select week_start from public.analytics_weekly_reports`).toEqual([]);
  });
});

describe("who may do what, and for how long", () => {
  test("only the forms function's role may claim the report; nobody else may call a report function, nor read the weeks claimed", async () => {
    const rows = await db()<{ fn: string; role: string; allowed: boolean }[]>`
      select p.oid::regprocedure::text as fn, r.rolname as role, has_function_privilege(r.rolname, p.oid, 'execute') as allowed
      from pg_proc p
      cross join (values ('contact_function'), ('analytics_function'), ('anon'), ('authenticated'), ('service_role')) as r(rolname)
      where p.pronamespace = 'public'::regnamespace and (p.proname like 'analytics\\_report%' or p.proname = 'claim_weekly_analytics_report')
      order by 1, 2`;
    expect(new Set(rows.map((r) => r.fn)).size).toBe(13);
    expect(rows.filter((r) => r.allowed)).toEqual([{ fn: "claim_weekly_analytics_report(text)", role: "contact_function", allowed: true }]);
    const [tables] = await db()`
      select bool_or(has_table_privilege(r.rolname, 'public.analytics_weekly_reports', 'select,insert,update,delete')) as any
      from (values ('contact_function'), ('analytics_function'), ('anon'), ('authenticated'), ('service_role')) as r(rolname)`;
    expect(tables).toEqual({ any: false });
  });

  test("the weeks claimed are purged with the roll-ups, after 25 months", async () => {
    await db()`delete from public.analytics_weekly_reports`;
    await db()`
      insert into public.analytics_weekly_reports (week_start, queued)
      values (date_trunc('week', now() - interval '26 months')::date, true), (date_trunc('week', now() - interval '24 months')::date, true)`;
    const steps = await db()<{ step: string; affected: number }[]>`select step, affected::int from public.purge_analytics_data()`;
    expect(steps.find((s) => s.step === "analytics_weekly_reports_deleted")?.affected).toBe(1);
    expect(await db()`select 1 from public.analytics_weekly_reports where week_start < now() - interval '25 months'`).toEqual([]);
    expect(await db()`select 1 from public.analytics_weekly_reports where week_start > now() - interval '25 months'`).toHaveLength(1);
  });
});

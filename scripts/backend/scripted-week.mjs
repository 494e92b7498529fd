#!/usr/bin/env node
/**
 * A scripted week of visits on a throw-away local stack, and the weekly report e-mail it produces
 * (docs/analytics.md, "The weekly report"):
 *
 * 1. starts a stack of its own (lib/throwaway-stack.mjs: PostgreSQL, maildev and Deno on free ports);
 * 2. plays the week of lib/week-of-visits.mjs through the real endpoints, one request after the
 *    other in the week's order: each page view, engagement ping and named event posted to the
 *    collector as the tracker posts it (text/plain, from the visitor's own loopback address and
 *    browser), each form's request sent to the forms function as the site sends it (its challenge
 *    fetched from the same address and solved, the consent, the page's language, the attribution);
 * 3. gives each stored row the moment of last week it stands for (the one update below), sums the
 *    week with close_analytics_days() (what the hourly job runs) and drains the outbox once (what
 *    pg_cron does each minute): the drain claims the week and sends its report through the outbox;
 * 4. prints the e-mail as maildev received it, then `npm run report` for the same week on the same
 *    database, and stops the stack.
 *
 *   nice -n 19 npx tsx scripts/backend/scripted-week.mjs [--visitors 400] [--seed 46]
 *
 * Imports the site contract's TypeScript (through lib/week-of-visits.mjs): run under tsx.
 */
import { execFile } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import postgres from "postgres";
import { ATTRIBUTION_FIELD } from "../../supabase/functions/_shared/site-contract/attribution.ts";
import { CONSENT_FIELD } from "../../supabase/functions/_shared/site-contract/consent.ts";
import { DEFAULT_LOCALE } from "../../supabase/functions/_shared/site-contract/locales.ts";
import { ANALYTICS_FUNCTION, EVENT_API_PATH } from "../../supabase/functions/_shared/site-contract/analytics.ts";
import { formHeaders, solvedChallenge } from "./lib/form-request.mjs";
import { request } from "./lib/loopback-request.mjs";
import { REPO_ROOT } from "./lib/stack.mjs";
import { startThrowawayStack } from "./lib/throwaway-stack.mjs";
import { SITE_ORIGIN, weekOfVisits } from "./lib/week-of-visits.mjs";

const USAGE = "usage: npx tsx scripts/backend/scripted-week.mjs [--visitors 400] [--seed 46]";

function parseArgs(argv) {
  const options = { visitors: 400, seed: 46 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = Number(inline ?? argv[++i]);
    if (flag === "--visitors" && Number.isInteger(value) && value >= 12 && value <= 2000) options.visitors = value;
    else if (flag === "--seed" && Number.isInteger(value)) options.seed = value;
    else throw new Error(`${flag}: not understood (--visitors takes a whole number from 12 to 2000, --seed a whole number).\n${USAGE}`);
  }
  return options;
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Sends the week's steps one after the other, each from its visitor's address: the n-th event
 * stored is then the week's n-th. Resolves with the moment of each event, in order, and each
 * lead's id (the function's answer) with its moment. Anything not taken stops the run.
 */
async function play(stack, steps) {
  const collectUrl = `${stack.functionsUrl}/${ANALYTICS_FUNCTION}${EVENT_API_PATH}`;
  // Kept-alive connections, pooled per visitor's address, as a browser keeps them.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const events = [];
  const leads = [];
  try {
    for (const step of steps) {
      if (step.event) {
        const res = await request(collectUrl, {
          method: "POST",
          from: step.from,
          agent,
          headers: { "Content-Type": "text/plain", Origin: SITE_ORIGIN, "User-Agent": step.userAgent },
          body: JSON.stringify(step.event),
        });
        if (res.status !== 202) throw new Error(`the collector answered ${res.status} to ${step.event.n} on ${step.event.u}: ${res.text}`);
        events.push(step);
        continue;
      }
      const { form, locale, fields, attribution } = step.lead;
      const solved = await solvedChallenge(stack.functionsUrl, { form, from: step.from, origin: SITE_ORIGIN });
      const body = { ...fields, [CONSENT_FIELD]: true, ...(locale === DEFAULT_LOCALE ? {} : { locale }), [ATTRIBUTION_FIELD]: attribution };
      const res = await request(`${stack.functionsUrl}/forms`, {
        method: "POST",
        from: step.from,
        agent,
        headers: { ...formHeaders(solved, { origin: SITE_ORIGIN }), "User-Agent": step.userAgent },
        body: JSON.stringify(body),
      });
      if (res.status !== 200 || !res.json?.id) throw new Error(`the forms function answered ${res.status} to a ${form} request: ${res.text}`);
      leads.push({ ...step, id: res.json.id });
    }
  } finally {
    agent.destroy();
  }
  return { events, leads };
}

/** The report's e-mail as maildev received it, once it is there: found by the outbox row the drain queued. */
async function reportMail(stack, sql) {
  const [queued] = await sql`select to_address, subject from public.contact_outbox where kind = 'report'`;
  if (!queued) throw new Error("the outbox holds no report");
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = await (await fetch(`${stack.mailApi}/email`)).json();
    const mail = mails.find((m) => m.subject === queued.subject && m.to.some((t) => t.address === queued.to_address));
    if (mail) return { mail, others: mails.length - 1 };
    if (Date.now() > deadline) throw new Error(`maildev did not receive "${queued.subject}" within 20 s`);
    await sleep(200);
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const began = Date.now();
  const { steps, figures } = weekOfVisits(options);
  const stack = await startThrowawayStack({
    name: "week",
    fast: true,
    // The site's own origin, as the deployed functions allow it.
    allowedOrigins: SITE_ORIGIN,
    // The proof of work is solved as the site's worker solves it, at a trivial difficulty: what this run shows is the report.
    env: { ALTCHA_COST: "10", ALTCHA_COUNTER_MAX: "50" },
  });
  const stopOnSignal = () => void stack.stop().then(() => process.exit(130));
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);
  const sql = postgres(stack.dbUrl, { max: 1, onnotice: () => {} });
  try {
    console.log(`stack: functions ${stack.functionsUrl}, maildev ${stack.mailApi}, PostgreSQL ${new URL(stack.dbUrl).port} (started in ${seconds(began)})`);
    // The last complete week, Monday to Sunday in Italian time: the one the claim reports.
    const [week] = await sql`
      select (monday - 7)::text as first, (monday - 1)::text as last
      from (select date_trunc('week', public.analytics_day(now())::timestamp)::date as monday) as d`;

    const playing = Date.now();
    const { events, leads } = await play(stack, steps);
    const byForm = {};
    for (const { lead } of leads) byForm[lead.form] = (byForm[lead.form] ?? 0) + 1;
    const forms = Object.entries(byForm).map(([form, n]) => `${form} ${n}`);
    console.log(
      `played: ${figures.visitors} visitors, ${figures.visits} visits, ${figures.pageviews} page views, ${events.length} events in all, ` +
        `${leads.length} requests (${forms.join(", ")}), in ${seconds(playing)}`,
    );

    // The collector and the forms function stamp what they store with the moment it arrives (now()),
    // and the week was just played in seconds. It was played one request after the other in the
    // week's order, so the n-th event stored (ids follow arrival) is the week's n-th event, and each
    // request is known by the id the function answered. Each row is given the moment of last week it
    // stands for (a day of the week and a second of that day, Italian time), and its day with it;
    // nothing else of what the endpoints stored is changed. (The visitors' hashes all come from the
    // salt of the day it ran: the roll-ups count visitors day by day, so no figure depends on it.)
    const [moved] = await sql`
      with planned as (
        select p.n, ((${week.first}::date + p.day_of_week) + p.second * interval '1 second') at time zone 'Europe/Rome' as moment
        from unnest(${events.map((e) => e.day)}::int[], ${events.map((e) => e.second)}::int[]) with ordinality as p(day_of_week, second, n)
      ), stored as (
        select id, row_number() over (order by id) as n from public.analytics_events
      ), events as (
        update public.analytics_events e set received_at = planned.moment, day = public.analytics_day(planned.moment)
        from stored join planned using (n)
        where e.id = stored.id
        returning 1
      ), leads as (
        update public.contact_submissions s
        set created_at = ((${week.first}::date + p.day_of_week) + p.second * interval '1 second') at time zone 'Europe/Rome'
        from unnest(${leads.map((l) => l.id)}::uuid[], ${leads.map((l) => l.day)}::int[], ${leads.map((l) => l.second)}::int[]) as p(id, day_of_week, second)
        where s.id = p.id
        returning 1
      )
      select (select count(*)::int from events) as events, (select count(*)::int from leads) as leads,
             (select count(*)::int from public.analytics_events) as stored`;
    if (moved.events !== events.length || moved.stored !== events.length || moved.leads !== leads.length) {
      throw new Error(`moved ${moved.events} of ${events.length} events (${moved.stored} stored) and ${moved.leads} of ${leads.length} requests`);
    }
    const [closed] = await sql`select affected::int as days from public.close_analytics_days() where step = 'analytics_days_rolled_up'`;
    const drained = await fetch(`${stack.functionsUrl}/forms/outbox`, { method: "POST", headers: { Authorization: `Bearer ${stack.outboxSecret}` } });
    const drain = await drained.json();
    if (drain.reports !== 1) throw new Error(`the outbox drain claimed no report: ${drained.status} ${JSON.stringify(drain)}`);
    console.log(
      `moved into ${week.first} – ${week.last}; close_analytics_days() summed ${closed.days} days; the outbox drain claimed the week and sent its report`,
    );

    const { mail, others } = await reportMail(stack, sql);
    const text = mail.text.trimEnd();
    console.log(`\n===== The e-mail, as maildev received it (beside the week's ${others} other e-mails: the requests' notifications and replies) =====`);
    console.log(`From: ${mail.from.map((a) => a.address).join(", ")}`);
    console.log(`To: ${mail.to.map((a) => a.address).join(", ")}`);
    console.log(`Subject: ${mail.subject}`);
    // maildev's `html` is the HTML part as its sanitiser writes it again; `size`, the whole message as received over SMTP.
    console.log(`HTML part: ${Buffer.byteLength(mail.html)} bytes as maildev shows it (the whole message: ${mail.size} bytes, text and HTML)`);
    console.log(`\n${text}\n`);

    const args = ["scripts/backend/analytics-report.ts", "--db", stack.dbUrl, "--from", week.first, "--to", week.last];
    const { stdout } = await promisify(execFile)(path.join(REPO_ROOT, "node_modules/.bin/tsx"), args, { cwd: REPO_ROOT });
    console.log(`===== npm run report -- --from ${week.first} --to ${week.last}, on this stack's database =====`);
    console.log(stdout);
    const same = text.split("\n\n--\n")[0] === stdout.trimEnd();
    console.log(same ? "The report prints the e-mail's text, word for word." : "The report's text differs from the e-mail's.");
    console.log(`Done in ${seconds(began)}.`);
    process.exitCode = same ? 0 : 1;
  } finally {
    await sql.end({ timeout: 5 });
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error?.message ?? error);
  process.exit(1);
});

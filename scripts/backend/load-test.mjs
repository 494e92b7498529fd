#!/usr/bin/env node
/**
 * A small, bounded load test of the backend on this machine (127.0.0.1 only), with ZERO loss as the
 * bar. Two scenarios:
 *
 * - forms (the default): how many submissions per second the contact function sustains — every 2xx
 *   answer must be a committed row with its two outbox e-mails, and nothing else may be stored —
 *   alone, or with --flood beside a flood of requests that have paid for nothing;
 * - collector: page analytics' collector under a burst of events (200 a second for 10 s) from many
 *   clients, while forms are sent at a steady pace, first alone and then beside the burst. Every
 *   event must be answered 202 and stored (counted in analytics_events afterwards), and the forms'
 *   answers during the burst are set beside those without it (docs/analytics.md, "Under load").
 *
 *   node scripts/backend/load-test.mjs                    # its own throw-away stack (PostgreSQL,
 *                                                         # maildev, Deno on free ports)
 *   node scripts/backend/load-test.mjs --target dev       # the running dev backend (dev-backend.mjs)
 *   options: --scenario forms|collector
 *            --max-seconds 120
 *   forms:   --requests 500 --concurrency 20
 *            --db-pool N    the function's DB_POOL_MAX and DB_DELIVERY_POOL_MAX (own stack)
 *            --mail-down    the function's SMTP server is unreachable (own stack): leads must
 *                           all be committed, their e-mails left pending in the outbox
 *            --flood N      N requests that have paid for nothing sent AT THE SAME TIME as the
 *                           submissions (lib/flood.mjs: honeypot hits, no or forged or replayed
 *                           proofs of work, newsletter links, challenges, from 1,016 clients of
 *                           four /24s), --flood-concurrency 20 at a time; it stops with the
 *                           submissions. The report adds the flood's answers, the database
 *                           transactions of the run and the counters written.
 *   collector: --events-per-second 200 --seconds 10 --clients 200 --forms-per-second 2
 *
 * Every request leaves from a loopback address (lib/loopback-request.mjs): the functions take the
 * client from the socket (supabase/functions/_shared/ip.ts; never X-Forwarded-For). Every form is
 * sent as the site sends it: consent given, and a challenge of its own fetched from the address that
 * sends the form and solved before the clock starts.
 *
 * forms: each request is a valid submission with its own e-mail address and Idempotency-Key. Without
 * --flood every request comes from 127.0.0.1: its own stack therefore lifts the per-client and
 * per-block limits, which are not what is measured. With --flood the limits are production's (20 per
 * client, 60 per /24 an hour; 20 and 60 requests that have paid for nothing, 3 challenges per request
 * allowed), and each submission comes from a client of its own in ten /24s (127.0.20.0–127.0.29.255;
 * at most 600 submissions, the ten /24s' hourly allowance), as visitors do, so that the flood's
 * clients and the visitors are limited as in production. The hourly cap on visitor e-mails is lifted
 * either way (--target dev keeps everything: 20 per client an hour, 200 visitor e-mails an hour).
 *
 * collector: each simulated client is a loopback address of its own (127.10.x.y), with its own
 * browser (a desktop Chrome's user agent, which isbot lets through) and at most 6 connections, as a
 * browser keeps; event i comes from client i mod --clients, and the collector's allowance (120 events
 * per client and minute) applies as deployed. Events follow a fixed timetable (an open loop: a slow
 * answer does not slow the sending), page views with their engagement pings and now and then an
 * outbound link, each carrying this run's campaign (utm_campaign=carico-<run>), by which the stored
 * rows are counted. Each form comes from a loopback address of its own, each in a /24 of its own
 * (127.20.x.y), which keeps the dev backend's limits per client and per /24 out of the way too.
 *
 * Bounded: at most --requests requests (forms), --events-per-second × --seconds events (collector),
 * and it stops sending after --max-seconds.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import postgres from "postgres";
import { LOCAL_DB_URL, LOCAL_SUPABASE_URL } from "./local-env.mjs";
import { startThrowawayStack } from "./lib/throwaway-stack.mjs";
import { flood } from "./lib/flood.mjs";
import { formHeaders as siteFormHeaders, solvedChallenge as solvedFormChallenge } from "./lib/form-request.mjs";
import { request } from "./lib/loopback-request.mjs";

/** A page of the site, as the browser sends its requests. */
const ORIGIN = "http://localhost:8000";
const SITE = "https://www.alturaconsulting.it";
/** Pages a burst of visitors reads (paths of the site; the collector keeps any path). */
const PAGES = ["/", "/servizi", "/academy", "/insights", "/eventi", "/chi-siamo", "/en", "/en/services"];

function parseArgs(argv) {
  const options = {
    scenario: "forms",
    target: "own",
    requests: 500,
    concurrency: 20,
    maxSeconds: 120,
    dbPool: null,
    mailDown: false,
    flood: 0,
    floodConcurrency: 20,
    eventsPerSecond: 200,
    seconds: 10,
    clients: 200,
    formsPerSecond: 2,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = inline ?? argv[++i];
    if (flag === "--scenario") options.scenario = value;
    else if (flag === "--target") options.target = value;
    else if (flag === "--requests") options.requests = Math.min(5000, Math.max(1, Number(value)));
    else if (flag === "--concurrency") options.concurrency = Math.min(100, Math.max(1, Number(value)));
    else if (flag === "--max-seconds") options.maxSeconds = Math.min(600, Math.max(1, Number(value)));
    else if (flag === "--db-pool") options.dbPool = Math.min(50, Math.max(1, Number(value)));
    else if (flag === "--flood") options.flood = Math.min(1_000_000, Math.max(0, Number(value)));
    else if (flag === "--flood-concurrency") options.floodConcurrency = Math.min(200, Math.max(1, Number(value)));
    else if (flag === "--events-per-second") options.eventsPerSecond = Math.min(2000, Math.max(1, Number(value)));
    else if (flag === "--seconds") options.seconds = Math.min(120, Math.max(1, Number(value)));
    else if (flag === "--clients") options.clients = Math.min(254 * 250, Math.max(1, Number(value)));
    else if (flag === "--forms-per-second") options.formsPerSecond = Math.min(20, Math.max(0, Number(value)));
    else if (flag === "--mail-down") {
      options.mailDown = true;
      if (inline === undefined) i--; // a flag without a value
    } else throw new Error(`unknown option ${flag}`);
  }
  if (!["own", "dev"].includes(options.target)) throw new Error("--target is own or dev");
  if (!["forms", "collector"].includes(options.scenario)) throw new Error("--scenario is forms or collector");
  for (const name of ["requests", "concurrency", "maxSeconds", "flood", "floodConcurrency", "eventsPerSecond", "seconds", "clients", "formsPerSecond"]) {
    if (!Number.isFinite(options[name])) throw new Error(`--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} is a number`);
  }
  return options;
}

/**
 * Its own throw-away stack (lib/throwaway-stack.mjs), PostgreSQL with durable settings (fsync on), as
 * a real server: the figures are for commits that survive a crash. The collector as deployed: its
 * own role, its pool and its allowance per client left at their defaults.
 */
function ownStack(options) {
  const env = {
    ...(options.flood ? {} : { RATE_LIMIT_PER_IP_PER_HOUR: "1000000", RATE_LIMIT_PER_BLOCK_PER_HOUR: "1000000" }),
    VISITOR_MAIL_HOURLY_CAP: "1000000",
    // What is measured is storage; the proof of work, at a trivial difficulty, is solved before the clock starts.
    ALTCHA_COST: "1",
    ALTCHA_COUNTER_MAX: "1",
    ...(options.dbPool ? { DB_POOL_MAX: String(options.dbPool), DB_DELIVERY_POOL_MAX: String(options.dbPool) } : {}),
  };
  // --mail-down: the function's SMTP port is closed (a provider outage): every lead must still be committed.
  return startThrowawayStack({ name: "load", env, mailDown: options.mailDown });
}

/** A contact form's challenge from the function (from `from`, as the visitor's browser asks), solved as the site's worker solves it. */
const solvedChallenge = (functionsUrl, from) => solvedFormChallenge(functionsUrl, { form: "contact", from, origin: ORIGIN });

/** Committed transactions of the function's database so far, once the last second's are reported. */
async function transactions(sql) {
  await sleep(2500);
  const [row] = await sql`select xact_commit::bigint as n from pg_stat_database where datname = current_database()`;
  return Number(row.n);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** p50, p95, p99 and max of some durations, in whole ms. */
function latencies(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (p) => (sorted.length ? Math.round(percentile(sorted, p)) : null);
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.length ? Math.round(sorted[sorted.length - 1]) : null };
}

function countStatuses(results) {
  const byStatus = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  return byStatus;
}

const isAccepted = (status) => status >= 200 && status < 300;

/** A contact form's request as the site's form sends it through supabase-js: its headers and its body, the i-th of the run. */
const formHeaders = (solved) => siteFormHeaders(solved, { origin: ORIGIN });
const formBody = (run, i) =>
  JSON.stringify({
    name: `Carico ${i}`,
    email: `load-${run}-${i}@example.it`,
    company: "Prova di carico",
    message: `Messaggio di prova numero ${i}.\nSeconda riga.`,
    consent: true,
  });

/** What the database holds of this run's forms: requests, and their e-mails queued and sent. */
async function storedForms(sql, run, ids) {
  const [stored] = await sql`
    select count(*)::int as submissions,
           (select count(*)::int from public.contact_outbox o join public.contact_submissions s on s.id = o.submission_id
             where s.email like ${`load-${run}-%`}) as outbox,
           (select count(*)::int from public.contact_outbox o join public.contact_submissions s on s.id = o.submission_id
             where s.email like ${`load-${run}-%`} and o.status = 'sent') as sent
    from public.contact_submissions where email like ${`load-${run}-%`}`;
  const [found] = await sql`select count(*)::int as n from public.contact_submissions where id = any(${ids}::uuid[])`;
  return { ...stored, found: found.n };
}

/** Calls `send(i)` for i in [0, count) at `perSecond`, on a fixed timetable, until `deadline`; resolves with every answer. */
async function onTimetable(count, perSecond, deadline, send) {
  const t0 = performance.now();
  const sent = [];
  for (let i = 0; i < count && Date.now() < deadline; i++) {
    const wait = t0 + (i * 1000) / perSecond - performance.now();
    if (wait > 1) await sleep(wait);
    sent.push(send(i));
  }
  const sendingMs = performance.now() - t0;
  return { results: await Promise.all(sent), sendingMs };
}

/** The visitor who sends submission `i` of the forms scenario: with --flood a client of its own (ten /24s), else 127.0.0.1. */
const visitor = (options, i) => (options.flood ? `127.0.${20 + (i % 10)}.${1 + (Math.floor(i / 10) % 254)}` : "127.0.0.1");

/**
 * One form, not counted, to warm the forms' pools and module caches, sent as a visitor sends it;
 * resolves with its solved challenge, now used (the one the flood replays).
 */
async function warmUpForm(functionsUrl, run) {
  const solved = await solvedChallenge(functionsUrl, "127.0.0.1");
  await request(`${functionsUrl}/forms`, {
    method: "POST",
    from: "127.0.0.1",
    headers: formHeaders(solved),
    body: JSON.stringify({ name: "Warm Up", email: `warmup-${run}@example.it`, message: "warm-up", consent: true }),
  });
  return solved;
}

async function formsScenario(stack, options, sql, run, deadline) {
  const url = `${stack.functionsUrl}/forms`;
  const results = [];
  let next = 0;
  // Kept-alive connections, as many from each address as requests go at once.
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });

  try {
    const replayHeader = await warmUpForm(stack.functionsUrl, run);

    // Every request carries its own solved challenge (each is accepted once), fetched by its own
    // visitor and ready before the clock starts: what is measured is the function and the
    // database, not the solving.
    const solvedChallenges = [];
    for (let i = 0; i < options.requests; i++) solvedChallenges.push(await solvedChallenge(stack.functionsUrl, visitor(options, i)));
    const transactionsBefore = await transactions(sql);
    const runStart = new Date();

    const t0 = Date.now();
    let submissionsDone = false;
    const flooding = options.flood
      ? flood({ functionsUrl: stack.functionsUrl, total: options.flood, concurrency: options.floodConcurrency, until: () => submissionsDone, replayHeader })
      : null;
    const worker = async () => {
      while (next < options.requests && Date.now() < deadline) {
        const i = next++;
        const { status, json, ms } = await request(url, {
          method: "POST",
          from: visitor(options, i),
          agent,
          headers: formHeaders(solvedChallenges[i]),
          body: formBody(run, i),
        });
        results.push({ i, status, id: json?.id ?? null, ms });
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const wallMs = Date.now() - t0;
    submissionsDone = true;
    const flooded = flooding ? await flooding : null;

    const ok = results.filter((r) => isAccepted(r.status));
    const stored = await storedForms(sql, run, ok.map((r) => r.id).filter(Boolean));
    let mailsReceived = null;
    if (stack.mailApi) {
      const all = await (await fetch(`${stack.mailApi}/email`)).json();
      mailsReceived = all.filter((m) => m.to.some((t) => t.address.startsWith(`load-${run}-`)) || m.subject.includes("Carico")).length;
    }
    // The counters the function wrote for the run (it writes what it counted in memory within seconds).
    const transactionsDuring = (await transactions(sql)) - transactionsBefore - 1;
    const formEvents = Object.fromEntries(
      (
        await sql`select kind || ' ' || detail as counter, sum(count)::int as n from public.form_events
                  where minute >= date_trunc('minute', ${runStart}::timestamptz) group by 1 order by 1`
      ).map((r) => [r.counter, r.n]),
    );
    const report = {
      scenario: "forms",
      target: options.target,
      requests: results.length,
      concurrency: options.concurrency,
      dbPools: options.dbPool ? `${options.dbPool} + ${options.dbPool}` : "default (4 store + 4 delivery)",
      mail: options.mailDown ? "down" : "up",
      statuses: countStatuses(results),
      wallSeconds: +(wallMs / 1000).toFixed(2),
      acceptedPerSecond: +(ok.length / (wallMs / 1000)).toFixed(1),
      latencyMs: latencies(results.map((r) => r.ms)),
      storedRows: stored.submissions,
      outboxRows: stored.outbox,
      outboxSent: stored.sent,
      answeredIdsFound: stored.found,
      mailsReceived,
      ...(flooded
        ? {
            flood: flooded,
            databaseTransactionsDuringRun: transactionsDuring,
            formEventsCounted: formEvents,
          }
        : {}),
    };
    const lost = ok.length - stored.found;
    const zeroLoss = lost === 0 && stored.submissions === ok.length && stored.outbox === 2 * ok.length && (options.mailDown || stored.sent === 2 * ok.length);
    console.log(JSON.stringify(report, null, 2));
    console.log(
      zeroLoss
        ? `ZERO LOSS: ${ok.length} accepted = ${stored.submissions} stored (${stored.outbox} e-mails queued, ${stored.sent} sent); ${report.acceptedPerSecond} submissions/s at concurrency ${options.concurrency}`
        : `LOSS: ${ok.length} accepted but ${stored.found} found / ${stored.submissions} stored / ${stored.outbox} outbox rows`,
    );
    return zeroLoss && ok.length === results.length;
  } finally {
    agent.destroy();
  }
}

/** Simulated client c: its loopback address (127.10.0.1 onwards) and its browser. */
const eventClient = (c) => ({
  from: `127.10.${Math.floor(c / 254)}.${1 + (c % 254)}`,
  userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${c}.0 Safari/537.36`,
});

/** The address a form of the collector scenario is sent from: one of its own, each in a /24 of its own (127.20.0.1 onwards). */
const formClient = (j) => `127.${20 + Math.floor(j / 256)}.${j % 256}.1`;

/**
 * The k-th event of a client, as the site's tracker sends it: a page view, its engagement ping, and
 * every fifth event a press on an outbound link; each page's address carries this run's campaign.
 */
function eventBody(run, c, k) {
  const u = `${SITE}${PAGES[(c + Math.floor(k / 2)) % PAGES.length]}?utm_source=carico&utm_medium=test&utm_campaign=carico-${run}`;
  if (k % 5 === 4) return { n: "Outbound Link: Click", v: 36, u, d: "www.alturaconsulting.it", r: null, p: { url: "https://www.linkedin.com/company/altura" } };
  if (k % 2 === 1) return { n: "engagement", v: 36, u, d: "www.alturaconsulting.it", e: 5000 + k, sd: 60, p: {} };
  return { n: "pageview", v: 36, u, d: "www.alturaconsulting.it", r: k === 0 ? "https://www.linkedin.com/" : null };
}

/** One phase's forms: how many, their answers and their time to answer. */
const formsFigures = (results) => ({
  sent: results.length,
  statuses: countStatuses(results),
  latencyMs: latencies(results.map((r) => r.ms)),
});

async function collectorScenario(stack, options, sql, run, deadline) {
  const collectUrl = `${stack.functionsUrl}/collect/api/event`;
  const events = Math.round(options.eventsPerSecond * options.seconds);
  const formsPerPhase = Math.round(options.formsPerSecond * options.seconds);
  // A browser keeps at most 6 connections to a host; kept alive between its requests.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const sentByClient = new Map();

  const sendEvent = (i) => {
    const c = i % options.clients;
    const k = sentByClient.get(c) ?? 0;
    sentByClient.set(c, k + 1);
    const { from, userAgent } = eventClient(c);
    return request(collectUrl, {
      method: "POST",
      from,
      agent,
      headers: { "Content-Type": "text/plain", Origin: ORIGIN, "User-Agent": userAgent },
      body: JSON.stringify(eventBody(run, c, k)),
    });
  };

  try {
    // Warm-up, not counted: a form (the forms' pools and caches) and an event of another campaign (the day's salt, the collector's pool).
    await warmUpForm(stack.functionsUrl, run);
    await request(collectUrl, {
      method: "POST",
      from: "127.0.0.1",
      headers: { "Content-Type": "text/plain", Origin: ORIGIN, "User-Agent": eventClient(0).userAgent },
      body: JSON.stringify({ n: "pageview", v: 36, u: `${SITE}/?utm_campaign=riscaldamento-${run}`, d: "www.alturaconsulting.it", r: null }),
    });

    // Every form's challenge solved before the clock starts, from the address that will send it.
    const solved = [];
    for (let j = 0; j < 2 * formsPerPhase; j++) solved.push(await solvedChallenge(stack.functionsUrl, formClient(j)));
    const sendForm = (j) =>
      request(`${stack.functionsUrl}/forms`, { method: "POST", from: formClient(j), headers: formHeaders(solved[j]), body: formBody(run, j) });

    // The forms alone, then the same pace of forms beside the burst.
    const alone = await onTimetable(formsPerPhase, options.formsPerSecond || 1, deadline, sendForm);
    const [burst, beside] = await Promise.all([
      onTimetable(events, options.eventsPerSecond, deadline, sendEvent),
      onTimetable(formsPerPhase, options.formsPerSecond || 1, deadline, (j) => sendForm(formsPerPhase + j)),
    ]);

    const eventResults = burst.results;
    const accepted = eventResults.filter((r) => r.status === 202).length;
    const [stored] = await sql`
      select count(*)::int as events, count(distinct visitor)::int as visitors, count(distinct received_at)::int as commits
      from public.analytics_events where utm_campaign = ${`carico-${run}`}`;
    const formResults = [...alone.results, ...beside.results];
    const formIds = formResults
      .filter((r) => isAccepted(r.status))
      .map((r) => r.json?.id)
      .filter(Boolean);
    const forms = await storedForms(sql, run, formIds);
    const formsAccepted = formResults.filter((r) => isAccepted(r.status)).length;

    const report = {
      scenario: "collector",
      target: options.target,
      clients: Math.min(options.clients, events),
      events: {
        offeredPerSecond: options.eventsPerSecond,
        // Over the timetable's span: the last event's interval included.
        sentPerSecond: +(eventResults.length / (burst.sendingMs / 1000 + 1 / options.eventsPerSecond)).toFixed(1),
        sent: eventResults.length,
        accepted,
        statuses: countStatuses(eventResults),
        stored: stored.events,
        // Of the accepted ones: answered 202 and not in the table.
        lost: accepted - stored.events,
        visitors: stored.visitors,
        // Events written together share their transaction's received_at.
        commits: stored.commits,
        latencyMs: latencies(eventResults.map((r) => r.ms)),
      },
      forms: {
        perSecond: options.formsPerSecond,
        alone: formsFigures(alone.results),
        besideTheBurst: formsFigures(beside.results),
        storedRows: forms.submissions,
        outboxRows: forms.outbox,
        answeredIdsFound: forms.found,
      },
    };
    console.log(JSON.stringify(report, null, 2));
    const eventsZeroLoss = accepted === eventResults.length && stored.events === accepted && eventResults.length === events;
    const formsZeroLoss =
      formsAccepted === formResults.length && forms.found === formsAccepted && forms.submissions === formsAccepted && forms.outbox === 2 * formsAccepted;
    const formsLine = `forms p95 ${report.forms.besideTheBurst.latencyMs.p95} ms beside the burst, ${report.forms.alone.latencyMs.p95} ms alone`;
    console.log(
      eventsZeroLoss && formsZeroLoss
        ? `ZERO LOSS: ${eventResults.length} events sent = ${accepted} accepted = ${stored.events} stored (${stored.commits} commits), at ${report.events.sentPerSecond} events/s from ${report.clients} clients; ${formsAccepted} forms accepted and stored; ${formsLine}`
        : `LOSS: ${eventResults.length} of ${events} events sent, ${accepted} accepted, ${stored.events} stored (${report.events.lost} accepted and not stored); ${formsAccepted} of ${formResults.length} forms accepted, ${forms.found} stored; ${formsLine}`,
    );
    return eventsZeroLoss && formsZeroLoss;
  } finally {
    agent.destroy();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const stack =
    options.target === "dev"
      ? { functionsUrl: `${LOCAL_SUPABASE_URL}/functions/v1`, dbUrl: LOCAL_DB_URL, mailApi: null, stop: async () => {} }
      : await ownStack(options);
  const sql = postgres(stack.dbUrl, { max: 2, onnotice: () => {} });
  const run = randomUUID().slice(0, 8);
  const deadline = Date.now() + options.maxSeconds * 1000;
  try {
    const passed =
      options.scenario === "collector" ? await collectorScenario(stack, options, sql, run, deadline) : await formsScenario(stack, options, sql, run, deadline);
    process.exitCode = passed ? 0 : 1;
  } finally {
    await sql.end({ timeout: 5 });
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});

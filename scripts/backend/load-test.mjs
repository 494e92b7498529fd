#!/usr/bin/env node
/**
 * A small, bounded load test of the contact function on this machine (127.0.0.1 only): how many
 * submissions per second it sustains with ZERO loss — every 2xx answer must be a committed row
 * with its two outbox e-mails, and nothing else may be stored.
 *
 *   node scripts/backend/load-test.mjs                    # its own throw-away stack (PostgreSQL,
 *                                                         # maildev, Deno on free ports)
 *   node scripts/backend/load-test.mjs --target dev       # the running dev backend (dev-backend.mjs)
 *   options: --requests 500 --concurrency 20 --max-seconds 120
 *            --db-pool N    the function's DB_POOL_MAX and DB_DELIVERY_POOL_MAX (own stack)
 *            --mail-down    the function's SMTP server is unreachable (own stack): leads must
 *                           all be committed, their e-mails left pending in the outbox
 *            --flood N      N requests that have paid for nothing sent AT THE SAME TIME as the
 *                           submissions (lib/flood.mjs: honeypot hits, no or forged or replayed
 *                           proofs of work, newsletter links, challenges, from 1,016 clients of
 *                           four /24s), --flood-concurrency 20 at a time; it stops with the
 *                           submissions. The report adds the flood's answers, the database
 *                           transactions of the run and the counters written.
 *
 * Each request is a valid submission with its own e-mail address and Idempotency-Key. Without
 * --flood every request comes from 127.0.0.1, and the function takes the client from the socket:
 * its own stack therefore lifts the per-client and per-block limits, which are not what is
 * measured. With --flood the limits are production's (20 per client, 60 per /24 an hour; 20 and
 * 60 requests that have paid for nothing, 3 challenges per request allowed), and each submission
 * comes from a client of its own in ten /24s (127.0.20.0–127.0.29.255; at most 600 submissions, the
 * ten /24s' hourly allowance), as visitors do, so that
 * the flood's clients and the visitors are limited as in production. The hourly cap on visitor
 * e-mails is lifted either way (--target dev keeps everything: 20 per client an hour, 200 visitor
 * e-mails an hour). Bounded: at most --requests requests, and it stops sending after --max-seconds.
 */
import { randomUUID } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { LOCAL_DB_URL, LOCAL_SUPABASE_URL } from "./local-env.mjs";
import { applyMigrations, databaseUrl, ensureCluster, functionRoleUrl, startPostgres, stopPostgres } from "./lib/postgres.mjs";
import { MIGRATIONS_DIR, freePort, functionEnv, newFunctionSecrets, startFunctions, startMaildev } from "./lib/stack.mjs";
import { closeConnections, flood, sendFrom } from "./lib/flood.mjs";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** The header the function reads the solved challenge from (supabase/functions/_shared/site-contract/challenge-payload.ts). */
const ALTCHA_HEADER = "x-altcha";

function parseArgs(argv) {
  const options = { target: "own", requests: 500, concurrency: 20, maxSeconds: 120, dbPool: null, mailDown: false, flood: 0, floodConcurrency: 20 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = inline ?? argv[++i];
    if (flag === "--target") options.target = value;
    else if (flag === "--requests") options.requests = Math.min(5000, Math.max(1, Number(value)));
    else if (flag === "--concurrency") options.concurrency = Math.min(100, Math.max(1, Number(value)));
    else if (flag === "--max-seconds") options.maxSeconds = Math.min(600, Math.max(1, Number(value)));
    else if (flag === "--db-pool") options.dbPool = Math.min(50, Math.max(1, Number(value)));
    else if (flag === "--flood") options.flood = Math.min(1_000_000, Math.max(0, Number(value)));
    else if (flag === "--flood-concurrency") options.floodConcurrency = Math.min(200, Math.max(1, Number(value)));
    else if (flag === "--mail-down") {
      options.mailDown = true;
      if (inline === undefined) i--; // a flag without a value
    } else throw new Error(`unknown option ${flag}`);
  }
  if (!["own", "dev"].includes(options.target)) throw new Error("--target is own or dev");
  return options;
}

async function ownStack(options) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "altura-load-"));
  chmodSync(tmp, 0o755);
  const [pgPort, smtpPort, webPort, fnPort, closedPort] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  const pg = { dataDir: path.join(tmp, "pg", "data"), port: pgPort, logFile: path.join(tmp, "pg", "postgres.log") };
  const stopAll = [];
  const stop = async () => {
    for (const fn of stopAll.reverse()) await fn().catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    ensureCluster(pg.dataDir);
    // Durable settings (fsync on), as a real server: the figure is for commits that survive a crash.
    startPostgres(pg);
    stopAll.push(async () => stopPostgres(pg.dataDir));
    const dbUrl = databaseUrl(pgPort);
    await applyMigrations(dbUrl, MIGRATIONS_DIR);
    const maildev = await startMaildev({ smtpPort, webPort });
    stopAll.push(maildev.stop);
    const extra = {
      ...(options.flood ? {} : { RATE_LIMIT_PER_IP_PER_HOUR: "1000000", RATE_LIMIT_PER_BLOCK_PER_HOUR: "1000000" }),
      VISITOR_MAIL_HOURLY_CAP: "1000000",
      // What is measured is storage; the proof of work, at a trivial difficulty, is solved before the clock starts.
      ALTCHA_COST: "1",
      ALTCHA_COUNTER_MAX: "1",
      ...(options.dbPool ? { DB_POOL_MAX: String(options.dbPool), DB_DELIVERY_POOL_MAX: String(options.dbPool) } : {}),
    };
    // --mail-down: the function's SMTP port is closed (a provider outage): every lead must still be committed.
    const fnSmtpPort = options.mailDown ? closedPort : smtpPort;
    const fn = await startFunctions({
      port: fnPort,
      env: functionEnv({ dbUrl: await functionRoleUrl(dbUrl), smtpPort: fnSmtpPort, secrets: newFunctionSecrets(), extra }),
    });
    stopAll.push(fn.stop);
    return { functionsUrl: fn.url, dbUrl, mailApi: maildev.webUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The visitor who sends submission `i`: with --flood a client of its own (ten /24s), else 127.0.0.1. */
const visitor = (options, i) => (options.flood ? `127.0.${20 + (i % 10)}.${1 + (Math.floor(i / 10) % 254)}` : "127.0.0.1");

/** A contact form's challenge from the function, fetched by `client` and solved as the site's worker solves it. */
async function solvedChallenge(functionsUrl, client) {
  const { status, json: challenge } = await sendFrom(`${functionsUrl}/forms`, { method: "GET", path: "/challenge?form=contact" }, client);
  if (status !== 200) throw new Error(`challenge: ${status} ${JSON.stringify(challenge)}`);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })).toString("base64");
}

/** Committed transactions of the function's database so far, once the last second's are reported. */
async function transactions(sql) {
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const [row] = await sql`select xact_commit::bigint as n from pg_stat_database where datname = current_database()`;
  return Number(row.n);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const stack =
    options.target === "dev"
      ? { functionsUrl: `${LOCAL_SUPABASE_URL}/functions/v1`, dbUrl: LOCAL_DB_URL, mailApi: null, stop: async () => {} }
      : await ownStack(options);
  const sql = postgres(stack.dbUrl, { max: 2, onnotice: () => {} });
  const run = randomUUID().slice(0, 8);
  const url = `${stack.functionsUrl}/forms`;
  const results = [];
  let next = 0;
  const started = Date.now();
  const deadline = started + options.maxSeconds * 1000;

  try {
    // One warm-up request (connection pool, module caches), not counted; its solution is the one
    // the flood replays.
    const replayHeader = await solvedChallenge(stack.functionsUrl, "127.0.0.1");
    await sendFrom(
      url,
      {
        method: "POST",
        payload: { name: "Warm Up", email: `warmup-${run}@example.it`, message: "warm-up", consent: true },
        headers: { [ALTCHA_HEADER]: replayHeader },
      },
      "127.0.0.1",
    );

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
        const began = performance.now();
        const { status, json } = await sendFrom(
          url,
          {
            method: "POST",
            headers: { "Idempotency-Key": randomUUID(), [ALTCHA_HEADER]: solvedChallenges[i] },
            payload: {
              name: `Carico ${i}`,
              email: `load-${run}-${i}@example.it`,
              company: "Prova di carico",
              message: `Messaggio di prova numero ${i}.\nSeconda riga.`,
              consent: true,
            },
          },
          visitor(options, i),
        );
        results.push({ i, status, id: json?.id ?? null, ms: performance.now() - began });
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const wallMs = Date.now() - t0;
    submissionsDone = true;
    const flooded = flooding ? await flooding : null;
    closeConnections();

    const ok = results.filter((r) => r.status >= 200 && r.status < 300);
    const byStatus = {};
    for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    const [stored] = await sql`
      select count(*)::int as submissions,
             (select count(*)::int from public.contact_outbox o join public.contact_submissions s on s.id = o.submission_id
               where s.email like ${`load-${run}-%`}) as outbox,
             (select count(*)::int from public.contact_outbox o join public.contact_submissions s on s.id = o.submission_id
               where s.email like ${`load-${run}-%`} and o.status = 'sent') as sent
      from public.contact_submissions where email like ${`load-${run}-%`}`;
    const ids = ok.map((r) => r.id).filter(Boolean);
    const [found] = await sql`select count(*)::int as n from public.contact_submissions where id = any(${ids}::uuid[])`;
    let mailsReceived = null;
    if (stack.mailApi) {
      const all = await (await fetch(`${stack.mailApi}/email`)).json();
      mailsReceived = all.filter((m) => m.to.some((t) => t.address.startsWith(`load-${run}-`)) || m.subject.includes("Carico")).length;
    }
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    // The counters the function wrote for the run (it writes what it counted in memory within seconds).
    const transactionsDuring = (await transactions(sql)) - transactionsBefore - 1;
    const formEvents = Object.fromEntries(
      (
        await sql`select kind || ' ' || detail as counter, sum(count)::int as n from public.form_events
                  where minute >= date_trunc('minute', ${runStart}::timestamptz) group by 1 order by 1`
      ).map((r) => [r.counter, r.n]),
    );
    const report = {
      target: options.target,
      requests: results.length,
      concurrency: options.concurrency,
      dbPools: options.dbPool ? `${options.dbPool} + ${options.dbPool}` : "default (4 store + 4 delivery)",
      mail: options.mailDown ? "down" : "up",
      statuses: byStatus,
      wallSeconds: +(wallMs / 1000).toFixed(2),
      acceptedPerSecond: +(ok.length / (wallMs / 1000)).toFixed(1),
      latencyMs: {
        p50: Math.round(percentile(latencies, 50)),
        p95: Math.round(percentile(latencies, 95)),
        p99: Math.round(percentile(latencies, 99)),
        max: Math.round(latencies[latencies.length - 1] ?? 0),
      },
      storedRows: stored.submissions,
      outboxRows: stored.outbox,
      outboxSent: stored.sent,
      answeredIdsFound: found.n,
      mailsReceived,
      ...(flooded
        ? {
            flood: flooded,
            databaseTransactionsDuringRun: transactionsDuring,
            formEventsCounted: formEvents,
          }
        : {}),
    };
    const lost = ok.length - found.n;
    const zeroLoss = lost === 0 && stored.submissions === ok.length && stored.outbox === 2 * ok.length && (options.mailDown || stored.sent === 2 * ok.length);
    console.log(JSON.stringify(report, null, 2));
    console.log(
      zeroLoss
        ? `ZERO LOSS: ${ok.length} accepted = ${stored.submissions} stored (${stored.outbox} e-mails queued, ${stored.sent} sent); ${report.acceptedPerSecond} submissions/s at concurrency ${options.concurrency}`
        : `LOSS: ${ok.length} accepted but ${found.n} found / ${stored.submissions} stored / ${stored.outbox} outbox rows`,
    );
    process.exitCode = zeroLoss && ok.length === results.length ? 0 : 1;
  } finally {
    await sql.end({ timeout: 5 });
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});

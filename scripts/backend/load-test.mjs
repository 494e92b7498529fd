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
 *
 * Each request is a valid submission with its own e-mail address and Idempotency-Key. Every
 * request comes from 127.0.0.1, and the function takes the client from the socket: its own stack
 * therefore lifts the per-client and per-block limits and the hourly cap on visitor e-mails, which are not what is
 * measured (--target dev keeps them: 20 per client an hour, 200 visitor e-mails an hour).
 * Bounded: at most --requests requests, and it stops sending after --max-seconds.
 */
import { randomUUID } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { LOCAL_DB_URL, LOCAL_SUPABASE_URL } from "./local-env.mjs";
import { applyMigrations, databaseUrl, ensureCluster, functionRoleUrl, startPostgres, stopPostgres } from "./lib/postgres.mjs";
import { MIGRATIONS_DIR, freePort, functionEnv, newFunctionSecrets, startFunctions, startMaildev } from "./lib/stack.mjs";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** The header the function reads the solved challenge from (supabase/functions/_shared/site-contract/challenge-payload.ts). */
const ALTCHA_HEADER = "x-altcha";

function parseArgs(argv) {
  const options = { target: "own", requests: 500, concurrency: 20, maxSeconds: 120, dbPool: null, mailDown: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = inline ?? argv[++i];
    if (flag === "--target") options.target = value;
    else if (flag === "--requests") options.requests = Math.min(5000, Math.max(1, Number(value)));
    else if (flag === "--concurrency") options.concurrency = Math.min(100, Math.max(1, Number(value)));
    else if (flag === "--max-seconds") options.maxSeconds = Math.min(600, Math.max(1, Number(value)));
    else if (flag === "--db-pool") options.dbPool = Math.min(50, Math.max(1, Number(value)));
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
      RATE_LIMIT_PER_IP_PER_HOUR: "1000000",
      RATE_LIMIT_PER_BLOCK_PER_HOUR: "1000000",
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

/** A contact form's challenge from the function, solved as the site's worker solves it. */
async function solvedChallenge(functionsUrl) {
  const res = await fetch(`${functionsUrl}/forms/challenge?form=contact`, { headers: { Origin: "http://localhost:8000" } });
  const challenge = await res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })).toString("base64");
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
    // One warm-up request (connection pool, module caches), not counted.
    await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost:8000" },
      body: JSON.stringify({ name: "Warm Up", email: `warmup-${run}@example.it`, message: "warm-up" }),
    });

    // Every request carries its own solved challenge (each is accepted once), ready before the
    // clock starts: what is measured is the function and the database, not the solving.
    const solvedChallenges = [];
    for (let i = 0; i < options.requests; i++) solvedChallenges.push(await solvedChallenge(stack.functionsUrl));

    const t0 = Date.now();
    const worker = async () => {
      while (next < options.requests && Date.now() < deadline) {
        const i = next++;
        const began = performance.now();
        let status = 0;
        let id = null;
        try {
          const res = await fetch(url, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Authorization: "Bearer local-anon-key-not-a-secret",
              apikey: "local-anon-key-not-a-secret",
              Origin: "http://localhost:8000",
              "Idempotency-Key": randomUUID(),
              [ALTCHA_HEADER]: solvedChallenges[i],
            },
            body: JSON.stringify({
              name: `Carico ${i}`,
              email: `load-${run}-${i}@example.it`,
              company: "Prova di carico",
              message: `Messaggio di prova numero ${i}.\nSeconda riga.`,
            }),
            signal: AbortSignal.timeout(30_000),
          });
          status = res.status;
          const body = await res.json().catch(() => null);
          id = body?.id ?? null;
        } catch {
          status = -1;
        }
        results.push({ i, status, id, ms: performance.now() - began });
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const wallMs = Date.now() - t0;

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

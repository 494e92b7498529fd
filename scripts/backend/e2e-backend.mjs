#!/usr/bin/env node
/**
 * The backend the end-to-end tests run against (started by playwright.config.ts): the
 * same pieces as `npm start`'s, but throw-away — a fresh PostgreSQL cluster in a temp
 * folder with the migrations applied, maildev, Deno serving the real functions (the forms and
 * page analytics' collector), and an outbox drain every second — on fixed ports of its own, so it never collides with a
 * developer's running `npm start`. The site under test is built with
 * GATSBY_SUPABASE_URL=E2E_SUPABASE_URL (scripts/test.sh does it).
 *
 * It writes where everything is to .tmp/e2e-backend.json (the tests read the database and
 * the mail catcher from there) and cleans up on SIGINT/SIGTERM.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, chmodSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  analyticsRoleUrl,
  applyMigrations,
  assertPostgresInstalled,
  databaseUrl,
  ensureCluster,
  functionRoleUrl,
  startPostgres,
  stopPostgres,
} from "./lib/postgres.mjs";
import { MIGRATIONS_DIR, REPO_ROOT, cacheFunctionDependencies, freePort, functionEnv, newFunctionSecrets, startFunctions, startMaildev } from "./lib/stack.mjs";

export const E2E_FUNCTIONS_PORT = 54421;
export const E2E_SUPABASE_URL = `http://127.0.0.1:${E2E_FUNCTIONS_PORT}`;
const SMTP_PORT = 54425;
const MAIL_WEB_PORT = 54480;
const DRAIN_EVERY_MS = 1000;
const STATE_FILE = path.join(REPO_ROOT, ".tmp/e2e-backend.json");
/** The built site under test (playwright.config.ts): the newsletter's e-mail links point there. */
const SITE_URL = "http://127.0.0.1:9000";
/**
 * Every test's browser calls from 127.0.0.1: the per-IP limit (20 an hour in production), and the
 * limit of its /24 (60), would otherwise stop a full run's dozens of submissions, and the limits of
 * requests that pay for nothing (20 and 60) its newsletter links. The per-address limit stays as in
 * production.
 */
const RATE_LIMIT_PER_IP_PER_HOUR = "1000";
const RATE_LIMIT_PER_BLOCK_PER_HOUR = "1000";
const UNPROVEN_PER_CLIENT_PER_HOUR = "1000";
const UNPROVEN_PER_BLOCK_PER_HOUR = "1000";
/** Likewise the hourly cap on e-mails to visitors (200 in production): a full run must not reach it. */
const VISITOR_MAIL_HOURLY_CAP = "100000";
/**
 * And page analytics' events per client and minute (120 in production): the tests' browsers run in
 * parallel, all from 127.0.0.1 (the tracker skips a browser driven by Playwright unless a test asks for it).
 */
const ANALYTICS_EVENTS_PER_CLIENT_PER_MINUTE = "100000";

const say = (line) => process.stdout.write(`[e2e-backend] ${line}\n`);

const main = async () => {
  assertPostgresInstalled();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "altura-e2e-backend-"));
  chmodSync(tmp, 0o755); // as root, PostgreSQL runs as `postgres` and must reach its folder
  const dataDir = path.join(tmp, "pg", "data");
  const pgPort = await freePort();
  let functions = null;
  let maildev = null;
  let drain = null;
  let stopping = false;

  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    if (drain) clearInterval(drain);
    if (functions) await functions.stop();
    if (maildev) await maildev.stop();
    try {
      stopPostgres(dataDir);
    } catch {
      // Already stopped.
    }
    rmSync(tmp, { recursive: true, force: true });
    rmSync(STATE_FILE, { force: true });
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));

  try {
    ensureCluster(dataDir);
    startPostgres({ dataDir, port: pgPort, logFile: path.join(tmp, "pg", "postgres.log"), fast: true });
    const dbUrl = databaseUrl(pgPort);
    await applyMigrations(dbUrl, MIGRATIONS_DIR);
    const denoReady = cacheFunctionDependencies();
    maildev = await startMaildev({ smtpPort: SMTP_PORT, webPort: MAIL_WEB_PORT });
    await denoReady;
    // 9100: the built site served with its _headers (tests/e2e/security-headers.e2e.ts).
    const allowedOrigins = ["9000", "8000", "9100"].flatMap((p) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`]).join(",");
    const secrets = newFunctionSecrets();
    functions = await startFunctions({
      port: E2E_FUNCTIONS_PORT,
      env: functionEnv({
        dbUrl: await functionRoleUrl(dbUrl),
        analyticsDbUrl: await analyticsRoleUrl(dbUrl),
        smtpPort: SMTP_PORT,
        // The proof of work at production's difficulty, so the browser solves what visitors solve.
        secrets,
        allowedOrigins,
        extra: {
          SITE_URL,
          RATE_LIMIT_PER_IP_PER_HOUR,
          RATE_LIMIT_PER_BLOCK_PER_HOUR,
          UNPROVEN_PER_CLIENT_PER_HOUR,
          UNPROVEN_PER_BLOCK_PER_HOUR,
          VISITOR_MAIL_HOURLY_CAP,
          ANALYTICS_EVENTS_PER_CLIENT_PER_MINUTE,
        },
      }),
      onLine: () => {},
    });
    // What pg_cron does every minute in production: deliver e-mails still pending.
    drain = setInterval(() => {
      fetch(`${E2E_SUPABASE_URL}/functions/v1/forms/outbox`, {
        method: "POST",
        headers: { Authorization: `Bearer ${secrets.OUTBOX_SECRET}` },
      }).catch(() => {});
    }, DRAIN_EVERY_MS);
    mkdirSync(path.dirname(STATE_FILE), { recursive: true });
    writeFileSync(
      STATE_FILE,
      JSON.stringify({ dbUrl, mailApi: `http://127.0.0.1:${MAIL_WEB_PORT}`, functionsUrl: E2E_SUPABASE_URL, siteUrl: SITE_URL }, null, 2),
    );
    say(`ready: functions ${E2E_SUPABASE_URL}, mail http://127.0.0.1:${MAIL_WEB_PORT}, database ${dbUrl}`);
  } catch (error) {
    process.stderr.write(`[e2e-backend] ${error?.message ?? error}\n`);
    await stop(1);
  }
};

void main();

#!/usr/bin/env node
/**
 * The whole local backend, with no account and no Docker:
 *
 *   1. PostgreSQL 15 (Debian's binaries) in .tmp/postgres, on 127.0.0.1:54322 — the cluster is
 *      created once and kept (its data survives restarts); new migrations are applied on start;
 *   2. maildev: SMTP on 127.0.0.1:1025, web inbox on http://127.0.0.1:1080;
 *   3. the real functions' code served by Deno: the forms at http://127.0.0.1:54321/functions/v1/forms,
 *      page analytics' collector at http://127.0.0.1:54321/functions/v1/collect/api/event;
 *   4. a timer draining the outbox every 5 s (what pg_cron does every minute in production; the
 *      alerts and the weekly report follow each drain), and
 *      one running the retention purge every hour (pg_cron: nightly), which also closes page
 *      analytics' days that are over (pg_cron: hourly).
 *
 *   node scripts/backend/dev-backend.mjs                      # the backend alone, until Ctrl-C
 *   node scripts/backend/dev-backend.mjs --with "<command>"   # …and a command beside it (e.g.
 *       gatsby develop), with GATSBY_SUPABASE_URL / GATSBY_SUPABASE_ANON_KEY set; when either
 *       ends, everything stops.
 *
 * Ctrl-C / SIGTERM stops Deno, maildev, then PostgreSQL (pg_ctl stop -m fast). Anything missing
 * (PostgreSQL, Deno, a busy port) stops it at once with one clear message.
 *
 * Programmatic use: `const backend = await startDevBackend(); …; await backend.stop();`
 */
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_DB_PORT, LOCAL_FUNCTIONS_PORT, LOCAL_MAIL_WEB_PORT, LOCAL_PG_DIR, LOCAL_SITE_URL, LOCAL_SMTP_PORT, localSiteEnv } from "./local-env.mjs";
import {
  BackendSetupError,
  analyticsRoleUrl,
  applyMigrations,
  assertPostgresInstalled,
  databaseUrl,
  ensureCluster,
  functionRoleUrl,
  isRunning,
  purgeFormData,
  startPostgres,
  stopPostgres,
} from "./lib/postgres.mjs";
import {
  MIGRATIONS_DIR,
  REPO_ROOT,
  cacheFunctionDependencies,
  denoBinary,
  functionEnv,
  isPortInUse,
  maildevBinary,
  newFunctionSecrets,
  startFunctions,
  startMaildev,
} from "./lib/stack.mjs";

const DRAIN_EVERY_MS = 5000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

const say = (line) => process.stdout.write(`[backend] ${line}\n`);

/**
 * The site origins the function accepts: ALLOWED_ORIGINS when set; otherwise the function's own
 * defaults (ports 8000 and 9000), plus $PORT when the site runs on another one.
 */
function defaultAllowedOrigins() {
  if (process.env.ALLOWED_ORIGINS) return process.env.ALLOWED_ORIGINS;
  const port = Number(process.env.PORT);
  if (!Number.isInteger(port) || port === 8000 || port === 9000) return undefined;
  return ["8000", "9000", String(port)].flatMap((p) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`]).join(",");
}

/**
 * Starts the four pieces; resolves once all are ready. On failure, whatever was started is
 * stopped again and the error (a BackendSetupError with a readable message) is thrown.
 */
export async function startDevBackend({
  log = say,
  functionLog = (line) => process.stdout.write(`[functions] ${line}\n`),
  allowedOrigins = defaultAllowedOrigins(),
} = {}) {
  // Everything that can be missing, checked before anything starts.
  assertPostgresInstalled();
  denoBinary();
  maildevBinary();
  const pgRoot = path.join(REPO_ROOT, LOCAL_PG_DIR);
  const dataDir = path.join(pgRoot, "data");
  // Our own cluster still running with nothing else of the stack: left by a run that was killed.
  if (isRunning(dataDir) && !(await isPortInUse(LOCAL_FUNCTIONS_PORT))) {
    log("stopping the PostgreSQL an earlier run left running");
    stopPostgres(dataDir);
  }
  for (const [port, what] of [
    [LOCAL_DB_PORT, "PostgreSQL"],
    [LOCAL_FUNCTIONS_PORT, "the functions"],
    [LOCAL_SMTP_PORT, "maildev SMTP"],
    [LOCAL_MAIL_WEB_PORT, "maildev web"],
  ]) {
    if (await isPortInUse(port)) {
      throw new BackendSetupError(`Port ${port} (for ${what}) is already in use on 127.0.0.1: is another \`npm start\` or dev-backend running?`);
    }
  }

  mkdirSync(pgRoot, { recursive: true });
  let maildev = null;
  let functions = null;
  let timer = null;
  let purgeTimer = null;
  let pgStarted = false;
  let stopping = null;

  const stop = () =>
    (stopping ??= (async () => {
      if (timer) clearInterval(timer);
      if (purgeTimer) clearInterval(purgeTimer);
      await functions?.stop();
      await maildev?.stop();
      if (pgStarted) {
        try {
          stopPostgres(dataDir);
        } catch (error) {
          log(`could not stop PostgreSQL: ${error.message}`);
        }
      }
    })());

  try {
    const { created } = ensureCluster(dataDir);
    if (created) log(`created the PostgreSQL cluster in ${LOCAL_PG_DIR}/data`);
    startPostgres({ dataDir, port: LOCAL_DB_PORT, logFile: path.join(pgRoot, "postgres.log") });
    pgStarted = true;
    const dbUrl = databaseUrl(LOCAL_DB_PORT);
    const applied = await applyMigrations(dbUrl, MIGRATIONS_DIR, { log: (line) => log(line) });
    if (applied.length === 0) log("migrations up to date");
    const functionDbUrl = await functionRoleUrl(dbUrl);
    const analyticsDbUrl = await analyticsRoleUrl(dbUrl);

    const denoReady = cacheFunctionDependencies();
    denoReady.catch(() => {}); // awaited below; failures reported there
    maildev = await startMaildev({ smtpPort: LOCAL_SMTP_PORT, webPort: LOCAL_MAIL_WEB_PORT });
    await denoReady;
    const secrets = newFunctionSecrets();
    functions = await startFunctions({
      port: LOCAL_FUNCTIONS_PORT,
      env: functionEnv({
        dbUrl: functionDbUrl,
        analyticsDbUrl,
        smtpPort: LOCAL_SMTP_PORT,
        secrets,
        allowedOrigins,
        extra: { SITE_URL: LOCAL_SITE_URL },
      }),
      onLine: functionLog,
    });

    // The retention purge: pg_cron runs it nightly in production; here at start and every hour
    // (a development machine is rarely up at 03:17).
    const purge = async () => {
      try {
        const done = (await purgeFormData(dbUrl)).filter((r) => r.affected > 0);
        if (done.length) log(`retention purge: ${done.map((r) => `${r.step} ${r.affected}`).join(", ")}`);
      } catch (error) {
        log(`retention purge failed: ${error.message}`);
      }
    };
    await purge();
    purgeTimer = setInterval(purge, PURGE_EVERY_MS);

    const drainUrl = `${functions.url}/forms/outbox`;
    let draining = false;
    timer = setInterval(async () => {
      if (draining) return;
      draining = true;
      try {
        const res = await fetch(drainUrl, {
          method: "POST",
          headers: { Authorization: `Bearer ${secrets.OUTBOX_SECRET}` },
          signal: AbortSignal.timeout(60_000),
        });
        const body = await res.json().catch(() => ({}));
        if (!res.ok) log(`outbox drain answered ${res.status}`);
        else if (body.sent || body.failed) log(`outbox drained: ${body.sent} sent, ${body.failed} not sent (retried later, unless refused for good)`);
        if (body.reports) log(`the weekly report of page analytics and leads is in the mail inbox (npm run report prints any period)`);
      } catch (error) {
        log(`outbox drain failed: ${error.message}`);
      } finally {
        draining = false;
      }
    }, DRAIN_EVERY_MS);

    return {
      dbUrl,
      functionsUrl: functions.url,
      mailUrl: maildev.webUrl,
      siteEnv: localSiteEnv(),
      children: [functions.child, maildev.child],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** SIGTERM to the child's whole process group, SIGKILL after `graceMs`. */
function stopGroup(child, graceMs) {
  return new Promise((resolve) => {
    const signal = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => signal("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      signal("SIGKILL"); // whatever of the group is left
      resolve();
    });
    signal("SIGTERM");
  });
}

function parseArgs(argv) {
  const options = { with: null };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--with") options.with = argv[++i] ?? null;
    else if (argv[i].startsWith("--with=")) options.with = argv[i].slice(7);
    else if (argv[i] === "--help" || argv[i] === "-h") options.help = true;
    else throw new BackendSetupError(`Unknown argument ${argv[i]} (usage: dev-backend.mjs [--with "<command>"]).`);
  }
  return options;
}

async function main() {
  // Output piped into a program that quits (`| head`) must not kill us before we clean up.
  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => {});
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    process.stdout.write('usage: node scripts/backend/dev-backend.mjs [--with "<command run beside the backend>"]\n');
    return;
  }
  let backend = null;
  let command = null;
  let exitCode = 0;
  let shuttingDown = false;
  const starting = startDevBackend();

  const shutdown = async (code) => {
    if (shuttingDown) return;
    shuttingDown = true;
    exitCode = code;
    if (command && command.exitCode === null && command.signalCode === null) await stopGroup(command, 10_000);
    // Interrupted while starting: let the start finish (or fail, which cleans up), then stop it.
    backend ??= await starting.catch(() => null);
    if (backend) {
      say("stopping…");
      await backend.stop();
      say("stopped");
    }
    process.exit(exitCode);
  };
  process.on("SIGINT", () => shutdown(0));
  process.on("SIGTERM", () => shutdown(0));

  backend = await starting;
  if (shuttingDown) return;
  say(`PostgreSQL   ${backend.dbUrl}`);
  say(`function     ${backend.functionsUrl}/forms`);
  say(`analytics    ${backend.functionsUrl}/collect/api/event   (events in public.analytics_events)`);
  say(`mail inbox   ${backend.mailUrl}   (SMTP 127.0.0.1:${LOCAL_SMTP_PORT})`);
  say(`site env     GATSBY_SUPABASE_URL=${backend.siteEnv.GATSBY_SUPABASE_URL} GATSBY_SUPABASE_ANON_KEY=${backend.siteEnv.GATSBY_SUPABASE_ANON_KEY}`);
  say(`outbox drained every ${DRAIN_EVERY_MS / 1000} s; Ctrl-C stops everything`);

  for (const child of backend.children) {
    child.once("exit", (code, signal) => {
      if (shuttingDown) return;
      say(`a backend process stopped unexpectedly (${signal ?? `exit code ${code}`}); shutting down`);
      shutdown(1);
    });
  }

  if (options.with) {
    // The site's variables, unless the caller set them (e.g. to point at a hosted project).
    const env = { ...process.env };
    for (const [key, value] of Object.entries(backend.siteEnv)) env[key] ??= value;
    // Its own process group, so that stopping it also stops what it started (npx → gatsby → workers).
    command = spawn(options.with, { shell: true, stdio: ["ignore", "inherit", "inherit"], env, cwd: REPO_ROOT, detached: true });
    command.once("exit", (code, signal) => {
      if (shuttingDown) return;
      shutdown(signal ? 1 : (code ?? 0));
    });
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  main().catch((error) => {
    process.stderr.write(`[backend] ${error instanceof BackendSetupError ? error.message : (error.stack ?? error)}\n`);
    process.exit(1);
  });
}

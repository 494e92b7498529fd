/**
 * A throw-away local stack for one run of a script (load-test.mjs, scripted-week.mjs, the benchmarks'
 * scripts/bench/site-backend.mjs): a fresh PostgreSQL 15 cluster in a temp folder with
 * supabase/migrations applied, maildev, and Deno serving the real functions (the forms and page
 * analytics' collector, each with its own role), every piece on a free port of 127.0.0.1 that the
 * kernel hands out, so it never takes a port a running stack holds (`npm start`'s, the end-to-end
 * tests'); only the functions may be given a port of the caller's (the one a built site calls).
 * `stop()` ends them all and removes the folder.
 *
 * The backend tests (tests/backend/global-setup.mjs) and the end-to-end tests
 * (scripts/backend/e2e-backend.mjs) start stacks of their own, with more pieces or fixed ports.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { analyticsRoleUrl, applyMigrations, databaseUrl, ensureCluster, functionRoleUrl, startPostgres, stopPostgres } from "./postgres.mjs";
import { MIGRATIONS_DIR, freePort, functionEnv, newFunctionSecrets, startFunctions, startMaildev } from "./stack.mjs";

/**
 * Starts the stack; resolves once every piece answers. `fast`: PostgreSQL without fsync (a run
 * whose figures are not about durable commits). `env`: the functions' settings beyond the stack's
 * own (functionEnv's `extra`). `mailDown`: the functions' SMTP port is a closed one (a provider
 * outage); maildev still runs. `functionsPort`: the functions on this port instead of a free one
 * (the caller makes sure it is free). On failure whatever started is stopped and the error thrown.
 *
 * Resolves with the functions' URL (…/functions/v1), the database's (as its owner), maildev's
 * REST API, the secret that drains the outbox (OUTBOX_SECRET), and `stop`.
 */
export async function startThrowawayStack({ name, fast = false, env = {}, allowedOrigins, mailDown = false, onFunctionLine, functionsPort } = {}) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), `altura-${name ?? "stack"}-`));
  chmodSync(tmp, 0o755); // as root, PostgreSQL runs as `postgres` and must reach its folder
  const [pgPort, smtpPort, webPort, fnPort, closedPort] = await Promise.all([freePort(), freePort(), freePort(), functionsPort ?? freePort(), freePort()]);
  const pg = { dataDir: path.join(tmp, "pg", "data"), port: pgPort, logFile: path.join(tmp, "pg", "postgres.log"), fast };
  const stopAll = [];
  const stop = async () => {
    for (const fn of stopAll.reverse()) await fn().catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    ensureCluster(pg.dataDir);
    startPostgres(pg);
    stopAll.push(async () => stopPostgres(pg.dataDir));
    const dbUrl = databaseUrl(pgPort);
    await applyMigrations(dbUrl, MIGRATIONS_DIR);
    const maildev = await startMaildev({ smtpPort, webPort });
    stopAll.push(maildev.stop);
    const secrets = newFunctionSecrets();
    const fn = await startFunctions({
      port: fnPort,
      env: functionEnv({
        dbUrl: await functionRoleUrl(dbUrl),
        analyticsDbUrl: await analyticsRoleUrl(dbUrl),
        smtpPort: mailDown ? closedPort : smtpPort,
        secrets,
        allowedOrigins,
        extra: env,
      }),
      onLine: onFunctionLine,
    });
    stopAll.push(fn.stop);
    return { functionsUrl: fn.url, dbUrl, mailApi: maildev.webUrl, outboxSecret: secrets.OUTBOX_SECRET, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

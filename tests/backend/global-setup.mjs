/**
 * Jest globalSetup for the backend tests: an EPHEMERAL stack on free ports of 127.0.0.1 —
 *   - a fresh PostgreSQL 15 cluster in a temp folder, with supabase/migrations applied;
 *   - maildev (SMTP + REST API);
 *   - Deno serving the real function (SMTP transport, the real database);
 *   - a second Deno instance whose database is a closed port (the "database down" case);
 *   - a third Deno instance with MAIL_TRANSPORT=resend, pointed at a fake Resend API (which
 *     refuses, for good, any address with "rejected" in it, quoting it);
 *   - a fourth, "edge", set up like hosted Supabase: the client is the CF-Connecting-IP header,
 *     with a database of its own reached over TLS that checks the server's certificate (signed by
 *     a throw-away authority made here with openssl), a per-IP limit of 5 and a cap of 3 e-mails
 *     to visitors an hour, 8 requests an hour per IPv6 /48 or IPv4 /24, 3 without a client address,
 *     and 5 requests that have paid for nothing per client an hour, 12 per block; and page
 *     analytics' collector limited to 5 events per client and minute;
 *   - a fifth, "alerts", with a database of its own, a cap of 2 e-mails to visitors an hour and
 *     ALERT_WEBHOOK_URL pointed at a fake chat webhook: the one that e-mails the firm, its alerts and
 *     its weekly report (to REPORTS_INBOX); the others e-mail neither (ALERT_EMAIL_TO=none,
 *     REPORT_EMAIL_TO=none), so that the e-mails their tests count are the forms' own;
 *   - every instance connects as the function's own role (contact_function), not as the owner;
 *     page analytics' collector runs in the main, the edge and the "database down" instances, as
 *     its own role (analytics_function), and answers 503 in the others (no ANALYTICS_DB_URL: it
 *     refuses to start);
 *   - a control server (loopback) through which the tests stop and start maildev and PostgreSQL
 *     and read what the fake Resend API and the fake webhook received: the tests are TypeScript in Jest's sandbox,
 *     the processes belong to this file.
 * Everything is described in process.env.ALTURA_BACKEND_TEST_STACK (JSON) for the tests.
 * global-teardown.mjs stops it all and removes the temp folder.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import {
  analyticsRoleUrl,
  applyMigrations,
  assertPostgresInstalled,
  databaseUrl,
  ensureCluster,
  functionRoleUrl,
  startPostgres,
  stopPostgres,
} from "../../scripts/backend/lib/postgres.mjs";
import {
  LOCAL_FUNCTIONS_CONFIG,
  MIGRATIONS_DIR,
  REPO_ROOT,
  cacheFunctionDependencies,
  freePort,
  functionEnv,
  newFunctionSecrets,
  startFunctions,
  startMaildev,
} from "../../scripts/backend/lib/stack.mjs";

/**
 * The proof-of-work challenge at a trivial difficulty: the tests check what is refused, and the
 * hundreds of requests of a run must not each cost a second of solving (docs/forms-backend.md,
 * "Proof of work").
 */
const TEST_CHALLENGE = { ALTCHA_COST: "10", ALTCHA_COUNTER_MAX: "50" };

export const CONTACT_INBOX = "lead-inbox@altura.test";
export const ALLOWED_ORIGIN = "http://localhost:8000";
/** The alerts instance's CONTACT_INBOX: where its alert e-mails go, apart from the other instances' e-mails. */
export const ALERTS_INBOX = "alerts-inbox@altura.test";
/** The alerts instance's REPORT_EMAIL_TO: where its weekly report goes. */
export const REPORTS_INBOX = "reports-inbox@altura.test";

/**
 * A throw-away certificate authority, the database server's certificate it signs (for localhost,
 * not for 127.0.0.1), and a second authority that signed nothing here: what a connection that
 * checks the certificate must accept, and must refuse (another authority, another host name).
 */
function testCertificates(dir) {
  mkdirSync(dir);
  const file = (name) => path.join(dir, name);
  const openssl = (...args) => execFileSync("openssl", args, { stdio: "pipe" });
  const newKey = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  for (const ca of ["ca", "other-ca"]) {
    openssl("req", "-x509", ...newKey, "-keyout", file(`${ca}.key`), "-out", file(`${ca}.crt`), "-days", "2", "-subj", `/CN=Altura test ${ca}`);
  }
  openssl("req", ...newKey, "-keyout", file("server.key"), "-out", file("server.csr"), "-subj", "/CN=localhost");
  // localhost only: a connection to 127.0.0.1 then meets a certificate for another host name.
  writeFileSync(file("server.ext"), "subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n");
  openssl(
    "x509",
    "-req",
    "-in",
    file("server.csr"),
    "-CA",
    file("ca.crt"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-days",
    "2",
    "-extfile",
    file("server.ext"),
    "-out",
    file("server.crt"),
  );
  chmodSync(file("server.key"), 0o600);
  return {
    certFile: file("server.crt"),
    keyFile: file("server.key"),
    caCert: readFileSync(file("ca.crt"), "utf8"),
    otherCaCert: readFileSync(file("other-ca.crt"), "utf8"),
  };
}

/** The same database and role, by the name the server's certificate carries. */
const byName = (url) => url.replace("@127.0.0.1:", "@localhost:");

export default async function globalSetup() {
  // On a fresh machine PostgreSQL may be missing: install it (as root) or say how, in one line.
  try {
    assertPostgresInstalled();
  } catch {
    execFileSync("bash", [path.join(REPO_ROOT, "scripts/backend/ensure-postgres.sh")], { stdio: "inherit" });
  }

  const tmp = mkdtempSync(path.join(os.tmpdir(), "altura-backend-test-"));
  chmodSync(tmp, 0o755); // PostgreSQL runs as another user (as root: `postgres`) and must get through
  const logDir = path.join(REPO_ROOT, ".tmp/backend-test-logs");
  mkdirSync(logDir, { recursive: true });
  const logTo = (name) => {
    const file = path.join(logDir, name);
    writeFileSync(file, "");
    return (line) => appendFileSync(file, `${line}\n`);
  };

  const stack = { tmp, logDir, children: [], pg: null };
  globalThis.__ALTURA_BACKEND_STACK__ = stack;
  try {
    const [pgPort, smtpPort, webPort, fnPort, fnDownPort, fnResendPort, fnEdgePort, fnAlertsPort, controlPort, closedPort] = await Promise.all(
      Array.from({ length: 10 }, () => freePort()),
    );
    const dataDir = path.join(tmp, "pg", "data");
    ensureCluster(dataDir);
    const tls = testCertificates(path.join(tmp, "tls"));
    const pg = { dataDir, port: pgPort, logFile: path.join(tmp, "pg", "postgres.log"), fast: true, tls };
    startPostgres(pg);
    stack.pg = pg;
    const dbUrl = databaseUrl(pgPort);
    await applyMigrations(dbUrl, MIGRATIONS_DIR);
    const functionDbUrl = await functionRoleUrl(dbUrl);
    const analyticsDbUrl = await analyticsRoleUrl(dbUrl);
    // The edge instance's counts (per IP, the hourly cap) must not see the other tests' rows; nor
    // must the alerts instance's alerts, which depend on everything in its database.
    const admin = postgres(dbUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe("create database altura_edge");
    await admin.unsafe("create database altura_alerts");
    await admin.end({ timeout: 5 });
    const edgeDbUrl = databaseUrl(pgPort, "altura_edge");
    await applyMigrations(edgeDbUrl, MIGRATIONS_DIR);
    const edgeFunctionDbUrl = await functionRoleUrl(edgeDbUrl);
    const edgeAnalyticsDbUrl = await analyticsRoleUrl(edgeDbUrl);
    const alertsDbUrl = databaseUrl(pgPort, "altura_alerts");
    await applyMigrations(alertsDbUrl, MIGRATIONS_DIR);
    const alertsFunctionDbUrl = await functionRoleUrl(alertsDbUrl);

    // Deno's npm: imports, fetched once while the database and maildev start.
    const denoReady = cacheFunctionDependencies();
    denoReady.catch(() => {}); // awaited below
    stack.maildev = await startMaildev({ smtpPort, webPort });
    await denoReady;

    // The fake Resend API and the control endpoints, one loopback server.
    // The fake Resend API: refuses `failNext` requests with `failStatus` (500 unless set).
    const resend = { requests: [], failNext: 0, failStatus: 500, hang: false };
    // The fake chat webhook: records each post, answers `status` (200), or never when `hang`.
    const webhook = { requests: [], status: 200, hang: false };
    const control = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", async () => {
        const reply = (status, json) => {
          res.writeHead(status, { "Content-Type": "application/json" });
          res.end(JSON.stringify(json));
        };
        try {
          const url = new URL(req.url, "http://127.0.0.1");
          if (url.pathname === "/resend/emails" && req.method === "POST") {
            resend.requests.push({ headers: req.headers, body: JSON.parse(body || "null") });
            if (resend.hang) return; // never answers: the function's timeout must fire
            // Like real providers, the refusal quotes the address it refuses.
            const refused = JSON.parse(body || "null")?.to?.find((to) => to.includes("rejected"));
            if (refused) {
              return reply(422, { statusCode: 422, name: "validation_error", message: `Invalid \`to\` field: ${refused} is not a deliverable address.` });
            }
            if (resend.failNext > 0) {
              resend.failNext--;
              return reply(resend.failStatus, { statusCode: resend.failStatus, name: "fake_failure", message: `fake ${resend.failStatus}` });
            }
            return reply(200, { id: `fake-${resend.requests.length}` });
          }
          if (url.pathname === "/alert-webhook" && req.method === "POST") {
            webhook.requests.push({ headers: req.headers, body: JSON.parse(body || "null") });
            if (webhook.hang) return; // never answers: the function's timeout must fire
            return reply(webhook.status, webhook.status < 300 ? { ok: true } : { error: "fake webhook failure" });
          }
          switch (`${req.method} ${url.pathname}`) {
            case "GET /alert-webhook/requests":
              return reply(200, webhook.requests);
            case "POST /alert-webhook/reset":
              webhook.requests = [];
              webhook.status = Number(url.searchParams.get("status") ?? 200);
              webhook.hang = url.searchParams.get("hang") === "1";
              return reply(200, { ok: true });
            case "GET /resend/requests":
              return reply(200, resend.requests);
            case "POST /resend/reset":
              resend.requests = [];
              resend.failNext = Number(url.searchParams.get("failNext") ?? 0);
              resend.failStatus = Number(url.searchParams.get("failStatus") ?? 500);
              resend.hang = url.searchParams.get("hang") === "1";
              return reply(200, { ok: true });
            case "POST /maildev/stop":
              await stack.maildev?.stop();
              stack.maildev = null;
              return reply(200, { ok: true });
            case "POST /maildev/start":
              if (!stack.maildev) stack.maildev = await startMaildev({ smtpPort, webPort });
              return reply(200, { ok: true });
            case "POST /postgres/stop":
              stopPostgres(pg.dataDir);
              return reply(200, { ok: true });
            case "POST /postgres/start":
              startPostgres(pg);
              return reply(200, { ok: true });
            case "POST /migrations/apply":
              return reply(200, { applied: await applyMigrations(dbUrl, MIGRATIONS_DIR) });
            default:
              return reply(404, { error: "unknown control path" });
          }
        } catch (error) {
          reply(500, { error: String(error?.message ?? error) });
        }
      });
    });
    await new Promise((resolve) => control.listen(controlPort, "127.0.0.1", resolve));
    stack.control = control;

    // One set of secrets for every instance: the tests forge challenges and drain with them.
    const secrets = newFunctionSecrets();
    const common = { secrets, allowedOrigins: `${ALLOWED_ORIGIN},http://127.0.0.1:8000` };
    // The tests' clients are loopback addresses of three /24s (support/stack.ts's nextIp): the limit
    // per block is the edge instance's to test.
    // A body has 1.5 s to arrive (10 s in production): the test of a stalled body need not wait longer.
    // The refusals counted in memory reach form_events within a quarter of a second (2 s in production).
    const base = {
      CONTACT_INBOX,
      SITE_URL: "https://www.alturaconsulting.it",
      RATE_LIMIT_PER_BLOCK_PER_HOUR: "1000000",
      UNPROVEN_PER_BLOCK_PER_HOUR: "1000000",
      BODY_READ_TIMEOUT_MS: "1500",
      FORM_EVENTS_FLUSH_MS: "250",
      ...TEST_CHALLENGE,
    };
    // The instances whose tests count e-mails send no alert e-mails (they still claim alerts and log
    // them), and claim no weekly report.
    const extra = { ...base, ALERT_EMAIL_TO: "none", REPORT_EMAIL_TO: "none" };
    // The instances start in parallel: the first run of Deno downloads the npm: imports.
    const [main, dbDown, resendFn, edge, alerts] = await Promise.all([
      startFunctions({ port: fnPort, env: functionEnv({ dbUrl: functionDbUrl, analyticsDbUrl, smtpPort, ...common, extra }), onLine: logTo("functions.log") }),
      startFunctions({
        port: fnDownPort,
        env: functionEnv({ dbUrl: databaseUrl(closedPort), analyticsDbUrl: databaseUrl(closedPort), smtpPort, ...common, extra }),
        onLine: logTo("functions-db-down.log"),
      }),
      startFunctions({
        port: fnResendPort,
        env: functionEnv({
          dbUrl: functionDbUrl,
          smtpPort,
          ...common,
          extra: {
            ...extra,
            MAIL_TRANSPORT: "resend",
            RESEND_API_KEY: "re_test_key",
            RESEND_API_URL: `http://127.0.0.1:${controlPort}/resend/emails`,
            MAIL_TIMEOUT_MS: "1500",
            IMMEDIATE_MAIL_TIMEOUT_MS: "1500",
          },
        }),
        onLine: logTo("functions-resend.log"),
      }),
      startFunctions({
        port: fnEdgePort,
        env: functionEnv({
          dbUrl: byName(edgeFunctionDbUrl),
          analyticsDbUrl: byName(edgeAnalyticsDbUrl),
          smtpPort,
          ...common,
          extra: {
            ...extra,
            ANALYTICS_EVENTS_PER_CLIENT_PER_MINUTE: "5",
            DB_SSL: "verify-full",
            DB_CA_CERT: tls.caCert,
            CLIENT_IP_HEADER: "cf-connecting-ip",
            RATE_LIMIT_PER_IP_PER_HOUR: "5",
            RATE_LIMIT_PER_BLOCK_PER_HOUR: "8",
            UNPROVEN_PER_CLIENT_PER_HOUR: "5",
            UNPROVEN_PER_BLOCK_PER_HOUR: "12",
            // As in production: its tests count the transactions a flood costs, the counters' writes included.
            FORM_EVENTS_FLUSH_MS: "2000",
            RATE_LIMIT_UNKNOWN_CLIENT_PER_HOUR: "3",
            VISITOR_MAIL_HOURLY_CAP: "3",
          },
        }),
        onLine: logTo("functions-edge.log"),
      }),
      startFunctions({
        port: fnAlertsPort,
        env: functionEnv({
          dbUrl: alertsFunctionDbUrl,
          smtpPort,
          ...common,
          extra: {
            ...base,
            CONTACT_INBOX: ALERTS_INBOX,
            REPORT_EMAIL_TO: REPORTS_INBOX,
            VISITOR_MAIL_HOURLY_CAP: "2",
            ALERT_WEBHOOK_URL: `http://127.0.0.1:${controlPort}/alert-webhook`,
            ALERT_WEBHOOK_TIMEOUT_MS: "1000",
          },
        }),
        onLine: logTo("functions-alerts.log"),
      }),
    ]);
    stack.children.push(main, dbDown, resendFn, edge, alerts);

    process.env.ALTURA_BACKEND_TEST_STACK = JSON.stringify({
      functionsUrl: main.url,
      dbDownFunctionsUrl: dbDown.url,
      resendFunctionsUrl: resendFn.url,
      edgeFunctionsUrl: edge.url,
      dbUrl,
      edgeDbUrl,
      functionTlsDbUrl: byName(functionDbUrl),
      dbCaCert: tls.caCert,
      otherCaCert: tls.otherCaCert,
      alertsFunctionsUrl: alerts.url,
      alertsDbUrl,
      alertsInbox: ALERTS_INBOX,
      reportsInbox: REPORTS_INBOX,
      mailApi: `http://127.0.0.1:${webPort}`,
      control: `http://127.0.0.1:${controlPort}`,
      outboxSecret: secrets.OUTBOX_SECRET,
      contactInbox: CONTACT_INBOX,
      allowedOrigin: ALLOWED_ORIGIN,
      functionsConfig: LOCAL_FUNCTIONS_CONFIG,
      altchaHmacKey: secrets.ALTCHA_HMAC_KEY,
      altchaCost: Number(TEST_CHALLENGE.ALTCHA_COST),
      logDir,
    });
  } catch (error) {
    const { default: teardown } = await import("./global-teardown.mjs");
    await teardown();
    throw error;
  }
}

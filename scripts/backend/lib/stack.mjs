/**
 * The pieces of the local backend besides PostgreSQL: maildev (SMTP + web inbox) and Deno
 * serving the real function code, each a child process we own, on 127.0.0.1 only; plus the
 * helpers both the dev orchestrator and the test set-up need (free ports, waiting, stopping).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BackendSetupError } from "./postgres.mjs";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const FUNCTIONS_DIR = path.join(REPO_ROOT, "supabase/functions");
export const MIGRATIONS_DIR = path.join(REPO_ROOT, "supabase/migrations");
/** The site's functions, each a folder of supabase/functions with its index.ts and its own import map (deno.json). */
export const FUNCTION_NAMES = ["forms", "collect"];
/**
 * Locally one Deno serves every function (supabase/functions/serve-local.ts), so it runs with the
 * union of their import maps: written here by localFunctionsConfig(), never edited by hand.
 */
export const LOCAL_FUNCTIONS_CONFIG = path.join(REPO_ROOT, ".tmp/functions/deno.json");
/**
 * The functions' npm: dependencies, transitive ones included, with their integrity hashes: every
 * local run and test uses it frozen (a changed or new dependency fails until the lock is updated
 * on purpose). It is NOT beside a deno.json, where `supabase functions deploy` would read it: Deno 2
 * writes lockfile version 5, which Supabase's bundler cannot read yet (supabase/edge-runtime#615);
 * each deno.json's exact versions are what the hosted build resolves. It locks the union of the
 * import maps (LOCAL_FUNCTIONS_CONFIG); update it with `node scripts/backend/update-deno-lock.mjs`.
 */
export const FUNCTION_LOCK = path.join(FUNCTIONS_DIR, "deno.lock");
export const LOCK_FLAGS = [`--lock=${FUNCTION_LOCK}`, "--frozen"];

/**
 * Writes LOCAL_FUNCTIONS_CONFIG, the union of every function's import map, and returns its path.
 * Two functions pinning one package differently stop it: the lock can hold only one.
 */
export function localFunctionsConfig() {
  const imports = {};
  const pinnedBy = {};
  for (const name of FUNCTION_NAMES) {
    const config = JSON.parse(readFileSync(path.join(FUNCTIONS_DIR, name, "deno.json"), "utf8"));
    for (const [specifier, target] of Object.entries(config.imports ?? {})) {
      if (specifier in imports && imports[specifier] !== target) {
        throw new BackendSetupError(
          `supabase/functions/${pinnedBy[specifier]}/deno.json and ${name}/deno.json map "${specifier}" differently (${imports[specifier]}, ${target}): pin one version in both.`,
        );
      }
      imports[specifier] = target;
      pinnedBy[specifier] ??= name;
    }
  }
  const merged = { imports, compilerOptions: { strict: true }, nodeModulesDir: "none", lock: false };
  mkdirSync(path.dirname(LOCAL_FUNCTIONS_CONFIG), { recursive: true });
  // Written whole and renamed: a backend starting beside a test run never reads half a file.
  const partial = `${LOCAL_FUNCTIONS_CONFIG}.${process.pid}`;
  writeFileSync(partial, `${JSON.stringify(merged, null, 2)}\n`);
  renameSync(partial, LOCAL_FUNCTIONS_CONFIG);
  return LOCAL_FUNCTIONS_CONFIG;
}

/** The files Deno resolves the functions' dependencies from: the local gateway and every function's entry point. */
const functionEntryPoints = () => [path.join(FUNCTIONS_DIR, "serve-local.ts"), ...FUNCTION_NAMES.map((name) => path.join(FUNCTIONS_DIR, name, "index.ts"))];

/**
 * The Deno binary of the `deno` devDependency (the project's own, pinned version): the one its
 * postinstall puts in node_modules/deno, else the platform package's own (if install scripts
 * did not run).
 */
export function denoBinary() {
  const libc = process.platform === "linux" ? "-glibc" : "";
  const candidates = [
    path.join(REPO_ROOT, "node_modules/deno/deno"),
    path.join(REPO_ROOT, `node_modules/@deno/${process.platform}-${process.arch}${libc}/deno`),
  ];
  const found = candidates.find((file) => existsSync(file));
  if (found) return found;
  throw new BackendSetupError("Deno is missing (node_modules/deno): run `npm ci` (the `deno` devDependency installs it).");
}

export function maildevBinary() {
  const local = path.join(REPO_ROOT, "node_modules/maildev/bin/maildev");
  if (existsSync(local)) return local;
  throw new BackendSetupError("maildev is missing (node_modules/maildev): run `npm ci` (it is a devDependency).");
}

/** A TCP port nobody listens on right now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on 127.0.0.1:port. */
export function isPortInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function waitFor(check, { timeoutMs, what, child }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new BackendSetupError(`${what} exited (code ${child.exitCode}) before it was ready.${tailOf(child)}`);
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new BackendSetupError(`${what} was not ready after ${Math.round(timeoutMs / 1000)} s.${tailOf(child)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

function tailOf(child) {
  const out = child?.outputTail?.join("").trim();
  return out ? `\n${out.split("\n").slice(-12).join("\n")}` : "";
}

/** Spawns a child, keeping the last lines of its output (for error messages) and passing them to `onLine`. */
function spawnChild(command, args, { env, cwd, onLine }) {
  const child = spawn(command, args, { env, cwd, stdio: ["ignore", "pipe", "pipe"] });
  child.outputTail = [];
  const collect = (chunk) => {
    const text = chunk.toString();
    child.outputTail.push(text);
    if (child.outputTail.length > 40) child.outputTail.shift();
    if (onLine) for (const line of text.split("\n")) if (line.trim()) onLine(line);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  return child;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
export function stopChild(child, graceMs = 5000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * maildev: SMTP on 127.0.0.1:smtpPort, web inbox and REST API (GET /email) on 127.0.0.1:webPort.
 * Its messages are kept in a folder of ours, removed when it stops (left to itself, maildev
 * leaves a /tmp/maildev-<pid> folder behind at every run).
 */
export async function startMaildev({ smtpPort, webPort, onLine }) {
  const mailDirectory = mkdtempSync(path.join(os.tmpdir(), "altura-maildev-"));
  const args = [maildevBinary(), "--smtp", String(smtpPort), "--web", String(webPort), "--ip", "127.0.0.1", "--web-ip", "127.0.0.1", "--silent"];
  args.push("--mail-directory", mailDirectory);
  const child = spawnChild(process.execPath, args, { env: process.env, cwd: REPO_ROOT, onLine });
  const stop = async () => {
    await stopChild(child);
    rmSync(mailDirectory, { recursive: true, force: true });
  };
  try {
    await waitFor(async () => (await fetch(`http://127.0.0.1:${webPort}/healthz`)).ok && (await isPortInUse(smtpPort)), {
      timeoutMs: 20_000,
      what: `maildev (SMTP ${smtpPort}, web ${webPort})`,
      child,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, smtpPort, webPort, webUrl: `http://127.0.0.1:${webPort}`, stop };
}

/**
 * Fresh secrets for one local stack: the function refuses to start without them
 * (supabase/functions/_shared/config.ts), and no secret is written in the code. New at every
 * start: the rate-limit windows restart, the challenges and unsubscribe links of an earlier run
 * stop working (its mail catcher is gone with it).
 */
export function newFunctionSecrets() {
  const secret = () => randomBytes(32).toString("hex");
  return { ALTCHA_HMAC_KEY: secret(), IP_HASH_SECRET: secret(), NEWSLETTER_SECRET: secret(), OUTBOX_SECRET: secret() };
}

/**
 * The functions' environment for a local stack. Everything on the loopback; SMTP transport;
 * `dbUrl` is the forms function's own role (functionRoleUrl in postgres.mjs), `analyticsDbUrl` the
 * collector's (analyticsRoleUrl).
 */
export function functionEnv({ dbUrl, analyticsDbUrl, smtpPort, secrets, allowedOrigins, extra = {} }) {
  return {
    CONTACT_DB_URL: dbUrl,
    // The collector's own role (analyticsRoleUrl in postgres.mjs); without it, its route answers 503.
    ...(analyticsDbUrl ? { ANALYTICS_DB_URL: analyticsDbUrl } : {}),
    DB_SSL: "disable",
    MAIL_TRANSPORT: "smtp",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtpPort),
    ...secrets,
    ...(allowedOrigins ? { ALLOWED_ORIGINS: allowedOrigins } : {}),
    ...extra,
  };
}

/** The environment Deno runs with: only what it needs, not the caller's whole environment. */
function denoEnv(extra = {}) {
  // A developer's shell may hold real credentials that have nothing to do with the local stack.
  const base = Object.fromEntries(
    [
      ...["PATH", "HOME", "XDG_CACHE_HOME", "TMPDIR", "LANG", "TZ"],
      // Deno's own settings, and how this machine reaches the npm registry (proxy, extra CAs).
      ...["DENO_DIR", "DENO_CERT", "DENO_TLS_CA_STORE", "NPM_CONFIG_REGISTRY", "npm_config_registry"],
      ...["SSL_CERT_FILE", "SSL_CERT_DIR", "NODE_EXTRA_CA_CERTS", "HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY", "https_proxy", "http_proxy", "no_proxy"],
    ]
      .filter((k) => process.env[k] !== undefined)
      .map((k) => [k, process.env[k]]),
  );
  return { ...base, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1", ...extra };
}

/**
 * Downloads the functions' npm: imports into Deno's cache once (a fresh machine has none), so
 * that several Deno processes started next do not all fetch them at the same time. `update`: the
 * lock is written anew from the import maps instead of checked (update-deno-lock.mjs).
 */
export function cacheFunctionDependencies({ update = false } = {}) {
  return new Promise((resolve, reject) => {
    const lockFlags = update ? [`--lock=${FUNCTION_LOCK}`, "--frozen=false"] : LOCK_FLAGS;
    const child = spawn(denoBinary(), ["cache", "--config", localFunctionsConfig(), ...lockFlags, ...functionEntryPoints()], {
      env: denoEnv(),
      cwd: FUNCTIONS_DIR,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    const timer = setTimeout(() => child.kill("SIGKILL"), 180_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new BackendSetupError(
            `Deno could not fetch the functions' npm: imports (yup, postgres, nodemailer, isbot…) from the npm registry:\n${output.trim().split("\n").slice(-8).join("\n")}`,
          ),
        );
    });
  });
}

/**
 * Deno serving supabase/functions/serve-local.ts (which runs each function's own index.ts) on
 * 127.0.0.1:port, with network access limited to the loopback. The first run downloads the
 * functions' npm: imports from the npm registry into Deno's cache.
 */
export async function startFunctions({ port, env, onLine, timeoutMs = 180_000, allowNet = "127.0.0.1,localhost" }) {
  const deno = denoBinary();
  const args = [
    "run",
    "--config",
    localFunctionsConfig(),
    ...LOCK_FLAGS,
    `--allow-net=${allowNet}`,
    "--allow-env",
    `--allow-read=${FUNCTIONS_DIR}`,
    "--no-prompt",
    path.join(FUNCTIONS_DIR, "serve-local.ts"),
  ];
  const child = spawnChild(deno, args, {
    env: denoEnv({ FUNCTIONS_PORT: String(port), FUNCTIONS_HOST: "127.0.0.1", ...env }),
    cwd: FUNCTIONS_DIR,
    onLine,
  });
  const url = `http://127.0.0.1:${port}/functions/v1`;
  try {
    await waitFor(async () => (await fetch(`${url}/`)).status === 404, { timeoutMs, what: `Deno (functions on 127.0.0.1:${port})`, child });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { child, port, url, stop: () => stopChild(child) };
}

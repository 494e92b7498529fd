/**
 * A real PostgreSQL 15 from Debian's binaries, in a folder of our own: create a cluster (once),
 * start it on 127.0.0.1 only, apply supabase/migrations, stop it. Used by the dev orchestrator
 * (a persistent cluster in .tmp/postgres) and by the backend tests (a throw-away cluster in a
 * temp dir on a free port).
 *
 * As root, PostgreSQL refuses to run: initdb and postgres run as the `postgres` user through
 * `runuser`, and the data folder belongs to that user. As any other user they run as that user.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";

export const PG_VERSION = 15;
export const PG_BIN_DIR = process.env.PG_BIN_DIR || `/usr/lib/postgresql/${PG_VERSION}/bin`;
/** Like the Supabase CLI's local stack: user postgres, password postgres (loopback only). */
export const LOCAL_DB_PASSWORD = "postgres";

export class BackendSetupError extends Error {}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** Throws one clear message when the server binaries are missing. */
export function assertPostgresInstalled() {
  if (!existsSync(path.join(PG_BIN_DIR, "postgres")) || !existsSync(path.join(PG_BIN_DIR, "initdb"))) {
    throw new BackendSetupError(
      `PostgreSQL ${PG_VERSION} is not installed (no ${PG_BIN_DIR}/postgres): run \`bash scripts/backend/ensure-postgres.sh\` ` +
        `(as root it installs postgresql-${PG_VERSION} with apt-get), or set PG_BIN_DIR to the folder of postgres/initdb/pg_ctl.`,
    );
  }
}

/** The uid/gid the server runs as. */
function serverOwner() {
  if (!isRoot()) return { uid: process.getuid(), gid: process.getgid(), asUser: null };
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith("postgres:"));
  if (!line)
    throw new BackendSetupError(
      "Running as root, but there is no `postgres` user to run PostgreSQL as: install postgresql-15 (scripts/backend/ensure-postgres.sh).",
    );
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid), asUser: "postgres" };
}

/** argv that runs a PostgreSQL binary as the server's owner. */
function asServerUser(binary, args) {
  const owner = serverOwner();
  const file = path.join(PG_BIN_DIR, binary);
  return owner.asUser ? { cmd: "runuser", args: ["-u", owner.asUser, "--", file, ...args] } : { cmd: file, args };
}

function run(binary, args, { quiet = true } = {}) {
  const { cmd, args: argv } = asServerUser(binary, args);
  try {
    return execFileSync(cmd, argv, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", encoding: "utf8" });
  } catch (error) {
    const detail = `${error.stderr ?? ""}${error.stdout ?? ""}`.trim();
    throw new BackendSetupError(`${binary} ${args.join(" ")} failed${detail ? `:\n${detail}` : ""}`);
  }
}

/**
 * Creates the cluster in `dataDir` unless one is already there (its data survives restarts).
 * The parent folder is made traversable/owned so the server user can write its log beside it.
 */
export function ensureCluster(dataDir) {
  assertPostgresInstalled();
  const owner = serverOwner();
  const parent = path.dirname(dataDir);
  mkdirSync(parent, { recursive: true });
  if (owner.asUser) {
    chownSync(parent, owner.uid, owner.gid);
    try {
      execFileSync("runuser", ["-u", owner.asUser, "--", "test", "-w", parent]);
    } catch {
      throw new BackendSetupError(`The ${owner.asUser} user cannot reach ${parent}: every folder above it must be traversable (chmod o+x).`);
    }
  }
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return { created: false };
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackendSetupError(`${dataDir} exists but is not a PostgreSQL data folder: remove it and start again.`);
  }
  const pwfile = path.join(parent, ".pwfile");
  // initdb reads the superuser's password from a file; written by us, readable by the server user.
  execFileSync("sh", ["-c", `umask 077 && printf '%s\\n' "$1" > "$2"`, "sh", LOCAL_DB_PASSWORD, pwfile]);
  if (owner.asUser) chownSync(pwfile, owner.uid, owner.gid);
  try {
    run("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      `--pwfile=${pwfile}`,
      "--auth-local=trust",
      "--auth-host=scram-sha-256",
      "--encoding=UTF8",
      "--locale=C.UTF-8",
      "--no-sync",
    ]);
  } finally {
    execFileSync("rm", ["-f", pwfile]);
  }
  return { created: true };
}

/** Whether a server is running on that data folder (postmaster.pid names a live process). */
export function isRunning(dataDir) {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the server on 127.0.0.1:`port` (no Unix socket: nothing outside the loopback) and
 * waits until it accepts connections. `fast` turns off fsync and autovacuum, for throw-away test clusters.
 * `tls` ({ certFile, keyFile }): TLS offered beside plain connections, as the tests' hosted-like
 * instance connects (verifying the certificate); the files are handed to the server's user.
 */
export function startPostgres({ dataDir, port, logFile, fast = false, tls = null }) {
  assertPostgresInstalled();
  if (isRunning(dataDir)) {
    throw new BackendSetupError(`A PostgreSQL server is already running on ${dataDir}: stop it first (pg_ctl stop -D ${dataDir}).`);
  }
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    "-c unix_socket_directories=",
    "-c max_connections=60",
    "-c shared_buffers=64MB",
    // Autovacuum off too: a test cluster lives minutes, and the backend tests count the transactions a flood costs.
    ...(fast ? ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off", "-c autovacuum=off"] : []),
    ...(tls ? ["-c ssl=on", `-c ssl_cert_file=${tls.certFile}`, `-c ssl_key_file=${tls.keyFile}`] : []),
  ].join(" ");
  const owner = serverOwner();
  if (tls && owner.asUser) for (const file of [tls.certFile, tls.keyFile]) chownSync(file, owner.uid, owner.gid);
  if (owner.asUser && existsSync(logFile)) chownSync(logFile, owner.uid, owner.gid);
  try {
    run("pg_ctl", ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", options]);
  } catch (error) {
    const tail = existsSync(logFile) ? readFileSync(logFile, "utf8").trim().split("\n").slice(-5).join("\n") : "";
    throw new BackendSetupError(`PostgreSQL did not start on 127.0.0.1:${port} (log ${logFile}):\n${tail || error.message}`);
  }
}

/** `pg_ctl stop -m fast`; does nothing when it is not running. */
export function stopPostgres(dataDir) {
  if (!existsSync(path.join(dataDir, "PG_VERSION")) || !isRunning(dataDir)) return;
  run("pg_ctl", ["stop", "-D", dataDir, "-m", "fast", "-w", "-t", "30"]);
}

export function databaseUrl(port, database = "postgres") {
  return `postgresql://postgres:${LOCAL_DB_PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** The password the local stacks give the function's role (loopback only, like LOCAL_DB_PASSWORD). */
export const LOCAL_FUNCTION_ROLE_PASSWORD = "contact-function-local";

/**
 * Lets the function's least-privilege role (migration 20261123120000, created NOLOGIN with no
 * secret in the file) log in with the local password, and returns the URL the function connects
 * with — as in production, where the role gets its password once and CONTACT_DB_URL names it.
 */
export async function functionRoleUrl(adminUrl) {
  return await localRoleUrl(adminUrl, "contact_function", LOCAL_FUNCTION_ROLE_PASSWORD);
}

/** The password the local stacks give the collector's role (loopback only). */
export const LOCAL_ANALYTICS_ROLE_PASSWORD = "analytics-function-local";

/**
 * Likewise for page analytics' collector (migration 20261129120000, role analytics_function):
 * the URL it connects with, ANALYTICS_DB_URL.
 */
export async function analyticsRoleUrl(adminUrl) {
  return await localRoleUrl(adminUrl, "analytics_function", LOCAL_ANALYTICS_ROLE_PASSWORD);
}

async function localRoleUrl(adminUrl, role, password) {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await sql.unsafe(`alter role ${role} with login password '${password}'`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.username = role;
  url.password = password;
  return url.toString();
}

/**
 * Runs the retention purge (public.purge_form_data(), what pg_cron runs nightly in production),
 * page analytics' included: its days that are over summed, their salts deleted, then its periods.
 */
export async function purgeFormData(adminUrl) {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    return await sql`select step, affected::int from public.purge_form_data()`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Applies every supabase/migrations/*.sql not applied yet, in file-name (timestamp) order, each
 * in its own transaction together with its row in supabase_migrations.schema_migrations (the
 * same place the Supabase CLI records them). Returns the names applied now.
 */
export async function applyMigrations(url, migrationsDir, { log = () => {} } = {}) {
  const sql = postgres(url, { max: 1, onnotice: (notice) => log(`  ${notice.message}`), connect_timeout: 10 });
  const applied = [];
  try {
    await sql.unsafe(`
      set client_min_messages = warning;
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key,
        name text not null,
        applied_at timestamptz not null default now()
      );`);
    await sql.unsafe("set client_min_messages = notice");
    const done = new Set((await sql`select version from supabase_migrations.schema_migrations`).map((r) => r.version));
    const files = readdirSync(migrationsDir)
      .filter((f) => /^\d{14}_.+\.sql$/.test(f))
      .sort();
    for (const file of files) {
      const version = file.slice(0, 14);
      if (done.has(version)) continue;
      const text = readFileSync(path.join(migrationsDir, file), "utf8");
      try {
        await sql.begin(async (tx) => {
          await tx.unsafe(text);
          await tx`insert into supabase_migrations.schema_migrations (version, name) values (${version}, ${file.slice(15, -4)})`;
        });
      } catch (error) {
        throw new BackendSetupError(`Migration ${file} failed: ${error.message}`);
      }
      applied.push(file);
      log(`applied migration ${file}`);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
  return applied;
}

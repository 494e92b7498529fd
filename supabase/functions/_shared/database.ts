/**
 * PostgreSQL for the functions (postgres.js through npm:): a pool on a connection string, and what
 * an error of the database means for the answer (unavailable: 503; refused: 500). The forms
 * (db.ts) and the page analytics' collector (collect/) each connect as their own role with their
 * own pools. Every transaction sets its own statement timeout (SET LOCAL, so it also works through
 * Supabase's transaction-mode pooler, where prepared statements are off).
 */
import { checkServerIdentity, type ConnectionOptions, type PeerCertificate } from "node:tls";
import postgres from "postgres";

export type Sql = ReturnType<typeof postgres>;

export interface PoolOptions {
  url: string;
  /** verify-full: the server's certificate must chain to `caCert` (else the runtime's roots) and name the URL's host. */
  ssl: "verify-full" | "disable";
  caCert: string | null;
  max: number;
  connectTimeoutSeconds: number;
  /** What the database's own views (pg_stat_activity) call the pool's connections. */
  name: string;
}

/**
 * What tls.connect is given for verify-full: the authority (else the runtime's roots) and the
 * identity check against the URL's own host. postgres.js passes no host to tls.connect, and no
 * server name for an IP address, and Node then checks the certificate against "localhost": a
 * database reached by its address would have been accepted with a certificate for localhost.
 */
export function verifiedTls(url: string, caCert: string | null): ConnectionOptions {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return {
    ...(caCert ? { ca: caCert } : {}),
    rejectUnauthorized: true,
    checkServerIdentity: (_name: string, certificate: PeerCertificate) => checkServerIdentity(host, certificate),
  };
}

export function createPool(options: PoolOptions): Sql {
  return postgres(options.url, {
    max: options.max,
    connect_timeout: options.connectTimeoutSeconds,
    idle_timeout: 30,
    max_lifetime: 30 * 60,
    prepare: false,
    // postgres.js skips the certificate check for "require"; an object goes to tls.connect as is.
    ssl: options.ssl === "disable" ? false : verifiedTls(options.url, options.caCert),
    onnotice: () => {},
    connection: { application_name: options.name },
  });
}

/** The database could not be reached or had no room for us: the function answers 503. */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = "DatabaseUnavailable";
  }
}

/**
 * The database answered, and refused (a constraint, a value it cannot store, a bug of ours): a
 * 500. Calling that an outage (503) would let anyone raise a false alarm with one odd character.
 */
export class DatabaseError extends Error {
  constructor(cause: unknown) {
    super(`database error: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = "DatabaseError";
  }
}

/** postgres.js's own codes for a connection that failed or went away, and the socket's. */
const CONNECTION_CODES = new Set([
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);

/**
 * Whether an error means "no usable database right now": no connection (above), SQLSTATE class
 * 08 (connection exception), 53 (insufficient resources: too many connections, out of memory or
 * disk), 57P01–57P03 (shutting down, starting up) or 57014 (our statement timeout: overloaded).
 */
export function isConnectionFailure(error: unknown): boolean {
  const code = String((error as { code?: unknown })?.code ?? "");
  if (CONNECTION_CODES.has(code)) return true;
  return /^(08|53)[0-9A-Z]{3}$/.test(code) || ["57P01", "57P02", "57P03", "57014"].includes(code);
}

/** The error a database call throws to the handler: unavailable (503) or refused (500). */
export function databaseFailure(error: unknown): DatabaseUnavailable | DatabaseError {
  if (error instanceof DatabaseUnavailable || error instanceof DatabaseError) return error;
  return isConnectionFailure(error) ? new DatabaseUnavailable(error) : new DatabaseError(error);
}

export type Tx = postgres.TransactionSql;

/** Timeouts for this transaction only (SET LOCAL semantics). */
export async function limits(tx: Tx, statementTimeoutMs: number, idleMs = 60_000): Promise<void> {
  await tx`select set_config('statement_timeout', ${String(statementTimeoutMs)}, true),
                  set_config('idle_in_transaction_session_timeout', ${String(idleMs)}, true)`;
}

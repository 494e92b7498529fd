/**
 * Reading a function's settings from the environment, the same way in every function (forms and
 * collect): values trimmed, numbers within bounds, the database's TLS, where the client's address
 * comes from, and the error that keeps a function from starting. Library-free: unit-tested in Node.
 */
import type { ClientIpSource } from "./ip.ts";

export type EnvGetter = (name: string) => string | undefined;

/** The configuration cannot be used: the function must not start (index.ts lets it stop the worker). */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

/** A whole-number setting: `fallback` when unset, and an error naming the value when it is not one within [min, max]. */
export function int(value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`Invalid number ${JSON.stringify(value)} in configuration.`);
  return n;
}

export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
    return host === "localhost" || host === "::1" || host.startsWith("127.");
  } catch {
    return false;
  }
}

/**
 * CLIENT_IP_HEADER: a header name, or "socket". Unset: the header hosted Supabase's edge puts in
 * front of the function when running there (the edge runtime sets SB_EXECUTION_ID in every
 * worker), else the socket — a plain Deno.serve has no proxy in front that could write one.
 */
export function clientIpSourceOf(value: string | undefined, onSupabaseEdge: boolean): ClientIpSource {
  const name = value?.toLowerCase() ?? (onSupabaseEdge ? "cf-connecting-ip" : "socket");
  if (name === "socket") return { kind: "socket" };
  if (!/^[a-z0-9-]+$/.test(name) || name === "x-forwarded-for" || name === "forwarded") {
    throw new Error(`CLIENT_IP_HEADER must be "socket" or a header that the platform overwrites, not ${JSON.stringify(value)}.`);
  }
  return { kind: "header", name };
}

/**
 * DB_SSL and DB_CA_CERT, for the connection to `dbUrl` (both functions read them; `urlSetting` names
 * the setting it came from, for the error): TLS that checks the server's certificate unless the
 * database is on the loopback, never TLS without the check, and no plain text to another host.
 * `get` returns undefined for an empty setting.
 */
export function databaseTlsOf(get: EnvGetter, dbUrl: string, urlSetting: string): { dbSsl: "verify-full" | "disable"; dbCaCert: string | null } {
  const dbSsl = get("DB_SSL")?.toLowerCase() ?? (isLoopbackUrl(dbUrl) ? "disable" : "verify-full");
  if (dbSsl !== "verify-full" && dbSsl !== "disable") {
    throw new ConfigurationError(
      `DB_SSL must be "verify-full" or "disable", not ${JSON.stringify(dbSsl)}: TLS that does not check the certificate talks to whoever answers.`,
    );
  }
  // One setting must not send the role's password and every row in clear across a network.
  if (dbSsl === "disable" && !isLoopbackUrl(dbUrl)) {
    throw new ConfigurationError(
      `DB_SSL=disable is only for a database on this machine (localhost, 127.0.0.1, ::1): ${urlSetting} names another host; remove DB_SSL (verify-full, with DB_CA_CERT).`,
    );
  }
  // A secret store may keep the PEM on one line, with its line breaks written as \n.
  const dbCaCert = get("DB_CA_CERT")?.replace(/\\n/g, "\n") ?? null;
  if (dbCaCert !== null && !dbCaCert.includes("-----BEGIN CERTIFICATE-----")) throw new ConfigurationError("DB_CA_CERT is not a PEM certificate.");
  return { dbSsl, dbCaCert };
}

/**
 * BODY_READ_TIMEOUT_MS: how long a request's body may take to arrive, all of it (10 s), in every
 * function: a client that stops half-way, or sends a byte now and then, would otherwise hold the
 * request (and the paid invocation) open for as long as it likes.
 */
export const bodyReadTimeoutMsOf = (get: EnvGetter): number => int(get("BODY_READ_TIMEOUT_MS"), 10_000, 100, 60_000);

/** The environment as the functions read it: a value trimmed, an empty one as unset. */
export const trimmedEnv =
  (env: EnvGetter): EnvGetter =>
  (name) => {
    const value = env(name);
    return value === undefined || value.trim() === "" ? undefined : value.trim();
  };

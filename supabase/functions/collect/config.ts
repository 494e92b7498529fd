/**
 * The collector's configuration, read once from the environment (`supabase secrets set …` on the
 * hosted project, the same secrets store as the forms'; the dev orchestrator and the tests locally).
 * Pure: the caller passes a getter, so it is unit-tested in Node.
 */
import { parseAllowedOrigins } from "../_shared/cors.ts";
import type { ClientIpSource } from "../_shared/ip.ts";
import { loggerFor } from "../_shared/log.ts";
import { bodyReadTimeoutMsOf, clientIpSourceOf, ConfigurationError, databaseTlsOf, type EnvGetter, int, trimmedEnv } from "../_shared/settings.ts";

/** The collector's log lines (`fn: "collect"`). */
export const COLLECTOR_LOG = loggerFor("collect");

export interface CollectorConfig {
  /** ALLOWED_ORIGINS, as the forms read it: the site's origins, the only pages whose events are taken. */
  allowedOrigins: string[];
  /**
   * ANALYTICS_DB_URL: the collector's own role (analytics_function, migration 20261129120000), which
   * can only hand over events and ask for the day's salt. Required: never the forms' role, never the owner.
   */
  dbUrl: string;
  /** DB_SSL and DB_CA_CERT, as the forms read them. */
  dbSsl: "verify-full" | "disable";
  dbCaCert: string | null;
  /** ANALYTICS_DB_POOL_MAX: connections per isolate (2), against the role's limit of 10. */
  dbPoolMax: number;
  /** DB_CONNECT_TIMEOUT_SECONDS, as the forms read it (3). */
  dbConnectTimeoutSeconds: number;
  /** CLIENT_IP_HEADER, as the forms read it: the one source of the client's address (ip.ts). */
  clientIpSource: ClientIpSource;
  /**
   * ANALYTICS_EVENTS_PER_CLIENT_PER_MINUTE (120): events taken from one client (an IPv4 address or
   * an IPv6 /64) in a minute, all clients without a valid address together; past it a 429. A visitor
   * sends a page view and an engagement ping or two per page: an office behind one address stays
   * far below it, a script does not.
   */
  eventsPerClientPerMinute: number;
  /** The largest body read: the tracker's events are a few hundred bytes. */
  maxBodyBytes: number;
  /** BODY_READ_TIMEOUT_MS, as the forms read it (10000): how long an event's body may take to arrive. */
  bodyReadTimeoutMs: number;
  /**
   * The events written together (write-batches.ts): at most `maxEventsPerWrite` in one statement,
   * one write per connection at a time; past `maxEventsWaiting` waiting, an event is refused at
   * once (503). A hundred events are a statement of a few milliseconds, far inside the role's
   * statement_timeout; two thousand waiting are ten seconds of a burst of 200 a second.
   */
  maxEventsPerWrite: number;
  maxEventsWaiting: number;
}

export const COLLECTOR_REQUIRED_SETTINGS = ["ANALYTICS_DB_URL"] as const;

export function loadCollectorConfig(env: EnvGetter): CollectorConfig {
  const get = trimmedEnv(env);
  const missing = COLLECTOR_REQUIRED_SETTINGS.filter((name) => get(name) === undefined);
  if (missing.length) {
    throw new ConfigurationError(`collect refuses to start (not set: ${missing.join(", ")}): see docs/analytics.md, "Deploying".`);
  }
  const dbUrl = get("ANALYTICS_DB_URL")!;
  const { dbSsl, dbCaCert } = databaseTlsOf(get, dbUrl, "ANALYTICS_DB_URL");
  return {
    allowedOrigins: parseAllowedOrigins(env("ALLOWED_ORIGINS")),
    dbUrl,
    dbSsl,
    dbCaCert,
    dbPoolMax: int(get("ANALYTICS_DB_POOL_MAX"), 2, 1, 10),
    dbConnectTimeoutSeconds: int(get("DB_CONNECT_TIMEOUT_SECONDS"), 3, 1, 60),
    clientIpSource: clientIpSourceOf(get("CLIENT_IP_HEADER"), get("SB_EXECUTION_ID") !== undefined),
    eventsPerClientPerMinute: int(get("ANALYTICS_EVENTS_PER_CLIENT_PER_MINUTE"), 120, 1, 1_000_000),
    maxBodyBytes: 4 * 1024,
    bodyReadTimeoutMs: bodyReadTimeoutMsOf(get),
    maxEventsPerWrite: 100,
    maxEventsWaiting: 2000,
  };
}

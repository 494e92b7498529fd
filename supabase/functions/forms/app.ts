/**
 * Wires the handler to the real world from the environment: configuration, the database pool,
 * the mail transport, EdgeRuntime.waitUntil when the hosted runtime provides it. Throws a
 * ConfigurationError, naming what is missing, when the environment lacks a secret or the
 * function's database role: the worker then does not start.
 */
import { loadConfig } from "../_shared/config.ts";
import { createDb } from "../_shared/db.ts";
import { createTransport } from "../_shared/mail/index.ts";
import type { MailTransport } from "../_shared/mail/types.ts";
import { createHandler } from "./handler.ts";
import { errorText, logEvent } from "../_shared/log.ts";

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

export function createHandlerFromEnv(get: (name: string) => string | undefined = (name) => Deno.env.get(name)) {
  const config = loadConfig(get);
  let transport: MailTransport | null = null;
  try {
    transport = createTransport(config);
  } catch (error) {
    // E-mails then wait in the outbox until the transport is fixed; leads are still stored.
    logEvent("transport_not_configured", { error: errorText(error) });
  }
  const db = createDb({
    url: config.dbUrl,
    ssl: config.dbSsl,
    caCert: config.dbCaCert,
    max: config.dbPoolMax,
    deliveryMax: config.dbDeliveryPoolMax,
    connectTimeoutSeconds: config.dbConnectTimeoutSeconds,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  const waitUntil =
    typeof EdgeRuntime !== "undefined" && typeof EdgeRuntime?.waitUntil === "function"
      ? (promise: Promise<unknown>) => EdgeRuntime!.waitUntil(promise)
      : undefined;
  return createHandler({ config, db, transport, waitUntil });
}

/**
 * Wires the collector to the real world from the environment: its configuration and its database
 * pool. Throws a ConfigurationError, naming what is missing, when the environment lacks its
 * database role: the worker then does not start.
 */
import { createPool } from "../_shared/database.ts";
import { COLLECTOR_LOG, loadCollectorConfig } from "./config.ts";
import { createCollector } from "./handler.ts";
import { createEventStore } from "./store.ts";

export function createCollectorFromEnv(get: (name: string) => string | undefined = (name) => Deno.env.get(name)) {
  const config = loadCollectorConfig(get);
  const sql = createPool({
    url: config.dbUrl,
    ssl: config.dbSsl,
    caCert: config.dbCaCert,
    max: config.dbPoolMax,
    connectTimeoutSeconds: config.dbConnectTimeoutSeconds,
    name: "collect",
  });
  const store = createEventStore(sql, {
    perMinute: config.eventsPerClientPerMinute,
    maxBatch: config.maxEventsPerWrite,
    maxWrites: config.dbPoolMax,
    maxWaiting: config.maxEventsWaiting,
  });
  return createCollector({ config, store, log: COLLECTOR_LOG.log, alert: COLLECTOR_LOG.alert });
}

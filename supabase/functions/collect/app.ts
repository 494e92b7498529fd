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
  return createCollector({ config, store: createEventStore(sql), log: COLLECTOR_LOG.log, alert: COLLECTOR_LOG.alert });
}

// collect — page analytics' collector, the edge function's entry point (what `supabase functions deploy` runs).
// The request logic is in handler.ts; app.ts wires it from the environment.
import { createCollectorFromEnv } from "./app.ts";
import { ConfigurationError } from "../_shared/settings.ts";
import { COLLECTOR_LOG } from "./config.ts";

try {
  Deno.serve(createCollectorFromEnv());
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  // Without its database role the collector serves nothing; this one line says what to set.
  COLLECTOR_LOG.alert("refused_to_start", { error: error.message });
}

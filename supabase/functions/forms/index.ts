// forms — the edge function's entry point (what `supabase functions deploy` runs).
// Everything is in handler.ts (the request logic) and app.ts (wiring from the environment).
import { createHandlerFromEnv } from "./app.ts";
import { ConfigurationError } from "../_shared/config.ts";
import { alertEvent } from "../_shared/log.ts";

try {
  Deno.serve(createHandlerFromEnv());
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  // Without its secrets or its database role the function serves nothing, rather than serve on
  // weaker settings; this one line says what to set (the runtime then reports a worker that never served).
  alertEvent("refused_to_start", { error: error.message });
}

// forms — the edge function's entry point (what `supabase functions deploy` runs).
// Everything is in handler.ts (the request logic) and app.ts (wiring from the environment).
import { createHandlerFromEnv } from "./app.ts";

Deno.serve(createHandlerFromEnv());

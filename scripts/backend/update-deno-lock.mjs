#!/usr/bin/env node
/**
 * Writes supabase/functions/deno.lock anew after a function's deno.json changed: the npm: imports
 * of every function (the union of their import maps, which one local Deno serves), transitive ones
 * too, with their integrity hashes, fetched from the npm registry. Every local run and test then
 * uses the lock frozen (scripts/backend/lib/stack.mjs). Review the lock's diff before committing it.
 *
 *   node scripts/backend/update-deno-lock.mjs
 */
import { BackendSetupError } from "./lib/postgres.mjs";
import { FUNCTION_LOCK, cacheFunctionDependencies } from "./lib/stack.mjs";

try {
  await cacheFunctionDependencies({ update: true });
  process.stdout.write(`${FUNCTION_LOCK} written\n`);
} catch (error) {
  process.stderr.write(`${error instanceof BackendSetupError ? error.message : (error.stack ?? error)}\n`);
  process.exit(1);
}

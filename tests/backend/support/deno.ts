/** The project's Deno binary (the `deno` devDependency), as scripts/backend/lib/stack.mjs finds it. */
import { existsSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../../..");
export const FUNCTION_CONFIG = path.join(ROOT, "supabase/functions/forms/deno.json");
/** The function's lock (scripts/backend/lib/stack.mjs says why it is not beside deno.json), frozen. */
export const FUNCTION_LOCK = path.join(ROOT, "supabase/functions/deno.lock");
export const LOCK_FLAGS = [`--lock=${FUNCTION_LOCK}`, "--frozen"];

export function denoBinary(): string {
  const libc = process.platform === "linux" ? "-glibc" : "";
  const candidates = [path.join(ROOT, "node_modules/deno/deno"), path.join(ROOT, `node_modules/@deno/${process.platform}-${process.arch}${libc}/deno`)];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error("Deno is missing (node_modules/deno): run `npm ci`.");
  return found;
}

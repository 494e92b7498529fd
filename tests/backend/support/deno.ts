/** The project's Deno binary (the `deno` devDependency), as scripts/backend/lib/stack.mjs finds it, and the scripts of tests/backend/deno run with it. */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
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

/**
 * Runs a script of tests/backend/deno with the function's config and lock, on `input` handed over
 * as a JSON file (its one argument, and the one file it may read); returns what it printed.
 */
export function runDenoScript(script: string, input: unknown): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${path.parse(script).name}-`));
  try {
    const file = path.join(dir, "input.json");
    writeFileSync(file, JSON.stringify(input));
    return execFileSync(
      denoBinary(),
      ["run", "--quiet", "--no-prompt", "--config", FUNCTION_CONFIG, ...LOCK_FLAGS, `--allow-read=${file}`, path.join(__dirname, "../deno", script), file],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1" } },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

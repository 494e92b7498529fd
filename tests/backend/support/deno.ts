/** The project's Deno binary (the `deno` devDependency), as scripts/backend/lib/stack.mjs finds it, and the scripts of tests/backend/deno run with it. */
import { execFileSync, spawn } from "node:child_process";
import net from "node:net";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stack } from "./stack";

export const ROOT = path.resolve(__dirname, "../../..");
/** The forms function's own import map, as `supabase functions deploy` reads it. */
export const FUNCTION_CONFIG = path.join(ROOT, "supabase/functions/forms/deno.json");
/** The collector's own import map. */
export const COLLECTOR_CONFIG = path.join(ROOT, "supabase/functions/collect/deno.json");
/**
 * The union of the functions' import maps, which every local Deno runs with (one serves them all):
 * written by global-setup.mjs through scripts/backend/lib/stack.mjs (localFunctionsConfig).
 */
export const functionsConfig = (): string => stack().functionsConfig;
/** The functions' lock (scripts/backend/lib/stack.mjs says why it is not beside a deno.json), frozen. */
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
 * Runs a script of tests/backend/deno with the functions' config and lock, on `input` handed over
 * as a JSON file (its one argument, and the one file it may read); returns what it printed.
 */
export function runDenoScript(script: string, input: unknown): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${path.parse(script).name}-`));
  try {
    const file = path.join(dir, "input.json");
    writeFileSync(file, JSON.stringify(input));
    return execFileSync(
      denoBinary(),
      ["run", "--quiet", "--no-prompt", "--config", functionsConfig(), ...LOCK_FLAGS, `--allow-read=${file}`, path.join(__dirname, "../deno", script), file],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1" } },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A TCP port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type FunctionRun =
  { served: true; url: string; output: () => string; stop: () => Promise<void> } | { served: false; code: number | null; output: () => string };

/**
 * The functions served by Deno (supabase/functions/serve-local.ts, their real index.ts) with `env`
 * and nothing else, for a test of its own: resolves once it serves (stop it when done), or with
 * what it printed when it exits without serving.
 */
export async function runFunction(env: Record<string, string>, timeoutMs = 30_000): Promise<FunctionRun> {
  const port = await freePort();
  const functionsDir = path.join(ROOT, "supabase/functions");
  const child = spawn(
    denoBinary(),
    [
      "run",
      "--config",
      functionsConfig(),
      ...LOCK_FLAGS,
      "--allow-net=127.0.0.1,localhost",
      "--allow-env",
      `--allow-read=${functionsDir}`,
      "--no-prompt",
      "serve-local.ts",
    ],
    {
      cwd: functionsDir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1", FUNCTIONS_PORT: String(port), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let printed = "";
  const output = () => printed;
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return await new Promise<FunctionRun>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the function neither served nor stopped in ${timeoutMs} ms:\n${printed}`));
    }, timeoutMs);
    const collect = (chunk: Buffer) => {
      printed += chunk.toString();
      if (!printed.includes('"functions_listening"')) return;
      clearTimeout(timer);
      const stop = async () => {
        child.kill("SIGTERM");
        await exited;
      };
      resolve({ served: true, url: `http://127.0.0.1:${port}/functions/v1`, output, stop });
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    void exited.then((code) => {
      clearTimeout(timer);
      resolve({ served: false, code, output });
    });
  });
}

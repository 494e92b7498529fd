/**
 * The function's code under Deno itself: type-checked (`deno check`; the site's tsc excludes
 * supabase/ and `deno run` does not type-check), and its handler tested with no server and no
 * database (`deno test tests/backend/deno/handler.test.mjs`).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { functionsConfig, LOCK_FLAGS, ROOT, denoBinary } from "./support/deno";

const DENO = denoBinary();

function deno(args: string[]): string {
  try {
    return execFileSync(DENO, args, {
      encoding: "utf8",
      cwd: path.join(ROOT, "supabase/functions"),
      env: { ...process.env, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`deno ${args[0]} failed:\n${e.stdout ?? ""}${e.stderr ?? ""}`);
  }
}

test("the function type-checks in Deno (deno check, strict)", () => {
  deno(["check", "--quiet", "--config", functionsConfig(), ...LOCK_FLAGS, "forms/index.ts", "serve-local.ts"]);
});

test("the function's handler, in Deno, with no server and no database (deno test)", () => {
  const output = deno([
    "test",
    "--quiet",
    "--no-check",
    "--no-prompt",
    "--config",
    functionsConfig(),
    ...LOCK_FLAGS,
    path.join(__dirname, "deno/handler.test.mjs"),
  ]);
  expect(output).toMatch(/ok \| 4 passed \| 0 failed/);
});

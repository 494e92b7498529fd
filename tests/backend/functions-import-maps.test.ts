/**
 * Each function is deployed with its own import map (supabase/config.toml), while one local Deno
 * serves them all with the union of the maps and the one lock (scripts/backend/lib/stack.mjs). So:
 * each function type-checks with its own map alone, as `supabase functions deploy` resolves it;
 * the local configuration is exactly the union; and the lock pins every import with its hash.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { COLLECTOR_CONFIG, FUNCTION_CONFIG, FUNCTION_LOCK, ROOT, denoBinary, functionsConfig } from "./support/deno";

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;
const importsOf = (file: string) => readJson<{ imports: Record<string, string> }>(file).imports;

function denoCheck(config: string, entry: string): void {
  try {
    execFileSync(denoBinary(), ["check", "--quiet", "--config", config, "--no-lock", entry], {
      encoding: "utf8",
      cwd: path.join(ROOT, "supabase/functions"),
      env: { ...process.env, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`deno check ${entry} with ${path.relative(ROOT, config)} failed:\n${e.stdout ?? ""}${e.stderr ?? ""}`);
  }
}

test.each([
  ["forms", FUNCTION_CONFIG],
  ["collect", COLLECTOR_CONFIG],
])("%s type-checks with its own import map alone, as it is deployed", (name, config) => {
  denoCheck(config, `${name}/index.ts`);
});

test("the local configuration is the union of the functions' import maps", () => {
  expect(importsOf(functionsConfig())).toEqual({ ...importsOf(FUNCTION_CONFIG), ...importsOf(COLLECTOR_CONFIG) });
});

test("the lock pins every function's npm imports, with integrity hashes", () => {
  const lock = readJson<{ specifiers: Record<string, string>; npm: Record<string, { integrity: string }> }>(FUNCTION_LOCK);
  for (const specifier of Object.values(importsOf(functionsConfig()))) {
    const [, name, version] = /^npm:(@?[^@]+)@(.+)$/.exec(specifier)!;
    expect(lock.specifiers[specifier]).toBe(version);
    expect(lock.npm[`${name}@${version}`].integrity).toMatch(/^sha512-/);
  }
});

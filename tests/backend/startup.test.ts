/**
 * The function refuses to start without its secrets or its own database role, as the hosted
 * runtime would run it: Deno serving the real index.ts (supabase/functions/serve-local.ts) with
 * what Supabase sets by itself (SB_EXECUTION_ID, SUPABASE_DB_URL as the owner,
 * SUPABASE_SERVICE_ROLE_KEY) and nothing else. It must stop with one line naming what is missing,
 * never serve on weaker settings (the service-role key as a signing key, the owner role).
 */
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { FUNCTION_CONFIG, LOCK_FLAGS, ROOT, denoBinary } from "./support/deno";
import { REQUIRED_ENV } from "./support/function-env";
import { stack } from "./support/stack";

const FUNCTIONS_DIR = path.join(ROOT, "supabase/functions");

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** What Supabase's runtime sets in every function's environment by itself. */
const hosted = () => ({
  SB_EXECUTION_ID: "00000000-0000-4000-8000-000000000000",
  SUPABASE_DB_URL: stack().dbUrl,
  SUPABASE_SERVICE_ROLE_KEY: "service-role-key-0123456789abcdef0123456789",
  ALLOWED_ORIGINS: stack().allowedOrigin,
  MAIL_TRANSPORT: "resend",
  RESEND_API_KEY: "re_test_key",
});

/** Starts the function with `env` only; resolves when it exits, or once it serves (then stopped). */
async function start(env: Record<string, string>): Promise<{ served: boolean; code: number | null; output: string }> {
  const port = await freePort();
  const child = spawn(
    denoBinary(),
    [
      "run",
      "--config",
      FUNCTION_CONFIG,
      ...LOCK_FLAGS,
      "--allow-net=127.0.0.1",
      "--allow-env",
      `--allow-read=${FUNCTIONS_DIR}`,
      "--no-prompt",
      "serve-local.ts",
    ],
    {
      cwd: FUNCTIONS_DIR,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1", FUNCTIONS_PORT: String(port), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  return await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`neither served nor stopped in 30 s:\n${output}`));
    }, 30_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"functions_listening"')) child.kill("SIGTERM");
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ served: output.includes('"functions_listening"'), code, output });
    });
  });
}

const refusals = (output: string) => output.split("\n").filter((line) => line.includes("forms refuses to start"));

test("on the hosted runtime with only what Supabase sets: no start, one line naming every missing setting", async () => {
  const { served, code, output } = await start(hosted());
  expect(served).toBe(false);
  expect(code).not.toBe(0);
  expect(refusals(output)).toHaveLength(1);
  expect(refusals(output)[0]).toContain("not set: ALTCHA_HMAC_KEY, IP_HASH_SECRET, NEWSLETTER_SECRET, OUTBOX_SECRET, CONTACT_DB_URL");
});

test("a secret too short to be one (or a placeholder) is refused the same way, and its value is never printed", async () => {
  const { served, output } = await start({ ...hosted(), ...REQUIRED_ENV, IP_HASH_SECRET: "changeme", CONTACT_DB_URL: stack().dbUrl });
  expect(served).toBe(false);
  expect(refusals(output)).toHaveLength(1);
  expect(refusals(output)[0]).toContain("shorter than 32 characters: IP_HASH_SECRET");
  expect(output).not.toContain("changeme");
});

test("with its secrets and CONTACT_DB_URL it serves", async () => {
  const { served, output } = await start({ ...hosted(), ...REQUIRED_ENV });
  expect(refusals(output)).toEqual([]);
  expect(served).toBe(true);
});

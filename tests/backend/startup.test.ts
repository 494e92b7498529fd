/**
 * The function refuses to start without its secrets or its own database role, as the hosted
 * runtime would run it: Deno serving the real index.ts (supabase/functions/serve-local.ts) with
 * what Supabase sets by itself (SB_EXECUTION_ID, SUPABASE_DB_URL as the owner,
 * SUPABASE_SERVICE_ROLE_KEY) and nothing else. It must stop with one line naming what is missing,
 * never serve on weaker settings (the service-role key as a signing key, the owner role).
 */
import { runFunction } from "./support/deno";
import { REQUIRED_ENV, hostedRuntimeEnv as hosted } from "./support/function-env";

const refusals = (output: string) => output.split("\n").filter((line) => line.includes("forms refuses to start"));

test("on the hosted runtime with only what Supabase sets: no start, one line naming every missing setting", async () => {
  const run = await runFunction(hosted());
  if (run.served) await run.stop();
  expect(run.served).toBe(false);
  expect(refusals(run.output())).toHaveLength(1);
  expect(refusals(run.output())[0]).toContain("not set: ALTCHA_HMAC_KEY, IP_HASH_SECRET, NEWSLETTER_SECRET, OUTBOX_SECRET, CONTACT_DB_URL");
  expect(JSON.parse(refusals(run.output())[0])).toMatchObject({ level: "error", event: "refused_to_start" });
});

test("a secret too short to be one (or a placeholder) is refused the same way, and its value is never printed", async () => {
  const run = await runFunction({ ...hosted(), ...REQUIRED_ENV, IP_HASH_SECRET: "changeme" });
  if (run.served) await run.stop();
  expect(run.served).toBe(false);
  expect(refusals(run.output())).toHaveLength(1);
  expect(refusals(run.output())[0]).toContain("shorter than 32 characters: IP_HASH_SECRET");
  expect(run.output()).not.toContain("changeme");
});

test("with its secrets and CONTACT_DB_URL it serves", async () => {
  const run = await runFunction({ ...hosted(), ...REQUIRED_ENV });
  if (run.served) await run.stop();
  expect(refusals(run.output())).toEqual([]);
  expect(run.served).toBe(true);
});

test("the per-block limit's former name (RATE_LIMIT_PER_IPV6_48_PER_HOUR) is refused, naming the new one: it now covers IPv4 /24s too", async () => {
  const run = await runFunction({ ...hosted(), ...REQUIRED_ENV, RATE_LIMIT_PER_IPV6_48_PER_HOUR: "60" });
  if (run.served) await run.stop();
  expect(run.served).toBe(false);
  expect(refusals(run.output())[0]).toContain("RATE_LIMIT_PER_IPV6_48_PER_HOUR is now RATE_LIMIT_PER_BLOCK_PER_HOUR");
});

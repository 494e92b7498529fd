/**
 * A form's request as the site sends it, for the scripts that play visitors against a local stack
 * (load-test.mjs, scripted-week.mjs): its challenge fetched from the address that sends the form
 * and solved as the site's worker solves it, and the headers supabase-js sends with
 * `functions.invoke`. Plain Node: load-test.mjs runs without tsx, so the header's name and encoding
 * are written here as the site contract's challenge-payload.ts has them.
 */
import { randomUUID } from "node:crypto";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { LOCAL_ANON_KEY } from "../local-env.mjs";
import { request } from "./loopback-request.mjs";

/** The header the function reads the solved challenge from (supabase/functions/_shared/site-contract/challenge-payload.ts). */
export const ALTCHA_HEADER = "x-altcha";

/**
 * A challenge for `form` from the function at `functionsUrl` (…/functions/v1), asked from `from`
 * (challenges are limited per client) with the page's `origin`, solved: the X-Altcha header's value.
 */
export async function solvedChallenge(functionsUrl, { form = "contact", from, origin }) {
  const res = await request(`${functionsUrl}/forms/challenge?form=${form}`, { headers: { Origin: origin }, from });
  if (res.status !== 200) throw new Error(`the function gave no challenge (${res.status}): ${res.text}`);
  const challenge = res.json;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })).toString("base64");
}

/** The headers of a form's request from a page of `origin`, carrying its solved challenge and an Idempotency-Key of its own. */
export const formHeaders = (solved, { origin }) => ({
  "Content-Type": "application/json",
  Authorization: `Bearer ${LOCAL_ANON_KEY}`,
  apikey: LOCAL_ANON_KEY,
  Origin: origin,
  "Idempotency-Key": randomUUID(),
  [ALTCHA_HEADER]: solved,
});

/**
 * The forms' proof-of-work challenge, against the running function and its database: issued per
 * form, required, verified, bound to its form, expiring, and accepted once.
 */
import { randomUUID } from "node:crypto";
import { issueChallenge, MESSAGES } from "../../supabase/functions/_shared/challenge.ts";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { ALTCHA_HEADER, COUNTER_START } from "../../supabase/functions/_shared/site-contract/challenge-payload.ts";
import { runFunction } from "./support/deno";
import { REQUIRED_ENV } from "./support/function-env";
import { browserHeaders, closeSql, contactUrl, countRows, eventually, post, solved, solvedChallenge, sql, stack, validBody } from "./support/stack";

afterAll(closeSql);

const newsletterBody = () => ({ kind: "newsletter", email: `iscritto.${randomUUID().slice(0, 8)}@example.it` });

/** A solved challenge's header with its JSON changed. */
const tampered = (header: string, change: (value: { challenge: { parameters: Record<string, unknown> }; solution: { derivedKey: string } }) => void) => {
  const value = JSON.parse(Buffer.from(header, "base64").toString("utf8"));
  change(value);
  return Buffer.from(JSON.stringify(value)).toString("base64");
};

describe("issuing", () => {
  test("a GET from the site gets a signed challenge for that form, expiring in 10 minutes, with CORS headers", async () => {
    const res = await fetch(`${contactUrl()}/challenge?form=newsletter`, { headers: browserHeaders() });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(stack().allowedOrigin);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("set-cookie")).toBeNull();
    const challenge = await res.json();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: stack().altchaCost, data: { form: "newsletter" } });
    expect(challenge.parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(590);
    expect(challenge.parameters.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(600);
  });

  test("an unknown form is 400, another method 405, another origin 403", async () => {
    expect((await fetch(`${contactUrl()}/challenge?form=altro`, { headers: browserHeaders() })).status).toBe(400);
    expect((await fetch(`${contactUrl()}/challenge`, { headers: browserHeaders() })).status).toBe(400);
    expect((await fetch(`${contactUrl()}/challenge?form=contact`, { method: "POST", headers: browserHeaders(), body: "{}" })).status).toBe(405);
    expect((await fetch(`${contactUrl()}/challenge?form=contact`, { headers: browserHeaders({ Origin: "https://evil.example" }) })).status).toBe(403);
  });

  test("the preflight allows GET and the X-Altcha header", async () => {
    const res = await fetch(contactUrl(), {
      method: "OPTIONS",
      headers: { Origin: stack().allowedOrigin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type,x-altcha" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-methods")).toBe("GET, POST, OPTIONS");
    expect(res.headers.get("access-control-allow-headers")!.split(/,\s*/)).toContain("x-altcha");
  });
});

describe("a request is refused (400, Italian message, nothing stored) when its solution", () => {
  const refused = async (headerValue: string, body: Record<string, unknown> = validBody()) => {
    const before = await countRows();
    const answer = await post(body, { [ALTCHA_HEADER]: headerValue });
    expect(answer.status).toBe(400);
    expect(await countRows()).toEqual(before);
    return answer;
  };

  test("is missing", async () => {
    const answer = await refused("");
    expect(answer.json).toMatchObject({ error: MESSAGES.missing, challenge: "missing" });
  });

  test("is not a solution at all", async () => {
    expect((await refused("bm90IGEgc29sdXRpb24=")).json).toMatchObject({ error: MESSAGES.invalid, challenge: "invalid" });
    expect((await refused("%%%")).json).toMatchObject({ error: MESSAGES.invalid });
  });

  test("is wrong (a derived key that is not the challenge's)", async () => {
    const header = tampered(await solvedChallenge("contact"), (v) => {
      const key = v.solution.derivedKey;
      v.solution.derivedKey = (key[0] === "0" ? "1" : "0") + key.slice(1);
    });
    expect((await refused(header)).json).toMatchObject({ challenge: "invalid" });
  });

  test("belongs to a challenge whose signed parameters were changed (a lower cost, a longer life, another form)", async () => {
    const changes = [
      (p: Record<string, unknown>) => (p.cost = 1),
      (p: Record<string, unknown>) => (p.expiresAt = (p.expiresAt as number) + 3600),
      (p: Record<string, unknown>) => (p.data = { form: "contact" }),
    ];
    for (const change of changes) {
      const header = tampered(await solvedChallenge("newsletter"), (v) => change(v.challenge.parameters));
      expect((await refused(header)).json).toMatchObject({ challenge: "invalid" });
    }
  });

  test("was issued for another form", async () => {
    const forNewsletter = await solvedChallenge("newsletter");
    const answer = await refused(forNewsletter, validBody());
    expect(answer.json).toMatchObject({ error: MESSAGES.invalid, challenge: "wrong_form" });
    // …and it still works where it belongs: refusing it did not use it up.
    expect((await post(newsletterBody(), { [ALTCHA_HEADER]: forNewsletter })).status).toBe(200);
  });

  test("has expired (signed with the function's own key, issued 11 minutes ago)", async () => {
    const settings = { cost: stack().altchaCost, counterMax: 50, ttlSeconds: 10 * 60 };
    const old = await issueChallenge("contact", stack().altchaHmacKey, settings, new Date(Date.now() - 11 * 60_000));
    const answer = await refused(await solved(old));
    expect(answer.json).toMatchObject({ error: MESSAGES.expired, challenge: "expired" });
    // The control: the same forging, issued now, is accepted — the expiry alone refused it.
    const fresh = await issueChallenge("contact", stack().altchaHmacKey, settings);
    expect((await post(validBody(), { [ALTCHA_HEADER]: await solved(fresh) })).status).toBe(200);
  });

  test("was already used — once, even by requests racing each other", async () => {
    const solution = await solvedChallenge("contact");
    expect((await post(validBody(), { [ALTCHA_HEADER]: solution })).status).toBe(200);
    const replay = await refused(solution);
    expect(replay.json).toMatchObject({ error: MESSAGES.used, challenge: "used" });
    const racing = await solvedChallenge("contact");
    const answers = await Promise.all([1, 2, 3].map(() => post(validBody(), { [ALTCHA_HEADER]: racing })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  });
});

describe("records", () => {
  test("a used challenge is kept until it expires, then purged; refusals are counted for monitoring", async () => {
    const solution = await solvedChallenge("academy");
    const { challenge } = JSON.parse(Buffer.from(solution, "base64").toString("utf8"));
    await post({ kind: "academy" }, { [ALTCHA_HEADER]: solution });
    const [used] = await sql()`select expires_at from public.form_challenges_used where signature = ${challenge.signature}`;
    // An invalid Academy request (422) does not use the challenge up: it is used by a request that passed the rules.
    expect(used).toBeUndefined();

    const contact = await solvedChallenge("contact");
    const contactSignature = JSON.parse(Buffer.from(contact, "base64").toString("utf8")).challenge.signature;
    expect((await post(validBody(), { [ALTCHA_HEADER]: contact })).status).toBe(200);
    const [row] = await sql()`select expires_at from public.form_challenges_used where signature = ${contactSignature}`;
    expect(Math.abs(new Date(row.expires_at).getTime() - (Date.now() + 10 * 60_000))).toBeLessThan(60_000);

    const expired = "e".repeat(64);
    await sql()`insert into public.form_challenges_used (signature, expires_at) values (${expired}, now() - interval '1 second')`;
    const steps = await sql()`select step, affected::int from public.purge_form_data()`;
    expect(steps.find((s) => s.step === "used_challenges_deleted")?.affected).toBeGreaterThanOrEqual(1);
    expect(await sql()`select 1 from public.form_challenges_used where signature = ${expired}`).toHaveLength(0);
    expect(await sql()`select 1 from public.form_challenges_used where signature = ${contactSignature}`).toHaveLength(1);

    const refusedSoFar = async () =>
      (
        await sql()<{ n: number }[]>`
          select coalesce(sum(count), 0)::int as n from public.form_events where kind = 'challenge_refused' and detail = 'missing:contact'`
      )[0].n;
    const before = await refusedSoFar();
    await post(validBody(), { [ALTCHA_HEADER]: "" });
    // Counted in memory, written within FORM_EVENTS_FLUSH_MS.
    await eventually(async () => (await refusedSoFar()) === before + 1);
    const [monitoring] = await sql()`select challenge_refused_1h::int as n from public.form_monitoring`;
    expect(monitoring.n).toBeGreaterThan(0);
  });
});

describe("the counter's range starts where the browser's search does: there is no work to skip", () => {
  test("the function draws from [0, ALTCHA_COUNTER_MAX]: with a maximum of 1, a solver starting at 0 meets both, one starting at 1 misses the 0s", async () => {
    const run = await runFunction({
      ...REQUIRED_ENV,
      CONTACT_DB_URL: stack().functionTlsDbUrl,
      ALLOWED_ORIGINS: stack().allowedOrigin,
      ALTCHA_COST: "1",
      ALTCHA_COUNTER_MAX: "1",
    });
    if (!run.served) throw new Error(`did not start:\n${run.output()}`);
    try {
      const counters: number[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await fetch(`${run.url}/forms/challenge?form=contact`, { headers: browserHeaders() });
        expect(res.status).toBe(200);
        const challenge = await res.json();
        const solution = await solveChallenge({ challenge, deriveKey, counterStart: COUNTER_START });
        counters.push(solution!.counter);
        // A solver that skips the range's start finds nothing for a challenge drawn at it.
        if (solution!.counter === 0) expect(await solveChallenge({ challenge, deriveKey, counterStart: 1, timeout: 200 })).toBeNull();
      }
      // 40 draws from {0, 1}: both appear but once in 2^39 runs.
      expect(new Set(counters)).toEqual(new Set([0, 1]));
    } finally {
      await run.stop();
    }
  });

  test("ALTCHA_COUNTER_MIN, a lower bound a bot would simply start from, stops the function at start", async () => {
    const run = await runFunction({ ...REQUIRED_ENV, ALLOWED_ORIGINS: stack().allowedOrigin, ALTCHA_COUNTER_MIN: "1000" });
    if (run.served) await run.stop();
    expect(run.served).toBe(false);
    expect(run.output()).toMatch(/"event":"refused_to_start".*ALTCHA_COUNTER_MIN/);
  });
});

import type { Challenge, Solution } from "altcha-lib";
import { createChallengeSource } from "../../../src/lib/forms/form-challenge";

const challengeExpiringAt = (seconds: number, n = 0): Challenge => ({
  parameters: {
    algorithm: "PBKDF2/SHA-256",
    nonce: `n${n}`,
    salt: "s",
    cost: 1,
    keyLength: 32,
    keyPrefix: "00",
    expiresAt: seconds,
    data: { form: "contact" },
  },
  signature: `sig${n}`,
});
const solution: Solution = { counter: 7, derivedKey: "ab" };
const decode = (header: string) => JSON.parse(Buffer.from(header, "base64").toString("utf8"));

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, ko) => ((resolve = ok), (reject = ko)));
  return { promise, resolve, reject };
};

describe("a form's challenge, prepared ahead", () => {
  const NOW = 1_800_000_000_000;

  test("prepare starts one fetch and one solve; take hands the solution over once", async () => {
    let fetched = 0;
    const source = createChallengeSource("contact", {
      fetchChallenge: async () => challengeExpiringAt(NOW / 1000 + 600, ++fetched),
      solve: async () => solution,
      now: () => NOW,
    });
    source.prepare();
    source.prepare();
    expect(fetched).toBe(1);
    await new Promise((ok) => setTimeout(ok, 0));
    expect(source.isReady()).toBe(true);
    const header = await source.take();
    expect(decode(header)).toEqual({ challenge: challengeExpiringAt(NOW / 1000 + 600, 1), solution: { counter: 7, derivedKey: "ab" } });
    // Single use: the next take fetches a new challenge.
    expect(source.isReady()).toBe(false);
    expect(decode(await source.take()).challenge.signature).toBe("sig2");
  });

  test("take waits for a solve under way instead of starting another", async () => {
    const solving = deferred<Solution>();
    let solves = 0;
    const source = createChallengeSource("newsletter", {
      fetchChallenge: async () => challengeExpiringAt(NOW / 1000 + 600),
      solve: () => (solves++, solving.promise),
      now: () => NOW,
    });
    source.prepare();
    const taken = source.take();
    await new Promise((ok) => setTimeout(ok, 0));
    expect(source.isReady()).toBe(false);
    solving.resolve(solution);
    expect(decode(await taken).solution.counter).toBe(7);
    expect(solves).toBe(1);
  });

  test("a failure rejects the take, and the next take tries again (nothing stays rejected)", async () => {
    let calls = 0;
    const source = createChallengeSource("event", {
      fetchChallenge: async () => {
        if (++calls === 1) throw new Error("function unreachable");
        return challengeExpiringAt(NOW / 1000 + 600, calls);
      },
      solve: async () => solution,
      now: () => NOW,
    });
    await expect(source.take()).rejects.toThrow("function unreachable");
    expect(decode(await source.take()).challenge.signature).toBe("sig2");
  });

  test("a solution about to expire is not sent: a fresh one is fetched (once, whatever the clock says)", async () => {
    let now = NOW;
    let fetched = 0;
    const source = createChallengeSource("academy", {
      fetchChallenge: async () => challengeExpiringAt(now / 1000 + 600, ++fetched),
      solve: async () => solution,
      now: () => now,
    });
    source.prepare();
    await new Promise((ok) => setTimeout(ok, 0));
    now += 9.5 * 60_000;
    expect(source.isReady()).toBe(false);
    expect(decode(await source.take()).challenge.signature).toBe("sig2");

    // A clock far ahead of the function's: one retry, then the solution is sent anyway.
    const skewed = createChallengeSource("academy", {
      fetchChallenge: async () => challengeExpiringAt(NOW / 1000 - 3600, ++fetched),
      solve: async () => solution,
      now: () => NOW,
    });
    await expect(skewed.take()).resolves.toBeDefined();
    expect(fetched).toBe(4);
  });
});

/**
 * The forms' proof-of-work challenge (ALTCHA v2, altcha-lib): the function issues a signed
 * challenge bound to one form and valid for a few minutes; the browser solves it in a worker
 * while the visitor types; the function verifies the solution that comes back with the request
 * (header ALTCHA_HEADER) and, through the database, accepts each challenge once.
 *
 * PBKDF2/SHA-256 through Web Crypto, in "deterministic" mode: the server picks the counter the
 * solver must reach (so every challenge costs about the same), derives the key once when issuing
 * it and signs it, and verifying is one HMAC — no derivation at all. Web Crypto's PBKDF2 runs as
 * native code in the browser too, so a visitor's phone pays about what a bot's server pays per
 * attempt; a plain-SHA challenge would cost a browser a promise round trip per hash and a bot
 * almost nothing (docs/forms-backend.md, "Proof of work").
 *
 * Pure apart from Web Crypto: the same module runs in Deno (the function), Node (the tests) and
 * the browser (the form's worker imports only the solving half).
 */
import { createChallenge, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { COUNTER_START, type RequestKind } from "./site-contract/index.ts";

export type { Challenge, Solution };

/** The algorithm every challenge uses: see the header comment for why PBKDF2. */
export const CHALLENGE_ALGORITHM = "PBKDF2/SHA-256";

export interface ChallengeSettings {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /**
   * The counter the solver must reach is drawn from [COUNTER_START, counterMax], where the
   * browser's search starts (site-contract/challenge-payload.ts): every draw is work to do.
   */
  counterMax: number;
  /** How long a challenge can be solved and used. */
  ttlSeconds: number;
}

/**
 * A fraction of a second of a desktop core per challenge, a second or two on a phone-class CPU
 * (measured in docs/forms-backend.md, "Proof of work"): spent while the visitor types, so nobody
 * waits for it. Counters 0–4,000: 2,000 derivations on average, for a visitor and a bot alike.
 */
export const DEFAULT_CHALLENGE_SETTINGS: ChallengeSettings = { cost: 500, counterMax: 4_000, ttlSeconds: 10 * 60 };

export const MESSAGES = {
  missing: "Verifica anti-spam mancante. Ricarica la pagina e riprova.",
  invalid: "Verifica anti-spam non valida. Ricarica la pagina e riprova.",
  expired: "La verifica anti-spam è scaduta. Riprova.",
  used: "Questa verifica anti-spam è già stata usata. Riprova.",
} as const;

/**
 * The two HMAC secrets altcha-lib asks for (the challenge's signature, the derived key's
 * signature), both derived from the one ALTCHA_HMAC_KEY so operators manage one secret.
 */
export async function challengeSecrets(hmacKey: string): Promise<{ signature: string; keySignature: string }> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(hmacKey), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const derive = async (label: string) =>
    Array.from(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(label))), (b) => b.toString(16).padStart(2, "0")).join("");
  return { signature: await derive("altcha-challenge-signature"), keySignature: await derive("altcha-key-signature") };
}

const randomCounter = (min: number, max: number): number => {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return min + (n % (max - min + 1));
};

/** A new challenge for one form: signed, bound to it (`data.form`), expiring. */
export async function issueChallenge(form: RequestKind, hmacKey: string, settings: ChallengeSettings, now: Date = new Date()): Promise<Challenge> {
  const secrets = await challengeSecrets(hmacKey);
  return await createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: settings.cost,
    counter: randomCounter(COUNTER_START, settings.counterMax),
    deriveKey,
    data: { form },
    expiresAt: Math.floor(now.getTime() / 1000) + settings.ttlSeconds,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

export type ChallengeCheck =
  /** `signature`: the challenge's own signature, the key under which its single use is recorded. */
  { ok: true; signature: string; expiresAt: Date } | { ok: false; reason: "missing" | "invalid" | "expired" | "wrong_form"; message: string };

const LONGEST_HEADER = 4096;

const decode = (header: string): { challenge: Challenge; solution: Solution } | null => {
  try {
    const bytes = Uint8Array.from(atob(header), (c) => c.charCodeAt(0));
    const value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as { challenge?: Challenge; solution?: Solution };
    const parameters = value?.challenge?.parameters;
    if (!parameters || typeof parameters !== "object" || typeof value.challenge?.signature !== "string" || !value.solution) return null;
    return { challenge: value.challenge, solution: value.solution };
  } catch {
    return null;
  }
};

/**
 * Checks a solved challenge for `form`: present, well formed, signed by us with our parameters
 * (a client cannot lower the cost or lengthen the life: they are signed), not expired, issued
 * for this form, and solved. Whether it was already used is the database's to say.
 */
export async function checkSolved(header: string | null, form: RequestKind, hmacKey: string, settings: ChallengeSettings): Promise<ChallengeCheck> {
  if (!header || header.trim() === "") return { ok: false, reason: "missing", message: MESSAGES.missing };
  const invalid = { ok: false, reason: "invalid", message: MESSAGES.invalid } as const;
  if (header.length > LONGEST_HEADER) return invalid;
  const solved = decode(header.trim());
  if (!solved) return invalid;
  const { parameters } = solved.challenge;
  // Signed parameters are ours, but only ours of now: a challenge issued under an older, cheaper
  // setting stops counting the moment the setting changes.
  if (parameters.algorithm !== CHALLENGE_ALGORITHM || parameters.cost !== settings.cost || typeof parameters.expiresAt !== "number") return invalid;
  const secrets = await challengeSecrets(hmacKey);
  let result;
  try {
    result = await verifySolution({
      challenge: solved.challenge,
      solution: solved.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
  } catch {
    return invalid;
  }
  if (result.expired) return { ok: false, reason: "expired", message: MESSAGES.expired };
  if (!result.verified) return invalid;
  // Checked after the signature: only then is `data.form` known to be ours.
  if (parameters.data?.form !== form) return { ok: false, reason: "wrong_form", message: MESSAGES.invalid };
  return { ok: true, signature: String(solved.challenge.signature).toLowerCase(), expiresAt: new Date(parameters.expiresAt * 1000) };
}

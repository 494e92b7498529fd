/**
 * A form's proof-of-work, prepared ahead: the challenge is fetched and solved in the background
 * as soon as the form's live code runs, so that at submit the solution is usually there already.
 * Each solution is good for one request (the function refuses a replay) and for a few minutes:
 * `take` hands it over and forgets it, and prepares a fresh one if it is about to expire.
 */
import type { Challenge, Solution } from "altcha-lib";
import { encodeSolved } from "../../../supabase/functions/_shared/site-contract/challenge-payload";
import type { RequestKind } from "../../../supabase/functions/_shared/site-contract/request-options";

export interface ChallengeSourceDeps {
  fetchChallenge: (form: RequestKind) => Promise<Challenge>;
  solve: (challenge: Challenge) => Promise<Solution>;
  now?: () => number;
}

export interface ChallengeSource {
  /** Starts fetching and solving, unless a solution is on its way or ready. */
  prepare(): void;
  /** Whether `take` would answer at once. */
  isReady(): boolean;
  /** The X-Altcha header's value for one request; rejects if the challenge could not be had. */
  take(): Promise<string>;
}

/** A solution this close to its expiry is not sent: the request may take that long to arrive. */
const EXPIRY_MARGIN_MS = 60_000;

interface Prepared {
  header: string;
  expiresAtMs: number;
}

export const createChallengeSource = (form: RequestKind, deps: ChallengeSourceDeps): ChallengeSource => {
  const now = deps.now ?? (() => Date.now());
  let pending: Promise<Prepared> | null = null;
  let ready: Prepared | null = null;

  const prepare = () => {
    if (pending || (ready && ready.expiresAtMs - EXPIRY_MARGIN_MS > now())) return;
    ready = null;
    const attempt = (async (): Promise<Prepared> => {
      const challenge = await deps.fetchChallenge(form);
      const solution = await deps.solve(challenge);
      return { header: encodeSolved(challenge, solution), expiresAtMs: (challenge.parameters.expiresAt ?? 0) * 1000 };
    })();
    pending = attempt;
    attempt
      .then(
        (prepared) => {
          if (pending === attempt) ready = prepared;
        },
        // A failed attempt is forgotten, so that the next prepare or take starts afresh.
        () => undefined,
      )
      .finally(() => {
        if (pending === attempt) pending = null;
      });
  };

  const take = async (retried = false): Promise<string> => {
    prepare();
    const prepared = ready ?? (await pending!);
    ready = null;
    pending = null;
    // Once only: a visitor whose clock runs ahead would otherwise fetch forever; the function's
    // clock is the one that counts.
    if (!retried && prepared.expiresAtMs - EXPIRY_MARGIN_MS <= now()) return take(true);
    return prepared.header;
  };

  return { prepare, isReady: () => ready !== null && ready.expiresAtMs - EXPIRY_MARGIN_MS > now(), take: () => take() };
};

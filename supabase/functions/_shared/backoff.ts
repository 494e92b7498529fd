/**
 * When a failed e-mail is tried again: exponential backoff, capped, with jitter so that many
 * rows that failed together (a provider outage) do not all come back in the same second.
 * Pure: unit-tested in Node.
 */

export const BACKOFF = {
  /** Delay after the first failure. */
  baseMs: 30_000,
  /** Each further failure doubles it… */
  factor: 2,
  /**
   * …up to one hour: an e-mail is retried at least hourly until it is sent, or until it has
   * waited 7 days (then given up: public.fail_stale_outbox(), migration 20261126120000).
   */
  maxMs: 60 * 60 * 1000,
  /** ±20 % of random spread. */
  jitter: 0.2,
} as const;

/**
 * Delay before the next attempt, for an e-mail that has now failed `attempts` times (1, 2, …).
 * `random` returns a number in [0, 1); 0.5 gives the exact, jitter-free schedule:
 * 30 s, 1 min, 2 min, 4 min, 8 min, 16 min, 32 min, then 1 h.
 */
export function backoffDelayMs(attempts: number, random: () => number = Math.random): number {
  const n = Math.max(1, Math.floor(attempts));
  const exact = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * BACKOFF.factor ** (n - 1));
  const spread = 1 - BACKOFF.jitter + 2 * BACKOFF.jitter * Math.min(Math.max(random(), 0), 1);
  return Math.round(Math.min(BACKOFF.maxMs * (1 + BACKOFF.jitter), exact * spread));
}

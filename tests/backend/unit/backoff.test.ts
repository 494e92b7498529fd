import { BACKOFF, backoffDelayMs } from "../../../supabase/functions/_shared/backoff";

const exact = () => 0.5;

test("the schedule doubles from 30 s and stays at one hour", () => {
  const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 20, 1000].map((n) => backoffDelayMs(n, exact) / 60_000);
  expect(minutes).toEqual([0.5, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
});

test("jitter stays within ±20 % and never goes past 72 minutes", () => {
  expect(backoffDelayMs(1, () => 0)).toBe(24_000);
  expect(backoffDelayMs(1, () => 0.999999)).toBe(36_000);
  expect(backoffDelayMs(50, () => 0.999999)).toBeLessThanOrEqual(BACKOFF.maxMs * 1.2);
  expect(backoffDelayMs(50, () => 0.999999)).toBeGreaterThan(BACKOFF.maxMs * 1.19);
  for (let i = 0; i < 200; i++) {
    const n = 1 + (i % 12);
    const d = backoffDelayMs(n);
    const base = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** (n - 1));
    expect(d).toBeGreaterThanOrEqual(base * 0.8 - 1);
    expect(d).toBeLessThanOrEqual(base * 1.2 + 1);
  }
});

test("nonsense attempt counts are treated as the first attempt", () => {
  expect(backoffDelayMs(0, exact)).toBe(30_000);
  expect(backoffDelayMs(-3, exact)).toBe(30_000);
});

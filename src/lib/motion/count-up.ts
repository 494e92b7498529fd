/** The arithmetic of the count-up figures, kept apart from React so it can be tested. */

/** As the product specification sets it: every counter runs for 2 seconds… */
export const COUNT_UP_DURATION_MS = 2000;
/** …from the first time at least 30% of its block is visible. */
export const COUNT_UP_VISIBLE_THRESHOLD = 0.3;

/** Fast start, gentle landing: the figure settles on its value instead of stopping dead. */
export const easeOutCubic = (t: number): number => 1 - Math.pow(1 - Math.min(Math.max(t, 0), 1), 3);

/** The whole number shown `elapsedMs` into a count-up towards `target`. */
export const countUpValue = (target: number, elapsedMs: number, durationMs = COUNT_UP_DURATION_MS): number => {
  if (elapsedMs >= durationMs) return target;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
};

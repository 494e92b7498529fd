import { COUNT_UP_DURATION_MS, countUpValue, easeOutCubic } from "../../../src/lib/motion/count-up";

test("the easing starts at 0, ends at 1 and never goes back", () => {
  expect(easeOutCubic(0)).toBe(0);
  expect(easeOutCubic(1)).toBe(1);
  let previous = 0;
  for (let t = 0; t <= 1; t += 0.01) {
    const value = easeOutCubic(t);
    expect(value).toBeGreaterThanOrEqual(previous);
    previous = value;
  }
  expect(easeOutCubic(-1)).toBe(0);
  expect(easeOutCubic(2)).toBe(1);
});

test("a counter runs from 0 to its target in 2000 ms, in whole numbers", () => {
  expect(COUNT_UP_DURATION_MS).toBe(2000);
  expect(countUpValue(120, 0)).toBe(0);
  expect(countUpValue(120, 2000)).toBe(120);
  expect(countUpValue(120, 5000)).toBe(120);
  const halfway = countUpValue(120, 1000);
  expect(Number.isInteger(halfway)).toBe(true);
  // Ease-out: past the middle of the figure at half time.
  expect(halfway).toBeGreaterThan(60);
  expect(halfway).toBeLessThan(120);
});

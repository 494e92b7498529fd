import { MAX_PARALLAX_PX, MAX_TILT_DEG, MAX_TRAIL_DOTS, advanceTrail, parallaxOffset, tiltTowards } from "../../../src/lib/motion/pointer-effects";

const card = { left: 100, top: 200, width: 300, height: 400 };

test("the spec's limits", () => {
  expect(MAX_TILT_DEG).toBe(6);
  expect(MAX_PARALLAX_PX).toBe(30);
  expect(MAX_TRAIL_DOTS).toBe(11);
});

test("a card is flat with the pointer at its centre and leans towards it elsewhere", () => {
  expect(tiltTowards(250, 400, card)).toEqual({ rotateX: 0, rotateY: 0 });
  const topRight = tiltTowards(400, 200, card);
  expect(topRight.rotateY).toBeCloseTo(6);
  expect(topRight.rotateX).toBeCloseTo(6);
  const bottomLeft = tiltTowards(100, 600, card);
  expect(bottomLeft.rotateY).toBeCloseTo(-6);
  expect(bottomLeft.rotateX).toBeCloseTo(-6);
});

test("the tilt never exceeds 6 degrees, even with the pointer far outside", () => {
  for (const [x, y] of [
    [-5000, -5000],
    [5000, 5000],
    [250, -99999],
    [99999, 400],
  ]) {
    const { rotateX, rotateY } = tiltTowards(x, y, card);
    expect(Math.abs(rotateX)).toBeLessThanOrEqual(6);
    expect(Math.abs(rotateY)).toBeLessThanOrEqual(6);
  }
});

test("the parallax layer moves at most 30 px each way", () => {
  const hero = { left: 0, top: 0, width: 1280, height: 700 };
  expect(parallaxOffset(640, 350, hero)).toEqual({ x: 0, y: 0 });
  expect(parallaxOffset(1280, 700, hero)).toEqual({ x: 30, y: 30 });
  const far = parallaxOffset(-9000, 9000, hero);
  expect(far).toEqual({ x: -30, y: 30 });
});

test("the trail keeps the newest point first and at most 11 points", () => {
  let trail = advanceTrail([], { x: 0, y: 0 });
  for (let i = 1; i < 30; i += 1) trail = advanceTrail(trail, { x: i, y: i });
  expect(trail).toHaveLength(11);
  expect(trail[0]).toEqual({ x: 29, y: 29 });
  expect(trail[10]).toEqual({ x: 19, y: 19 });
});

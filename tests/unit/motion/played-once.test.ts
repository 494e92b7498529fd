/**
 * @jest-environment jsdom
 */
beforeEach(() => {
  jest.resetModules();
  window.sessionStorage.clear();
});

test("an animation that has played is remembered for the visit", async () => {
  const { hasPlayed, markPlayed } = await import("../../../src/lib/motion/played-once");
  expect(hasPlayed("figures:home")).toBe(false);
  markPlayed("figures:home");
  expect(hasPlayed("figures:home")).toBe(true);
  expect(hasPlayed("case:b2b-saas")).toBe(false);
});

test("a reload in the same tab still knows (sessionStorage)", async () => {
  const first = await import("../../../src/lib/motion/played-once");
  first.markPlayed("figures:home");
  jest.resetModules();
  const afterReload = await import("../../../src/lib/motion/played-once");
  expect(afterReload.hasPlayed("figures:home")).toBe(true);
});

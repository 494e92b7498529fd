/** @jest-environment jsdom */
import fs from "node:fs";
import path from "node:path";
import { HYDRATED_ATTRIBUTE, markHydrated } from "../../../src/start-up/hydrated-mark";

describe("the hydrated mark", () => {
  it("is an attribute on <html>, set by markHydrated", () => {
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    markHydrated();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it("waits for gatsby-browser's onInitialClientRender (the root has committed) and the page's boundaries (hydration-boundary.test.tsx)", async () => {
    const browser = fs.readFileSync(path.resolve(__dirname, "../../../gatsby-browser.tsx"), "utf8");
    expect(browser).toMatch(/export const onInitialClientRender = rootHydrated;/);
  });
});

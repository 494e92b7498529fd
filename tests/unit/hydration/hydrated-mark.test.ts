/** @jest-environment jsdom */
import fs from "node:fs";
import path from "node:path";
import { HYDRATED_ATTRIBUTE, markHydrated } from "../../../src/lib/hydration/hydrated-mark";

describe("the hydrated mark", () => {
  it("is an attribute on <html>, set by markHydrated", () => {
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    markHydrated();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it("is the one the development server's check waits for (a plain-Node script with its own copy of the name)", () => {
    const script = fs.readFileSync(path.resolve(__dirname, "../../../scripts/check-develop.mjs"), "utf8");
    expect(script).toContain(`const HYDRATED_ATTRIBUTE = "${HYDRATED_ATTRIBUTE}";`);
  });

  it("is set by gatsby-browser's onInitialClientRender", async () => {
    const browser = fs.readFileSync(path.resolve(__dirname, "../../../gatsby-browser.tsx"), "utf8");
    expect(browser).toMatch(/export const onInitialClientRender = markHydrated;/);
  });
});

/** The lint rule's view of the theme (scripts/lint/theme-tokens.cjs): the real system's scales, or a loud failure. */
import { loadThemeTokens, readSystem, themeFingerprint } from "../../../scripts/lint/theme-tokens.cjs";
import { designSystem } from "../../../src/theme";

const system = designSystem();

const SCALES = ["spacing", "sizes", "colors", "radii"] as const;

describe("loadThemeTokens", () => {
  const theme = loadThemeTokens();

  it("reads every scale from src/theme/index.ts, as the site builds it", () => {
    // Jest builds the system through its own alias (jest.config.js); the rule through esbuild's.
    for (const scale of SCALES) {
      expect([...theme.scales[scale]].sort()).toEqual([...system.tokens.categoryMap.get(scale)!.keys()].sort());
    }
  });

  it("has the theme's own tokens, the steps kept from Chakra's and no other", () => {
    expect([...theme.scales.sizes]).toEqual(expect.arrayContaining(["header.compact", "header.wide", "14", "full"]));
    expect([...theme.scales.spacing]).toEqual(expect.arrayContaining(["4", "-4", "16"]));
    expect([...theme.scales.colors]).toEqual(expect.arrayContaining(["surface.dark", "text", "navy.900", "colorPalette.fg"]));
    expect([...theme.scales.radii]).toEqual(expect.arrayContaining(["2xl", "full", "l2"]));
    // Left out of USED_STEPS (src/theme/chakra-defaults.ts): not declared, so not on the scale.
    expect(theme.scales.sizes.has("16")).toBe(false);
    expect(theme.scales.spacing.has("11")).toBe(false);
  });

  it("knows which scale each style property reads, shorthands included", () => {
    expect(
      Object.fromEntries(
        ["h", "height", "maxW", "boxSize", "mx", "p", "inset", "top", "gap", "bg", "color", "borderColor", "rounded"].map((p) => [
          p,
          theme.propertyScale.get(p),
        ]),
      ),
    ).toEqual({
      h: "sizes",
      height: "sizes",
      maxW: "sizes",
      boxSize: "sizes",
      mx: "spacing",
      p: "spacing",
      inset: "spacing",
      top: "spacing",
      gap: "spacing",
      bg: "colors",
      color: "colors",
      borderColor: "colors",
      rounded: "radii",
    });
    expect(theme.propertyScale.has("fontSize")).toBe(false);
    expect(theme.isStyleProperty("boxShadow")).toBe(true);
    expect(theme.isStyleProperty("_hover")).toBe(false);
    expect(theme.isStyleProperty("variant")).toBe(false);
  });

  it("has the token names and CSS variables that references name", () => {
    expect(theme.tokenNames.has("sizes.header.wide")).toBe(true);
    expect(theme.cssVars.has("--chakra-sizes-header-wide")).toBe(true);
  });

  it("is loaded once per process", () => {
    expect(loadThemeTokens()).toBe(theme);
  });
});

describe("themeFingerprint", () => {
  it("is a short hash of the theme, the same within a run", () => {
    expect(themeFingerprint()).toMatch(/^[0-9a-f]{16}$/);
    expect(themeFingerprint()).toBe(themeFingerprint());
  });
});

describe("readSystem fails loudly", () => {
  it("on something that is not a Chakra system", () => {
    expect(() => readSystem(undefined)).toThrow(/altura\/design-tokens: .*has no tokens\.categoryMap/);
    expect(() => readSystem({})).toThrow(/not a Chakra system, or Chakra's API changed/);
  });

  it("when the utility API is missing", () => {
    expect(() => readSystem({ tokens: system.tokens })).toThrow(/has no utility\.getTypes\(\).*Chakra's API changed/);
  });

  it("when a scale is empty", () => {
    const tokens = { ...system.tokens, categoryMap: new Map([...system.tokens.categoryMap].filter(([category]) => category !== "radii")) };
    expect(() => readSystem({ ...system, tokens })).toThrow(/the theme has no radii tokens/);
  });
});

/** @jest-environment jsdom */
import { WEB_FONT_ATTRIBUTE } from "../../../src/start-up/page-script/page-state";
import { WEB_FONT_FAMILY, adoptWebFontIfLoaded } from "../../../src/theme/web-font";
import { designSystem } from "../../../src/theme";

const system = designSystem();

const html = document.documentElement;
const check = jest.fn<boolean, [string]>();

beforeAll(() => {
  Object.defineProperty(document, "fonts", { configurable: true, value: { check } });
});

beforeEach(() => {
  html.removeAttribute(WEB_FONT_ATTRIBUTE);
  check.mockReset();
});

describe("adoptWebFontIfLoaded (an in-site navigation)", () => {
  it("switches to the web font once it has loaded", () => {
    check.mockReturnValue(true);
    adoptWebFontIfLoaded();
    expect(check).toHaveBeenCalledWith(`1em "${WEB_FONT_FAMILY}"`);
    expect(html.hasAttribute(WEB_FONT_ATTRIBUTE)).toBe(true);
  });

  it("keeps the fallback while it has not", () => {
    check.mockReturnValue(false);
    adoptWebFontIfLoaded();
    expect(html.hasAttribute(WEB_FONT_ATTRIBUTE)).toBe(false);
  });
});

describe("the theme's font variables", () => {
  const tokenCss = system.getTokenCss() as Record<string, Record<string, Record<string, string>>>;
  const layer = tokenCss["@layer tokens"];
  const webFontSelector = `html[${WEB_FONT_ATTRIBUTE}] &`;
  const [rootSelector] = Object.keys(layer).filter((selector) => selector !== webFontSelector);

  it("name the fallback first, and Manrope first only under the attribute, in the same layer", () => {
    for (const name of ["--chakra-fonts-body", "--chakra-fonts-heading"]) {
      expect(layer[rootSelector][name]).toMatch(/^'Manrope Fallback'/);
      expect(layer[webFontSelector][name]).toMatch(new RegExp(`^'${WEB_FONT_FAMILY}', 'Manrope Fallback'`));
    }
  });
});

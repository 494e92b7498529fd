/**
 * What src/start-up/library-internals/lucide.ts relies on in lucide-react: its icons are built by
 * createLucideIcon, which renders the component it imports as `./Icon.mjs` with the icon's named data
 * as its `icon` prop; and the replacement webpack makes of that import touches no other.
 */
import fs from "node:fs";
import path from "node:path";
import { LUCIDE_ICON_REQUEST, lucideIconData, replaceLucideIcon } from "../../../../src/start-up/library-internals/lucide";

const ESM_DIR = path.resolve(__dirname, "../../../../node_modules/lucide-react/dist/esm");
const CHANGED = "lucide-react no longer builds its icons as src/start-up/library-internals/lucide.ts expects";
const source = (file: string): string => fs.readFileSync(path.join(ESM_DIR, file), "utf8");

describe("lucide-react's icons", () => {
  it("are rendered by createLucideIcon through the Icon it imports as ./Icon.mjs, given the icon's data as `icon`", () => {
    const text = source("createLucideIcon.mjs");
    const imported = /import (\w+) from '(\.\/Icon\.mjs)';/.exec(text);
    if (!imported || !LUCIDE_ICON_REQUEST.test(imported[2])) throw new Error(`${CHANGED}: createLucideIcon.mjs does not import its Icon from ./Icon.mjs`);
    if (!new RegExp(`createElement\\(${imported[1]}, \\{[^}]*\\bicon: iconData\\b`).test(text)) {
      throw new Error(`${CHANGED}: createLucideIcon.mjs does not render Icon with \`icon: iconData\``);
    }
  });

  it("each carry a kebab-case name and the elements they draw", () => {
    const text = source("icons/arrow-right.mjs");
    if (!/name: "arrow-right",[\s\S]*node: \[/.test(text) || !text.includes("createLucideIcon(__iconData)")) {
      throw new Error(`${CHANGED}: icons/arrow-right.mjs no longer passes createLucideIcon a named icon with its node`);
    }
  });
});

describe("replaceLucideIcon", () => {
  const request = (issuer: string) => ({ request: "./Icon.mjs", contextInfo: { issuer } });

  it("points createLucideIcon's Icon at the replacement, and leaves the package's own export of Icon alone", () => {
    const fromCreate = request("/site/node_modules/lucide-react/dist/esm/createLucideIcon.mjs");
    const fromIndex = request("/site/node_modules/lucide-react/dist/esm/lucide-react.mjs");
    replaceLucideIcon("/site/src/start-up/icon-sprite.tsx")(fromCreate);
    replaceLucideIcon("/site/src/start-up/icon-sprite.tsx")(fromIndex);
    expect(fromCreate.request).toBe("/site/src/start-up/icon-sprite.tsx");
    expect(fromIndex.request).toBe("./Icon.mjs");
  });
});

describe("lucideIconData", () => {
  it("passes a named icon through, and names lucide-react when the prop is not one", () => {
    const icon = { name: "x", node: [] };
    expect(lucideIconData(icon)).toBe(icon);
    expect(() => lucideIconData(undefined)).toThrow(/lucide-react's createLucideIcon no longer renders its Icon with an `icon` prop/);
    expect(() => lucideIconData({ node: [] })).toThrow(/src\/start-up\/library-internals\/lucide\.ts/);
  });
});

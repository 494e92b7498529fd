/**
 * @jest-environment node
 *
 * The icon sprite, a candidate (src/start-up/icon-sprite.tsx), in server rendering: an icon is the
 * <svg> lucide-react renders, with the same attributes and accessible name, around a reference to its
 * symbol; and the page's sprite holds a symbol for each icon its HTML uses, drawing what the icon drew.
 */
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createLucideIcon, type LucideIconData } from "lucide-react";
import SpriteIcon, { iconSpriteFor } from "../../../src/start-up/icon-sprite";

const ARROW_RIGHT = {
  name: "arrow-right",
  size: 24,
  node: [
    ["path", { d: "M5 12h14", key: "1ays0h" }],
    ["path", { d: "m12 5 7 7-7 7", key: "xquz4c" }],
  ],
} satisfies LucideIconData;
const CHECK = { name: "check", size: 24, node: [["path", { d: "M20 6 9 17l-5-5", key: "1gmf2c" }]] } satisfies LucideIconData;
const ArrowRight = createLucideIcon(ARROW_RIGHT);

/** The <svg> start tag and what is inside it. */
const parts = (markup: string) => {
  const [, start, inside] = /^(<svg[^>]*>)([\s\S]*)<\/svg>$/.exec(markup) ?? [];
  return { start, inside };
};

describe("an icon drawn from the sprite", () => {
  it.each([
    ["decorative, by lucide's default", {}],
    ["decorative, as the site writes it", { "aria-hidden": "true", focusable: "false" } as const],
    ["named", { "aria-label": "Avanti", role: "img" }],
    ["sized and classed", { size: 18, strokeWidth: 1.5, className: "freccia" }],
  ])("is lucide's <svg>, same attributes, around its symbol: %s", (_what, props) => {
    const lucide = parts(renderToStaticMarkup(<ArrowRight {...props} />));
    const sprite = parts(renderToStaticMarkup(<SpriteIcon {...props} icon={ARROW_RIGHT} />));
    expect(sprite.start).toBe(lucide.start);
    expect(sprite.inside).toBe('<use href="#icon-arrow-right"></use>');
  });

  it("keeps what is given inside it, such as a <title>", () => {
    const markup = renderToStaticMarkup(
      <SpriteIcon icon={ARROW_RIGHT}>
        <title>Avanti</title>
      </SpriteIcon>,
    );
    expect(markup).toMatch(/<use href="#icon-arrow-right"><\/use><title>Avanti<\/title><\/svg>$/);
    expect(markup).not.toMatch(/aria-hidden/);
  });
});

describe("iconSpriteFor (gatsby-ssr's onRenderBody)", () => {
  it("holds one symbol for each icon the page's HTML uses, drawing what lucide drew", () => {
    const body = renderToStaticMarkup(
      <main>
        <SpriteIcon icon={ARROW_RIGHT} />
        <SpriteIcon icon={CHECK} />
        <SpriteIcon icon={ARROW_RIGHT} />
      </main>,
    );
    const sprite = renderToStaticMarkup(iconSpriteFor(body)!);
    expect(sprite).toBe(
      '<svg id="icon-sprite" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">' +
        `<symbol id="icon-arrow-right" viewBox="0 0 24 24">${parts(renderToStaticMarkup(<ArrowRight />)).inside}</symbol>` +
        '<symbol id="icon-check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"></path></symbol></svg>',
    );
  });

  it("is nothing on a page without icons, and stops on an icon no component drew", () => {
    expect(iconSpriteFor("<main></main>")).toBeNull();
    expect(() => iconSpriteFor('<svg><use href="#icon-never-drawn"></use></svg>')).toThrow(/uses the icon "never-drawn", which no icon drew/);
  });
});

/**
 * @jest-environment jsdom
 *
 * The icon sprite, a candidate (src/start-up/icon-sprite.tsx), in the browser: an icon whose symbol the
 * page lacks (a page reached inside the site, a toast) adds it to the sprite before it is painted, and
 * an icon the sprite already has adds nothing.
 */
import * as React from "react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import type { LucideIconData } from "lucide-react";
import SpriteIcon, { ICON_SPRITE_ID } from "../../../src/start-up/icon-sprite";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CHECK = { name: "check", size: 24, node: [["path", { d: "M20 6 9 17l-5-5", key: "1gmf2c" }]] } satisfies LucideIconData;
const X = {
  name: "x",
  size: 24,
  node: [
    ["path", { d: "M18 6 6 18", key: "1bl5f8" }],
    ["path", { d: "m6 6 12 12", key: "d8bk6v" }],
  ],
} satisfies LucideIconData;

afterEach(() => {
  document.body.innerHTML = "";
});

it("adds the symbols the page's sprite lacks, once, and creates the sprite on a page without one", async () => {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <>
        <SpriteIcon icon={CHECK} />
        <SpriteIcon icon={X} />
        <SpriteIcon icon={CHECK} />
      </>,
    ),
  );
  const sprite = document.getElementById(ICON_SPRITE_ID)!;
  expect(sprite.namespaceURI).toBe("http://www.w3.org/2000/svg");
  expect(sprite.getAttribute("aria-hidden")).toBe("true");
  expect(Array.from(sprite.children, (symbol) => symbol.id)).toEqual(["icon-check", "icon-x"]);
  expect(sprite.querySelector("#icon-x")!.innerHTML).toBe('<path d="M18 6 6 18"></path><path d="m6 6 12 12"></path>');
  expect(sprite.querySelector("#icon-x")!.getAttribute("viewBox")).toBe("0 0 24 24");
  act(() => root.unmount());
});

it("adds nothing for an icon whose symbol the server's sprite holds", async () => {
  document.body.innerHTML = `<svg id="${ICON_SPRITE_ID}"><symbol id="icon-check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"></path></symbol></svg><div></div>`;
  const root = createRoot(document.body.lastElementChild!);
  await act(async () => root.render(<SpriteIcon icon={CHECK} />));
  expect(document.querySelectorAll("symbol")).toHaveLength(1);
  act(() => root.unmount());
});

/**
 * @jest-environment jsdom
 *
 * What src/start-up/library-internals/emotion.ts relies on in Emotion: a cache does not insert a rule
 * whose name its `inserted` record already holds.
 */
import * as React from "react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import createCache from "@emotion/cache";
import { CacheProvider, css, jsx } from "@emotion/react";
import { markRulesInserted } from "../../../../src/start-up/library-internals/emotion";

const CHANGED = "Emotion no longer skips the rules marked in cache.inserted: read the new @emotion/cache and adapt src/start-up/library-internals/emotion.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const rule = css({ color: "rgb(1, 2, 3)" });

/** Renders an element styled with `rule` through a fresh cache, and returns the CSS Emotion added to the document. */
const cssAddedBy = async (prepare: (cache: ReturnType<typeof createCache>) => void): Promise<string> => {
  document.head.innerHTML = "";
  document.body.innerHTML = '<div id="root"></div>';
  const cache = createCache({ key: "css", speedy: false });
  prepare(cache);
  const root = createRoot(document.getElementById("root")!);
  await act(async () => root.render(<CacheProvider value={cache}>{jsx("p", { css: rule }, "Ciao")}</CacheProvider>));
  const added = Array.from(document.querySelectorAll("style"), (tag) => tag.textContent ?? "").join("");
  await act(async () => root.unmount());
  return added;
};

describe("Emotion's cache, as library-internals/emotion.ts uses it", () => {
  it("inserts a rule it has not seen", async () => {
    expect(await cssAddedBy(() => {})).toContain("rgb(1, 2, 3)");
  });

  it("does not insert a rule marked as already on the page", async () => {
    const added = await cssAddedBy((cache) => markRulesInserted(cache, [rule.name]));
    if (added.includes("rgb(1, 2, 3)")) throw new Error(CHANGED);
  });
});

/**
 * @jest-environment jsdom
 */
import fs from "node:fs";
import path from "node:path";
import { DECAP_MARKDOWN_MODE_KEY, openMarkdownEditorsOnTheMarkdown, quietDecapRefusalsOfEmptyRequiredFields } from "../../../src/cms/decap-workarounds";

/** The bundle /admin serves (src/gatsby-node/admin-page.ts copies it from the package). */
const decapBundle = fs.readFileSync(path.resolve(__dirname, "../../../node_modules/decap-cms/dist/decap-cms.js"), "utf8");

describe("the Markdown editors open on the Markdown", () => {
  test("Decap still remembers the mode under its key, and still opens rich text without it (else the workaround is useless, or no longer needed)", () => {
    // Both editors, `markdown` and `richtext`: `<name>="cms.md-mode"` … `localStorage.getItem(<name>)??"rich_text"`.
    const keyNames = [...decapBundle.matchAll(new RegExp(`([\\w$]+)="${DECAP_MARKDOWN_MODE_KEY.replace(".", "\\.")}"`, "g"))].map((match) => match[1]);
    expect(keyNames.length).toBeGreaterThan(0);
    for (const name of keyNames) expect(decapBundle).toContain(`localStorage.getItem(${name})??"rich_text"`);
  });

  test("without a choice, the editor opens in Markdown; an editor's own choice stays", () => {
    localStorage.clear();
    openMarkdownEditorsOnTheMarkdown(localStorage);
    expect(localStorage.getItem(DECAP_MARKDOWN_MODE_KEY)).toBe("raw");
    localStorage.setItem(DECAP_MARKDOWN_MODE_KEY, "rich_text");
    openMarkdownEditorsOnTheMarkdown(localStorage);
    expect(localStorage.getItem(DECAP_MARKDOWN_MODE_KEY)).toBe("rich_text");
  });
});

describe("Decap's refusal of an empty required field", () => {
  test("Decap still rejects the save with no reason after its message (else the workaround is no longer needed)", () => {
    // Saving and publishing: `…missingRequiredField"},type:"error",dismissAfter:8e3})),Promise.reject()`.
    const refusals = decapBundle.match(/missingRequiredField"\},type:"error",dismissAfter:8e3\}\)\),Promise\.reject\(\)/g) ?? [];
    expect(refusals.length).toBeGreaterThan(0);
  });

  const rejection = (reason: unknown): Event => {
    const event = new Event("unhandledrejection", { cancelable: true });
    Object.assign(event, { reason });
    return event;
  };

  test("a rejection with no reason is marked handled; one with a reason is reported as always", () => {
    quietDecapRefusalsOfEmptyRequiredFields(window);
    const silent = rejection(undefined);
    window.dispatchEvent(silent);
    expect(silent.defaultPrevented).toBe(true);
    const reasoned = rejection(new Error("the backend did not answer"));
    window.dispatchEvent(reasoned);
    expect(reasoned.defaultPrevented).toBe(false);
  });
});

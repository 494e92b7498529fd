/** @jest-environment jsdom */
import { NO_SCROLL_RESTORATION_SCRIPT, opensAtTop } from "../../../src/lib/scroll/opens-at-top";

describe("opens-at-top pages", () => {
  beforeEach(() => {
    window.history.scrollRestoration = "auto";
    window.location.hash = "";
  });

  it("knows Servizi, with or without a trailing slash, and nothing else", () => {
    expect(opensAtTop("/servizi")).toBe(true);
    expect(opensAtTop("/servizi/")).toBe(true);
    expect(opensAtTop("/")).toBe(false);
    expect(opensAtTop("/academy")).toBe(false);
  });

  it("the head script turns the browser's restoration off, unless the address names a section", () => {
    new Function(NO_SCROLL_RESTORATION_SCRIPT)();
    expect(window.history.scrollRestoration).toBe("manual");
    window.history.scrollRestoration = "auto";
    window.location.hash = "#processo";
    new Function(NO_SCROLL_RESTORATION_SCRIPT)();
    expect(window.history.scrollRestoration).toBe("auto");
  });
});

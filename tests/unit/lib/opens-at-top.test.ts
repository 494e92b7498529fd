/** @jest-environment jsdom */
import { NO_SCROLL_RESTORATION_SCRIPT, opensAtTop, shouldUpdateScroll } from "../../../src/lib/scroll/opens-at-top";

const at = (pathname: string, hash = "") => ({ location: { pathname, hash } });

describe("opens-at-top pages", () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    window.history.scrollRestoration = "auto";
    window.location.hash = "";
  });
  afterEach(() => scrollTo.mockRestore());

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

  it("keeps Gatsby from restoring a saved position when the page first mounts", () => {
    expect(shouldUpdateScroll({ routerProps: at("/servizi") })).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("opens at the top, at once, when entered from another page", () => {
    expect(shouldUpdateScroll({ prevRouterProps: at("/academy"), routerProps: at("/servizi") })).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
    expect(window.history.scrollRestoration).toBe("manual");
  });

  it("leaves Gatsby's default for a section, a change within the page and every other page", () => {
    expect(shouldUpdateScroll({ prevRouterProps: at("/"), routerProps: at("/servizi", "#processo") })).toBeUndefined();
    expect(window.history.scrollRestoration).toBe("auto");
    expect(shouldUpdateScroll({ prevRouterProps: at("/servizi"), routerProps: at("/servizi") })).toBeUndefined();
    window.history.scrollRestoration = "manual";
    expect(shouldUpdateScroll({ prevRouterProps: at("/servizi"), routerProps: at("/academy") })).toBeUndefined();
    // Leaving the page gives the next history entry back the browser's restoration.
    expect(window.history.scrollRestoration).toBe("auto");
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

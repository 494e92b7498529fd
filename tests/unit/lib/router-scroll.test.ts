/** @jest-environment jsdom */
import { shouldUpdateScroll } from "../../../src/lib/scroll/router-scroll";

const at = (pathname: string, hash = "") => ({ location: { pathname, hash } });

describe("when Gatsby's router may scroll", () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    window.history.scrollRestoration = "auto";
  });
  afterEach(() => scrollTo.mockRestore());

  it("never when a page first mounts: the browser already has, and the visitor may have scrolled since", () => {
    expect(shouldUpdateScroll({ routerProps: at("/academy") })).toBe(false);
    expect(shouldUpdateScroll({ routerProps: at("/", "#contatti") })).toBe(false);
    expect(shouldUpdateScroll({ routerProps: at("/servizi") })).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("Servizi opens at the top, at once, when entered from another page", () => {
    expect(shouldUpdateScroll({ prevRouterProps: at("/academy"), routerProps: at("/servizi") })).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
    expect(window.history.scrollRestoration).toBe("manual");
  });

  it("leaves Gatsby's default for a section, a change within the page and every other page", () => {
    expect(shouldUpdateScroll({ prevRouterProps: at("/"), routerProps: at("/servizi", "#processo") })).toBeUndefined();
    expect(window.history.scrollRestoration).toBe("auto");
    expect(shouldUpdateScroll({ prevRouterProps: at("/servizi"), routerProps: at("/servizi/") })).toBeUndefined();
    window.history.scrollRestoration = "manual";
    expect(shouldUpdateScroll({ prevRouterProps: at("/servizi"), routerProps: at("/academy") })).toBeUndefined();
    // Leaving the page gives the next history entry back the browser's restoration.
    expect(window.history.scrollRestoration).toBe("auto");
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

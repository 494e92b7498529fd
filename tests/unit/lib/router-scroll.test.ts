/** @jest-environment jsdom */
import { FULL_LAYOUT_ATTRIBUTE, FULL_LAYOUT_ON_ANCHOR_CLICK_SCRIPT } from "../../../src/lib/scroll/full-layout";
import { shouldUpdateScroll } from "../../../src/lib/scroll/router-scroll";

const at = (pathname: string, hash = "") => ({ location: { pathname, hash } });
const fullLayout = () => document.documentElement.hasAttribute(FULL_LAYOUT_ATTRIBUTE);

describe("Gatsby's router scroll", () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    window.history.scrollRestoration = "auto";
    document.documentElement.removeAttribute(FULL_LAYOUT_ATTRIBUTE);
  });
  afterEach(() => scrollTo.mockRestore());

  it("never scrolls when the page first mounts: the browser already has, and the visitor may have since", () => {
    expect(shouldUpdateScroll({ routerProps: at("/academy") })).toBe(false);
    expect(shouldUpdateScroll({ routerProps: at("/", "#contatti") })).toBe(false);
    expect(shouldUpdateScroll({ routerProps: at("/servizi") })).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(fullLayout()).toBe(false);
  });

  it("lays the page out in full before a navigation's scroll, and leaves the scroll to Gatsby", () => {
    expect(shouldUpdateScroll({ prevRouterProps: at("/academy/corso"), routerProps: at("/academy") })).toBeUndefined();
    expect(fullLayout()).toBe(true);
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

describe("the inline anchor-click script", () => {
  beforeAll(() => new Function(FULL_LAYOUT_ON_ANCHOR_CLICK_SCRIPT)());
  beforeEach(() => document.documentElement.removeAttribute(FULL_LAYOUT_ATTRIBUTE));

  it("lays the page out in full when a link to an anchor is clicked, even on its icon", () => {
    document.body.innerHTML = '<a href="#contatti"><svg><path></path></svg> Parla con un consulente</a><a href="/academy">Academy</a><button>Menu</button>';
    document.querySelector("button")!.click();
    document.querySelector<HTMLAnchorElement>('a[href="/academy"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(fullLayout()).toBe(false);
    document.querySelector("path")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(fullLayout()).toBe(true);
  });
});

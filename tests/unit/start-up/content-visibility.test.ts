/**
 * @jest-environment jsdom
 *
 * The content-visibility candidate (src/start-up/content-visibility.ts): every section is laid out
 * just before a jump, for two frames, and skipped again afterwards: on a press of a link to a
 * #fragment, on a visit that opens at one, and before the scrolls the site's scripts make.
 */
import {
  EVERY_SECTION_LAID_OUT,
  contentVisibilityScript,
  layOutEverySectionBeforeJump,
  sectionsSkippedOffScreen,
} from "../../../src/start-up/content-visibility";

const laidOut = () => document.documentElement.hasAttribute(EVERY_SECTION_LAID_OUT);
const frame = () => jest.advanceTimersByTime(17);

/** The kind of visit, as the Navigation Timing entry says (jsdom has none). */
const visit = (type: NavigationTimingType) =>
  Object.defineProperty(performance, "getEntriesByType", { value: () => [{ type }], configurable: true, writable: true });

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["performance"] });
  visit("navigate");
});
afterEach(() => {
  jest.runAllTimers();
  jest.useRealTimers();
  document.documentElement.removeAttribute(EVERY_SECTION_LAID_OUT);
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

it("skips the page sections far from the screen, unless every section is to be laid out, and never the pinned cases", () => {
  const recipe = { className: "section", base: { py: "16" }, variants: { tone: { light: {} } } };
  expect(sectionsSkippedOffScreen(recipe)).toEqual({
    ...recipe,
    base: {
      py: "16",
      contentVisibility: "auto",
      containIntrinsicSize: { base: "auto 1500px", lg: "auto 850px" },
      [`html[${EVERY_SECTION_LAID_OUT}] &, &[data-case-showcase]`]: { contentVisibility: "visible" },
    },
  });
});

it("lays out every section before a scroll of the site's scripts, for two frames", () => {
  layOutEverySectionBeforeJump();
  expect(laidOut()).toBe(true);
  frame();
  expect(laidOut()).toBe(true);
  frame();
  expect(laidOut()).toBe(false);
});

describe("the page's script", () => {
  // Each test runs it once more; the listeners of the earlier runs only ever set the same attribute.
  const runScript = () => new Function(contentVisibilityScript())();

  it("lays out every section when a link to a #fragment is pressed, not for other links", () => {
    document.body.innerHTML = '<a href="#contatti"><span>Contatti</span></a><a href="/academy">Academy</a><a href="/#contatti">Home</a>';
    runScript();
    expect(laidOut()).toBe(false);
    document.querySelectorAll("a")[1].dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(laidOut()).toBe(false);
    document.querySelector("span")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(laidOut()).toBe(true);
    frame();
    frame();
    expect(laidOut()).toBe(false);
    document.querySelectorAll("a")[2].dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(laidOut()).toBe(true);
  });

  it("lays out every section until the page has loaded on a visit that opens at a #fragment", () => {
    window.history.replaceState(null, "", "/#contatti");
    runScript();
    expect(laidOut()).toBe(true);
    frame();
    frame();
    expect(laidOut()).toBe(true);
    window.dispatchEvent(new Event("load"));
    frame();
    frame();
    expect(laidOut()).toBe(false);
  });

  it("does so on a reload or a visit by Back or Forward, whose scroll position the browser restores", () => {
    visit("reload");
    runScript();
    expect(laidOut()).toBe(true);
    window.dispatchEvent(new Event("load"));
    frame();
    frame();
    expect(laidOut()).toBe(false);
  });
});

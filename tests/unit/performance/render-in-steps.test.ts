/** @jest-environment jsdom */
import {
  DEFERRED_PARTS,
  FULL_LAYOUT_ATTRIBUTE,
  RENDERED_ATTRIBUTE,
  RENDER_IN_STEPS_SCRIPT,
  renderEverything,
  renderInStepsCss,
} from "../../../src/lib/performance/render-in-steps";

const PAGE = `
  <main>
    <section id="hero"><h1>Titolo</h1></section>
    <section id="corsi"><ul><li data-defer-render>Corso 1</li><li data-defer-render>Corso 2</li></ul></section>
    <section id="contatti"><a href="#contatti">Contatti</a><a href="/academy">Academy</a></section>
  </main>`;

const html = () => document.documentElement;
const rendered = () => Array.from(document.querySelectorAll(`[${RENDERED_ATTRIBUTE}]`), (e) => e.id || e.textContent);
const runScript = () => new Function(RENDER_IN_STEPS_SCRIPT)();

describe("rendering long pages in steps", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    html().removeAttribute(FULL_LAYOUT_ATTRIBUTE);
    document.body.innerHTML = PAGE;
    window.location.hash = "";
  });
  afterEach(() => jest.useRealTimers());

  it("defers every section after the hero, and the marked cards, in document order", () => {
    expect(Array.from(document.querySelectorAll(DEFERRED_PARTS), (e) => e.id || e.textContent)).toEqual(["corsi", "Corso 1", "Corso 2", "contatti"]);
    // The CSS applies only to parts not rendered yet, and never once the page is laid out in full.
    for (const selector of Object.keys(renderInStepsCss)) {
      expect(selector).toMatch(new RegExp(`^html:not\\(\\[${FULL_LAYOUT_ATTRIBUTE}\\]\\) .*:not\\(\\[${RENDERED_ATTRIBUTE}\\]\\)$`));
    }
  });

  it("renders nothing more before load, then everything in later tasks, then lays the page out in full", () => {
    runScript();
    jest.runAllTimers();
    expect(rendered()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(rendered()).toEqual([]);
    jest.runAllTimers();
    expect(rendered()).toEqual(["corsi", "Corso 1", "Corso 2", "contatti"]);
    expect(html().hasAttribute(FULL_LAYOUT_ATTRIBUTE)).toBe(true);
  });

  it("lays the page out in full at once when a link to an anchor is clicked, and not for other links", () => {
    runScript();
    document.querySelector<HTMLAnchorElement>('a[href="/academy"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(html().hasAttribute(FULL_LAYOUT_ATTRIBUTE)).toBe(false);
    document.querySelector<HTMLAnchorElement>('a[href="#contatti"]')!.click();
    expect(html().hasAttribute(FULL_LAYOUT_ATTRIBUTE)).toBe(true);
  });

  it("lays the page out in full before the first paint when the address names a section", () => {
    window.location.hash = "#contatti";
    runScript();
    expect(html().hasAttribute(FULL_LAYOUT_ATTRIBUTE)).toBe(true);
  });

  it("renderEverything does the same for the scripts' own jumps", () => {
    renderEverything();
    expect(html().hasAttribute(FULL_LAYOUT_ATTRIBUTE)).toBe(true);
  });
});

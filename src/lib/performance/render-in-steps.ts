/**
 * Long pages are rendered in steps, not in one go.
 *
 * The server-rendered HTML holds every section, and the browser's first style and layout
 * covered all of it (1,000 elements on /academy) in one task: 45–110 ms on this machine,
 * about four times that on Lighthouse's mid-range phone, during which the page could not
 * answer a tap (most of Total Blocking Time on the long pages).
 * Now the sections after the hero, the cards of the long lists and the footer start as
 * `content-visibility: auto`: the first paint styles and lays out only what is on or near
 * the screen. Once the page has loaded, a small inline script renders the rest in steps of
 * a few milliseconds each, yielding in between; then the whole page is laid out for good
 * (`data-full-layout` on <html>) and every tool that reads positions (anchors, a restored
 * scroll position, axe, the showcase's scroll triggers) gets real ones.
 *
 * Until then a deferred part counts as an estimated height, so anything that jumps
 * renders everything first: the inline script on an #anchor link click, on a reload or
 * Back/Forward (the browser restores a position) and when the address names a section;
 * `renderEverything` before the scripts' own jumps.
 */

export const FULL_LAYOUT_ATTRIBUTE = "data-full-layout";
export const RENDERED_ATTRIBUTE = "data-rendered";
export const DEFER_ATTRIBUTE = "data-defer-render";

/**
 * Spread on the root of a part rendered in its own step: each card of a long list (so no
 * single step lays out a whole catalogue) and the footer (a third of what the home page
 * otherwise renders before load).
 */
export const deferRender = { [DEFER_ATTRIBUTE]: "" } as const;

/**
 * The sections after the first (the hero, part of the first paint; a section kept as a static island sits in its wrapper).
 * `* + section` is `section:not(:first-child)` in a form Emotion does not warn about: it flags `:first-child` as unsafe
 * because its server rendering may put a <style> before the first child.
 */
const DEFERRED_SECTIONS = ":is(main > * + section, main > [data-static-island] > section)";
const DEFERRED_CARDS = `[${DEFER_ATTRIBUTE}]`;
export const DEFERRED_PARTS = `${DEFERRED_SECTIONS}, ${DEFERRED_CARDS}`;

/**
 * How long a step keeps adding parts. The part that crosses it finishes, so a step lasts up to
 * about twice this: still under 12.5 ms, a quarter of the 50 ms that make a task "long", so
 * not long even on a phone four times slower (Lighthouse's mobile simulation).
 */
export const STEP_BUDGET_MS = 4;

/**
 * The rule for the theme's global CSS. The estimates only matter until a part is rendered
 * (a few hundred milliseconds after load); "auto" then keeps its real size.
 */
const pending = (selector: string) => `html:not([${FULL_LAYOUT_ATTRIBUTE}]) ${selector}:not([${RENDERED_ATTRIBUTE}])`;
export const renderInStepsCss = {
  [pending(DEFERRED_SECTIONS)]: { contentVisibility: "auto", containIntrinsicBlockSize: "auto 900px" },
  [pending(DEFERRED_CARDS)]: { contentVisibility: "auto", containIntrinsicBlockSize: "auto 360px" },
} as const;

/** Lays the whole page out now, for good (before a jump the scripts make). */
export const renderEverything = (): void => {
  document.documentElement.setAttribute(FULL_LAYOUT_ATTRIBUTE, "");
};

/** Inline in every page's <head> (ES5): it runs before the first paint and needs none of the page's scripts. */
export const RENDER_IN_STEPS_SCRIPT = `(function(d,w){var h=d.documentElement,F=${JSON.stringify(FULL_LAYOUT_ATTRIBUTE)},p=w.performance,n=p&&p.getEntriesByType&&p.getEntriesByType("navigation")[0];
function all(){h.setAttribute(F,"")}
if(w.location.hash||(n&&n.type!=="navigate"))all();
d.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest('a[href*="#"]'))all()},true);
w.addEventListener("load",function(){var u=d.querySelectorAll(${JSON.stringify(DEFERRED_PARTS)}),i=0;
function step(){if(h.hasAttribute(F))return;var s=p.now();
while(i<u.length&&p.now()-s<${STEP_BUDGET_MS}){u[i].setAttribute(${JSON.stringify(RENDERED_ATTRIBUTE)},"");void u[i++].offsetHeight}
if(i<u.length)setTimeout(step,0);else all()}
setTimeout(step,0)})})(document,window)`;

/**
 * Sections below the fold are rendered only when they come near the screen
 * (`content-visibility: auto`, see theme/recipes/section.ts); until then each counts as an
 * estimated height. Scrolling by hand never notices. A jump does: a smooth scroll to
 * #contatti aims at a position computed with the estimates, and the sections it passes
 * take their real heights on the way, so it stops short or long. So does a saved scroll
 * position restored on Back. Before any jump the whole page is laid out, once, for good.
 */

export const FULL_LAYOUT_ATTRIBUTE = "data-full-layout";

export const renderEverySection = (): void => {
  document.documentElement.setAttribute(FULL_LAYOUT_ATTRIBUTE, "");
};

/**
 * Inline in every page's <head>, so it works before the page's scripts start: a click on a
 * link to an anchor lays the page out before the browser computes where the anchor is.
 */
export const FULL_LAYOUT_ON_ANCHOR_CLICK_SCRIPT = `document.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest('a[href*="#"]'))document.documentElement.setAttribute("${FULL_LAYOUT_ATTRIBUTE}","")},true)`;

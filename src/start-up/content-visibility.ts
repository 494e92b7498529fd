/**
 * A candidate, off unless tried (START_UP_TRY=content-visibility; src/start-up/measurement-switches.ts):
 * kept only if it is measured to pay (docs/performance.md, "Running the benchmarks").
 *
 * Why: the blocking time Lighthouse finds on the long pages is the browser's style and layout of the
 * whole document while it is parsed. A forced style and layout of /academy took 53–56 ms as built and
 * 9–10 ms with `content-visibility: auto` on the sections below the first screen (CPU 1×); injected
 * into the built page, it halved Lighthouse's TBT (docs/performance.md, "Style and layout at load").
 * A section far from the screen is then laid out as a box of a placeholder height, and for real only
 * as it nears the screen, before it shows: nothing visible moves. A section on the first screen is
 * laid out in the first frame, as the specification requires. Find-in-page and the focus reach the
 * text of a skipped section, which is still in the document and the accessibility tree.
 *
 * What it costs: a jump (a link to #contatti, the skip link, back-to-top, the router's scroll to a
 * #section or to a saved position, a scrollIntoView) computes its target from the sections it crosses,
 * and a skipped section has only its placeholder height: the jump would land wrong, and a smooth one
 * short, as the sections it crosses are laid out for real on its way. So just before a jump every
 * section is laid out: an attribute on <html> turns the skipping off for two frames, enough for the
 * jump to compute its target from the real sizes and for each section to record its size
 * (`contain-intrinsic-size: auto`), which it keeps as its placeholder once skipped again.
 */

/** On <html> while every section is laid out. */
export const EVERY_SECTION_LAID_OUT = "data-every-section-laid-out";

/**
 * The page sections' style when the candidate is tried. The placeholder is the median height of the
 * main pages' sections as built (26 of them, 27 November 2026): 1,573 px at a phone's width (390 px),
 * 878 px at a desktop's (1,280 px); a section's own height replaces it once it has been laid out.
 * Not the cases' showcase on the home page: its panel is pinned to the window (GSAP), and the
 * containment content-visibility brings would make the section the panel's containing block.
 */
const offScreenSectionStyle = () =>
  ({
    contentVisibility: "auto",
    containIntrinsicSize: { base: "auto 1500px", lg: "auto 850px" },
    [`html[${EVERY_SECTION_LAID_OUT}] &, &[data-case-showcase]`]: { contentVisibility: "visible" },
  }) as const;

/**
 * The section recipe (src/theme/recipes/section.ts, which every page section uses: Section, the
 * newsletter box, the cases' showcase) with the sections skipped far from the screen: the theme's
 * when the candidate is tried. Through the theme rather than the components: the pages' chunks stay
 * byte for byte what they are in a build that does not try it, and so does webpack's runtime, which
 * names their content hashes.
 *
 * Every statement of this module is free of side effects (the style is made by a function, not an
 * object at the top level): webpack then drops its imports from a build that does not try the
 * candidate.
 */
export const sectionsSkippedOffScreen = <Recipe extends { base?: object }>(recipe: Recipe): Recipe => ({
  ...recipe,
  base: { ...recipe.base, ...offScreenSectionStyle() },
});

/** Every section laid out now and for the next two frames (serialised into the page's script below too: no outer names). */
function layOutEverySection(attribute: string): void {
  const root = document.documentElement;
  root.setAttribute(attribute, "");
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute(attribute)));
}

/** Before a jump the site's scripts make: the router's scroll after a new page, a scrollIntoView. */
export const layOutEverySectionBeforeJump = (): void => layOutEverySection(EVERY_SECTION_LAID_OUT);

/**
 * The jumps the browser makes by itself, from the page's <head> (gatsby-ssr's onRenderBody), before
 * the app's scripts start: a link to a #fragment, pressed or followed by keyboard; and a visit that
 * opens at a #fragment or restores a scroll position (a reload, Back or Forward), laid out until it
 * has loaded. A real, type-checked function serialised with Function.prototype.toString, like the
 * page script (src/start-up/page-script/page-script.ts), hence no outer names in its body.
 */
function layOutSectionsBeforeBrowserJumps(attribute: string, layOut: (attribute: string) => void): void {
  document.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href*="#"]')) layOut(attribute);
    },
    true,
  );
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (location.hash || (navigation && navigation.type !== "navigate")) {
    document.documentElement.setAttribute(attribute, "");
    addEventListener("load", () => layOut(attribute));
  }
}

/** The <head> script's text, the same on every page (the CSP lists one hash for it). */
export const contentVisibilityScript = (): string =>
  `(${layOutSectionsBeforeBrowserJumps.toString()})(${JSON.stringify(EVERY_SECTION_LAID_OUT)},${layOutEverySection.toString()})`;

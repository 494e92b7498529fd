/** The pinned layout's constants of the case section (its texts are the dictionaries' `home.cases`). */
/** Where the showcase pins: large screens, and only for visitors who welcome motion. */
export const PINNED_MEDIA = "(min-width: 62em) and (prefers-reduced-motion: no-preference)";

/** As the product specification sets it: 250 viewport heights (in %: 2.5 screens) of scrolling per case… */
export const SCROLL_PER_CASE = 2.5;
/** …with scrub smoothing 4. */
export const SCRUB_SMOOTHING = 4;

/**
 * Undoes the pinned layout where no script can run it (see the home page's Head). A media query
 * rather than <noscript>: Gatsby's Head API writes a <noscript>'s content as escaped text.
 */
export const CASES_WITHOUT_SCRIPT_CSS = `@media (scripting: none) and ${PINNED_MEDIA} {
  [data-case-showcase] { padding-block: 6rem !important; }
  [data-case-track] { height: auto !important; }
  [data-case-stage] { position: static !important; height: auto !important; padding: 0 2rem !important; }
  [data-case-list] { display: flex !important; gap: 4rem !important; padding-right: 0 !important; }
  [data-case] { opacity: 1 !important; visibility: visible !important; }
  [data-case-progress] { display: none !important; }
}`;

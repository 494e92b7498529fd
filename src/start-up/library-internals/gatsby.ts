/**
 * The one place that relies on Gatsby's browser runtime past its documentation
 * (tests/unit/start-up/library-internals/gatsby.test.ts fails, naming this file, when a Gatsby release changes it).
 *
 * Gatsby waits for a promise returned by `onClientEntry` before it loads the page's data and renders
 * the page, in production (`.cache/production-app.js`) and under `gatsby develop` (`.cache/app.js`):
 * both start with `apiRunnerAsync("onClientEntry").then(…)`, and `apiRunnerAsync` chains each plugin's
 * returned promise. The documentation describes `onClientEntry` without a return value. The site uses
 * the wait to evaluate its page wrapper in pieces before the first render needs it
 * (src/start-up/page-wrapper-in-pieces.ts).
 */
import type { GatsbyBrowser } from "gatsby";

/** An `onClientEntry` that Gatsby waits for: the app starts once `work` has resolved. */
export const onClientEntryAwaited =
  (work: () => Promise<void>): NonNullable<GatsbyBrowser["onClientEntry"]> =>
  () =>
    work();

/**
 * Gatsby's route announcer: after every navigation inside the site its router writes "Navigated to
 * <the page's first heading>" into this live region, in English whatever the page's language, with
 * no option to change the words. The site announces the page itself, in the page's language
 * (src/components/layout/page-announcer.tsx), and hides Gatsby's region so screen readers hear one
 * announcement (the theme's global CSS).
 */
export const GATSBY_ROUTE_ANNOUNCER_ID = "gatsby-announcer";

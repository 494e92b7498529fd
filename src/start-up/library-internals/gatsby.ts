/**
 * The one place that relies on Gatsby's browser runtime past its documentation
 * (tests/unit/start-up/library-internals/gatsby.test.ts fails, naming this file, when a Gatsby release changes it).
 *
 * Gatsby's route announcer: after every navigation inside the site its router writes "Navigated to
 * <the page's first heading>" into this live region, in English whatever the page's language, with
 * no option to change the words. The site announces the page itself, in the page's language
 * (src/components/layout/page-announcer.tsx), and hides Gatsby's region so screen readers hear one
 * announcement (the theme's global CSS).
 */
export const GATSBY_ROUTE_ANNOUNCER_ID = "gatsby-announcer";

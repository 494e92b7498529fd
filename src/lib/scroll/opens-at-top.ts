/**
 * Pages that open at their top whenever they are entered (spec, Servizi: "scrolls to top
 * on load"), unless the address names a section (`/servizi#processo`).
 *
 * Three things would otherwise put the visitor back where they were:
 * - the browser, which restores the scroll position on reload before any script runs;
 * - Gatsby's router, which restores the position it saved for the history entry when it mounts;
 * - Gatsby's router again, on Back/Forward between pages.
 * A scroll to the top from a React effect came too late for all three: the page scripts
 * start at the visitor's first activity, so the visitor could already be reading further
 * down, and the browser's own (smooth) restoration could still be running.
 */

import { normalisePath } from "../navigation";

const PAGES: readonly string[] = ["/servizi"];

export const opensAtTop = (pathname: string): boolean => PAGES.includes(normalisePath(pathname));

/**
 * Inline script for the page's <head>: run before the first paint, it tells the browser
 * not to restore this history entry's scroll position, so a reload opens at the top
 * without a visible jump. A named section is still scrolled to by the browser.
 */
export const NO_SCROLL_RESTORATION_SCRIPT = `if(!location.hash&&"scrollRestoration"in history)history.scrollRestoration="manual"`;

interface RouterLocation {
  pathname: string;
  hash: string;
}

interface ScrollUpdate {
  prevRouterProps?: { location: RouterLocation };
  routerProps: { location: RouterLocation };
}

/**
 * Gatsby's `shouldUpdateScroll` for these pages. Returns `false` where Gatsby must not
 * restore a position, `undefined` to leave Gatsby's default (a page that does not open at
 * the top, a section in the address, a change of query string within the page, such as
 * Back from one service to the previous one).
 */
export const shouldUpdateScroll = ({ prevRouterProps, routerProps }: ScrollUpdate): false | undefined => {
  const { pathname, hash } = routerProps.location;
  const atTop = opensAtTop(pathname);
  // The browser's own restoration stays on for every other page (a client navigation
  // away from here would otherwise carry "manual" into the next history entry).
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = atTop && !hash ? "manual" : "auto";
  if (!atTop || hash) return undefined;
  // The first mount: the page opened at the top (see the head script); the visitor may have scrolled since.
  if (!prevRouterProps) return false;
  if (normalisePath(prevRouterProps.location.pathname) === normalisePath(pathname)) return undefined;
  // Entered from another page, by a link or by Back/Forward: instantly, whatever the CSS scroll-behavior says.
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  return false;
};

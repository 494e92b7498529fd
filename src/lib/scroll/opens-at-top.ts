/**
 * Pages that open at their top whenever they are entered (the product specification asks it of
 * Servizi: "scrolls to top on load"), unless the address names a section (`/servizi#processo`).
 *
 * Three things would otherwise put the visitor back where they were:
 * - the browser, which restores the scroll position on reload before any script runs;
 * - Gatsby's router, which restores the position it saved for the history entry when it mounts;
 * - Gatsby's router again, on Back/Forward between pages.
 * A scroll to the top from a React effect comes too late for all three: the page scripts
 * are live seconds after the first paint on a phone, so the visitor may already be reading further
 * down, and the browser's own (smooth) restoration may still be running. The head script
 * below handles the first; router-scroll.ts the other two.
 */

import { LOCALES } from "../../../supabase/functions/_shared/site-contract/locales";
import { normalisePath, routePath } from "../../../supabase/functions/_shared/site-contract/route-map";

const PAGES: readonly string[] = LOCALES.map((locale) => routePath("servizi", locale));

export const opensAtTop = (pathname: string): boolean => PAGES.includes(normalisePath(pathname));

/**
 * Inline script for the page's <head>: run before the first paint, it tells the browser
 * not to restore this history entry's scroll position, so a reload opens at the top
 * without a visible jump. A named section is still scrolled to by the browser.
 */
export const NO_SCROLL_RESTORATION_SCRIPT = `if(!location.hash&&"scrollRestoration"in history)history.scrollRestoration="manual"`;

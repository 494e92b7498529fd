import { renderEverySection } from "./full-layout";
import { opensAtTop } from "./opens-at-top";

interface RouterLocation {
  pathname: string;
  hash: string;
}

interface ScrollUpdate {
  prevRouterProps?: { location: RouterLocation };
  routerProps: { location: RouterLocation };
}

const normalise = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/**
 * Gatsby's `shouldUpdateScroll`: `false` where Gatsby's router must not scroll, `undefined`
 * to leave its default (restore the entry's saved position, or go to the #anchor or the top).
 *
 * - When the page first mounts, never: the browser has already opened it at its anchor or
 *   restored its position, and the scripts start at the visitor's first activity, so the
 *   visitor may be reading further down by then.
 * - On a navigation inside the site, the page is laid out in full first (see full-layout):
 *   a restored position or an anchor must be measured on the real heights.
 * - Pages that open at the top (Servizi) do so when entered from another page, by a link or
 *   by Back/Forward, unless the address names a section.
 */
export const shouldUpdateScroll = ({ prevRouterProps, routerProps }: ScrollUpdate): false | undefined => {
  const { pathname, hash } = routerProps.location;
  const atTop = opensAtTop(pathname);
  // The browser's own restoration stays on for every other page (a client navigation away
  // from Servizi would otherwise carry "manual" into the next history entry).
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = atTop && !hash ? "manual" : "auto";
  if (!prevRouterProps) return false;
  renderEverySection();
  if (!atTop || hash) return undefined;
  if (normalise(prevRouterProps.location.pathname) === normalise(pathname)) return undefined;
  // Instantly, whatever the CSS scroll-behavior says.
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  return false;
};

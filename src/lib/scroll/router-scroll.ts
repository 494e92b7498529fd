/**
 * When Gatsby's router may scroll (its `shouldUpdateScroll`, exported by gatsby-browser).
 *
 * - When a page first mounts, never. The browser has already opened it at its #section or
 *   restored its position on a reload, and on a phone the page's scripts are live seconds after
 *   the first paint: by the time the router mounts, the visitor may be reading further down,
 *   and the position the router saved for this history entry would pull them back.
 * - Pages that open at their top (Servizi, see opens-at-top) do so when entered from another
 *   page, by a link or by Back/Forward, unless the address names a section.
 * - Everything else keeps Gatsby's default: the saved position on Back/Forward, the #section
 *   or the top on a link.
 */
import { normalisePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { opensAtTop } from "./opens-at-top";

interface RouterLocation {
  pathname: string;
  hash: string;
}

interface ScrollUpdate {
  prevRouterProps?: { location: RouterLocation };
  routerProps: { location: RouterLocation };
}

/** `false` where the router must not scroll, `undefined` to leave it Gatsby's default. */
export const shouldUpdateScroll = ({ prevRouterProps, routerProps }: ScrollUpdate): false | undefined => {
  const { pathname, hash } = routerProps.location;
  const atTop = opensAtTop(pathname) && !hash;
  // The browser's own restoration stays on for every other page (a client navigation
  // away from Servizi would otherwise carry "manual" into the next history entry).
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = atTop ? "manual" : "auto";
  if (!prevRouterProps) return false;
  if (!atTop) return undefined;
  // A change of query string within the page (one service to another) keeps the default.
  if (normalisePath(prevRouterProps.location.pathname) === normalisePath(pathname)) return undefined;
  // Instantly, whatever the CSS scroll-behavior says.
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  return false;
};

import { useEffect, useSyncExternalStore } from "react";
import { flushSync } from "react-dom";
import { useOutsideStaticContent } from "./static-content";

/** The parts of Gatsby's `location` that tell a navigation happened. */
interface RouterLocation {
  search: string;
  key?: string;
}

export type HistoryMode = "push" | "replace";

/*
 * The page address's query string as a store, for state that lives in the address (the service
 * shown, the catalogue's filters). Each part of a page that shows that state reads it on its own
 * (useAddressSearch), so a part can be a unit of hydration of its own: a filter applied while it is
 * still the server's HTML changes none of its props and none of the contexts around it (React would
 * otherwise have to drop that HTML and render the part again, error 421).
 */
const readers = new Set<() => void>();
const tellReaders = (): void => readers.forEach((read) => read());

const subscribe = (onChange: () => void) => {
  readers.add(onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    readers.delete(onChange);
    window.removeEventListener("popstate", onChange);
  };
};
const searchInTheAddress = (): string => window.location.search;
/**
 * Pages are built without a query string: the server's HTML shows the empty query, and a part hydrates
 * with it, unchanged; React reads the address right after and renders the part again only if it differs.
 */
const searchAtBuild = (): string => "";

/** The address's query string ("" or "?a=b"), kept up to date on writes, Back/Forward and links to this page. */
export const useAddressSearch = (): string => {
  useOutsideStaticContent("useAddressSearch");
  return useSyncExternalStore(subscribe, searchInTheAddress, searchAtBuild);
};

/**
 * Puts `nextSearch` ("" or "?a=b") in the address: a new entry ("push") or in place ("replace"), with
 * the History API directly. Going through Gatsby's `navigate` would treat it as a page change and
 * scroll to the top; the entry keeps Gatsby's own history state, so its scroll restoration still
 * finds its bearings.
 *
 * Every reader renders the new state before it returns. The tabs' machine (Zag) selects a tab in an
 * animation frame, outside React's events, where an update would wait for a later task; and it only
 * reports a change against the value React last committed. Two keys within one frame (End then Home)
 * would otherwise report the first and drop the second: the focus on the first tab, the address and
 * the panel on the last. Call it from handlers only, never while rendering.
 */
export const writeAddressQuery = (nextSearch: string, mode: HistoryMode): void => {
  const { pathname, hash } = window.location;
  // A new entry is a new view: a #section left over from the previous one would not belong to it.
  const url = `${pathname}${nextSearch}${mode === "replace" ? hash : ""}`;
  if (url !== `${pathname}${window.location.search}${window.location.hash}`) {
    if (mode === "push") window.history.pushState(window.history.state, "", url);
    else window.history.replaceState(window.history.state, "", url);
  }
  flushSync(tellReaders);
};

/**
 * The query string, for the component that owns the page's `location` (its parts use useAddressSearch;
 * all write with writeAddressQuery). A link to this page with other parameters moves Gatsby's router
 * without a popstate: the owner, rendered again with the new location, tells the parts that read the
 * address on their own.
 */
export const useAddressQuery = (location: RouterLocation): string => {
  const search = useAddressSearch();
  useEffect(tellReaders, [location.search, location.key]);
  return search;
};

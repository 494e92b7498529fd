import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";

/** The parts of Gatsby's `location` that tell a navigation happened. */
interface RouterLocation {
  search: string;
  key?: string;
}

export type HistoryMode = "push" | "replace";

/**
 * The page address's query string, for state that lives in the address (the service
 * shown, the catalogue's filters).
 *
 * `search` is null on the server and in the first render: pages are built without a
 * query string, so the markup shows the defaults and hydrates unchanged; the address
 * is read right after. It is read again on Back/Forward and whenever the router moves
 * (a link to the same page with other parameters).
 *
 * `write` changes the address with the History API directly. Going through Gatsby's
 * `navigate` would treat it as a page change and scroll to the top; the entry keeps
 * Gatsby's own history state, so its scroll restoration still finds its bearings.
 *
 * `write` renders the new state before it returns. The tabs' machine (Zag) selects a tab in an
 * animation frame, outside React's events, where an update would wait for a later task; and it
 * only reports a change against the value React last committed. Two keys within one frame (End
 * then Home) would otherwise report the first and drop the second: the focus on the first tab,
 * the address and the panel on the last. Call it from handlers only, never while rendering.
 */
export const useAddressQuery = (location: RouterLocation) => {
  const [search, setSearch] = useState<string | null>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read only after hydration (see above)
    setSearch(window.location.search);
  }, [location.search, location.key]);

  useEffect(() => {
    const sync = () => setSearch(window.location.search);
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, []);

  /** Puts `nextSearch` ("" or "?a=b") in the address: a new entry ("push") or in place ("replace"). */
  const write = useCallback((nextSearch: string, mode: HistoryMode) => {
    const { pathname, hash } = window.location;
    // A new entry is a new view: a #section left over from the previous one would not belong to it.
    const url = `${pathname}${nextSearch}${mode === "replace" ? hash : ""}`;
    if (url !== `${pathname}${window.location.search}${window.location.hash}`) {
      if (mode === "push") window.history.pushState(window.history.state, "", url);
      else window.history.replaceState(window.history.state, "", url);
    }
    flushSync(() => setSearch(nextSearch));
  }, []);

  return { search, write };
};

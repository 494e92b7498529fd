/**
 * Whether React is hydrating the server's HTML of the component that asks, wherever and whenever its
 * part of the page hydrates: at the first render of the visit, or later inside a Suspense boundary
 * (`HydrationBoundary`) that React hydrates on its own. React's documented way to know it:
 * `useSyncExternalStore` renders with `getServerSnapshot` while it hydrates a component and with
 * `getSnapshot` otherwise (a page reached by a link inside the site, a hot reload in `gatsby develop`,
 * a part the client renders anew after a mismatch).
 *
 * After hydrating, React renders the component once more with `getSnapshot`'s value: read it once, at
 * the first render (`useState(useHydratingServerHtml())`), as `StaticContent` does.
 */
import { useSyncExternalStore } from "react";

/** Nothing ever changes: the answer depends only on whether React is hydrating. */
const subscribe = () => () => undefined;
const rendering = () => false;
// React renders with getServerSnapshot on the server too, where nothing is hydrating.
const hydrating = () => typeof window !== "undefined";

export const useHydratingServerHtml = (): boolean => useSyncExternalStore(subscribe, rendering, hydrating);

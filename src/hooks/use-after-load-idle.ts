import * as React from "react";

/** Fallback wait where requestIdleCallback is missing (Safari). */
const IDLE_FALLBACK_MS = 1200;
/** Longest wait for an idle moment on a busy page. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Runs `task` once the page has loaded and the main thread is idle: for code every page may need
 * but no visitor needs in their first seconds (the toaster, the phone menu's drawer), so it stays
 * off the critical path without being fetched only at the moment of use.
 */
export function whenLoadedAndIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, IDLE_FALLBACK_MS);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    cancelIdle();
  };
}

/** False on the server and until the page has loaded and gone idle, then true. */
export function useAfterLoadIdle(): boolean {
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => whenLoadedAndIdle(() => setReady(true)), []);
  return ready;
}

/**
 * "The page has fetched all it fetches by itself": Playwright's `networkidle` (no request in flight
 * for 500 ms), except that an event of the page analytics counts as ended once its answer arrives.
 * The tracker sends its events with `fetch(…, { keepalive: true })`, so that an event outlives the
 * page it was sent from, and Chromium reports no end of a keepalive request to Playwright:
 * `networkidle` would never come on a page that measures its visits.
 *
 * Start watching before the page opens (requests already in flight would be missed), then await
 * `settled()` whenever the test needs the network quiet.
 */
import type { Page, Request } from "@playwright/test";
import { ANALYTICS_FUNCTION, EVENT_API_PATH } from "../../supabase/functions/_shared/site-contract/analytics";

/** As Playwright's `networkidle`. */
const QUIET_MS = 500;
const TIMEOUT_MS = 30_000;

export interface NetworkWatch {
  /** Resolves once no request has been in flight for 500 ms; fails, naming what is in flight, after 30 s. */
  settled: () => Promise<void>;
}

/** An event of the page analytics, posted to the collector's event API: the tracker's keepalive requests (Playwright does not say which requests are keepalive). */
const isAnalyticsEvent = (request: Request): boolean =>
  request.method() === "POST" && new URL(request.url()).pathname.endsWith(`/${ANALYTICS_FUNCTION}${EVENT_API_PATH}`);

export const watchNetwork = (page: Page): NetworkWatch => {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  page.on("response", (response) => {
    if (isAnalyticsEvent(response.request())) ended(response.request());
  });

  return {
    settled: async () => {
      const deadline = Date.now() + TIMEOUT_MS;
      while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) {
          throw new Error(
            `the network never went quiet for ${QUIET_MS} ms in ${TIMEOUT_MS / 1000} s; in flight: ${[...inFlight].map((request) => request.url()).join(", ") || "nothing"}`,
          );
        }
        await page.waitForTimeout(50);
      }
    },
  };
};

/**
 * The tracker itself, a chunk of its own (page-analytics.ts fetches it when the browser is idle):
 * @plausible-analytics/tracker, set up for this site. Page views are handed to it by the site
 * (Gatsby's router tells page-analytics.ts of each page), so its own capture of the History API
 * stays off; it tracks outbound links and file downloads (the brochure, an event's .ics) by itself,
 * and sends its engagement pings. Every request is cut to what the collector keeps before it leaves
 * (minimised-request.ts); it binds nothing to window and writes nothing to the console.
 */
import { DEFAULT_FILE_TYPES, init, track } from "@plausible-analytics/tracker";
import type { SiteEventName } from "../../../supabase/functions/_shared/site-contract/analytics";
import type { AnalyticsSettings } from "./analytics-settings";
import { minimisedRequest } from "./minimised-request";

/**
 * What became of one event's request: `answered` by the collector (taken, or refused as malformed);
 * `unavailable`, the collector did not take it (no answer: down or unreachable; a 5xx: it or its
 * database is down; a 429: it asks the client to wait); `skipped`, never sent (a page on this
 * machine with the endpoint elsewhere, a browser driven by automation, the session stopped).
 */
export type RequestOutcome = "answered" | "unavailable" | "skipped";

/** `done`: called once the request is answered, fails, or is not sent (the tracker's callback). */
export interface TrackerSession {
  pageview(url: string, done: (outcome: RequestOutcome) => void): void;
  event(name: SiteEventName, props: Record<string, string>, url: string, done: (outcome: RequestOutcome) => void): void;
  /**
   * A link pressed on page `url` before the tracker listened: the event the tracker sends by itself for
   * such a press (an outbound link, a download), or nothing (`skipped`) for any other link.
   */
  linkPressed(href: string, url: string, done: (outcome: RequestOutcome) => void): void;
  /**
   * Nothing more leaves, for the rest of the visit: neither the site's events nor what the tracker
   * sends by itself (link presses, engagement pings). The page shown may still send its one
   * engagement ping, now: the tracker stops its pings only at a page view it skips, and the ping of
   * the page before goes first.
   */
  stop(): void;
}

/** The files a download of which is an event: the tracker's own list, and calendar files. */
export const DOWNLOAD_EXTENSIONS = [...DEFAULT_FILE_TYPES, "ics"];

/**
 * What the tracker sends by itself for a press on the link `href` from page `url`, by its own rules:
 * another host is an outbound link (its whole address), a file of DOWNLOAD_EXTENSIONS a download (its
 * address without the query). tracker-session.test.ts checks these against the tracker's own capture.
 */
export const linkPressEvent = (href: string, url: string): { name: "Outbound Link: Click" | "File Download"; props: { url: string } } | null => {
  const link = new URL(href, url);
  if (link.host && link.host !== new URL(url).host) return { name: "Outbound Link: Click", props: { url: link.href } };
  const withoutQuery = link.href.split("?")[0];
  return DOWNLOAD_EXTENSIONS.includes(withoutQuery.split(".").pop() ?? "") ? { name: "File Download", props: { url: withoutQuery } } : null;
};

type TrackerResult = { status: number } | { error: unknown } | undefined;

/** The tracker's callback's result, as an outcome. */
export const outcomeOf = (result: TrackerResult): RequestOutcome => {
  if (!result) return "skipped";
  if (!("status" in result)) return "unavailable";
  return result.status === 429 || result.status >= 500 ? "unavailable" : "answered";
};

export function startTrackerSession(settings: AnalyticsSettings): TrackerSession {
  let stopped = false;
  init({
    domain: settings.domain,
    endpoint: settings.endpoint,
    autoCapturePageviews: false,
    outboundLinks: true,
    fileDownloads: { fileExtensions: DOWNLOAD_EXTENSIONS },
    captureOnLocalhost: settings.captureOnLocalhost,
    logging: false,
    bindToWindow: false,
    transformRequest: (payload) => (stopped ? null : minimisedRequest(payload)),
  });
  const callback = (done: (outcome: RequestOutcome) => void) => (result: TrackerResult) => done(outcomeOf(result));
  return {
    pageview: (url, done) => track("pageview", { url, callback: callback(done) }),
    event: (name, props, url, done) => track(name, { props, url, callback: callback(done) }),
    linkPressed: (href, url, done) => {
      const event = linkPressEvent(href, url);
      if (event) track(event.name, { props: event.props, url, callback: callback(done) });
      else done("skipped");
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      track("pageview", {});
    },
  };
}

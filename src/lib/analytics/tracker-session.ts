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

/** `done`: called once the request is answered, fails, or is not sent (the tracker's callback). */
export interface TrackerSession {
  pageview(url: string, done: () => void): void;
  event(name: SiteEventName, props: Record<string, string>, url: string, done: () => void): void;
}

/** The files a download of which is an event: the tracker's own list, and calendar files. */
export const DOWNLOAD_EXTENSIONS = [...DEFAULT_FILE_TYPES, "ics"];

export function startTrackerSession(settings: AnalyticsSettings): TrackerSession {
  init({
    domain: settings.domain,
    endpoint: settings.endpoint,
    autoCapturePageviews: false,
    outboundLinks: true,
    fileDownloads: { fileExtensions: DOWNLOAD_EXTENSIONS },
    captureOnLocalhost: settings.captureOnLocalhost,
    logging: false,
    bindToWindow: false,
    transformRequest: minimisedRequest,
  });
  return {
    pageview: (url, done) => track("pageview", { url, callback: done }),
    event: (name, props, url, done) => track(name, { props, url, callback: done }),
  };
}

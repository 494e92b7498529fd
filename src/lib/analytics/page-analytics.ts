/**
 * The site's page analytics in the browser: the page views (the first page and every page reached
 * inside the site), the named events (a lead sent, the booking page opened, the language switched,
 * a search made) and, through the tracker itself, outbound links and file downloads
 * (docs/analytics.md). The tracker, @plausible-analytics/tracker, is a chunk of its own
 * (tracker-session.ts), fetched only once the page has loaded and the browser is idle, or at the
 * visitor's first activity and then when idle: never in the page's first load, never inside a press.
 * Until it arrives, what happens is noted in memory and handed over then, one request after the other.
 * A collector that does not take an event (down, overloaded, or silent) ends analytics for the visit:
 * a visitor never pays for it with more than a request or two, whatever the collector does.
 *
 * A browser that asks not to be tracked (Do Not Track, Global Privacy Control) gets none of it:
 * no chunk, no listener, no request. Nothing is stored on the device: no cookie, no storage.
 *
 * What it costs at load (gatsby-browser's onClientEntry): reading two navigator properties, two
 * press listeners (click, auxclick), and listeners for the load and the first activity, removed at the first of them.
 */
import type { SiteEventName, SiteEventProperties } from "../../../supabase/functions/_shared/site-contract/analytics";
import type { AnalyticsSettings } from "./analytics-settings";
import { ANALYTICS_EVENT_ATTRIBUTE, ANALYTICS_PROPERTY_PREFIX } from "./analytics-attributes";
import type { RequestOutcome, TrackerSession } from "./tracker-session";

declare global {
  /** This build's analytics (analytics-settings.ts), or null when it measures nothing: a literal written by webpack's DefinePlugin. */
  const ANALYTICS_SETTINGS: AnalyticsSettings | null;
}

/** Do Not Track or Global Privacy Control: nothing at all is sent. */
export const refusesTracking = (navigator: Navigator): boolean =>
  navigator.doNotTrack === "1" || (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/** What the visitor did, waiting to be sent. */
type Noted =
  | { kind: "pageview"; url: string }
  | { kind: "event"; name: SiteEventName; props: Record<string, string>; url: string }
  | { kind: "link"; href: string; url: string };

/** At most this much waits (for the tracker, or for the request before it): a visitor's first seconds. */
const MAX_NOTED = 50;

/**
 * How long a request may go unanswered: past it the collector is taken for unavailable, as if it had
 * failed. Until then the next event waits (a slow network only delays the visit's events), so a
 * collector that hangs holds one request of ours open, never one per event.
 */
const ANSWER_TIMEOUT_MS = 5000;

/** The browser's idle callback waits at most this long once asked. */
const IDLE_TIMEOUT_MS = 3000;

/** The first of these, before the page has loaded, asks for the tracker when idle (the visitor is there). */
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "scroll", "touchstart"] as const;

interface State {
  settings: AnalyticsSettings;
  tracker: TrackerSession | null;
  /** What waits to be sent, oldest first. */
  noted: Noted[];
  /** A request is on its way: the next waits for it. */
  sending: boolean;
  lastPathname: string | null;
}

/** null: not started, refused, or ended for the visit (nothing more is tried). */
let state: State | null = null;

/**
 * Ends analytics for the rest of the visit: what waits is dropped, nothing more is noted or sent, and
 * the tracker stops what it sends by itself. After a chunk that could not be fetched, or a collector
 * that did not take an event: trying again would cost the visitor a failed request each time.
 */
const endForTheVisit = (current: State): void => {
  if (state !== current) return;
  state = null;
  current.noted.length = 0;
  document.removeEventListener("click", onClick, true);
  document.removeEventListener("auxclick", onAuxClick, true);
  current.tracker?.stop();
};

/**
 * Hands the oldest noted event to the tracker, and the next once its request is answered: the
 * collector receives a visit's events in the order they happened, which is what tells its first
 * page (the visit's landing page) from the next ones. A request the collector does not take, or
 * leaves unanswered for ANSWER_TIMEOUT_MS, ends the visit's analytics.
 */
const sendNext = (current: State): void => {
  if (state !== current || !current.tracker || current.sending) return;
  const noted = current.noted.shift();
  if (!noted) return;
  current.sending = true;
  let answered = false;
  let timer = 0;
  const done = (outcome: RequestOutcome) => {
    if (answered) return;
    answered = true;
    window.clearTimeout(timer);
    current.sending = false;
    if (outcome === "unavailable") endForTheVisit(current);
    else sendNext(current);
  };
  timer = window.setTimeout(() => done("unavailable"), ANSWER_TIMEOUT_MS);
  if (noted.kind === "pageview") current.tracker.pageview(noted.url, done);
  else if (noted.kind === "link") current.tracker.linkPressed(noted.href, noted.url, done);
  else current.tracker.event(noted.name, noted.props, noted.url, done);
};

const note = (noted: Noted): void => {
  if (!state || state.noted.length >= MAX_NOTED) return;
  state.noted.push(noted);
  sendNext(state);
};

/** A page shown: its address, once per path (a new query string or fragment on the same page is no new view, as in Plausible). */
export const notePageView = (location: Pick<Location, "pathname" | "href">): void => {
  if (!state || location.pathname === state.lastPathname) return;
  state.lastPathname = location.pathname;
  note({ kind: "pageview", url: location.href });
};

/** A named event of the site, with its properties (the site contract's), on the page now shown. */
export const trackEvent = <Name extends SiteEventName>(name: Name, props: SiteEventProperties[Name]): void => {
  const values = Object.fromEntries(Object.entries(props).map(([key, value]) => [key, String(value)]));
  note({ kind: "event", name, props: values, url: window.location.href });
};

/**
 * Before the tracker listens, a press on a link it would note by itself (another site's, or a file:
 * the brochure, an event's calendar) is noted here and handed to it when it arrives; once it listens,
 * it notes them itself. A link that has an extension or leaves the site is noted; which of those the
 * tracker counts is its own rule (tracker-session.ts).
 */
const noteEarlyLinkPress = (event: MouseEvent): void => {
  if (!state || state.tracker) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.host === window.location.host && !/\.[^/.]+$/.test(link.pathname))) return;
  note({ kind: "link", href: link.href, url: window.location.href });
};

/** The middle button's press opens a link too (in a new tab): the tracker notes it, as it does a click. */
const onAuxClick = (event: MouseEvent): void => {
  if (event.button === 1) noteEarlyLinkPress(event);
};

/** A press on an element marked with analyticsEventAttributes(): its event, with the properties its attributes hold. */
const onClick = (event: MouseEvent): void => {
  noteEarlyLinkPress(event);
  const target = event.target instanceof Element ? event.target.closest(`[${ANALYTICS_EVENT_ATTRIBUTE}]`) : null;
  const name = target?.getAttribute(ANALYTICS_EVENT_ATTRIBUTE);
  if (!target || !name) return;
  const props: Record<string, string> = {};
  for (const attribute of Array.from(target.attributes)) {
    if (attribute.name.startsWith(ANALYTICS_PROPERTY_PREFIX) && attribute.name !== ANALYTICS_EVENT_ATTRIBUTE) {
      props[attribute.name.slice(ANALYTICS_PROPERTY_PREFIX.length)] = attribute.value;
    }
  }
  note({ kind: "event", name: name as SiteEventName, props, url: window.location.href });
};

/** Fetches the tracker's chunk once; then hands it what was noted. A failure ends analytics for the visit: no retry. */
const loadTracker = (): void => {
  const current = state;
  if (!current || current.tracker) return;
  import(/* webpackChunkName: "page-analytics-tracker" */ "./tracker-session").then(
    ({ startTrackerSession }) => {
      if (state !== current) return;
      current.tracker = startTrackerSession(current.settings);
      sendNext(current);
    },
    () => endForTheVisit(current),
  );
};

const LISTENING = { passive: true, capture: true } as const;

/** The load and the first activity: whichever comes first asks for the browser's next idle moment (or soon, where it cannot say). */
const askWhenIdle = (): void => {
  window.removeEventListener("load", askWhenIdle);
  for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, askWhenIdle, LISTENING);
  // Where the browser has no idle callback (Safari): soon after.
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(loadTracker, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(loadTracker, 1);
};

/**
 * For gatsby-browser's onClientEntry: the first page view, the listener of marked presses, and the
 * tracker asked for once the page has loaded (or the visitor is active) and the browser is idle.
 */
export function startPageAnalytics(settings: AnalyticsSettings | null = ANALYTICS_SETTINGS): void {
  if (state || !settings || refusesTracking(window.navigator)) return;
  state = { settings, tracker: null, noted: [], sending: false, lastPathname: null };
  notePageView(window.location);
  document.addEventListener("click", onClick, true);
  document.addEventListener("auxclick", onAuxClick, true);
  if (document.readyState === "complete") {
    askWhenIdle();
    return;
  }
  window.addEventListener("load", askWhenIdle);
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, askWhenIdle, LISTENING);
}

/** For tests: forgets the visit's analytics (the tracker module keeps its own state). */
export function stopPageAnalyticsForTests(): void {
  document.removeEventListener("click", onClick, true);
  document.removeEventListener("auxclick", onAuxClick, true);
  window.removeEventListener("load", askWhenIdle);
  for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, askWhenIdle, LISTENING);
  state = null;
}

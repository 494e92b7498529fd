/**
 * @jest-environment jsdom
 *
 * A collector that is down costs the visitor nothing (docs/analytics.md, "In the browser"): the
 * site's page analytics with the real tracker (src/lib/analytics/), against a collector that refuses
 * the connection, answers 503, or never answers. Over a whole visit (pages reached inside the site,
 * named events, presses on marked, outbound and download links, the tab hidden and shown, the window
 * left and back) at most two requests are made (the one that found the collector down, and the ping
 * of the page then shown), nothing is written to the console or thrown, and no press or page waits.
 */
import { analyticsEventAttributes } from "../../../src/lib/analytics/analytics-attributes";
import type { AnalyticsSettings } from "../../../src/lib/analytics/analytics-settings";

type PageAnalytics = typeof import("../../../src/lib/analytics/page-analytics");

/**
 * Each test's visit posts to an endpoint of its own: the tracker of an earlier test's visit (a module
 * of its own) keeps its listeners on the document, and its requests are not this visit's.
 */
let testNumber = 0;
let settings: AnalyticsSettings;

const COLLECTOR_DOWN = {
  "refuses the connection": () => Promise.reject(new TypeError("Failed to fetch")),
  "answers 503": () => Promise.resolve({ status: 503 } as Response),
  "never answers": () => new Promise<Response>(() => {}),
} as const;

/** This visit's requests to its collector, by event name. */
let requests: { n: string }[];
let analytics: PageAnalytics;
let logged: unknown[][];
let thrown: unknown[];
let idleCallbacks: IdleRequestCallback[];
/** Whether each press was held back (its default prevented) by anything before the browser would follow it. */
let pressesHeld: boolean[];

const onUnhandledRejection = (reason: unknown) => thrown.push(reason);
const onError = (event: ErrorEvent) => thrown.push(event.error);
const followLink = (event: MouseEvent) => {
  pressesHeld.push(event.defaultPrevented);
  // jsdom cannot follow a link: the press stops here, after every listener of the page.
  event.preventDefault();
};

const goTo = (path: string) => window.history.pushState({}, "", path);
const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
};
const press = (selector: string) => document.querySelector(selector)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
const attributes = (record: Record<string, string>) =>
  Object.entries(record)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" ");

/** The browser's fetch, its requests to this visit's collector noted, each answered by `answer`. */
const collectorThat = (answer: () => Promise<Response>) => {
  window.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url) === settings.endpoint) requests.push(JSON.parse(String(init?.body)) as { n: string });
    return answer();
  }) as typeof fetch;
};

beforeEach(() => {
  jest.resetModules();
  jest.useFakeTimers();
  testNumber += 1;
  settings = { endpoint: `http://127.0.0.1:${55_000 + testNumber}/functions/v1/collect/api/event`, domain: "127.0.0.1", captureOnLocalhost: true };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module per test: its state is the visit's
  analytics = require("../../../src/lib/analytics/page-analytics") as PageAnalytics;
  requests = [];
  logged = [];
  thrown = [];
  pressesHeld = [];
  idleCallbacks = [];
  for (const level of ["error", "warn", "log", "info", "debug"] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => logged.push([level, ...args]));
  }
  process.on("unhandledRejection", onUnhandledRejection);
  window.addEventListener("error", onError);
  window.addEventListener("click", followLink);
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idleCallbacks.push(callback));
  // jsdom has no ResizeObserver; the tracker measures the page's height with one (its scroll depth).
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
  setVisibility("visible");
  goTo("/");
  document.body.innerHTML = [
    `<a id="servizi" href="/servizi">Servizi</a>`,
    `<a id="prenota" href="https://calendly.com/altura" ${attributes(analyticsEventAttributes("Booking opened", {}))}>Prenota ora</a>`,
    `<a id="linkedin" href="https://www.linkedin.com/company/altura">LinkedIn</a>`,
    `<a id="brochure" href="/altura-consulting-brochure.pdf">Brochure</a>`,
  ].join("");
});

afterEach(() => {
  analytics.stopPageAnalyticsForTests();
  jest.useRealTimers();
  jest.restoreAllMocks();
  process.off("unhandledRejection", onUnhandledRejection);
  window.removeEventListener("error", onError);
  window.removeEventListener("click", followLink);
});

/** The first page, and the tracker arrived when the browser is idle. */
async function arrive(): Promise<void> {
  analytics.startPageAnalytics(settings);
  window.dispatchEvent(new Event("load"));
  for (const callback of idleCallbacks.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  await jest.advanceTimersByTimeAsync(100);
}

/** A visitor's visit: the first page read for a few seconds, then a minute of reading, pressing and moving about. */
async function visit(): Promise<void> {
  await arrive();
  await jest.advanceTimersByTimeAsync(6000);
  await moveAbout();
}

/** Five pages reached inside the site, on each a search, presses on a marked, an outbound and a download link, the tab hidden and shown, the window left and back. */
async function moveAbout(): Promise<void> {
  for (const path of ["/servizi", "/academy", "/insights/dati-prima-del-funnel", "/en/services", "/"]) {
    press("#servizi");
    goTo(path);
    analytics.notePageView(window.location);
    analytics.trackEvent("Search used", { results: 4 });
    press("#prenota");
    press("#linkedin");
    press("#brochure");
    await jest.advanceTimersByTimeAsync(4000);
    setVisibility("hidden");
    setVisibility("visible");
    window.dispatchEvent(new Event("blur"));
    window.dispatchEvent(new Event("focus"));
    await jest.advanceTimersByTimeAsync(8000);
  }
  await jest.advanceTimersByTimeAsync(60_000);
}

describe.each(Object.entries(COLLECTOR_DOWN))("a collector that %s", (_label, answer) => {
  test("costs a visit two requests at most, writes nothing to the console, throws nothing, and holds back no press", async () => {
    collectorThat(answer);
    await visit();
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(requests.length).toBeLessThanOrEqual(2);
    expect(requests[0].n).toBe("pageview");
    expect(requests.slice(1).map((request) => request.n)).toEqual(requests.length === 2 ? ["engagement"] : []);
    expect(logged).toEqual([]);
    expect(thrown).toEqual([]);
    expect(pressesHeld).toHaveLength(20);
    expect(pressesHeld.every((held) => !held)).toBe(true);
  });
});

test("a collector that never answers: while the first request waits, the tracker's own presses still go, at the visitor's pace; five seconds on, nothing", async () => {
  collectorThat(COLLECTOR_DOWN["never answers"]);
  await arrive();
  press("#linkedin");
  analytics.trackEvent("Search used", { results: 4 });
  expect(requests.map((request) => request.n)).toEqual(["pageview", "Outbound Link: Click"]);
  await jest.advanceTimersByTimeAsync(5000);
  // Found down: the page shown sends its ping, and that is the last request of the visit.
  expect(requests.map((request) => request.n)).toEqual(["pageview", "Outbound Link: Click", "engagement"]);
  await moveAbout();
  expect(requests).toHaveLength(3);
  expect(logged).toEqual([]);
  expect(thrown).toEqual([]);
});

test("the same visit with the collector up sends every page, event and press: the bound above is the collector's being down, not a visit that sends little", async () => {
  collectorThat(() => Promise.resolve({ status: 202 } as Response));
  await visit();
  const count = (name: string) => requests.filter((request) => request.n === name).length;
  expect(count("pageview")).toBe(6);
  expect(count("Search used")).toBe(5);
  expect(count("Booking opened")).toBe(5);
  expect(count("Outbound Link: Click")).toBeGreaterThanOrEqual(5);
  expect(count("File Download")).toBe(5);
  expect(count("engagement")).toBeGreaterThan(0);
  expect(logged).toEqual([]);
  expect(thrown).toEqual([]);
});

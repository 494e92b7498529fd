/**
 * @jest-environment jsdom
 *
 * Page analytics in the browser (src/lib/analytics/page-analytics.ts): nothing at all for a browser
 * that asks not to be tracked; the tracker's chunk fetched only once the page has loaded and the
 * browser is idle (or after the first activity, when idle); what happened before handed over in
 * order, page views once per path, and the site's named events with their properties; a collector
 * that does not take an event ends the visit's analytics.
 */
import { analyticsEventAttributes } from "../../../src/lib/analytics/analytics-attributes";
import type { AnalyticsSettings } from "../../../src/lib/analytics/analytics-settings";
import type { RequestOutcome } from "../../../src/lib/analytics/tracker-session";

type Done = (outcome: RequestOutcome) => void;

/**
 * What the tracker's chunk was asked to do; how many times its module was loaded; the requests not
 * answered yet (answered at once, with mockOutcome, unless a test holds them).
 */
const mockSent: unknown[][] = [];
const mockUnanswered: Done[] = [];
let mockLoads = 0;
let mockFailLoad = false;
let mockHoldAnswers = false;
let mockOutcome: RequestOutcome = "answered";
jest.mock("../../../src/lib/analytics/tracker-session", () => {
  mockLoads += 1;
  if (mockFailLoad) throw new Error("chunk failed to load");
  const answer = (done: Done) => (mockHoldAnswers ? mockUnanswered.push(done) : done(mockOutcome));
  return {
    startTrackerSession: (settings: AnalyticsSettings) => {
      mockSent.push(["start", settings]);
      return {
        pageview: (url: string, done: Done) => {
          mockSent.push(["pageview", url]);
          answer(done);
        },
        event: (name: string, props: Record<string, string>, url: string, done: Done) => {
          mockSent.push(["event", name, props, url]);
          answer(done);
        },
        linkPressed: (href: string, url: string, done: Done) => {
          mockSent.push(["link", href, url]);
          answer(done);
        },
        stop: () => mockSent.push(["stop"]),
      };
    },
  };
});

const SETTINGS: AnalyticsSettings = { endpoint: "http://127.0.0.1:54321/functions/v1/collect/api/event", domain: "127.0.0.1", captureOnLocalhost: true };

type PageAnalytics = typeof import("../../../src/lib/analytics/page-analytics");
let analytics: PageAnalytics;
/** The idle callbacks the page asked for, run by the test when it says the browser is idle. */
let idleCallbacks: IdleRequestCallback[];

const setNavigator = (property: string, value: unknown) => Object.defineProperty(window.navigator, property, { value, configurable: true });
const setReadyState = (value: DocumentReadyState) => Object.defineProperty(document, "readyState", { value, configurable: true });
const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));
const runIdle = async () => {
  for (const callback of idleCallbacks.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  await flushPromises();
};
const goTo = (path: string) => window.history.pushState({}, "", path);
const preventNavigation = (event: Event) => event.preventDefault();

beforeEach(() => {
  jest.resetModules();
  mockSent.length = 0;
  mockLoads = 0;
  mockFailLoad = false;
  mockHoldAnswers = false;
  mockOutcome = "answered";
  mockUnanswered.length = 0;
  idleCallbacks = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    idleCallbacks.push(callback);
    return idleCallbacks.length;
  });
  setNavigator("doNotTrack", null);
  setNavigator("globalPrivacyControl", undefined);
  setReadyState("loading");
  goTo("/");
  document.body.innerHTML = "";
  // jsdom cannot follow a link: the presses stop at the document, after the page's own listener (capturing).
  document.addEventListener("click", preventNavigation);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module per test: its state is the visit's
  analytics = require("../../../src/lib/analytics/page-analytics") as PageAnalytics;
});

afterEach(() => {
  jest.useRealTimers();
  analytics.stopPageAnalyticsForTests();
  document.removeEventListener("click", preventNavigation);
});

describe("a browser that asks not to be tracked gets nothing at all", () => {
  test.each([
    ["Do Not Track", () => setNavigator("doNotTrack", "1")],
    ["Global Privacy Control", () => setNavigator("globalPrivacyControl", true)],
  ])("%s: no tracker fetched, no idle wait, no event noted", async (_label, ask) => {
    ask();
    analytics.startPageAnalytics(SETTINGS);
    window.dispatchEvent(new Event("load"));
    window.dispatchEvent(new Event("pointerdown"));
    document.body.innerHTML = `<a href="https://calendly.com/x" ${Object.entries(analyticsEventAttributes("Booking opened", {}))
      .map(([k, v]) => `${k}="${v}"`)
      .join(" ")}>Prenota</a>`;
    document.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    analytics.trackEvent("Lead sent", { form: "contact", language: "it" });
    analytics.notePageView({ pathname: "/servizi", href: "http://localhost/servizi" });
    await runIdle();
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    expect(mockLoads).toBe(0);
    expect(mockSent).toEqual([]);
  });

  test("a build that measures nothing (gatsby develop unasked) starts nothing either", async () => {
    analytics.startPageAnalytics(null);
    window.dispatchEvent(new Event("load"));
    await runIdle();
    expect(mockLoads).toBe(0);
  });
});

describe("the tracker arrives only when the browser is idle after the page has loaded, or after the first activity", () => {
  test("nothing is fetched while the page loads; at load an idle callback is asked for, and only then is the chunk fetched", async () => {
    analytics.startPageAnalytics(SETTINGS);
    await flushPromises();
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    expect(mockLoads).toBe(0);

    setReadyState("complete");
    window.dispatchEvent(new Event("load"));
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    await flushPromises();
    expect(mockLoads).toBe(0);

    await runIdle();
    expect(mockLoads).toBe(1);
    expect(mockSent).toEqual([
      ["start", SETTINGS],
      ["pageview", "http://localhost/"],
    ]);
  });

  test("a visitor active before the load asks for it at the next idle moment, not inside the press", async () => {
    analytics.startPageAnalytics(SETTINGS);
    window.dispatchEvent(new Event("pointerdown"));
    expect(mockLoads).toBe(0);
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("keydown"));
    window.dispatchEvent(new Event("load"));
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    await runIdle();
    expect(mockLoads).toBe(1);
  });

  test("a page already loaded when the app starts asks at once for the idle moment", () => {
    setReadyState("complete");
    analytics.startPageAnalytics(SETTINGS);
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
  });

  test("a chunk that fails to load ends analytics for the visit: no retry, nothing queued any more", async () => {
    mockFailLoad = true;
    analytics.startPageAnalytics(SETTINGS);
    window.dispatchEvent(new Event("load"));
    await runIdle();
    expect(mockLoads).toBe(1);
    analytics.trackEvent("Lead sent", { form: "contact", language: "it" });
    window.dispatchEvent(new Event("pointerdown"));
    await runIdle();
    expect(mockLoads).toBe(1);
    expect(mockSent).toEqual([]);
  });
});

describe("what is sent", () => {
  const started = async () => {
    analytics.startPageAnalytics(SETTINGS);
    window.dispatchEvent(new Event("load"));
  };

  test("what happened before the tracker arrived is handed over in order, then everything goes straight to it", async () => {
    await started();
    goTo("/servizi?utm_source=x");
    analytics.notePageView(window.location);
    analytics.trackEvent("Lead sent", { form: "academy", language: "en" });
    await runIdle();
    goTo("/academy");
    analytics.notePageView(window.location);
    analytics.trackEvent("Search used", { results: 3 });
    expect(mockSent).toEqual([
      ["start", SETTINGS],
      ["pageview", "http://localhost/"],
      ["pageview", "http://localhost/servizi?utm_source=x"],
      ["event", "Lead sent", { form: "academy", language: "en" }, "http://localhost/servizi?utm_source=x"],
      ["pageview", "http://localhost/academy"],
      ["event", "Search used", { results: "3" }, "http://localhost/academy"],
    ]);
  });

  test("one request after the other: the next waits for the answer to the one before, however slow, up to five seconds", async () => {
    mockHoldAnswers = true;
    await started();
    await runIdle();
    jest.useFakeTimers();
    analytics.trackEvent("Lead sent", { form: "contact", language: "it" });
    goTo("/servizi");
    analytics.notePageView(window.location);
    expect(mockSent.slice(1)).toEqual([["pageview", "http://localhost/"]]);
    mockUnanswered.shift()!("answered");
    expect(mockSent.slice(1)).toEqual([
      ["pageview", "http://localhost/"],
      ["event", "Lead sent", { form: "contact", language: "it" }, "http://localhost/"],
    ]);
    // A slow answer only delays the next event.
    jest.advanceTimersByTime(4999);
    expect(mockSent).toHaveLength(3);
    mockUnanswered.shift()!("answered");
    expect(mockSent.slice(3)).toEqual([["pageview", "http://localhost/servizi"]]);
  });

  test("an event the collector refuses for what it says (a 400) costs only itself: the next goes", async () => {
    mockOutcome = "answered";
    await started();
    await runIdle();
    analytics.trackEvent("Search used", { results: 3 });
    goTo("/academy");
    analytics.notePageView(window.location);
    expect(mockSent.map(([kind]) => kind)).toEqual(["start", "pageview", "event", "pageview"]);
  });

  test("at most 50 events wait for the tracker: a visitor's first seconds, not a queue without end", async () => {
    await started();
    for (let i = 0; i < 60; i++) analytics.trackEvent("Search used", { results: i });
    await runIdle();
    const events = mockSent.filter(([kind]) => kind === "event");
    // The first page view and 49 events: the 50 noted first.
    expect(events).toHaveLength(49);
    expect(events.at(-1)).toEqual(["event", "Search used", { results: "48" }, "http://localhost/"]);
  });

  test("a page view once per path: a new query string or fragment on the same page is none", async () => {
    await started();
    await runIdle();
    goTo("/?kind=eventi#contatti");
    analytics.notePageView(window.location);
    goTo("/chi-siamo");
    analytics.notePageView(window.location);
    goTo("/");
    analytics.notePageView(window.location);
    expect(mockSent.filter(([kind]) => kind === "pageview").map(([, url]) => url)).toEqual([
      "http://localhost/",
      "http://localhost/chi-siamo",
      "http://localhost/",
    ]);
  });

  test("a press on a marked link sends its event with the properties its attributes hold, before the tracker arrives too", async () => {
    await started();
    const attributes = (record: Record<string, string>) =>
      Object.entries(record)
        .map(([k, v]) => `${k}="${v}"`)
        .join(" ");
    document.body.innerHTML = [
      `<a href="/en" ${attributes(analyticsEventAttributes("Language switched", { from: "it", to: "en" }))}><span>EN</span></a>`,
      `<a href="https://calendly.com/x" target="_blank" ${attributes(analyticsEventAttributes("Booking opened", {}))}>Prenota ora</a>`,
      `<a href="/academy">Academy</a>`,
    ].join("");
    const click = (element: Element) => element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    click(document.querySelector("span")!);
    await runIdle();
    click(document.querySelector('a[target="_blank"]')!);
    click(document.querySelector('a[href="/academy"]')!);
    expect(mockSent.filter(([kind]) => kind === "event")).toEqual([
      ["event", "Language switched", { from: "it", to: "en" }, "http://localhost/"],
      ["event", "Booking opened", {}, "http://localhost/"],
    ]);
  });

  test("a link the tracker notes by itself (a file, another site), pressed before it arrives, is handed to it then; once it listens, not", async () => {
    await started();
    document.body.innerHTML = [
      '<a href="/en/altura-consulting-brochure-en.pdf" download><span>Brochure</span></a>',
      '<a href="https://www.linkedin.com/company/altura">LinkedIn</a>',
      '<a href="/eventi/ai-day.ics" download>Calendario</a>',
      '<a href="/academy">Academy</a>',
      '<a href="#contatti">Contatti</a>',
    ].join("");
    const press = (selector: string, init: MouseEventInit = {}, type = "click") =>
      document.querySelector(selector)!.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init }));
    press("span");
    press('a[href^="https"]', { button: 1 }, "auxclick");
    press('a[href="/academy"]');
    press('a[href="#contatti"]');
    press('a[href$=".ics"]', { button: 2 }, "auxclick");
    await runIdle();
    press('a[href$=".ics"]');
    expect(mockSent.filter(([kind]) => kind === "link")).toEqual([
      ["link", "http://localhost/en/altura-consulting-brochure-en.pdf", "http://localhost/"],
      ["link", "https://www.linkedin.com/company/altura", "http://localhost/"],
    ]);
  });

  test("the attributes of a marked element, as the server renders them", () => {
    expect(analyticsEventAttributes("Language switched", { from: "en", to: "it" })).toEqual({
      "data-analytics-event": "Language switched",
      "data-analytics-from": "en",
      "data-analytics-to": "it",
    });
    expect(analyticsEventAttributes("Booking opened", {})).toEqual({ "data-analytics-event": "Booking opened" });
  });
});

describe("a collector that does not take an event ends analytics for the visit", () => {
  const started = async () => {
    analytics.startPageAnalytics(SETTINGS);
    window.dispatchEvent(new Event("load"));
  };
  const visitOn = () => {
    analytics.trackEvent("Lead sent", { form: "contact", language: "it" });
    goTo("/servizi");
    analytics.notePageView(window.location);
    document.body.innerHTML = `<a href="https://calendly.com/x" ${Object.entries(analyticsEventAttributes("Booking opened", {}))
      .map(([k, v]) => `${k}="${v}"`)
      .join(" ")}>Prenota</a>`;
    document.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    goTo("/academy");
    analytics.notePageView(window.location);
  };

  test("down or overloaded (no answer, a 5xx, a 429): the tracker is stopped, what waited is dropped, nothing more is handed over", async () => {
    mockOutcome = "unavailable";
    await started();
    goTo("/chi-siamo");
    analytics.notePageView(window.location);
    await runIdle();
    visitOn();
    expect(mockSent).toEqual([["start", SETTINGS], ["pageview", "http://localhost/"], ["stop"]]);
  });

  test("silent: five seconds without an answer is the same; the answer that comes later changes nothing", async () => {
    mockHoldAnswers = true;
    await started();
    await runIdle();
    jest.useFakeTimers();
    mockUnanswered.shift()!("answered");
    analytics.trackEvent("Lead sent", { form: "contact", language: "it" });
    const lead = ["event", "Lead sent", { form: "contact", language: "it" }, "http://localhost/"];
    jest.advanceTimersByTime(4999);
    expect(mockSent.slice(1)).toEqual([["pageview", "http://localhost/"], lead]);
    jest.advanceTimersByTime(1);
    expect(mockSent.slice(1)).toEqual([["pageview", "http://localhost/"], lead, ["stop"]]);
    mockUnanswered.shift()!("answered");
    visitOn();
    jest.advanceTimersByTime(60_000);
    expect(mockSent.slice(1)).toEqual([["pageview", "http://localhost/"], lead, ["stop"]]);
  });

  test("once the tracker is in hand a page view never waits for the collector: noting it returns at once", async () => {
    mockHoldAnswers = true;
    await started();
    await runIdle();
    goTo("/servizi");
    const began = performance.now();
    analytics.notePageView(window.location);
    expect(performance.now() - began).toBeLessThan(50);
    expect(mockUnanswered).toHaveLength(1);
  });
});

/**
 * @jest-environment jsdom
 *
 * The tracker as the site sets it up (src/lib/analytics/tracker-session.ts), with the real
 * @plausible-analytics/tracker: what reaches the endpoint for a page view, a named event, an
 * outbound link and a download, and what never does (the query string, the referrer's path, a page
 * on this machine when the endpoint is elsewhere); how each answer is read, and a stopped session
 * that sends nothing more.
 */
import type { AnalyticsSettings } from "../../../src/lib/analytics/analytics-settings";
import { outcomeOf } from "../../../src/lib/analytics/tracker-session";

const SETTINGS: AnalyticsSettings = {
  endpoint: "http://127.0.0.1:54321/functions/v1/collect/api/event",
  domain: "www.alturaconsulting.it",
  captureOnLocalhost: true,
};

type Session = typeof import("../../../src/lib/analytics/tracker-session");

let posted: { url: string; init: RequestInit }[];

/** A fresh tracker (it can be set up once per page), its requests caught. */
const freshSession = (settings = SETTINGS) => {
  let session!: ReturnType<Session["startTrackerSession"]>;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the tracker keeps its set-up in its module: one per test
    session = (require("../../../src/lib/analytics/tracker-session") as Session).startTrackerSession(settings);
  });
  return session;
};

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));
const bodies = () => posted.map((request) => JSON.parse(String(request.init.body)) as Record<string, unknown>);

beforeEach(() => {
  posted = [];
  window.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    posted.push({ url: String(url), init: init ?? {} });
    return Promise.resolve({ status: 202 } as Response);
  }) as typeof fetch;
  // jsdom has no ResizeObserver; the tracker measures the page's height with one (its scroll depth).
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Object.defineProperty(document, "referrer", { value: "https://www.google.com/search?q=giulia+ferrari", configurable: true });
  window.history.pushState({}, "", "/academy");
  document.body.innerHTML = "";
});

test("a page view: a text/plain POST to the endpoint, the page's address with its campaign only, the referrer's origin only", async () => {
  const done = jest.fn();
  freshSession().pageview("http://localhost/academy/?utm_source=linkedin&token=segreto#corsi", done);
  expect(posted).toHaveLength(1);
  expect(posted[0].url).toBe(SETTINGS.endpoint);
  expect(posted[0].init).toMatchObject({ method: "POST", keepalive: true, headers: { "Content-Type": "text/plain" } });
  expect(bodies()[0]).toEqual({
    n: "pageview",
    v: expect.any(Number),
    u: "http://localhost/academy/?utm_source=linkedin",
    d: "www.alturaconsulting.it",
    r: "https://www.google.com",
  });
  expect(String(posted[0].init.body)).not.toMatch(/segreto|corsi|giulia/);
  // Once answered, the next event may go (page-analytics.ts sends one after the other).
  await flushPromises();
  expect(done).toHaveBeenCalledWith("answered");
});

test("a named event carries its properties and its page", () => {
  freshSession().event("Lead sent", { form: "newsletter", language: "en" }, "http://localhost/en/academy", () => {});
  expect(bodies()[0]).toMatchObject({ n: "Lead sent", u: "http://localhost/en/academy", p: { form: "newsletter", language: "en" } });
});

test("outbound links and downloads (the brochure, an event's calendar file) are tracked by the tracker itself", () => {
  // The earlier tests' trackers still listen on this document: this one posts somewhere of its own.
  const endpoint = "http://127.0.0.1:54999/api/event";
  freshSession({ ...SETTINGS, endpoint });
  document.body.innerHTML = [
    '<a href="https://www.linkedin.com/company/altura">LinkedIn</a>',
    '<a href="/altura-consulting-brochure.pdf" download>Brochure</a>',
    '<a href="/eventi/ai-day.ics" download>Calendario</a>',
    '<a href="/servizi">Servizi</a>',
  ].join("");
  document.addEventListener("click", (event) => event.preventDefault());
  for (const link of Array.from(document.querySelectorAll("a"))) link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  posted = posted.filter((request) => request.url === endpoint);
  expect(bodies().map((body) => [body.n, body.p])).toEqual([
    ["Outbound Link: Click", { url: "https://www.linkedin.com/company/altura" }],
    ["File Download", { url: "http://localhost/altura-consulting-brochure.pdf" }],
    ["File Download", { url: "http://localhost/eventi/ai-day.ics" }],
  ]);
});

test("a link pressed before the tracker listened is sent as the tracker sends its own presses, and any other link not at all", () => {
  const links = [
    "https://www.linkedin.com/company/altura?trk=altura",
    "/altura-consulting-brochure.pdf?v=2",
    "/eventi/ai-day.ics",
    "/en/altura-consulting-brochure-en.pdf",
  ];
  // The tracker's own capture, on the real links…
  const ownEndpoint = "http://127.0.0.1:54996/api/event";
  freshSession({ ...SETTINGS, endpoint: ownEndpoint });
  document.body.innerHTML = links.map((href) => `<a href="${href}">x</a>`).join("") + '<a href="/servizi">Servizi</a>';
  document.addEventListener("click", (event) => event.preventDefault());
  for (const link of Array.from(document.querySelectorAll("a"))) link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  const own = posted.filter((request) => request.url === ownEndpoint).map((request) => JSON.parse(String(request.init.body)) as Record<string, unknown>);
  // …and the same presses handed over afterwards: the same events, for the same page.
  const laterEndpoint = "http://127.0.0.1:54995/api/event";
  const later = freshSession({ ...SETTINGS, endpoint: laterEndpoint });
  const done = jest.fn();
  for (const href of [...links, "/servizi"]) later.linkPressed(new URL(href, window.location.href).href, window.location.href, done);
  const handedOver = posted
    .filter((request) => request.url === laterEndpoint)
    .map((request) => JSON.parse(String(request.init.body)) as Record<string, unknown>);
  expect(own).toHaveLength(4);
  expect(handedOver.map((body) => [body.n, body.p, body.u])).toEqual(own.map((body) => [body.n, body.p, body.u]));
  expect(done).toHaveBeenCalledWith("skipped");
});

test("a page on this machine is not measured when the endpoint is elsewhere (a public build opened locally)", () => {
  const done = jest.fn();
  freshSession({ ...SETTINGS, endpoint: "https://abcd.supabase.co/functions/v1/collect/api/event", captureOnLocalhost: false }).pageview(
    "http://localhost/",
    done,
  );
  expect(posted).toEqual([]);
  expect(done).toHaveBeenCalledWith("skipped");
});

test("it binds nothing to window and writes nothing to the console", () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  freshSession({ ...SETTINGS, captureOnLocalhost: false }).pageview("http://localhost/", () => {});
  expect((window as { plausible?: unknown }).plausible).toBeUndefined();
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});

test("an answer, as page-analytics.ts reads it: taken or refused for what it says, or a collector that does not take events now", () => {
  expect([202, 400, 413].map((status) => outcomeOf({ status }))).toEqual(["answered", "answered", "answered"]);
  expect([429, 500, 502, 503, 504].map((status) => outcomeOf({ status }))).toEqual(Array(5).fill("unavailable"));
  expect(outcomeOf({ error: new TypeError("Failed to fetch") })).toBe("unavailable");
  expect(outcomeOf(undefined)).toBe("skipped");
});

test("a request that fails reaches its callback as unavailable, and nothing is thrown or logged", async () => {
  const endpoint = "http://127.0.0.1:54998/api/event";
  window.fetch = jest.fn(() => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch;
  const console = ["error", "warn", "log", "info"].map((level) => jest.spyOn(globalThis.console, level as "error").mockImplementation(() => {}));
  const done = jest.fn();
  freshSession({ ...SETTINGS, endpoint }).pageview("http://localhost/academy", done);
  await flushPromises();
  expect(done).toHaveBeenCalledWith("unavailable");
  for (const spy of console) {
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  }
});

test("stopped, it sends nothing more: neither the site's events nor its own link presses and engagement pings; the page shown sends its one ping at the stop", async () => {
  const endpoint = "http://127.0.0.1:54997/api/event";
  const session = freshSession({ ...SETTINGS, endpoint });
  const mine = () => bodies().filter((_, index) => posted[index].url === endpoint);
  const hide = (hidden: boolean) => {
    Object.defineProperty(document, "visibilityState", { value: hidden ? "hidden" : "visible", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  };
  session.pageview("http://localhost/academy", () => {});
  expect(mine().map((body) => body.n)).toEqual(["pageview"]);

  session.stop();
  expect(mine().map((body) => body.n)).toEqual(["pageview", "engagement"]);
  const done = jest.fn();
  session.pageview("http://localhost/servizi", done);
  session.event("Lead sent", { form: "contact", language: "it" }, "http://localhost/servizi", done);
  expect(done.mock.calls).toEqual([["skipped"], ["skipped"]]);
  document.body.innerHTML = '<a href="https://www.linkedin.com/company/altura">LinkedIn</a><a href="/altura-consulting-brochure.pdf">Brochure</a>';
  document.addEventListener("click", (event) => event.preventDefault());
  for (const link of Array.from(document.querySelectorAll("a"))) link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  for (let i = 0; i < 3; i++) {
    hide(true);
    hide(false);
    window.dispatchEvent(new Event("blur"));
    window.dispatchEvent(new Event("focus"));
  }
  session.stop();
  await flushPromises();
  expect(mine().map((body) => body.n)).toEqual(["pageview", "engagement"]);
});

/**
 * @jest-environment jsdom
 *
 * The tracker as the site sets it up (src/lib/analytics/tracker-session.ts), with the real
 * @plausible-analytics/tracker: what reaches the endpoint for a page view, a named event, an
 * outbound link and a download, and what never does (the query string, the referrer's path, a page
 * on this machine when the endpoint is elsewhere).
 */
import type { AnalyticsSettings } from "../../../src/lib/analytics/analytics-settings";

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
  expect(done).toHaveBeenCalledTimes(1);
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

test("a page on this machine is not measured when the endpoint is elsewhere (a public build opened locally)", () => {
  const done = jest.fn();
  freshSession({ ...SETTINGS, endpoint: "https://abcd.supabase.co/functions/v1/collect/api/event", captureOnLocalhost: false }).pageview(
    "http://localhost/",
    done,
  );
  expect(posted).toEqual([]);
  expect(done).toHaveBeenCalledTimes(1);
});

test("it binds nothing to window and writes nothing to the console", () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  freshSession({ ...SETTINGS, captureOnLocalhost: false }).pageview("http://localhost/", () => {});
  expect((window as { plausible?: unknown }).plausible).toBeUndefined();
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});

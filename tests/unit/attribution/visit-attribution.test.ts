/**
 * @jest-environment jsdom
 */
/**
 * The visit's attribution in the browser (src/lib/attribution/visit-attribution.ts): the landing
 * page and an external referrer's host, the first and the latest campaign, the latest call to
 * action pressed, kept in sessionStorage for the tab and nowhere else.
 */
import {
  CALL_TO_ACTION_ATTRIBUTE,
  callToActionProps,
  forgetCallToAction,
  recordInSitePage,
  recordPageView,
  startVisitAttribution,
  VISIT_STORAGE_KEY,
  visitAttribution,
} from "../../../src/lib/attribution/visit-attribution";

const OWN_HOST = "localhost";

/** Opens `address` as the page the visit is on (jsdom's origin is http://localhost). */
const goTo = (address: string) => window.history.pushState({}, "", address);

const arriveFrom = (referrer: string, address: string) => {
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  goTo(address);
  startVisitAttribution();
};

const stored = () => JSON.parse(window.sessionStorage.getItem(VISIT_STORAGE_KEY) ?? "null") as unknown;

const press = (markup: string, selector: string) => {
  document.body.innerHTML = markup;
  (document.querySelector(selector) as HTMLElement).click();
};

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.body.innerHTML = "";
  jest.restoreAllMocks();
});

describe("the landing page", () => {
  test("is the visit's first page, without its query string or fragment, with the host of the site that sent the visitor", () => {
    arriveFrom("https://www.linkedin.com/feed/update/urn:li:activity:123/?trk=giulia", "/insights/dati-prima-del-funnel/?ref=x#indice");
    expect(stored()).toEqual({ landingPage: "/insights/dati-prima-del-funnel/", referrerHost: "www.linkedin.com" });
  });

  test.each([
    ["no referrer", ""],
    ["a page of the site itself", "http://localhost/servizi/"],
    ["a referrer that is no address", "not a url"],
  ])("has no referrer's host with %s", (_, referrer) => {
    arriveFrom(referrer, "/academy/");
    expect(stored()).toEqual({ landingPage: "/academy/" });
  });

  test("stays the first page: later pages, loaded anew or reached inside the site, do not replace it", () => {
    arriveFrom("https://www.google.com/", "/");
    arriveFrom("http://localhost/", "/servizi/");
    goTo("/chi-siamo/");
    recordInSitePage(window.location);
    expect(stored()).toEqual({ landingPage: "/", referrerHost: "www.google.com" });
  });

  test("a page without campaign parameters writes nothing once the visit is known", () => {
    arriveFrom("", "/");
    const write = jest.spyOn(Storage.prototype, "setItem");
    recordPageView({ pathname: "/servizi/", search: "" }, "", OWN_HOST);
    recordPageView({ pathname: "/academy/", search: "?service=1" }, "", OWN_HOST);
    expect(write).not.toHaveBeenCalled();
  });
});

describe("campaigns", () => {
  test("the landing page's parameters are the first and the latest touch", () => {
    arriveFrom("https://www.linkedin.com/", "/?utm_source=linkedin&utm_medium=social&utm_campaign=primavera-2027&gclid=abc");
    expect(stored()).toEqual({
      landingPage: "/",
      referrerHost: "www.linkedin.com",
      firstTouch: { source: "linkedin", medium: "social", campaign: "primavera-2027" },
      lastTouch: { source: "linkedin", medium: "social", campaign: "primavera-2027" },
    });
  });

  test("a later page with parameters is the latest touch; the first stays", () => {
    arriveFrom("", "/?utm_source=google&utm_medium=cpc");
    recordPageView({ pathname: "/academy/", search: "?utm_source=newsletter&utm_medium=email&utm_content=bottone" }, "", OWN_HOST);
    expect(stored()).toMatchObject({
      firstTouch: { source: "google", medium: "cpc" },
      lastTouch: { source: "newsletter", medium: "email", content: "bottone" },
    });
  });

  test("a visit that lands without parameters takes its first touch from the first page that has them", () => {
    arriveFrom("", "/");
    recordPageView({ pathname: "/eventi/", search: "?utm_campaign=eventi%202027" }, "", OWN_HOST);
    expect(stored()).toEqual({ landingPage: "/", firstTouch: { campaign: "eventi 2027" }, lastTouch: { campaign: "eventi 2027" } });
  });

  test("values are trimmed, and those the contract's rules refuse are not kept", () => {
    arriveFrom("", "/?utm_source=+linkedin+&utm_medium=%3Cscript%3E&utm_term=");
    expect(stored()).toEqual({ landingPage: "/", firstTouch: { source: "linkedin" }, lastTouch: { source: "linkedin" } });
  });
});

describe("calls to action", () => {
  test("a press inside a call to action records it, with the page it was pressed on; the latest wins", () => {
    arriveFrom("", "/servizi/");
    press(
      `<a href="#servizio"><span>Esplora</span></a><a ${CALL_TO_ACTION_ATTRIBUTE}="services-hero" href="/#contatti"><span>Parla</span></a>`,
      "[data-cta] span",
    );
    expect(stored()).toMatchObject({ cta: "services-hero", ctaPage: "/servizi/" });
    goTo("/");
    press(`<button type="button" ${CALL_TO_ACTION_ATTRIBUTE}="header-book-call">Prenota</button>`, "button");
    expect(stored()).toEqual({ landingPage: "/servizi/", cta: "header-book-call", ctaPage: "/" });
  });

  test("a press on anything else records nothing", () => {
    arriveFrom("", "/");
    press(`<a href="/servizi/">Servizi</a>`, "a");
    expect(stored()).toEqual({ landingPage: "/" });
  });

  test("is forgotten once a request it led to is accepted", () => {
    arriveFrom("", "/");
    press(`<a ${CALL_TO_ACTION_ATTRIBUTE}="home-hero" href="#contatti">Parla</a>`, "a");
    forgetCallToAction();
    expect(stored()).toEqual({ landingPage: "/" });
  });

  test("the attribute comes from the component's `cta`, and nothing without one", () => {
    expect(callToActionProps("course-information")).toEqual({ "data-cta": "course-information" });
    expect(callToActionProps(undefined)).toEqual({});
  });
});

describe("what a request carries", () => {
  test("the visit and the page of the form", () => {
    arriveFrom("https://www.linkedin.com/", "/insights/dati-prima-del-funnel/?utm_source=linkedin");
    press(`<a ${CALL_TO_ACTION_ATTRIBUTE}="article-consultant" href="/#contatti">Parla</a>`, "a");
    expect(visitAttribution("/")).toEqual({
      landingPage: "/insights/dati-prima-del-funnel/",
      referrerHost: "www.linkedin.com",
      firstTouch: { source: "linkedin" },
      lastTouch: { source: "linkedin" },
      cta: "article-consultant",
      ctaPage: "/insights/dati-prima-del-funnel/",
      formPage: "/",
    });
  });

  test("with storage blocked, the page of the form alone, and nothing throws", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    expect(() => arriveFrom("https://www.google.com/", "/?utm_source=google")).not.toThrow();
    expect(() => press(`<a ${CALL_TO_ACTION_ATTRIBUTE}="home-hero" href="#contatti">Parla</a>`, "a")).not.toThrow();
    expect(visitAttribution("/")).toEqual({ formPage: "/" });
  });

  test("a stored value that is not a visit counts as none, and the next page starts the visit", () => {
    window.sessionStorage.setItem(VISIT_STORAGE_KEY, "{not json");
    expect(visitAttribution("/")).toEqual({ formPage: "/" });
    arriveFrom("", "/eventi/");
    expect(stored()).toEqual({ landingPage: "/eventi/" });
  });
});

test("nothing outlives the tab: no cookie, nothing in localStorage", () => {
  arriveFrom("https://www.linkedin.com/", "/?utm_source=linkedin");
  press(`<a ${CALL_TO_ACTION_ATTRIBUTE}="home-hero" href="#contatti">Parla</a>`, "a");
  expect(document.cookie).toBe("");
  expect(window.localStorage.length).toBe(0);
  expect(Object.keys(window.sessionStorage)).toEqual([VISIT_STORAGE_KEY]);
});

/**
 * The site contract's rules for page analytics (supabase/functions/_shared/site-contract/analytics.ts):
 * what an event's page, referrer and properties may keep, the same for the site's tracker and the collector.
 */
import {
  CAMPAIGN_PARAMETERS,
  cleanDomain,
  cleanEventProperties,
  isAnalyticsEventName,
  isSiteEventName,
  pageOfAddress,
  referrerHostOf,
  SITE_EVENTS,
  TRACKER_EVENTS,
} from "../../../supabase/functions/_shared/site-contract/analytics";

test("the events: the tracker's own and the site's, and nothing inherited from Object", () => {
  expect(Object.values(TRACKER_EVENTS)).toEqual(["pageview", "engagement", "Outbound Link: Click", "File Download"]);
  expect(Object.values(SITE_EVENTS)).toEqual(["Lead sent", "Booking opened", "Language switched", "Search used"]);
  for (const name of [...Object.values(TRACKER_EVENTS), ...Object.values(SITE_EVENTS)]) expect(isAnalyticsEventName(name)).toBe(true);
  for (const name of ["toString", "constructor", "__proto__", "Pageview", "", 1]) expect(isAnalyticsEventName(name)).toBe(false);
  expect(isSiteEventName("Lead sent")).toBe(true);
  expect(isSiteEventName("pageview")).toBe(false);
});

test("a page keeps its path (no trailing slash, no query, no fragment) and its valid campaign values only", () => {
  expect(pageOfAddress("https://www.alturaconsulting.it/academy/?utm_source=linkedin&utm_medium=%3Cb%3E&token=abc#corsi")).toEqual({
    pathname: "/academy",
    campaign: { source: "linkedin" },
  });
  expect(pageOfAddress("http://127.0.0.1:9000/")).toEqual({ pathname: "/", campaign: {} });
  expect(pageOfAddress("https://x.it/en/servizi?utm_campaign=+primavera+2027+")).toEqual({ pathname: "/en/servizi", campaign: { campaign: "primavera 2027" } });
  for (const bad of ["file:///etc/passwd", "javascript:alert(1)", "not a url", `https://x.it/${"a".repeat(250)}`]) expect(pageOfAddress(bad)).toBeNull();
  expect(CAMPAIGN_PARAMETERS).toEqual(["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"]);
});

test("a referrer is another site's host, never its address; the site's own is no referrer", () => {
  expect(referrerHostOf("https://www.google.com/search?q=giulia+ferrari", ["www.alturaconsulting.it"])).toBe("www.google.com");
  expect(referrerHostOf("https://www.alturaconsulting.it/academy", ["www.alturaconsulting.it"])).toBeUndefined();
  expect(referrerHostOf("", ["x.it"])).toBeUndefined();
  expect(referrerHostOf(null, ["x.it"])).toBeUndefined();
  expect(referrerHostOf("android-app://com.linkedin.android/", ["x.it"])).toBe("com.linkedin.android");
  expect(referrerHostOf("nonsense", ["x.it"])).toBeUndefined();
});

test("each event's properties, each by its rule; the rest dropped by name", () => {
  expect(cleanEventProperties("Lead sent", { form: "newsletter", language: "en" })).toEqual({ props: { form: "newsletter", language: "en" }, dropped: [] });
  expect(cleanEventProperties("Lead sent", { form: "spam", language: "de", email: "a@b.it" })).toEqual({ props: {}, dropped: ["form", "language", "other"] });
  expect(cleanEventProperties("Search used", { results: "0" }).props).toEqual({ results: "0" });
  expect(cleanEventProperties("Search used", { results: "strategia" }).dropped).toEqual(["results"]);
  expect(cleanEventProperties("Search used", { results: 12 }).dropped).toEqual(["results"]);
  expect(cleanEventProperties("Search used", { results: "10000" }).dropped).toEqual(["results"]);
  expect(cleanEventProperties("Booking opened", { url: "https://calendly.com" })).toEqual({ props: {}, dropped: ["other"] });
  expect(cleanEventProperties("Outbound Link: Click", { url: "https://www.linkedin.com/in/nome?trk=x#y" }).props).toEqual({
    url: "https://www.linkedin.com/in/nome",
  });
  expect(cleanEventProperties("File Download", { url: "mailto:info@x.it" }).dropped).toEqual(["url"]);
  expect(cleanEventProperties("pageview", undefined)).toEqual({ props: {}, dropped: [] });
  expect(cleanEventProperties("pageview", ["x"])).toEqual({ props: {}, dropped: ["props"] });
});

test("a domain is a host name, in lower case", () => {
  expect(cleanDomain("WWW.AlturaConsulting.it")).toBe("www.alturaconsulting.it");
  expect(cleanDomain("x.it/path")).toBeUndefined();
  expect(cleanDomain(1)).toBeUndefined();
});

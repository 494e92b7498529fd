/**
 * The attribution's rules (the site contract's attribution.ts): each value that passes is kept,
 * each one that does not is dropped alone and named, and nothing refuses the request.
 */
import { ATTRIBUTION_LIMITS, CALLS_TO_ACTION, cleanAttribution } from "../../../supabase/functions/_shared/site-contract/attribution";
import { COMPLETE_ATTRIBUTION } from "../../support/attribution";

const complete = COMPLETE_ATTRIBUTION;

test("a complete attribution passes unchanged, its keys in a fixed order", () => {
  const shuffled = Object.fromEntries(Object.entries(complete).reverse());
  const check = cleanAttribution(shuffled);
  expect(check).toEqual({ attribution: complete, dropped: [] });
  expect(Object.keys(check.attribution!)).toEqual(Object.keys(complete));
});

test("no attribution at all is nothing to drop", () => {
  expect(cleanAttribution(undefined)).toEqual({ attribution: null, dropped: [] });
  expect(cleanAttribution({})).toEqual({ attribution: null, dropped: [] });
});

test.each([null, "linkedin", 42, true, ["/"]])("an attribution that is not an object (%p) is dropped whole", (value) => {
  expect(cleanAttribution(value)).toEqual({ attribution: null, dropped: ["attribution"] });
});

test("an invalid value is dropped alone; the others stay", () => {
  const check = cleanAttribution({ ...complete, referrerHost: "https://www.google.com/search?q=giulia+ferrari" });
  expect(check.dropped).toEqual(["referrerHost"]);
  const { referrerHost, ...rest } = complete;
  expect(referrerHost).toBeDefined();
  expect(check.attribution).toEqual(rest);
});

describe("pages", () => {
  test.each([
    ["a path with its query string", "/?utm_source=x"],
    ["a path with a fragment", "/#contatti"],
    ["a full address", "https://www.alturaconsulting.it/"],
    ["a relative path", "academy/"],
    ["a space", "/chi siamo/"],
    ["markup", "/<script>/"],
    ["a non-string", 7],
    ["an empty string", ""],
  ])("%s is not a page", (_, value) => {
    expect(cleanAttribution({ landingPage: value, formPage: "/" })).toEqual({ attribution: { formPage: "/" }, dropped: ["landingPage"] });
  });

  test("percent-encoded paths and the English prefix pass; the limit is in characters", () => {
    const long = `/${"a".repeat(ATTRIBUTION_LIMITS.path - 1)}`;
    expect(cleanAttribution({ landingPage: "/en/insights/caff%C3%A8/", formPage: long }).attribution).toEqual({
      landingPage: "/en/insights/caff%C3%A8/",
      formPage: long,
    });
    expect(cleanAttribution({ formPage: `${long}a` }).dropped).toEqual(["formPage"]);
  });
});

describe("the referrer's host", () => {
  test.each(["www.linkedin.com", "com.google.android.gm", "xn--caff-dsa.it", "localhost"])("%s passes", (host) => {
    expect(cleanAttribution({ referrerHost: host }).attribution).toEqual({ referrerHost: host });
  });

  test.each([
    ["an address with a path", "www.google.com/search"],
    ["a scheme", "https://www.google.com"],
    ["a port", "localhost:8000"],
    ["upper case", "WWW.LINKEDIN.COM"],
    ["an IPv6 address", "[::1]"],
    ["a label of 64 characters", `${"a".repeat(64)}.it`],
    ["more than 253 characters", `${"a".repeat(60)}.`.repeat(5).slice(0, 254)],
  ])("%s is dropped", (_, host) => {
    expect(cleanAttribution({ referrerHost: host })).toEqual({ attribution: null, dropped: ["referrerHost"] });
  });
});

describe("campaigns", () => {
  test("values are trimmed; letters of any script, digits and campaign punctuation pass", () => {
    const check = cleanAttribution({ firstTouch: { source: "  linkedin ", campaign: "Été 2027 / Milano (B2B) #1", content: "広告" } });
    expect(check).toEqual({ attribution: { firstTouch: { source: "linkedin", campaign: "Été 2027 / Milano (B2B) #1", content: "広告" } }, dropped: [] });
  });

  test.each([
    ["markup", "<b>x</b>"],
    ["a quote", 'say "hi"'],
    ["a line break", "a\nb"],
    ["a control character", "a\u0000b"],
    ["a bidi override", "abc\u202Efed"],
    ["a zero-width space", "a\u200Bb"],
    ["only spaces", "   "],
    ["too long", "x".repeat(ATTRIBUTION_LIMITS.campaign + 1)],
    ["a number", 5],
  ])("%s drops that parameter alone", (_, value) => {
    expect(cleanAttribution({ lastTouch: { source: "google", medium: value } })).toEqual({
      attribution: { lastTouch: { source: "google" } },
      dropped: ["lastTouch.medium"],
    });
  });

  test("a touch's unknown parameters are dropped without repeating their names; a touch left empty is left out", () => {
    expect(cleanAttribution({ firstTouch: { gclid: "abc", utm_source: "x" }, formPage: "/" })).toEqual({
      attribution: { formPage: "/" },
      dropped: ["firstTouch.other"],
    });
    expect(cleanAttribution({ firstTouch: "linkedin" }).dropped).toEqual(["firstTouch"]);
  });
});

describe("calls to action", () => {
  test("each call to action of the list passes, with the page it was pressed on", () => {
    for (const cta of CALLS_TO_ACTION) expect(cleanAttribution({ cta, ctaPage: "/servizi/" }).attribution).toEqual({ cta, ctaPage: "/servizi/" });
  });

  test("one that is not on the list is dropped, and its page with it", () => {
    expect(cleanAttribution({ cta: "buy-now", ctaPage: "/", formPage: "/" })).toEqual({ attribution: { formPage: "/" }, dropped: ["cta", "ctaPage"] });
  });
});

test("keys that are none of the attribution's are dropped, and named only as `other`", () => {
  expect(cleanAttribution({ formPage: "/", email: "giulia@example.it", __proto__: { x: 1 } })).toEqual({ attribution: { formPage: "/" }, dropped: ["other"] });
  expect(cleanAttribution(JSON.parse('{"formPage":"/","__proto__":{"cta":"home-hero"}}'))).toEqual({ attribution: { formPage: "/" }, dropped: ["other"] });
});

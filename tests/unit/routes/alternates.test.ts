/** A page's addresses in the published languages: the head's hreflang links and the switcher's target. */
import { alternatePath, alternatesOfPageContext, hreflangLinks, publishedAlternates } from "../../../src/lib/routes/alternates";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { LOCALES, PUBLISHED_LOCALES } from "../../../supabase/functions/_shared/site-contract/locales";

const BOTH = { it: "/servizi", en: "/en/services" };

test("a page's alternates name the published languages only", () => {
  expect(publishedAlternates((locale) => routePath("servizi", locale), ["it"])).toEqual({ it: "/servizi" });
  expect(publishedAlternates((locale) => routePath("servizi", locale), LOCALES)).toEqual(BOTH);
});

test("Italian is always published; its pages keep their Italian address", () => {
  expect(PUBLISHED_LOCALES).toContain("it");
  expect(publishedAlternates((locale) => routePath("chi-siamo", locale)).it).toBe("/chi-siamo");
});

test("the alternates are read from a page's context, and a page without them has none", () => {
  expect(alternatesOfPageContext({ locale: "it", alternates: BOTH })).toEqual(BOTH);
  expect(alternatesOfPageContext({ locale: "it" })).toEqual({});
  expect(alternatesOfPageContext(undefined)).toEqual({});
  expect(alternatesOfPageContext({ alternates: { it: "/", fr: "/fr", en: 3 } })).toEqual({ it: "/" });
});

test("hreflang: every language and x-default on the Italian page, for a page with a counterpart only", () => {
  expect(hreflangLinks(BOTH)).toEqual([
    { hreflang: "it", path: "/servizi" },
    { hreflang: "en", path: "/en/services" },
    { hreflang: "x-default", path: "/servizi" },
  ]);
  expect(hreflangLinks({ it: "/servizi" })).toEqual([]);
  expect(hreflangLinks({})).toEqual([]);
});

test("the other language's page, keeping the query where it means the same thing", () => {
  expect(alternatePath(BOTH, "en")).toBe("/en/services");
  expect(alternatePath(BOTH, "en", "?service=1")).toBe("/en/services?service=1");
  expect(alternatePath({ it: "/academy", en: "/en/academy" }, "en", "?categoria=ai&livello=base&utm_source=x")).toBe(
    "/en/academy?categoria=ai&livello=base&utm_source=x",
  );
  expect(alternatePath({ it: "/en", en: "/" }, "it", "")).toBe("/en");
});

test("the course title of the contact form's prefill stays behind: it is Italian text", () => {
  expect(alternatePath({ it: "/", en: "/en" }, "en", "?corso=Go-to-market%20per%20prodotti%20digitali")).toBe("/en");
  expect(alternatePath({ it: "/", en: "/en" }, "it", "?corso=x&utm_medium=email")).toBe("/?utm_medium=email");
});

test("no link to a language the page is not published in", () => {
  expect(alternatePath({ it: "/servizi" }, "en", "?service=1")).toBeUndefined();
});

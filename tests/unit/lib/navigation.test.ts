import { LEGAL_NAVIGATION, navCurrent, PRIMARY_NAVIGATION } from "../../../src/lib/navigation";
import { dictionaryFor } from "../../../src/i18n/dictionary";
import { dataItems } from "../../support/content";

test("the navigation lists the five sections in the spec's order, named in each language", () => {
  expect(PRIMARY_NAVIGATION.map((key) => dictionaryFor("it").pageNames[key])).toEqual(["Home", "Servizi", "Chi Siamo", "Academy", "Eventi"]);
  expect(PRIMARY_NAVIGATION.map((key) => dictionaryFor("en").pageNames[key])).toEqual(["Home", "Services", "About us", "Academy", "Events"]);
});

test("a link is the current page on its own path, with or without a trailing slash", () => {
  expect(navCurrent("/academy", "/academy")).toBe("page");
  expect(navCurrent("/academy", "/academy/")).toBe("page");
  expect(navCurrent("/", "/")).toBe("page");
});

test("a section link is marked on the pages inside it, Home never is", () => {
  expect(navCurrent("/academy", "/academy/ai-generativa")).toBe("true");
  expect(navCurrent("/", "/academy")).toBeUndefined();
  expect(navCurrent("/eventi", "/academy")).toBeUndefined();
  expect(navCurrent("/eventi", "/eventi-aziendali")).toBeUndefined();
});

test("the English home page is no section either: it is current on /en only", () => {
  expect(navCurrent("/en", "/en")).toBe("page");
  expect(navCurrent("/en", "/en/services")).toBeUndefined();
  expect(navCurrent("/en/academy", "/en/academy/ai-for-business")).toBe("true");
});

test("every legal link has its document in data/legal/ and its page's texts in data/pages/", () => {
  const ids = (folder: string) => dataItems<{ id: string }>(folder).map((item) => item.id);
  expect([...LEGAL_NAVIGATION].sort()).toEqual(ids("legal").sort());
  for (const key of LEGAL_NAVIGATION) expect(ids("pages")).toContain(key);
});

import { legalNavigation, navCurrent, primaryNavigation } from "../../../src/lib/navigation";
import { dataItems } from "../../support/content";

test("the navigation lists the five sections in the spec's order", () => {
  expect(primaryNavigation.map((item) => item.label)).toEqual(["Home", "Servizi", "Chi Siamo", "Academy", "Eventi"]);
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

test("every legal link has its document in data/legal.json and its page intro, at the same path, in data/pages.json", () => {
  const read = (file: string) => dataItems<{ id: string; path?: string }>(file);
  const documents = read("legal.json").map((item) => item.id);
  const pages = new Map(read("pages.json").map((item) => [item.id, item.path]));
  expect(legalNavigation.map((item) => item.id).sort()).toEqual([...documents].sort());
  for (const { id, to } of legalNavigation) expect(pages.get(id)).toBe(to);
});

test("the English home page is no section either: it is current on /en only", () => {
  expect(navCurrent("/en", "/en")).toBe("page");
  expect(navCurrent("/en", "/en/services")).toBeUndefined();
  expect(navCurrent("/en/academy", "/en/academy/ai-for-business")).toBe("true");
});

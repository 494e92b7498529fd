import { navCurrent, primaryNavigation } from "../../../src/lib/navigation";

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

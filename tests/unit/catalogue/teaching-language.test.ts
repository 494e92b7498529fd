/** A course's or an event's language is named on its page only when it is not the page's own. */
import { teachingLanguageToShow } from "../../../src/lib/catalogue/teaching-language";

test("the page's own language goes unsaid; the other one is named", () => {
  expect(teachingLanguageToShow("it", "it")).toBeUndefined();
  expect(teachingLanguageToShow("en", "en")).toBeUndefined();
  expect(teachingLanguageToShow("it", "en")).toBe("it");
  expect(teachingLanguageToShow("en", "it")).toBe("en");
});

test("a value that is no language of the site is not shown", () => {
  expect(teachingLanguageToShow("de", "it")).toBeUndefined();
  expect(teachingLanguageToShow(null, "en")).toBeUndefined();
  expect(teachingLanguageToShow(undefined, "en")).toBeUndefined();
});

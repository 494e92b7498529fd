/** The course named in the contact form's address, and the message it starts with. */
import { courseFromSearch, courseInfoRequestPath, courseRequestMessage } from "../../../src/lib/forms/course-request";

test("reads back the title a course page puts in the address", () => {
  const title = "ISO/IEC 27001: preparazione alla certificazione Foundation";
  const href = new URL(courseInfoRequestPath(title, "it"), "https://www.alturaconsulting.it");
  expect(courseFromSearch(href.search)).toBe(title);
});

test("nothing, an empty value or a text longer than any title gives no course", () => {
  expect(courseFromSearch("")).toBeNull();
  expect(courseFromSearch("?corso=")).toBeNull();
  expect(courseFromSearch(`?corso=${"a".repeat(91)}`)).toBeNull();
});

test("control characters and runs of spaces are flattened", () => {
  expect(courseFromSearch("?corso=%0D%0ABcc%3A%20x%09%20%20AI")).toBe("Bcc: x AI");
});

test("the message names the course in Italian quotes", () => {
  expect(courseRequestMessage("AI generativa per il business", "it")).toBe("Vorrei ricevere informazioni sul corso «AI generativa per il business».");
});

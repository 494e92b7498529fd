/** The addresses of course and event pages, from the slugs in data/. */
import { coursePath, courseInfoRequestPath, eventIcsPath, eventPath } from "../../../src/lib/catalogue/detail-paths";
import { dataItems } from "../../support/content";

const items = (file: string) => dataItems<{ slug: string; title: string }>(file);

test("a course lives under /academy and an event under /eventi, by slug", () => {
  expect(coursePath("go-to-market-prodotti-digitali")).toBe("/academy/go-to-market-prodotti-digitali");
  expect(eventPath("kick-off-strategico-2027")).toBe("/eventi/kick-off-strategico-2027");
  expect(eventIcsPath("kick-off-strategico-2027")).toBe("/eventi/kick-off-strategico-2027.ics");
});

test.each(["courses.json", "events.json"])("every slug in %s gives its own address, safe as it is in a URL", (file) => {
  const paths = items(file).map((item) => (file === "courses.json" ? coursePath(item.slug) : eventPath(item.slug)));
  expect(new Set(paths).size).toBe(paths.length);
  for (const p of paths) expect(encodeURI(p)).toBe(p);
});

test("the information request names the course in the address and lands on the contact form", () => {
  const href = courseInfoRequestPath("ISO/IEC 27001: preparazione & più");
  const url = new URL(href, "https://example.test");
  expect(url.pathname).toBe("/");
  expect(url.hash).toBe("#contatti");
  expect(url.searchParams.get("corso")).toBe("ISO/IEC 27001: preparazione & più");
});

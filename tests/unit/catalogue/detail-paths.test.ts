/** The addresses of course and event pages, from the slugs in data/. */
import fs from "node:fs";
import path from "node:path";
import { coursePath, courseInfoRequestPath, eventIcsPath, eventPath } from "../../../src/lib/catalogue/detail-paths";

const items = (file: string) =>
  (JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../data", file), "utf8")) as { items: { slug: string; title: string }[] }).items;

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

/** An article's HTML made readable away from the site: every link and image address absolute. */
import { withAbsoluteLinks } from "../../../src/lib/feeds/absolute-links";

const PAGE = "https://www.example.it/insights/go-to-market";

test("a path on the site, a part of the page and a relative address become absolute", () => {
  expect(withAbsoluteLinks('<a href="/academy/gtm-201">corso</a>', PAGE)).toBe('<a href="https://www.example.it/academy/gtm-201">corso</a>');
  expect(withAbsoluteLinks('<a href="#misurare">sotto</a>', PAGE)).toBe('<a href="https://www.example.it/insights/go-to-market#misurare">sotto</a>');
  expect(withAbsoluteLinks('<img src="grafico.png" alt="Grafico">', PAGE)).toBe('<img src="https://www.example.it/insights/grafico.png" alt="Grafico">');
});

test("an address with a scheme is left as written", () => {
  const html = '<a href="https://example.org/a?b=1&amp;c=2">x</a> <a href="mailto:info@example.it">y</a> <a href="tel:+390200">z</a>';
  expect(withAbsoluteLinks(html, PAGE)).toBe(html);
});

test("each address of a srcset is resolved, its descriptor kept", () => {
  expect(withAbsoluteLinks('<img srcset="/a.png 1x, /b.png 2x" src="/a.png">', PAGE)).toBe(
    '<img srcset="https://www.example.it/a.png 1x, https://www.example.it/b.png 2x" src="https://www.example.it/a.png">',
  );
});

test("text that looks like an attribute outside a tag's attributes is not touched", () => {
  expect(withAbsoluteLinks("<p>Scrivi href=/x nel campo</p>", PAGE)).toBe("<p>Scrivi href=/x nel campo</p>");
});

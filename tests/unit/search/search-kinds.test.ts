import { searchKindOfPath } from "../../../src/lib/search/search-kinds";

describe("searchKindOfPath", () => {
  test.each([
    ["/academy/go-to-market-prodotti-digitali", "course"],
    ["/en/academy/go-to-market-digital-products", "course"],
    ["/eventi/kick-off-strategico-2027", "event"],
    ["/en/events/strategy-kick-off-2027", "event"],
    ["/insights/go-to-market-b2b-in-sei-settimane", "article"],
    ["/en/insights/b2b-go-to-market-in-six-weeks", "article"],
    ["/insights", "page"],
    ["/en/insights", "page"],
    ["/servizi", "service"],
    ["/en/services", "service"],
    ["/", "page"],
    ["/en", "page"],
    ["/academy", "page"],
    ["/chi-siamo", "page"],
    ["/privacy", "page"],
  ])("%s is a %s", (path, kind) => {
    expect(searchKindOfPath(path)).toBe(kind);
  });

  // The article list's other pages repeat what the articles say: only /insights is found.
  test.each(["/404", "/newsletter/conferma", "/en/newsletter/unsubscribe", "/servizi/formazione", "/insights/pagina/2", "/en/insights/category/ai-automation"])(
    "%s is not searched",
    (path) => {
      expect(searchKindOfPath(path)).toBeNull();
    },
  );
});

import { searchKindOfPath } from "../../../src/lib/search/search-kinds";

describe("searchKindOfPath", () => {
  test.each([
    ["/academy/go-to-market-prodotti-digitali", "course"],
    ["/en/academy/go-to-market-digital-products", "course"],
    ["/eventi/kick-off-strategico-2027", "event"],
    ["/en/events/strategy-kick-off-2027", "event"],
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

  test.each(["/404", "/newsletter/conferma", "/en/newsletter/unsubscribe", "/servizi/formazione"])("%s is not searched", (path) => {
    expect(searchKindOfPath(path)).toBeNull();
  });
});

/**
 * @jest-environment jsdom
 */
/**
 * The article list's pagination and category filter: links to real addresses (they work before any
 * script), the current page and the current category marked `aria-current="page"`, in the page's language.
 */
import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { createEmotionCache, Provider } from "../../../src/components/ui/provider";
import { LocaleProvider } from "../../../src/i18n/locale-context";
import { PaginationNav } from "../../../src/components/insights/pagination-nav";
import { CategoryFilter } from "../../../src/components/insights/category-filter";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";

const renderIn = (locale: Locale, element: React.ReactElement) =>
  render(
    <Provider cache={createEmotionCache()}>
      <LocaleProvider locale={locale}>{element}</LocaleProvider>
    </Provider>,
  );

test("page 5 of 10: previous, the numbers around it with the first and the last, next; the current one marked", () => {
  renderIn("it", <PaginationNav page={5} pageCount={10} categorySlug={null} />);
  const nav = screen.getByRole("navigation", { name: "Pagine dell'elenco" });
  const links = within(nav).getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Pagina precedente", "/insights/pagina/4"],
    ["1", "/insights"],
    ["4", "/insights/pagina/4"],
    ["5", "/insights/pagina/5"],
    ["6", "/insights/pagina/6"],
    ["10", "/insights/pagina/10"],
    ["Pagina successiva", "/insights/pagina/6"],
  ]);
  expect(within(nav).getByRole("link", { name: "Pagina 5" })).toHaveAttribute("aria-current", "page");
  expect(links.filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1);
});

test("a category's first page in English: no previous link, its numbers under the category's address", () => {
  renderIn("en", <PaginationNav page={1} pageCount={2} categorySlug="ai-automation" />);
  const nav = screen.getByRole("navigation", { name: "List pages" });
  expect(within(nav).queryByRole("link", { name: "Previous page" })).toBeNull();
  expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/en/insights/category/ai-automation/page/2");
  expect(within(nav).getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/en/insights/category/ai-automation/page/2");
});

test("a list that fits one page has no pagination", () => {
  renderIn("it", <PaginationNav page={1} pageCount={1} categorySlug={null} />);
  expect(screen.queryByRole("navigation")).toBeNull();
});

test("the category filter links every list, the current one marked", () => {
  const categories = [
    { jsonId: "strategia-go-to-market", slug: "strategia-go-to-market", label: "Strategia & Go-to-market" },
    { jsonId: "ai-automazione", slug: "ai-automazione", label: "AI & Automazione" },
  ];
  renderIn("it", <CategoryFilter categories={categories} current="ai-automazione" />);
  const nav = screen.getByRole("navigation", { name: "Categorie degli articoli" });
  expect(
    within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")]),
  ).toEqual([
    ["Tutti gli articoli", "/insights", null],
    ["Strategia & Go-to-market", "/insights/categoria/strategia-go-to-market", null],
    ["AI & Automazione", "/insights/categoria/ai-automazione", "page"],
  ]);
});

/** The article list's numbered pages: twelve articles a page, and the numbers the navigation links. */
import { ARTICLES_PER_PAGE, paginate, paginationItems, type PaginationItem } from "../../../src/lib/articles/article-pagination";

const ids = (count: number) => Array.from({ length: count }, (_, index) => `a${index + 1}`);

/** The navigation as a reader sees it: "1 … 4 5 6 … 10". */
const shown = (items: PaginationItem[]) => items.map((item) => (item.kind === "gap" ? "…" : String(item.page))).join(" ");

test("a page holds twelve articles", () => {
  expect(ARTICLES_PER_PAGE).toBe(12);
});

test.each([
  [0, [0]],
  [1, [1]],
  [12, [12]],
  [13, [12, 1]],
  [24, [12, 12]],
  [30, [12, 12, 6]],
])("%i articles make pages of %j", (count, sizes) => {
  const pages = paginate(ids(count));
  expect(pages.map((page) => page.length)).toEqual(sizes);
  // Nothing lost, nothing repeated, the order kept.
  expect(pages.flat()).toEqual(ids(count));
});

test("an empty list still has its first page, which says there is nothing yet", () => {
  expect(paginate([])).toEqual([[]]);
});

test("a page size that is not a positive whole number is refused", () => {
  expect(() => paginate(ids(3), 0)).toThrow("0 articles a page");
  expect(() => paginate(ids(3), 2.5)).toThrow("2.5 articles a page");
});

test.each([
  [1, 1, "1"],
  [1, 3, "1 2 3"],
  [2, 3, "1 2 3"],
  [1, 10, "1 2 … 10"],
  [5, 10, "1 … 4 5 6 … 10"],
  [10, 10, "1 … 9 10"],
  // A gap never hides a single number: that number is shown instead.
  [3, 10, "1 2 3 4 … 10"],
  [4, 7, "1 2 3 4 5 6 7"],
])("page %i of %i shows %s", (current, count, expected) => {
  expect(shown(paginationItems(current, count))).toBe(expected);
});

test("every gap has its own key, and a page that does not exist is refused", () => {
  const gaps = paginationItems(5, 10).filter((item) => item.kind === "gap");
  expect(new Set(gaps.map((gap) => (gap.kind === "gap" ? gap.key : ""))).size).toBe(2);
  expect(() => paginationItems(4, 3)).toThrow("page 4 of 3");
  expect(() => paginationItems(0, 3)).toThrow("page 0 of 3");
});

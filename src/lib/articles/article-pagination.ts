/**
 * The article list's numbered pages: how many articles a page holds, how a list splits into pages, and
 * which page numbers the pagination's navigation names. Every page is a real address
 * (route-map.ts, `articleListPath`), created at build (src/gatsby-node/insights-pages.ts).
 */

/** Articles on each page of the list: four rows of three cards on a wide screen. */
export const ARTICLES_PER_PAGE = 12;

/** The list split into pages, in order; an empty list still has its first page (it says there is nothing yet). */
export const paginate = <T>(items: readonly T[], perPage: number = ARTICLES_PER_PAGE): T[][] => {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`paginate: ${perPage} articles a page is not a positive whole number`);
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages.length > 0 ? pages : [[]];
};

/** A number the navigation links, or a gap ("…") standing for the numbers left out. */
export type PaginationItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

/** How many numbers the navigation shows on each side of the current page, besides the first and the last. */
const AROUND_CURRENT = 1;

/**
 * The numbers the navigation shows: the first, the last, the current page and its neighbours, with a
 * gap where numbers are left out; a gap never stands for a single number (that number is shown).
 * (5, 10) → 1 … 4 5 6 … 10; (1, 3) → 1 2 3.
 */
export const paginationItems = (current: number, count: number): PaginationItem[] => {
  if (count < 1 || current < 1 || current > count) throw new Error(`paginationItems: page ${current} of ${count} does not exist`);
  const shown = new Set([1, count]);
  for (let page = current - AROUND_CURRENT; page <= current + AROUND_CURRENT; page += 1) if (page >= 1 && page <= count) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((page, index) => {
    const before = sorted[index - 1];
    if (before !== undefined && page - before === 2) items.push({ kind: "page", page: before + 1 });
    else if (before !== undefined && page - before > 2) items.push({ kind: "gap", key: `after-${before}` });
    items.push({ kind: "page", page });
  });
  return items;
};

/** Breadcrumb trails for the BreadcrumbList, named like the main navigation. */
import { primaryNavigation } from "../navigation";
import type { RouteKey } from "../routes/route-map";
import type { BreadcrumbInput } from "./structured-data";

const crumbOf = (key: RouteKey): BreadcrumbInput => {
  const section = primaryNavigation.find((item) => item.key === key);
  if (!section) throw new Error(`${key} is not in the main navigation: pass { name, path } instead.`);
  return { name: section.label, path: section.to };
};

/**
 * The trail from the home page to a page: a section of the main navigation is named by its
 * route key, as in the menu; other pages (legal pages, detail pages) pass their own name.
 */
export const trailTo = (...crumbs: ReadonlyArray<BreadcrumbInput | RouteKey>): BreadcrumbInput[] => [
  crumbOf("home"),
  ...crumbs.map((crumb) => (typeof crumb === "string" ? crumbOf(crumb) : crumb)),
];

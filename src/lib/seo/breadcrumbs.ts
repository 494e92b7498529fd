/** Breadcrumb trails for the BreadcrumbList, named like the main navigation. */
import { primaryNavigation } from "../navigation";
import type { BreadcrumbInput } from "./structured-data";

const HOME: BreadcrumbInput = { name: primaryNavigation[0]?.label ?? "Home", path: "/" };

/**
 * The trail from the home page to a page: a section of the main navigation is named as
 * in the menu; other pages (legal pages, detail pages) pass their own name.
 */
export const trailTo = (...crumbs: ReadonlyArray<BreadcrumbInput | string>): BreadcrumbInput[] => [
  HOME,
  ...crumbs.map((crumb) => {
    if (typeof crumb !== "string") return crumb;
    const section = primaryNavigation.find((item) => item.to === crumb);
    if (!section) throw new Error(`${crumb} is not in the main navigation: pass { name, path } instead.`);
    return { name: section.label, path: section.to };
  }),
];

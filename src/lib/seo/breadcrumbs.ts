/** Breadcrumb trails for the BreadcrumbList, named like the main navigation. */
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { dictionaryFor } from "../../i18n/dictionary";
import type { NavKey } from "../navigation";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import type { BreadcrumbInput } from "./structured-data";

const crumbOf = (key: NavKey, locale: Locale): BreadcrumbInput => ({ name: dictionaryFor(locale).pageNames[key], path: routePath(key, locale) });

/**
 * The trail from the home page to a page, in one language: a page of the menus is named by its
 * route key, as in the menu; other pages (detail pages) pass their own name.
 */
export const trailTo = (locale: Locale, ...crumbs: ReadonlyArray<BreadcrumbInput | NavKey>): BreadcrumbInput[] => [
  crumbOf("home", locale),
  ...crumbs.map((crumb) => (typeof crumb === "string" ? crumbOf(crumb, locale) : crumb)),
];

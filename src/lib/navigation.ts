/** The site's menus, by route key (their names are the dictionaries' `pageNames`), and how a link knows it is the current one. */
import { HOME_PATHS, normalisePath, type RouteKey } from "../../supabase/functions/_shared/site-contract/route-map";

/** The main menu, in the header, the phone menu and the footer: the five pages the product specification names. */
export const PRIMARY_NAVIGATION = ["home", "servizi", "chi-siamo", "academy", "eventi"] as const satisfies readonly RouteKey[];

/** The footer's list: the main menu, then the Insights section (the header keeps the specification's five links). */
export const FOOTER_NAVIGATION = [...PRIMARY_NAVIGATION, "insights"] as const satisfies readonly RouteKey[];

/**
 * The legal pages, linked from every page as Italian law and the GDPR expect, and the accessibility
 * statement. gatsby-node creates one page per entry, so the footer never links to a page that does
 * not exist. Each key is also the id of its document, data/legal/<key>.json, and of its page's
 * texts, data/pages/<key>.json.
 */
export const LEGAL_NAVIGATION = ["privacy", "cookie-policy", "accessibilita"] as const satisfies readonly RouteKey[];

/** A page with a name in the menus. */
export type NavKey = (typeof FOOTER_NAVIGATION)[number] | (typeof LEGAL_NAVIGATION)[number];

export type LegalKey = (typeof LEGAL_NAVIGATION)[number];

/**
 * `aria-current` for a navigation link: "page" on the page itself, "true" on a page
 * inside its section (a course under /academy), nothing elsewhere. A home page is only ever
 * current on itself, or every page would sit in its section.
 */
export const navCurrent = (to: string, pathname: string): "page" | "true" | undefined => {
  const path = normalisePath(pathname);
  if (path === to) return "page";
  if (!HOME_PATHS.includes(to) && path.startsWith(`${to}/`)) return "true";
  return undefined;
};

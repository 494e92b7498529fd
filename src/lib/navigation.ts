/** The site's primary navigation and how a link knows it is the current one. */
import { DEFAULT_LOCALE } from "../i18n/locales";
import { HOME_PATHS, normalisePath, routePath, type RouteKey } from "./routes/route-map";

export interface NavItem {
  key: RouteKey;
  label: string;
  to: string;
}

const item = (key: RouteKey, label: string): NavItem => ({ key, label, to: routePath(key, DEFAULT_LOCALE) });

export const primaryNavigation: readonly NavItem[] = [
  item("home", "Home"),
  item("servizi", "Servizi"),
  item("chi-siamo", "Chi Siamo"),
  item("academy", "Academy"),
  item("eventi", "Eventi"),
];

/** A legal page: its document and page intro share this id in data/legal.json and data/pages.json. */
export interface LegalPage extends NavItem {
  id: string;
}

/**
 * The legal pages, linked from every page as Italian law and the GDPR expect. gatsby-node
 * creates one page per entry, so the footer never links to a page that does not exist;
 * the label also names the page in its breadcrumb trail.
 */
export const legalNavigation: readonly LegalPage[] = [
  { id: "privacy", ...item("privacy", "Privacy") },
  { id: "cookie-policy", ...item("cookie-policy", "Cookie policy") },
];

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

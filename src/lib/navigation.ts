/** The site's primary navigation and how a link knows it is the current one. */

export interface NavItem {
  label: string;
  to: string;
}

export const primaryNavigation: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Servizi", to: "/servizi" },
  { label: "Chi Siamo", to: "/chi-siamo" },
  { label: "Academy", to: "/academy" },
  { label: "Eventi", to: "/eventi" },
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
  { id: "privacy", label: "Privacy", to: "/privacy" },
  { id: "cookie-policy", label: "Cookie policy", to: "/cookie-policy" },
];

/** A pathname without its trailing slashes ("/" stays "/"): Gatsby serves both forms. */
export const normalisePath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/**
 * `aria-current` for a navigation link: "page" on the page itself, "true" on a page
 * inside its section (a course under /academy), nothing elsewhere. Home is only ever
 * current on "/" itself, or every page would sit in its section.
 */
export const navCurrent = (to: string, pathname: string): "page" | "true" | undefined => {
  const path = normalisePath(pathname);
  if (path === to) return "page";
  if (to !== "/" && path.startsWith(`${to}/`)) return "true";
  return undefined;
};

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

const normalise = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/**
 * `aria-current` for a navigation link: "page" on the page itself, "true" on a page
 * inside its section (a course under /academy), nothing elsewhere. Home is only ever
 * current on "/" itself, or every page would sit in its section.
 */
export const navCurrent = (to: string, pathname: string): "page" | "true" | undefined => {
  const path = normalise(pathname);
  if (path === to) return "page";
  if (to !== "/" && path.startsWith(`${to}/`)) return "true";
  return undefined;
};

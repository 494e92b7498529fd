/**
 * What the site search finds, by kind: a course, an event, an article, a service (the services page)
 * or any other page. The kind comes from the page's path through the route map, so a new page is
 * searchable with the right kind without being listed anywhere.
 */
import { pageAtPath, type RouteKey } from "../../../supabase/functions/_shared/site-contract/route-map";

export const SEARCH_KINDS = ["course", "event", "article", "service", "page"] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The Pagefind filter that holds a result's kind. */
export const KIND_FILTER = "kind";

/** Pages nobody looks for: the 404, and the newsletter's confirmation and unsubscribe answers. */
const NOT_SEARCHABLE: ReadonlySet<RouteKey> = new Set(["not-found", "newsletter-conferma", "newsletter-disiscrizione"]);

/**
 * ("/academy/slug") → "course"; ("/en/services") → "service"; null for a page search leaves out, or a
 * path the route map lacks. The article list is found at its first page (/insights): its categories'
 * and numbered pages repeat what the articles themselves say.
 */
export const searchKindOfPath = (pathname: string): SearchKind | null => {
  const page = pageAtPath(pathname);
  if (!page || page.kind === "article-list") return null;
  if (page.kind !== "page") return page.kind;
  if (NOT_SEARCHABLE.has(page.key)) return null;
  return page.key === "servizi" ? "service" : "page";
};

export const isSearchKind = (value: unknown): value is SearchKind => typeof value === "string" && (SEARCH_KINDS as readonly string[]).includes(value);

/**
 * CORS for the contact function: only the site's own origins may call it from a browser.
 * Pure (no Deno or Node API): unit-tested in Node, used by the function in Deno.
 */

/** Local development: `gatsby develop` (8000) and `gatsby serve` (9000), by IP and by name. */
export const DEFAULT_ALLOWED_ORIGINS = ["http://127.0.0.1:8000", "http://localhost:8000", "http://127.0.0.1:9000", "http://localhost:9000"] as const;

/**
 * Headers supabase-js sends with `functions.invoke` (plus the per-attempt Idempotency-Key the
 * site adds, and the solved proof-of-work challenge, X-Altcha): the preflight must allow every one of them or the browser never sends the POST.
 */
export const ALLOWED_REQUEST_HEADERS = ["authorization", "x-client-info", "apikey", "content-type", "idempotency-key", "x-region", "x-altcha"] as const;

/**
 * Parses `ALLOWED_ORIGINS` (comma-separated). Each entry is normalised to a URL origin
 * (scheme://host[:port], lower case, no path or trailing slash); entries that are not an
 * http(s) origin are dropped. Unset or empty → the local development defaults.
 */
export function parseAllowedOrigins(value: string | undefined | null): string[] {
  if (value === undefined || value === null || value.trim() === "") return [...DEFAULT_ALLOWED_ORIGINS];
  const origins = new Set<string>();
  for (const raw of value.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    try {
      const url = new URL(entry);
      if (url.protocol === "http:" || url.protocol === "https:") origins.add(url.origin);
    } catch {
      // not a URL: ignored
    }
  }
  return [...origins];
}

/**
 * Whether a request's Origin header is one of the allowed origins. Browsers send it already
 * serialised (lower-case scheme and host, no slash), so the match is exact; "null" never matches.
 */
export function isOriginAllowed(origin: string | null | undefined, allowed: readonly string[]): origin is string {
  if (!origin || origin === "null") return false;
  return allowed.includes(origin);
}

/** The CORS headers every response to an allowed origin carries, errors included. */
export function corsHeaders(origin: string): Record<string, string> {
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Headers": ALLOWED_REQUEST_HEADERS.join(", "),
    // GET: the forms' proof-of-work challenges (forms/challenge).
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Max-Age": "86400",
    Vary: "Origin",
  };
}

export type CorsDecision =
  | { kind: "preflight"; status: 204; headers: Record<string, string> }
  | { kind: "forbidden"; status: 403; headers: Record<string, string> }
  | { kind: "allowed"; headers: Record<string, string> };

/**
 * What to do with a request, before anything else: answer a preflight from an allowed origin
 * (204 with the allow headers), refuse any request — preflight or not — from another origin or
 * with no Origin at all (403, and no allow headers, so a browser reveals nothing to the page),
 * or go on, adding `headers` to whatever the function answers.
 */
export function decideCors(method: string, origin: string | null, allowed: readonly string[]): CorsDecision {
  if (!isOriginAllowed(origin, allowed)) return { kind: "forbidden", status: 403, headers: { Vary: "Origin" } };
  const headers = corsHeaders(origin);
  if (method.toUpperCase() === "OPTIONS") return { kind: "preflight", status: 204, headers };
  return { kind: "allowed", headers };
}

/**
 * Fills in the Content-Security-Policy of static/_headers after the build.
 *
 * Gatsby writes small inline scripts into every page (the page's path and the chunk map),
 * and gatsby-plugin-image one more: instead of allowing every inline script
 * ('unsafe-inline'), the policy lists the SHA-256 of each one found in the built HTML.
 * The policy itself is written out in static/_headers, with three placeholders:
 * the hashes, the origin of the Supabase project the contact form calls, and page analytics'
 * endpoint's origin (src/lib/analytics/analytics-settings.ts) when it is not that project's.
 */
import { createHash } from "node:crypto";

export const SCRIPT_HASHES_PLACEHOLDER = "'__INLINE_SCRIPT_HASHES__'";
export const SUPABASE_ORIGIN_PLACEHOLDER = "__SUPABASE_ORIGIN__";
export const ANALYTICS_ORIGIN_PLACEHOLDER = "__ANALYTICS_ORIGIN__";

/** Script types a browser executes; everything else (JSON-LD, data blocks) is inert and not subject to script-src. */
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

const attribute = (attributes: string, name: string): string | null => {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? "";
};

/** The CSP source expression ('sha256-…') of a script's exact text. */
export const scriptHash = (source: string): string => `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;

/** Hashes of the inline, executable scripts of one HTML document, in order of appearance. */
export const inlineScriptHashes = (html: string): string[] => {
  const hashes: string[] = [];
  // Script contents are raw text in HTML: the bytes between the tags are exactly what the browser hashes.
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", source = ""] = match;
    if (attribute(attributes, "src") !== null) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(scriptHash(source));
  }
  return hashes;
};

/** The origin (scheme, host, port) of a URL, as connect-src wants it. */
export const originOf = (url: string): string => new URL(url).origin;

export interface CspInputs {
  /** Every hash needed by any page: one policy serves the whole site, 404 responses included. */
  scriptHashes: Iterable<string>;
  /** The Supabase project the contact form calls (GATSBY_SUPABASE_URL). */
  supabaseUrl: string;
  /** Where page analytics go (the embedded collector of that project, or a Plausible); null when nothing is measured. */
  analyticsEndpoint: string | null;
}

/**
 * _headers with the placeholders replaced. Fails loudly if a placeholder is missing, so an
 * edit of static/_headers cannot silently ship a policy that blocks the site.
 */
export const completeHeadersFile = (template: string, { scriptHashes, supabaseUrl, analyticsEndpoint }: CspInputs): string => {
  for (const placeholder of [SCRIPT_HASHES_PLACEHOLDER, SUPABASE_ORIGIN_PLACEHOLDER, ANALYTICS_ORIGIN_PLACEHOLDER]) {
    if (!template.includes(placeholder)) throw new Error(`static/_headers must contain ${placeholder} in its Content-Security-Policy.`);
  }
  const hashes = [...new Set(scriptHashes)].sort().join(" ");
  const supabaseOrigin = originOf(supabaseUrl);
  // The embedded collector is the forms' project itself: the policy gains nothing then.
  const analyticsOrigin = analyticsEndpoint === null || originOf(analyticsEndpoint) === supabaseOrigin ? "" : originOf(analyticsEndpoint);
  return template
    .split(SCRIPT_HASHES_PLACEHOLDER)
    .join(hashes)
    .split(SUPABASE_ORIGIN_PLACEHOLDER)
    .join(supabaseOrigin)
    .split(analyticsOrigin ? ANALYTICS_ORIGIN_PLACEHOLDER : ` ${ANALYTICS_ORIGIN_PLACEHOLDER}`)
    .join(analyticsOrigin);
};

/**
 * Where a lead's visit came from: what the site sends beside a form's fields (`attribution`) and
 * what the function keeps of it, with one set of rules for both. The site checks what it sends with
 * `cleanAttribution` (src/lib/forms/forms-backend.ts) and the function checks again what it receives:
 * the same keys, limits and characters, in Node and in Deno (tests/backend/attribution-parity.test.ts).
 *
 * Attribution is for reporting only, and never worth a lead: a value that breaks a rule is dropped,
 * alone, and the request goes on without it. The form's own fields are what the visitor answers for;
 * these the browser gathered, and a proxy, an extension or an odd campaign link may have bent them.
 *
 * Library-free, so that the part of the site that gathers the visit at load (src/lib/attribution/)
 * can read the campaign keys without yup.
 */

/** The request body's key that carries the attribution, beside the form's fields. */
export const ATTRIBUTION_FIELD = "attribution";

/** A campaign link's `utm_*` parameters, by the name they keep in a touch (`utm_source` → `source`). */
export const CAMPAIGN_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export type CampaignKey = (typeof CAMPAIGN_KEYS)[number];
export type Campaign = Partial<Record<CampaignKey, string>>;

/** The address's parameter a campaign key is read from. */
export const campaignParameter = (key: CampaignKey): string => `utm_${key}`;

/**
 * The calls to action that lead to a form, by the id their link or button carries in `data-cta`
 * (`cta` on ActionLink and ActionButton). The function keeps only these; its notification names each
 * in the firm's words (_shared/attribution-email.ts).
 */
export const CALLS_TO_ACTION = [
  "header-book-call",
  "menu-book-call",
  "home-hero",
  "home-case",
  "services-hero",
  "services-closing",
  "about-closing",
  "academy-hero",
  "academy-catalogue",
  "course-information",
  "events-hero",
  "events-calendar",
  "event-page",
  "article-consultant",
] as const;
export type CallToAction = (typeof CALLS_TO_ACTION)[number];

/**
 * What a request says about its visit (each key optional; only what the visit had):
 * - `landingPage`: the path of the visit's first page, without its query string or fragment;
 * - `formPage`: the path of the page the form was sent from;
 * - `referrerHost`: the host of the site that sent the visitor to the landing page, when another
 *   site did (never its full address: the path of a search or a webmail can name a person);
 * - `firstTouch`, `lastTouch`: the campaign parameters of the visit's first and latest page that
 *   had any (the same when only the landing page had them);
 * - `cta`, `ctaPage`: the latest call to action pressed before the form was sent, and the path of
 *   the page it was pressed on.
 * A type, not an interface: it is stored as JSON as it is (postgres.js's `json()` takes plain object types).
 */
export type Attribution = {
  landingPage?: string;
  formPage?: string;
  referrerHost?: string;
  firstTouch?: Campaign;
  lastTouch?: Campaign;
  cta?: CallToAction;
  ctaPage?: string;
};
export type AttributionKey = keyof Attribution;

/** Every key, in the order a cleaned attribution lists them. */
export const ATTRIBUTION_KEYS: readonly AttributionKey[] = ["landingPage", "formPage", "referrerHost", "firstTouch", "lastTouch", "cta", "ctaPage"];

/** Longest accepted values, in characters: a path, a host name (DNS's own limit), a campaign parameter. */
export const ATTRIBUTION_LIMITS = { path: 200, host: 253, campaign: 100 } as const;

/** A site path as the browser's `location.pathname` gives it: percent-encoded, nothing a URL would have to escape. */
const PATH = /^\/[A-Za-z0-9\-._~%/]*$/;
/** A host name as `URL.hostname` gives it: lower case, Punycode for an international name. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/**
 * A campaign parameter, decoded: letters (any script, with their marks), digits, spaces and the
 * punctuation campaign names use. No markup, no quotes, no control, bidi or invisible characters.
 */
const CAMPAIGN_VALUE = /^[\p{L}\p{M}\p{N}\p{Pd} _.+:/|()[\]&,'!?@#%=~*]+$/u;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A key of the object itself: `JSON.parse` makes `"__proto__"` an ordinary key, and nothing is read through a prototype. */
const own = (record: Record<string, unknown>, key: string): unknown => (Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined);

/** A site path as `location.pathname` gives it, at most ATTRIBUTION_LIMITS.path long (page analytics use the same rule). */
export const cleanPath = (value: unknown): string | undefined =>
  typeof value === "string" && value.length <= ATTRIBUTION_LIMITS.path && PATH.test(value) ? value : undefined;

/** A host name as `URL.hostname` gives it, at most DNS's 253 characters (page analytics use the same rule). */
export const cleanHost = (value: unknown): string | undefined =>
  typeof value === "string" && value.length <= ATTRIBUTION_LIMITS.host && HOST.test(value) ? value : undefined;

/** A campaign parameter, trimmed: a link's `utm_campaign=+spring+` is the campaign "spring". */
export const cleanCampaignValue = (value: unknown): string | undefined => {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed.length <= ATTRIBUTION_LIMITS.campaign && CAMPAIGN_VALUE.test(trimmed) ? trimmed : undefined;
};

const cleanCallToAction = (value: unknown): CallToAction | undefined =>
  (CALLS_TO_ACTION as readonly unknown[]).includes(value) ? (value as CallToAction) : undefined;

/** A touch's parameters that pass, and the names of those dropped (`firstTouch.source`). */
const cleanCampaign = (value: unknown, key: "firstTouch" | "lastTouch", dropped: string[]): Campaign | undefined => {
  if (!isRecord(value)) {
    dropped.push(key);
    return undefined;
  }
  const campaign: Campaign = {};
  for (const name of CAMPAIGN_KEYS) {
    const raw = own(value, name);
    if (raw === undefined) continue;
    const clean = cleanCampaignValue(raw);
    if (clean === undefined) dropped.push(`${key}.${name}`);
    else campaign[name] = clean;
  }
  if (Object.keys(value).some((name) => !(CAMPAIGN_KEYS as readonly string[]).includes(name))) dropped.push(`${key}.other`);
  return Object.keys(campaign).length > 0 ? campaign : undefined;
};

export interface AttributionCheck {
  /** What passed, in ATTRIBUTION_KEYS' order; null when nothing did (or nothing was sent). */
  attribution: Attribution | null;
  /**
   * What was dropped, by name (`cta`, `firstTouch.source`; `other` for keys that are none of
   * ours, whose names are the sender's words and are not repeated): for the log, never the values.
   */
  dropped: string[];
}

/**
 * Keeps, of what a request sent as its attribution, each value that passes its rule, and names
 * the ones that do not. Nothing here refuses the request: a body whose `attribution` is not even an
 * object keeps its lead and loses only the attribution.
 */
export const cleanAttribution = (value: unknown): AttributionCheck => {
  if (value === undefined) return { attribution: null, dropped: [] };
  if (!isRecord(value)) return { attribution: null, dropped: [ATTRIBUTION_FIELD] };
  const dropped: string[] = [];
  const attribution: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const raw = own(value, key);
    if (raw === undefined) continue;
    const clean =
      key === "firstTouch" || key === "lastTouch"
        ? cleanCampaign(raw, key, dropped)
        : key === "referrerHost"
          ? cleanHost(raw)
          : key === "cta"
            ? cleanCallToAction(raw)
            : cleanPath(raw);
    if (clean !== undefined) (attribution as Record<string, unknown>)[key] = clean;
    else if (key !== "firstTouch" && key !== "lastTouch") dropped.push(key);
  }
  // The page of a call to action says nothing without the call itself.
  if (attribution.ctaPage !== undefined && attribution.cta === undefined) {
    delete attribution.ctaPage;
    dropped.push("ctaPage");
  }
  if (Object.keys(value).some((key) => !(ATTRIBUTION_KEYS as readonly string[]).includes(key))) dropped.push("other");
  return { attribution: Object.keys(attribution).length > 0 ? attribution : null, dropped };
};

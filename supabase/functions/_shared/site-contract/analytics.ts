/**
 * Page analytics: the events the site's tracker (@plausible-analytics/tracker, src/lib/analytics/)
 * sends, and what the embedded collector (supabase/functions/collect/) keeps of each, with one set
 * of rules for both. The tracker speaks Plausible's event API, so a hosted or self-hosted Plausible
 * can stand in for the collector (docs/analytics.md); these rules are what this project's own
 * collector stores.
 *
 * Nothing here identifies a visitor: a page's path (never its query string, which can carry a
 * newsletter link's token), a referring site's host, a campaign's `utm_*` values, and each named
 * event's few properties, each from a short list or a count. A property that breaks its rule is
 * dropped alone, as an attribution's is (attribution.ts): analytics are for reporting only.
 *
 * Library-free: the site's start-up code imports the event names from here.
 */
import { LOCALES } from "./locales.ts";
import { REQUEST_KINDS } from "./request-options.ts";
import { normalisePath } from "./route-map.ts";
import { type Campaign, CAMPAIGN_KEYS, campaignParameter, cleanCampaignValue, cleanHost, cleanPath } from "./attribution.ts";

/** The collector's function, and the path under it that answers as Plausible's own API does. */
export const ANALYTICS_FUNCTION = "collect";
export const EVENT_API_PATH = "/api/event";

/** The events the tracker names by itself (its page views, its engagement pings, its link clicks). */
export const TRACKER_EVENTS = {
  pageview: "pageview",
  engagement: "engagement",
  outboundLink: "Outbound Link: Click",
  fileDownload: "File Download",
} as const;

/** The events the site names: a lead the function accepted, the booking page opened, the other language chosen, a search made. */
export const SITE_EVENTS = {
  leadSent: "Lead sent",
  bookingOpened: "Booking opened",
  languageSwitched: "Language switched",
  searchUsed: "Search used",
} as const;

export type TrackerEventName = (typeof TRACKER_EVENTS)[keyof typeof TRACKER_EVENTS];
export type SiteEventName = (typeof SITE_EVENTS)[keyof typeof SITE_EVENTS];
export type AnalyticsEventName = TrackerEventName | SiteEventName;

/** Longest accepted values: a link's address as kept (its origin and path), a count of search results. */
export const ANALYTICS_LIMITS = { link: 300, results: 9999 } as const;

type PropertyRule = (value: string) => string | undefined;

const oneOf =
  (values: readonly string[]): PropertyRule =>
  (value) =>
    values.includes(value) ? value : undefined;

/** A whole number of results, as the site writes it ("0", "12"). */
const count: PropertyRule = (value) => (/^(0|[1-9]\d{0,3})$/.test(value) && Number(value) <= ANALYTICS_LIMITS.results ? value : undefined);

/** A link's address without its query string and fragment (they can name a person): http(s) only. */
const link: PropertyRule = (value) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const kept = `${url.origin}${url.pathname}`;
  return kept.length <= ANALYTICS_LIMITS.link ? kept : undefined;
};

/** Each event's properties and the rule of each: an event has these and no others. */
const EVENT_PROPERTIES: Readonly<Record<AnalyticsEventName, Readonly<Record<string, PropertyRule>>>> = {
  [TRACKER_EVENTS.pageview]: {},
  [TRACKER_EVENTS.engagement]: {},
  [TRACKER_EVENTS.outboundLink]: { url: link },
  [TRACKER_EVENTS.fileDownload]: { url: link },
  [SITE_EVENTS.leadSent]: { form: oneOf(REQUEST_KINDS), language: oneOf(LOCALES) },
  [SITE_EVENTS.bookingOpened]: {},
  [SITE_EVENTS.languageSwitched]: { from: oneOf(LOCALES), to: oneOf(LOCALES) },
  [SITE_EVENTS.searchUsed]: { results: count },
};

/** The properties each site event carries, as the site passes them (numbers as numbers). */
export interface SiteEventProperties {
  [SITE_EVENTS.leadSent]: { form: (typeof REQUEST_KINDS)[number]; language: (typeof LOCALES)[number] };
  [SITE_EVENTS.bookingOpened]: Record<string, never>;
  [SITE_EVENTS.languageSwitched]: { from: (typeof LOCALES)[number]; to: (typeof LOCALES)[number] };
  [SITE_EVENTS.searchUsed]: { results: number };
}

export const isAnalyticsEventName = (value: unknown): value is AnalyticsEventName =>
  typeof value === "string" && Object.prototype.hasOwnProperty.call(EVENT_PROPERTIES, value);

export const isSiteEventName = (value: unknown): value is SiteEventName => (Object.values(SITE_EVENTS) as unknown[]).includes(value);

export interface PropertiesCheck {
  /** What passed, by the event's own order of properties. */
  props: Record<string, string>;
  /** The names of what was dropped (`other` for properties the event does not have): for the log, never the values. */
  dropped: string[];
}

/** Keeps, of an event's properties, each that is one of the event's and passes its rule. */
export const cleanEventProperties = (name: AnalyticsEventName, value: unknown): PropertiesCheck => {
  if (value === undefined || value === null) return { props: {}, dropped: [] };
  if (typeof value !== "object" || Array.isArray(value)) return { props: {}, dropped: ["props"] };
  const rules = EVENT_PROPERTIES[name];
  const given = value as Record<string, unknown>;
  const props: Record<string, string> = {};
  const dropped: string[] = [];
  for (const [key, rule] of Object.entries(rules)) {
    if (!Object.prototype.hasOwnProperty.call(given, key)) continue;
    const raw = given[key];
    const clean = typeof raw === "string" ? rule(raw) : undefined;
    if (clean === undefined) dropped.push(key);
    else props[key] = clean;
  }
  if (Object.keys(given).some((key) => !Object.prototype.hasOwnProperty.call(rules, key))) dropped.push("other");
  return { props, dropped };
};

/** What is kept of a page's address: its path (trailing slashes dropped, as Gatsby serves both) and its campaign. */
export interface PageOfEvent {
  pathname: string;
  campaign: Campaign;
}

/**
 * The page of an event's address: its path, if it passes the attribution's rule for a path, and
 * its `utm_*` values that pass theirs; null for an address that is not an http(s) page of a site.
 */
export const pageOfAddress = (address: string): PageOfEvent | null => {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const pathname = cleanPath(normalisePath(url.pathname));
  if (pathname === undefined) return null;
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_KEYS) {
    const clean = cleanCampaignValue(url.searchParams.get(campaignParameter(key)) ?? undefined);
    if (clean !== undefined) campaign[key] = clean;
  }
  return { pathname, campaign };
};

/**
 * The host of the site that sent the visitor, when another site did: never its path (a search's or a
 * webmail's can name a person). `pageHosts`: the hosts the site answers on (the page's own, the
 * event's domain), from which a referrer is an in-site page.
 */
export const referrerHostOf = (referrer: unknown, pageHosts: readonly string[]): string | undefined => {
  if (typeof referrer !== "string" || referrer === "") return undefined;
  let host: string;
  try {
    host = new URL(referrer).hostname;
  } catch {
    return undefined;
  }
  if (pageHosts.includes(host)) return undefined;
  return cleanHost(host);
};

/** The campaign parameters a page's address may keep when the tracker sends it: nothing else of its query leaves the browser. */
export const CAMPAIGN_PARAMETERS: readonly string[] = CAMPAIGN_KEYS.map(campaignParameter);

/** The domain an event names (Plausible's `d`): a host name, as the attribution's rule for one. */
export const cleanDomain = (value: unknown): string | undefined => (typeof value === "string" ? cleanHost(value.toLowerCase()) : undefined);

/**
 * Plausible's event API, as the collector reads it: the JSON body that
 * @plausible-analytics/tracker sends (`n`, `u`, `d`, `r`, `p`, `i`, and an engagement ping's `e`
 * and `sd`; also the long names of Plausible's documented API, `name`, `url`, `domain`, `referrer`,
 * `props`, `interactive`), made into what is stored, with the site contract's rules
 * (site-contract/analytics.ts). What the tracker sends beside them (`v`, its version; `h`, hash
 * routing, which the site does not use; `$`, revenue, which it never sends) is not kept.
 *
 * An event without a known name, a page's address or a domain is refused whole; a property,
 * referrer or campaign value that breaks its rule is dropped alone. Pure: unit-tested in Node.
 */
import {
  type AnalyticsEventName,
  cleanDomain,
  cleanEventProperties,
  isAnalyticsEventName,
  pageOfAddress,
  referrerHostOf,
  TRACKER_EVENTS,
} from "../_shared/site-contract/analytics.ts";
import type { Campaign } from "../_shared/site-contract/attribution.ts";

export interface CollectedEvent {
  name: AnalyticsEventName;
  domain: string;
  pathname: string;
  campaign: Campaign;
  /** The host of another site that sent the visitor; null from the site itself or from nowhere. */
  referrerHost: string | null;
  props: Record<string, string>;
  interactive: boolean;
  /** An engagement ping's time engaged on the page (ms) and how far down it was read (0–100 %); null for any other event. */
  engagementMs: number | null;
  scrollDepth: number | null;
}

export type PayloadCheck =
  | { ok: true; event: CollectedEvent; dropped: string[] }
  /** Why it is refused, for the log: the value is never repeated. */
  | { ok: false; reason: "not_an_object" | "name" | "url" | "domain" };

/** The longest an engagement ping may say the page was engaged: a day. */
const MAX_ENGAGEMENT_MS = 86_400_000;

const own = (body: Record<string, unknown>, ...keys: string[]): unknown => {
  for (const key of keys) if (Object.prototype.hasOwnProperty.call(body, key)) return body[key];
  return undefined;
};

/** Plausible takes `props` as an object or as the JSON of one. */
const propsOf = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

const wholeNumber = (value: unknown, min: number, max: number): number | null =>
  typeof value === "number" && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : null;

export function readEventPayload(body: unknown): PayloadCheck {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, reason: "not_an_object" };
  const fields = body as Record<string, unknown>;
  const name = own(fields, "n", "name");
  if (!isAnalyticsEventName(name)) return { ok: false, reason: "name" };
  const address = own(fields, "u", "url");
  const page = typeof address === "string" ? pageOfAddress(address) : null;
  if (!page) return { ok: false, reason: "url" };
  const domain = cleanDomain(own(fields, "d", "domain"));
  if (!domain) return { ok: false, reason: "domain" };

  const dropped: string[] = [];
  const { props, dropped: droppedProps } = cleanEventProperties(name, propsOf(own(fields, "p", "props")));
  dropped.push(...droppedProps.map((key) => `props.${key}`));
  const referrer = own(fields, "r", "referrer");
  const referrerHost = referrerHostOf(referrer, [new URL(address as string).hostname, domain]) ?? null;
  const engagement = name === TRACKER_EVENTS.engagement;
  return {
    ok: true,
    event: {
      name,
      domain,
      pathname: page.pathname,
      campaign: page.campaign,
      referrerHost,
      props,
      interactive: own(fields, "i", "interactive") !== false,
      engagementMs: engagement ? wholeNumber(own(fields, "e"), 0, MAX_ENGAGEMENT_MS) : null,
      scrollDepth: engagement ? wholeNumber(own(fields, "sd"), 0, 100) : null,
    },
    dropped,
  };
}

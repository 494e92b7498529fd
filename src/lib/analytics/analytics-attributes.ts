/**
 * A link or button whose press is one of the site's named analytics events, by attributes
 * (`data-analytics-event` and one `data-analytics-<property>` per property): it works on a static
 * part too, and before React is live, since one listener on the document reads them
 * (page-analytics.ts). Rendered on the server: nothing here touches the browser.
 */
import type { SiteEventName, SiteEventProperties } from "../../../supabase/functions/_shared/site-contract/analytics";

/** The attribute that names the event a press sends. */
export const ANALYTICS_EVENT_ATTRIBUTE = "data-analytics-event";

/** The prefix of an event's property attributes (`data-analytics-to="en"`). */
export const ANALYTICS_PROPERTY_PREFIX = "data-analytics-";

/** The attributes that make a press send `name` with `props`. */
export const analyticsEventAttributes = <Name extends SiteEventName>(name: Name, props: SiteEventProperties[Name]): Record<string, string> => {
  const attributes: Record<string, string> = { [ANALYTICS_EVENT_ATTRIBUTE]: name };
  for (const [key, value] of Object.entries(props)) attributes[`${ANALYTICS_PROPERTY_PREFIX}${key}`] = String(value);
  return attributes;
};

/**
 * An event's .ics file in one language, written at build time beside its page (gatsby-node): the
 * entry from the event's node in that language, and the producer named in it. Kept apart from
 * event-calendar-entry.ts, which the event page imports, so the file's writer stays out of the browser.
 */
import { dictionaryFor } from "../../i18n/dictionary";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { eventCalendarEntry, type CalendarEventSource } from "./event-calendar-entry";
import { buildIcs } from "./ics";

/**
 * Who made the file (PRODID), in the file's language: "-//Altura Consulting//Eventi//IT",
 * "-//Altura Consulting//Events//EN".
 */
export const calendarProductId = (brandName: string, locale: Locale): string =>
  `-//${brandName}//${dictionaryFor(locale).pageNames.eventi}//${locale.toUpperCase()}`;

/** The .ics file of an event's page in `locale` (`event` is its node in that language); `stamp` is when it is made. */
export const eventIcsFile = (event: CalendarEventSource, site: { siteUrl: string; brandName: string }, locale: Locale, stamp: Date): string =>
  buildIcs(eventCalendarEntry(event, site.siteUrl, locale), { stamp, productId: calendarProductId(site.brandName, locale) });

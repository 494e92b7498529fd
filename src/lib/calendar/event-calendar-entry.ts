/**
 * An event as a calendar entry: the one source of the texts and times that the .ics file
 * (event-ics.ts) and the Google Calendar link (event page) carry. Both are made from the event's
 * node in the page's language, so an English page's calendar speaks English.
 */
import type { CalendarEntry } from "./ics";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { eventPath } from "../../../supabase/functions/_shared/site-contract/route-map";

export interface CalendarEventSource {
  jsonId: string;
  slug: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  location: { venue: string; city: string; region?: string | null };
}

/** "Auditorium Bastioni, Milano, Lombardia" (the region only when given). */
export const eventPlaceText = (location: CalendarEventSource["location"]): string =>
  [location.venue, location.city, location.region].filter(Boolean).join(", ");

/** The entry of an event's page in one language: its texts and its address are that language's. */
export const eventCalendarEntry = (event: CalendarEventSource, siteUrl: string, locale: Locale): CalendarEntry => ({
  uid: `${event.jsonId}@${new URL(siteUrl).hostname}`,
  title: event.title,
  description: event.description,
  location: eventPlaceText(event.location),
  start: event.startDate,
  end: event.endDate,
  url: `${siteUrl.replace(/\/$/, "")}${eventPath(event.slug, locale)}`,
});

/** An event is over once its end has passed: it is then no longer offered for the calendar. */
export const isEventOver = (endIso: string, now: Date): boolean => Date.parse(endIso) <= now.getTime();

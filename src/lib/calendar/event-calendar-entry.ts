/**
 * An event of data/events.json as a calendar entry: the one source of the texts and
 * times that the .ics file (gatsby-node) and the Google Calendar link (event page) carry.
 */
import type { CalendarEntry } from "./ics";
import { eventPath } from "../catalogue/detail-paths";

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

export const eventCalendarEntry = (event: CalendarEventSource, siteUrl: string): CalendarEntry => ({
  uid: `${event.jsonId}@${new URL(siteUrl).hostname}`,
  title: event.title,
  description: event.description,
  location: eventPlaceText(event.location),
  start: event.startDate,
  end: event.endDate,
  url: `${siteUrl.replace(/\/$/, "")}${eventPath(event.slug)}`,
});

/** An event is over once its end has passed: it is then no longer offered for the calendar. */
export const isEventOver = (endIso: string, now: Date): boolean => Date.parse(endIso) <= now.getTime();

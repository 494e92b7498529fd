/**
 * 'Aggiungi a Google Calendar': Google's template link, with the event's times as the
 * clock in Italy and the zone named (ctz), the same times as the .ics file.
 */
import { ROME_TIME_ZONE } from "../format/rome-time";
import type { CalendarEntry } from "./ics";
import { romeWallClock } from "./rome-wall-clock";

export const GOOGLE_CALENDAR_TEMPLATE = "https://calendar.google.com/calendar/render";

export const googleCalendarHref = (entry: Omit<CalendarEntry, "uid">): string => {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: entry.title,
    dates: `${romeWallClock(entry.start)}/${romeWallClock(entry.end)}`,
    ctz: ROME_TIME_ZONE,
    details: entry.url ? `${entry.description}\n\n${entry.url}` : entry.description,
    location: entry.location,
  });
  return `${GOOGLE_CALENDAR_TEMPLATE}?${params.toString()}`;
};

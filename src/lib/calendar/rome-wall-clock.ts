/**
 * Calendar files and links write an event's times as the clock on the wall in Italy
 * ("20270121T090000", with the zone named beside it), not as UTC: a reader in another
 * zone still sees the right hour, and daylight-saving changes are the calendar's job.
 */
import { romeWallClockParts } from "../format/rome-time";

/** "2027-01-21T09:00:00+01:00" → "20270121T090000" (the time in Italy, whatever the machine's zone). */
export const romeWallClock = (iso: string): string => {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new Error(`Not a date: "${iso}"`);
  const { year, month, day, hour, minute, second } = romeWallClockParts(instant);
  return `${year}${month}${day}T${hour}${minute}${second}`;
};

/** An instant in UTC as iCalendar writes it: "20261122T021500Z". */
export const utcStamp = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");

/**
 * Calendar files and links write an event's times as the clock on the wall in Italy
 * ("20270121T090000", with the zone named beside it), not as UTC: a reader in another
 * zone still sees the right hour, and daylight-saving changes are the calendar's job.
 */
import { ROME_TIME_ZONE } from "../format/rome-time";
import { once } from "../format/once";

const wallClock = once(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: ROME_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }),
);

/** "2027-01-21T09:00:00+01:00" → "20270121T090000" (the time in Italy, whatever the machine's zone). */
export const romeWallClock = (iso: string): string => {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new Error(`Not a date: "${iso}"`);
  const parts = wallClock().formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}${part("month")}${part("day")}T${part("hour")}${part("minute")}${part("second")}`;
};

/** An instant in UTC as iCalendar writes it: "20261122T021500Z". */
export const utcStamp = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");

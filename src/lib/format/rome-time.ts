/**
 * Dates of events are written in Italian time (Europe/Rome), whatever the time zone
 * of the machine that builds the site. These helpers make that explicit.
 */

import { once } from "./once";

export const ROME_TIME_ZONE = "Europe/Rome";

/** UTC offset of Europe/Rome at an instant, as written in ISO 8601 (`+01:00` or `+02:00`). */
export const romeOffset = (instant: Date): string => {
  const part = new Intl.DateTimeFormat("en-GB", { timeZone: ROME_TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName")?.value;
  // "GMT+01:00"; plain "GMT" would mean zero offset, which Rome never has, but keep it correct.
  const offset = part?.replace("GMT", "") || "+00:00";
  return offset;
};

// Made at first use: a formatter costs time to build, and most pages never ask.
const romeClock = once(
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

/** The clock on the wall in Italy at an instant: year, month, day, hour, minute, second, two digits each (four for the year). */
export const romeWallClockParts = (instant: Date): Record<"year" | "month" | "day" | "hour" | "minute" | "second", string> => {
  const parts = romeClock().formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute"), second: part("second") };
};

/** An instant as the content writes it: Italian wall-clock time with its offset, `2026-03-10T09:00:00+01:00`. */
export const romeIsoString = (instant: Date): string => {
  const { year, month, day, hour, minute, second } = romeWallClockParts(instant);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${romeOffset(instant)}`;
};

/**
 * Dates of events are written in Italian time (Europe/Rome), whatever the time zone
 * of the machine that builds the site. These helpers make that explicit.
 */

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

/** An instant as the content writes it: Italian wall-clock time with its offset, `2026-03-10T09:00:00+01:00`. */
export const romeIsoString = (instant: Date): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: ROME_TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${romeOffset(instant)}`;
};

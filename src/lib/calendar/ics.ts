/**
 * One event as an iCalendar file (RFC 5545), written at build time beside the event's
 * page. Pure: the same input gives the same bytes, so it is tested line by line.
 *
 * Times carry TZID=Europe/Rome and the file describes that zone (VTIMEZONE with the
 * EU rules: CEST from the last Sunday of March, CET from the last Sunday of October),
 * so calendars that do not know the zone's name still place the event at the right hour.
 */
import { ROME_TIME_ZONE } from "../format/rome-time";
import { romeWallClock, utcStamp } from "./rome-wall-clock";

export interface CalendarEntry {
  /** Globally unique and stable across builds, e.g. "kick-off-strategico-2027@alturaconsulting.it". */
  uid: string;
  title: string;
  description: string;
  location: string;
  /** ISO 8601 with offset, as in data/events/. */
  start: string;
  end: string;
  /** The event's page, added as URL and at the end of the description. */
  url?: string;
}

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped; line breaks as \n. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

const encoder = new TextEncoder();
const octets = (text: string): number => encoder.encode(text).length;

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): each continuation starts with a
 * space, which counts towards its 75. Splits between characters, never inside a
 * multi-byte UTF-8 sequence or a surrogate pair.
 */
export const foldLine = (line: string): string => {
  if (octets(line) <= MAX_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    const charSize = octets(char);
    if (size + charSize > limit) {
      lines.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += charSize;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
};

/** The Europe/Rome zone as a VTIMEZONE: the EU daylight-saving rules in force since 1996. */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${ROME_TIME_ZONE}`,
  `X-LIC-LOCATION:${ROME_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZNAME:CEST",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZNAME:CET",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/**
 * The .ics file of one event. `stamp` is when the file was made (DTSTAMP, in UTC);
 * `productId` names the producer (PRODID), e.g. "-//Altura Consulting//Eventi//IT".
 */
export const buildIcs = (entry: CalendarEntry, options: { stamp: Date; productId: string }): string => {
  const description = entry.url ? `${entry.description}\n\n${entry.url}` : entry.description;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${options.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${entry.uid}`,
    `DTSTAMP:${utcStamp(options.stamp)}`,
    `DTSTART;TZID=${ROME_TIME_ZONE}:${romeWallClock(entry.start)}`,
    `DTEND;TZID=${ROME_TIME_ZONE}:${romeWallClock(entry.end)}`,
    `SUMMARY:${escapeText(entry.title)}`,
    `LOCATION:${escapeText(entry.location)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(entry.url ? [`URL:${entry.url}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
};

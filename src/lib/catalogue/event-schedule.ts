/**
 * When an event takes place, in words an Italian reader expects: the day or the span
 * of days, the times, and how long it lasts (hours for an event within a day, days for
 * one that spans several). Always in Italian time, whatever the machine's zone.
 */
import { formatTime } from "../format/italian";
import { ROME_TIME_ZONE } from "../format/rome-time";
import { once } from "../format/once";

const MINUTES_PER_DAY = 24 * 60;

interface RomeDay {
  day: number;
  month: string;
  year: number;
  /** "2027-09-23": comparable as text. */
  key: string;
}

const dayParts = once(() => new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric", timeZone: ROME_TIME_ZONE }));
const isoDay = once(() => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: ROME_TIME_ZONE }));
const shortMonth = once(() => new Intl.DateTimeFormat("it-IT", { month: "short", timeZone: ROME_TIME_ZONE }));

const romeDay = (iso: string): RomeDay => {
  const date = new Date(iso);
  const parts = dayParts().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: Number(part("day")), month: part("month"), year: Number(part("year")), key: isoDay().format(date) };
};

const minutesBetween = (startIso: string, endIso: string): number => Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000);

/** Whether the event fits within a day (an evening that ends after midnight included). */
export const isSingleDayEvent = (startIso: string, endIso: string): boolean => minutesBetween(startIso, endIso) < MINUTES_PER_DAY;

/** Calendar days in Italy from the first to the last day of the event, both included. */
const calendarDays = (startIso: string, endIso: string): number => {
  const start = Date.parse(`${romeDay(startIso).key}T00:00:00Z`);
  const end = Date.parse(`${romeDay(endIso).key}T00:00:00Z`);
  return Math.round((end - start) / (MINUTES_PER_DAY * 60_000)) + 1;
};

/** 9 h → "9 ore", 8 h 30 → "8 ore e mezza", 1 h 15 → "1 ora e 15 minuti", 45 min → "45 minuti". */
export const formatHoursAndMinutes = (totalMinutes: number): string => {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} minuti`;
  const hoursText = hours === 1 ? "1 ora" : `${hours} ore`;
  if (minutes === 0) return hoursText;
  return minutes === 30 ? `${hoursText} e mezza` : `${hoursText} e ${minutes} minuti`;
};

/** How long the event lasts: "9 ore", "8 ore e mezza" within a day; "4 giorni" across several. */
export const eventDuration = (startIso: string, endIso: string): string => {
  if (isSingleDayEvent(startIso, endIso)) return formatHoursAndMinutes(minutesBetween(startIso, endIso));
  const days = calendarDays(startIso, endIso);
  return days === 1 ? "1 giorno" : `${days} giorni`;
};

/**
 * The day of the event: "21 gennaio 2027"; across several days "dal 23 al 26 settembre
 * 2027", "dal 30 settembre al 2 ottobre 2027" or "dal 30 dicembre 2027 al 2 gennaio 2028".
 * An evening that ends after midnight is still the day it starts on.
 */
export const eventDateText = (startIso: string, endIso: string): string => {
  const start = romeDay(startIso);
  if (isSingleDayEvent(startIso, endIso)) return `${start.day} ${start.month} ${start.year}`;
  const end = romeDay(endIso);
  if (start.year !== end.year) return `dal ${start.day} ${start.month} ${start.year} al ${end.day} ${end.month} ${end.year}`;
  if (start.month !== end.month) return `dal ${start.day} ${start.month} al ${end.day} ${end.month} ${end.year}`;
  return `dal ${start.day} al ${end.day} ${end.month} ${end.year}`;
};

/** The times: "dalle 09:00 alle 18:00" within a day; "inizio alle 10:00, fine alle 16:00" across several. */
export const eventTimeText = (startIso: string, endIso: string): string =>
  isSingleDayEvent(startIso, endIso)
    ? `dalle ${formatTime(startIso)} alle ${formatTime(endIso)}`
    : `inizio alle ${formatTime(startIso)}, fine alle ${formatTime(endIso)}`;

/** Day of the month and abbreviated month for a calendar tile: { day: "21", month: "gen" }. */
export const calendarTile = (iso: string): { day: string; month: string } => ({
  day: String(romeDay(iso).day),
  month: shortMonth().format(new Date(iso)).replace(".", ""),
});

/** A day written as a date only ("2026-05-21") → "maggio 2026". */
export const formatMonthYear = (isoDate: string): string =>
  new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));

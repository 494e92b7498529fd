/**
 * When an event takes place, in words a reader of each language expects: the day or the span
 * of days, the times, and how long it lasts (hours for an event within a day, days for
 * one that spans several). Always in Italian time, whatever the machine's zone. The words are the
 * dictionaries' (`schedule`), the month names Intl's in the locale's tag.
 */
import { dictionaryFor } from "../../i18n/dictionary";
import type { ScheduleDay } from "../../i18n/dictionaries/it";
import { LOCALE_SETTINGS, type Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { formatsFor } from "../format/formats";
import { ROME_TIME_ZONE } from "../format/rome-time";
import { once } from "../format/once";

const MINUTES_PER_DAY = 24 * 60;

export interface EventSchedule {
  /** How long the event lasts: "9 ore", "8 ore e mezza" within a day; "4 giorni" across several. */
  eventDuration(startIso: string, endIso: string): string;
  /**
   * The day of the event: "21 gennaio 2027"; across several days "dal 23 al 26 settembre
   * 2027", "dal 30 settembre al 2 ottobre 2027" or "dal 30 dicembre 2027 al 2 gennaio 2028".
   * An evening that ends after midnight is still the day it starts on.
   */
  eventDateText(startIso: string, endIso: string): string;
  /** The times: "dalle 09:00 alle 18:00" within a day; "inizio alle 10:00, fine alle 16:00" across several. */
  eventTimeText(startIso: string, endIso: string): string;
  /** Day of the month and abbreviated month for a calendar tile: { day: "21", month: "gen" }. */
  calendarTile(iso: string): { day: string; month: string };
  /** A day written as a date only ("2026-05-21") → "maggio 2026". */
  formatMonthYear(isoDate: string): string;
  /** 9 h → "9 ore", 8 h 30 → "8 ore e mezza", 1 h 15 → "1 ora e 15 minuti", 45 min → "45 minuti". */
  formatHoursAndMinutes(totalMinutes: number): string;
}

interface RomeDay extends ScheduleDay {
  /** "2027-09-23": comparable as text. */
  key: string;
}

const isoDay = once(() => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: ROME_TIME_ZONE }));

const minutesBetween = (startIso: string, endIso: string): number => Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000);

/** Whether the event fits within a day (an evening that ends after midnight included). */
export const isSingleDayEvent = (startIso: string, endIso: string): boolean => minutesBetween(startIso, endIso) < MINUTES_PER_DAY;

const makeSchedule = (locale: Locale): EventSchedule => {
  const tag = LOCALE_SETTINGS[locale].intlTag;
  const words = dictionaryFor(locale).schedule;
  const { formatTime } = formatsFor(locale);
  const dayParts = once(() => new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: ROME_TIME_ZONE }));
  const shortMonth = once(() => new Intl.DateTimeFormat(tag, { month: "short", timeZone: ROME_TIME_ZONE }));
  const monthYear = once(() => new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }));

  const romeDay = (iso: string): RomeDay => {
    const date = new Date(iso);
    const parts = dayParts().formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
    return { day: Number(part("day")), month: part("month"), year: Number(part("year")), key: isoDay().format(date) };
  };

  /** Calendar days in Italy from the first to the last day of the event, both included. */
  const calendarDays = (startIso: string, endIso: string): number => {
    const start = Date.parse(`${romeDay(startIso).key}T00:00:00Z`);
    const end = Date.parse(`${romeDay(endIso).key}T00:00:00Z`);
    return Math.round((end - start) / (MINUTES_PER_DAY * 60_000)) + 1;
  };

  const formatHoursAndMinutes = (totalMinutes: number): string => words.hoursAndMinutes(Math.floor(totalMinutes / 60), totalMinutes % 60);

  return {
    formatHoursAndMinutes,
    eventDuration: (startIso, endIso) =>
      isSingleDayEvent(startIso, endIso) ? formatHoursAndMinutes(minutesBetween(startIso, endIso)) : words.days(calendarDays(startIso, endIso)),
    eventDateText: (startIso, endIso) => {
      // The single day as Intl writes it: the parts in the locale's own order.
      if (isSingleDayEvent(startIso, endIso)) return dayParts().format(new Date(startIso));
      const start = romeDay(startIso);
      const end = romeDay(endIso);
      if (start.year !== end.year) return words.daysAcrossYears(start, end);
      if (start.month !== end.month) return words.daysInYear(start, end);
      return words.daysInMonth(start, end);
    },
    eventTimeText: (startIso, endIso) =>
      isSingleDayEvent(startIso, endIso)
        ? words.timesInDay(formatTime(startIso), formatTime(endIso))
        : words.timesAcrossDays(formatTime(startIso), formatTime(endIso)),
    calendarTile: (iso) => ({
      day: String(romeDay(iso).day),
      month: shortMonth().format(new Date(iso)).replace(".", ""),
    }),
    formatMonthYear: (isoDate) => monthYear().format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`)),
  };
};

const SCHEDULES: Readonly<Record<Locale, EventSchedule>> = { it: makeSchedule("it"), en: makeSchedule("en") };

/** One language's schedule texts (each builds its Intl objects on first use). */
export const eventScheduleFor = (locale: Locale): EventSchedule => SCHEDULES[locale];

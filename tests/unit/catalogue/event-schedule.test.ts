/** The schedule's words in each language (src/lib/catalogue/event-schedule.ts); the Italian ones as they have always been. */
import { eventScheduleFor, isSingleDayEvent } from "../../../src/lib/catalogue/event-schedule";

const { calendarTile, eventDateText, eventDuration, eventTimeText, formatHoursAndMinutes, formatMonthYear } = eventScheduleFor("it");

test("hours and minutes in Italian", () => {
  expect(formatHoursAndMinutes(9 * 60)).toBe("9 ore");
  expect(formatHoursAndMinutes(60)).toBe("1 ora");
  expect(formatHoursAndMinutes(8 * 60 + 30)).toBe("8 ore e mezza");
  expect(formatHoursAndMinutes(90)).toBe("1 ora e mezza");
  expect(formatHoursAndMinutes(75)).toBe("1 ora e 15 minuti");
  expect(formatHoursAndMinutes(45)).toBe("45 minuti");
});

describe("an event within a day", () => {
  const start = "2027-01-21T09:00:00+01:00";
  const end = "2027-01-21T18:00:00+01:00";
  test("lasts hours", () => {
    expect(isSingleDayEvent(start, end)).toBe(true);
    expect(eventDuration(start, end)).toBe("9 ore");
    expect(eventDuration("2027-04-15T09:30:00+02:00", "2027-04-15T18:00:00+02:00")).toBe("8 ore e mezza");
  });
  test("is written as one day, with its times", () => {
    expect(eventDateText(start, end)).toBe("21 gennaio 2027");
    expect(eventTimeText(start, end)).toBe("dalle 09:00 alle 18:00");
  });
  test("an evening that ends after midnight stays on its first day", () => {
    const galaStart = "2027-12-10T19:30:00+01:00";
    const galaEnd = "2027-12-11T00:30:00+01:00";
    expect(eventDuration(galaStart, galaEnd)).toBe("5 ore");
    expect(eventDateText(galaStart, galaEnd)).toBe("10 dicembre 2027");
    expect(eventTimeText(galaStart, galaEnd)).toBe("dalle 19:30 alle 00:30");
  });
});

describe("an event across several days", () => {
  const start = "2027-09-23T10:00:00+02:00";
  const end = "2027-09-26T16:00:00+02:00";
  test("lasts calendar days, first and last included", () => {
    expect(isSingleDayEvent(start, end)).toBe(false);
    expect(eventDuration(start, end)).toBe("4 giorni");
    expect(eventDuration("2027-03-01T09:00:00+01:00", "2027-03-02T12:00:00+01:00")).toBe("2 giorni");
  });
  test("is written as a span of days", () => {
    expect(eventDateText(start, end)).toBe("dal 23 al 26 settembre 2027");
    expect(eventDateText("2027-09-30T10:00:00+02:00", "2027-10-02T16:00:00+02:00")).toBe("dal 30 settembre al 2 ottobre 2027");
    expect(eventDateText("2027-12-30T10:00:00+01:00", "2028-01-02T16:00:00+01:00")).toBe("dal 30 dicembre 2027 al 2 gennaio 2028");
    expect(eventTimeText(start, end)).toBe("inizio alle 10:00, fine alle 16:00");
  });
});

test("days are those of Italy, whatever the machine's zone", () => {
  // 00:30 in Rome on 1 July is still 30 June in UTC.
  expect(calendarTile("2027-07-01T00:30:00+02:00")).toEqual({ day: "1", month: "lug" });
  expect(eventDateText("2027-07-01T00:30:00+02:00", "2027-07-01T02:00:00+02:00")).toBe("1 luglio 2027");
});

test("calendar tiles and month names", () => {
  expect(calendarTile("2027-01-21T09:00:00+01:00")).toEqual({ day: "21", month: "gen" });
  expect(formatMonthYear("2026-05-21")).toBe("maggio 2026");
  expect(formatMonthYear("2025-12-12")).toBe("dicembre 2025");
});

describe("in English", () => {
  const english = eventScheduleFor("en");

  test("hours and minutes", () => {
    expect(english.formatHoursAndMinutes(9 * 60)).toBe("9 hours");
    expect(english.formatHoursAndMinutes(60)).toBe("1 hour");
    expect(english.formatHoursAndMinutes(8 * 60 + 30)).toBe("8.5 hours");
    expect(english.formatHoursAndMinutes(90)).toBe("1.5 hours");
    expect(english.formatHoursAndMinutes(75)).toBe("1 hour 15 minutes");
    expect(english.formatHoursAndMinutes(45)).toBe("45 minutes");
    expect(english.formatHoursAndMinutes(30)).toBe("30 minutes");
  });

  test("an event within a day: its day, its times, its length", () => {
    expect(english.eventDateText("2027-01-21T09:00:00+01:00", "2027-01-21T18:00:00+01:00")).toBe("21 January 2027");
    expect(english.eventTimeText("2027-01-21T09:00:00+01:00", "2027-01-21T18:00:00+01:00")).toBe("09:00 to 18:00");
    expect(english.eventDuration("2027-04-15T09:30:00+02:00", "2027-04-15T18:00:00+02:00")).toBe("8.5 hours");
    // An evening that ends after midnight stays on its first day.
    expect(english.eventDateText("2027-12-10T19:30:00+01:00", "2027-12-11T00:30:00+01:00")).toBe("10 December 2027");
    expect(english.eventTimeText("2027-12-10T19:30:00+01:00", "2027-12-11T00:30:00+01:00")).toBe("19:30 to 00:30");
  });

  test("an event across several days: a span of days, as British English writes it", () => {
    const start = "2027-09-23T10:00:00+02:00";
    const end = "2027-09-26T16:00:00+02:00";
    expect(english.eventDuration(start, end)).toBe("4 days");
    expect(english.eventDuration("2027-03-01T09:00:00+01:00", "2027-03-02T12:00:00+01:00")).toBe("2 days");
    expect(english.eventDateText(start, end)).toBe("23–26 September 2027");
    expect(english.eventDateText("2027-09-30T10:00:00+02:00", "2027-10-02T16:00:00+02:00")).toBe("30 September – 2 October 2027");
    expect(english.eventDateText("2027-12-30T10:00:00+01:00", "2028-01-02T16:00:00+01:00")).toBe("30 December 2027 – 2 January 2028");
    expect(english.eventTimeText(start, end)).toBe("starts at 10:00, ends at 16:00");
  });

  test("calendar tiles and month names, on Italy's days", () => {
    expect(english.calendarTile("2027-01-21T09:00:00+01:00")).toEqual({ day: "21", month: "Jan" });
    expect(english.calendarTile("2027-07-01T00:30:00+02:00")).toEqual({ day: "1", month: "Jul" });
    expect(english.formatMonthYear("2026-05-21")).toBe("May 2026");
    expect(english.formatMonthYear("2025-12-12")).toBe("December 2025");
  });
});

test("a single minute is singular in both languages", () => {
  expect(formatHoursAndMinutes(61)).toBe("1 ora e 1 minuto");
  expect(eventScheduleFor("en").formatHoursAndMinutes(61)).toBe("1 hour 1 minute");
});

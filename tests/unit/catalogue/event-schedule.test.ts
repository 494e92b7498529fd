import {
  calendarTile,
  eventDateText,
  eventDuration,
  eventTimeText,
  formatHoursAndMinutes,
  formatMonthYear,
  isSingleDayEvent,
} from "../../../src/lib/catalogue/event-schedule";

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

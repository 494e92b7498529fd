/** The .ics writer (src/lib/calendar/ics.ts), line by line against RFC 5545, and read back by ical.js. */
import ICAL from "ical.js";
import { buildIcs, escapeText, foldLine, type CalendarEntry } from "../../../src/lib/calendar/ics";
import { romeWallClock, utcStamp } from "../../../src/lib/calendar/rome-wall-clock";

const entry: CalendarEntry = {
  uid: "kick-off-strategico-2027@www.alturaconsulting.it",
  title: "Kick-off strategico 2027",
  description:
    "Una giornata per presentare la strategia del nuovo anno, allineare i team su obiettivi e priorità; plenaria, workshop e networking.\nFormat adattabile: chiedici \\ scrivici.",
  location: "Auditorium Bastioni, Milano, Lombardia",
  start: "2027-01-21T09:00:00+01:00",
  end: "2027-01-21T18:00:00+01:00",
  url: "https://www.alturaconsulting.it/eventi/kick-off-strategico-2027",
};
const stamp = new Date("2026-11-22T02:15:30.123Z");
const build = (e: CalendarEntry = entry) => buildIcs(e, { stamp, productId: "-//Altura Consulting//Eventi//IT" });
const octets = (s: string) => Buffer.byteLength(s, "utf8");
/** Content lines with their folding undone (RFC 5545 §3.1). */
const unfold = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .slice(0, -1);

describe("line format", () => {
  test("every line ends with CRLF, with no bare CR or LF anywhere", () => {
    const ics = build();
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  test("no physical line is longer than 75 octets, multi-byte characters included", () => {
    const long = { ...entry, title: "Àèìòù ".repeat(40), description: "€ perché — “citazione” 😀 ".repeat(30) };
    for (const line of build(long).split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  test("folding never splits a UTF-8 sequence and unfolds to the original line", () => {
    const line = `SUMMARY:${"città è più 😀 ".repeat(20)}`;
    const folded = foldLine(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(1);
    physical.forEach((part, i) => {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(" ")).toBe(true);
      // A lone surrogate or a cut UTF-8 sequence would not survive the round trip.
      expect(Buffer.from(part, "utf8").toString("utf8")).toBe(part);
      expect(part).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    });
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  test("a line of exactly 75 octets is left alone; 76 folds into 75 + ' ' and 1", () => {
    const exact = "X".repeat(75);
    expect(foldLine(exact)).toBe(exact);
    expect(foldLine("X".repeat(76))).toBe(`${"X".repeat(75)}\r\n X`);
  });

  test("escapes backslash, semicolon, comma and line breaks in TEXT values", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    const lines = unfold(build());
    expect(lines).toContain("LOCATION:Auditorium Bastioni\\, Milano\\, Lombardia");
    const description = lines.find((l) => l.startsWith("DESCRIPTION:"))!;
    expect(description).toContain("priorità\\; plenaria\\, workshop");
    expect(description).toContain("networking.\\nFormat adattabile: chiedici \\\\ scrivici.\\n\\nhttps://");
  });
});

describe("content", () => {
  const lines = unfold(build());

  test("a VCALENDAR with version, producer and one VEVENT", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("PRODID:-//Altura Consulting//Eventi//IT");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
  });

  test("UID, DTSTAMP in UTC, SUMMARY", () => {
    expect(lines).toContain("UID:kick-off-strategico-2027@www.alturaconsulting.it");
    expect(lines).toContain("DTSTAMP:20261122T021530Z");
    expect(lines).toContain("SUMMARY:Kick-off strategico 2027");
  });

  test("DTSTART and DTEND as the time in Italy with TZID=Europe/Rome", () => {
    expect(lines).toContain("DTSTART;TZID=Europe/Rome:20270121T090000");
    expect(lines).toContain("DTEND;TZID=Europe/Rome:20270121T180000");
  });

  test("a VTIMEZONE for Europe/Rome with the CEST and CET rules, before the event", () => {
    const start = lines.indexOf("BEGIN:VTIMEZONE");
    const end = lines.indexOf("END:VTIMEZONE");
    expect(start).toBeGreaterThan(0);
    expect(end).toBeLessThan(lines.indexOf("BEGIN:VEVENT"));
    const zone = lines.slice(start, end + 1);
    expect(zone).toContain("TZID:Europe/Rome");
    expect(zone.join("\n")).toContain(
      [
        "BEGIN:DAYLIGHT",
        "TZNAME:CEST",
        "TZOFFSETFROM:+0100",
        "TZOFFSETTO:+0200",
        "DTSTART:19700329T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
        "END:DAYLIGHT",
      ].join("\n"),
    );
    expect(zone.join("\n")).toContain(
      [
        "BEGIN:STANDARD",
        "TZNAME:CET",
        "TZOFFSETFROM:+0200",
        "TZOFFSETTO:+0100",
        "DTSTART:19701025T030000",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
        "END:STANDARD",
      ].join("\n"),
    );
  });

  test("every property is NAME[;PARAM]:VALUE", () => {
    for (const line of lines) expect(line).toMatch(/^[A-Z-]+(;[A-Z-]+=[^:;]+)*:.+$/);
  });

  test("the same input gives the same bytes", () => {
    expect(build()).toBe(build());
  });
});

describe("wall-clock times", () => {
  test("winter and summer offsets give the time in Italy", () => {
    expect(romeWallClock("2027-01-21T09:00:00+01:00")).toBe("20270121T090000");
    expect(romeWallClock("2027-04-15T09:30:00+02:00")).toBe("20270415T093000");
    expect(romeWallClock("2027-04-15T07:30:00Z")).toBe("20270415T093000");
    expect(romeWallClock("2027-12-11T00:30:00+01:00")).toBe("20271211T003000");
  });

  test("UTC stamps drop the milliseconds", () => {
    expect(utcStamp(new Date("2026-11-22T02:15:30.999Z"))).toBe("20261122T021530Z");
  });
});

describe("read back by ical.js", () => {
  const parse = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
    ICAL.TimezoneService.register(zone);
    return new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  };

  afterEach(() => ICAL.TimezoneService.reset());

  test("summary, location, description and uid come back unescaped", () => {
    const event = parse(build());
    expect(event.uid).toBe(entry.uid);
    expect(event.summary).toBe(entry.title);
    expect(event.location).toBe(entry.location);
    expect(event.description).toBe(`${entry.description}\n\n${entry.url}`);
  });

  test("start and end are the right instants in Europe/Rome, winter and summer", () => {
    const winter = parse(build());
    expect(winter.startDate.zone?.tzid).toBe("Europe/Rome");
    expect(winter.startDate.toJSDate().toISOString()).toBe("2027-01-21T08:00:00.000Z");
    expect(winter.endDate.toJSDate().toISOString()).toBe("2027-01-21T17:00:00.000Z");
    ICAL.TimezoneService.reset();
    const summer = parse(build({ ...entry, start: "2027-09-23T10:00:00+02:00", end: "2027-09-26T16:00:00+02:00" }));
    expect(summer.startDate.toJSDate().toISOString()).toBe("2027-09-23T08:00:00.000Z");
    expect(summer.endDate.toJSDate().toISOString()).toBe("2027-09-26T14:00:00.000Z");
  });

  test("long multi-byte texts unfold to what was written", () => {
    const long = { ...entry, title: "Gala di fine anno — città, più “energia”; 😀 ".repeat(5), description: "Àèìòù, ;\\ ".repeat(30) };
    const event = parse(build(long));
    expect(event.summary).toBe(long.title);
    expect(event.description).toBe(`${long.description}\n\n${entry.url}`);
  });
});

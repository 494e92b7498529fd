/**
 * An event's .ics file and Google Calendar link in each language: made from the event's node in the
 * page's language, so the English page's calendar carries the English title, description, place and
 * address, and names its producer in English; the Italian file is the one it has always been.
 */
import { eventCalendarEntry } from "../../../src/lib/calendar/event-calendar-entry";
import { calendarProductId, eventIcsFile } from "../../../src/lib/calendar/event-ics";
import { googleCalendarHref } from "../../../src/lib/calendar/google-calendar";
import { buildIcs } from "../../../src/lib/calendar/ics";

const SITE = { siteUrl: "https://www.alturaconsulting.it", brandName: "Altura Consulting" };
const STAMP = new Date("2026-11-22T02:15:00Z");

/** One event, as its two nodes give it: the facts once, the texts (and the slug) in each language. */
const facts = { jsonId: "kick-off-strategico-2027", startDate: "2027-01-21T09:00:00+01:00", endDate: "2027-01-21T18:00:00+01:00" };
const italian = {
  ...facts,
  slug: "kick-off-strategico-2027",
  title: "Kick-off strategico 2027",
  description: "Una giornata per presentare la strategia del nuovo anno.",
  location: { venue: "Auditorium Bastioni", city: "Milano", region: "Lombardia" },
};
const english = {
  ...facts,
  slug: "strategy-kick-off-2027",
  title: "Strategy kick-off 2027",
  description: "A day to present the new year's strategy.",
  location: { venue: "Auditorium Bastioni", city: "Milan", region: "Lombardy" },
};

/** The content lines of an .ics file, folded lines joined again. */
const linesOf = (ics: string): string[] => ics.replace(/\r\n /g, "").split("\r\n");

test("the producer is named in the file's language", () => {
  expect(calendarProductId("Altura Consulting", "it")).toBe("-//Altura Consulting//Eventi//IT");
  expect(calendarProductId("Altura Consulting", "en")).toBe("-//Altura Consulting//Events//EN");
});

test("the Italian file is the one the site has always written", () => {
  const before = buildIcs(eventCalendarEntry(italian, SITE.siteUrl, "it"), { stamp: STAMP, productId: "-//Altura Consulting//Eventi//IT" });
  expect(eventIcsFile(italian, SITE, "it", STAMP)).toBe(before);
});

test("the English page's file is in English, from the English node, with the English page's address", () => {
  const lines = linesOf(eventIcsFile(english, SITE, "en", STAMP));
  expect(lines).toContain("PRODID:-//Altura Consulting//Events//EN");
  expect(lines).toContain("SUMMARY:Strategy kick-off 2027");
  expect(lines).toContain("LOCATION:Auditorium Bastioni\\, Milan\\, Lombardy");
  expect(lines).toContain("DESCRIPTION:A day to present the new year's strategy.\\n\\nhttps://www.alturaconsulting.it/en/events/strategy-kick-off-2027");
  expect(lines).toContain("URL:https://www.alturaconsulting.it/en/events/strategy-kick-off-2027");
  // The same event in both languages: one uid, so a calendar that has both keeps one entry.
  expect(lines).toContain("UID:kick-off-strategico-2027@www.alturaconsulting.it");
  expect(lines).toContain("DTSTART;TZID=Europe/Rome:20270121T090000");
  // The uid is the event's id, a fact; every text is English.
  expect(lines.filter((line) => !line.startsWith("UID:")).join("\n")).not.toMatch(/Milano|Lombardia|strategico|Eventi/);
});

test("the English page's Google Calendar link is in English", () => {
  const href = new URL(googleCalendarHref(eventCalendarEntry(english, SITE.siteUrl, "en")));
  expect(href.searchParams.get("text")).toBe("Strategy kick-off 2027");
  expect(href.searchParams.get("location")).toBe("Auditorium Bastioni, Milan, Lombardy");
  expect(href.searchParams.get("details")).toBe(
    "A day to present the new year's strategy.\n\nhttps://www.alturaconsulting.it/en/events/strategy-kick-off-2027",
  );
  expect(href.searchParams.get("dates")).toBe("20270121T090000/20270121T180000");
});

/** The event's calendar entry, the Google Calendar link, and when an event stops being offered. */
import { eventCalendarEntry, eventPlaceText, isEventOver } from "../../../src/lib/calendar/event-calendar-entry";
import { googleCalendarHref } from "../../../src/lib/calendar/google-calendar";

const event = {
  jsonId: "gala-aziendale-fine-anno",
  slug: "gala-aziendale-fine-anno",
  title: "Gala aziendale di fine anno",
  description: "Una serata elegante, con cena e premiazioni.",
  startDate: "2027-12-10T19:30:00+01:00",
  endDate: "2027-12-11T00:30:00+01:00",
  location: { venue: "Villa Necchi", city: "Milano", region: "Lombardia" },
};

test("the entry carries a stable uid on the site's host and the page's address", () => {
  const entry = eventCalendarEntry(event, "https://www.alturaconsulting.it/", "it");
  expect(entry.uid).toBe("gala-aziendale-fine-anno@www.alturaconsulting.it");
  expect(entry.url).toBe("https://www.alturaconsulting.it/eventi/gala-aziendale-fine-anno");
  expect(entry.location).toBe("Villa Necchi, Milano, Lombardia");
});

test("the place leaves out a missing region", () => {
  expect(eventPlaceText({ venue: "Cascina Bollate", city: "Bollate", region: null })).toBe("Cascina Bollate, Bollate");
});

test("the Google Calendar link has the same times as the .ics, in Italian time with ctz", () => {
  const href = new URL(googleCalendarHref(eventCalendarEntry(event, "https://www.alturaconsulting.it", "it")));
  expect(`${href.origin}${href.pathname}`).toBe("https://calendar.google.com/calendar/render");
  expect(href.searchParams.get("action")).toBe("TEMPLATE");
  expect(href.searchParams.get("text")).toBe("Gala aziendale di fine anno");
  expect(href.searchParams.get("dates")).toBe("20271210T193000/20271211T003000");
  expect(href.searchParams.get("ctz")).toBe("Europe/Rome");
  expect(href.searchParams.get("location")).toBe("Villa Necchi, Milano, Lombardia");
  expect(href.searchParams.get("details")).toBe(
    "Una serata elegante, con cena e premiazioni.\n\nhttps://www.alturaconsulting.it/eventi/gala-aziendale-fine-anno",
  );
});

test("an event is over once its end has passed, not when it starts", () => {
  expect(isEventOver(event.endDate, new Date("2027-12-10T20:00:00+01:00"))).toBe(false);
  expect(isEventOver(event.endDate, new Date("2027-12-11T00:30:00+01:00"))).toBe(true);
  expect(isEventOver(event.endDate, new Date("2026-11-22T00:00:00Z"))).toBe(false);
});

import { eventTypeToSearch, filterEventsByType, parseEventType } from "../../../src/lib/catalogue/event-filters";

const TYPES = ["team-building", "corporate", "incentive", "celebration", "networking"];
const EVENTS = [
  { id: "kick-off", type: "corporate" },
  { id: "summit", type: "corporate" },
  { id: "lago", type: "team-building" },
];

test("filterEventsByType keeps one type, or all of them", () => {
  expect(filterEventsByType(EVENTS, "all").map((e) => e.id)).toEqual(["kick-off", "summit", "lago"]);
  expect(filterEventsByType(EVENTS, "corporate").map((e) => e.id)).toEqual(["kick-off", "summit"]);
  expect(filterEventsByType(EVENTS, "incentive")).toEqual([]);
});

test("parseEventType reads ?tipo= and ignores unknown types", () => {
  expect(parseEventType("?tipo=networking", TYPES)).toBe("networking");
  expect(parseEventType("?tipo=concerto", TYPES)).toBe("all");
  expect(parseEventType("", TYPES)).toBe("all");
});

test("eventTypeToSearch writes ?tipo= only for a type", () => {
  expect(eventTypeToSearch("", "incentive")).toBe("?tipo=incentive");
  expect(eventTypeToSearch("?tipo=incentive", "all")).toBe("");
  expect(eventTypeToSearch("?utm_medium=email", "corporate")).toBe("?utm_medium=email&tipo=corporate");
});

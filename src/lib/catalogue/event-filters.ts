/** The events calendar's filter: one type of event or all of them, kept in the address as `?tipo=`. */
import { ALL, readChoice, withParams } from "./query-state";

export const EVENT_TYPE_PARAM = "tipo";

/** The events of `type` ('all' keeps every one), in their original order. */
export const filterEventsByType = <T extends { type: string }>(events: readonly T[], type: string): T[] =>
  type === ALL ? [...events] : events.filter((event) => event.type === type);

/** The type a query string asks for; an unknown one counts as 'all'. */
export const parseEventType = (search: string, types: readonly string[]): string => readChoice(search, EVENT_TYPE_PARAM, [ALL, ...types], ALL);

/** `search` rewritten for `type`: 'all' leaves the address; other parameters stay. */
export const eventTypeToSearch = (search: string, type: string): string => withParams(search, { [EVENT_TYPE_PARAM]: type === ALL ? null : type });

/**
 * The collector's database calls, as its own role (analytics_function): the day's salt, and events
 * counted against their clients' allowances and stored if within them. The events that arrive
 * together are written together (write-batches.ts): one statement, one commit. Each call is one
 * statement: the role's own statement_timeout (migration 20261129120000) bounds it, with no
 * transaction to open.
 */
import { DatabaseError, DatabaseUnavailable, databaseFailure, type Sql } from "../_shared/database.ts";
import type { CollectedEvent } from "./event-payload.ts";
import type { DaySalt } from "./visitor.ts";
import { batchedWriter, type BatchLimits, WritesBehind } from "./write-batches.ts";

export interface EventToStore {
  event: CollectedEvent;
  /** The visitor of the day (visitor.ts), a signed 64-bit number as text. */
  visitor: string;
  /** The client's rate-limit key (visitor.ts). */
  client: string;
}

export interface Collected {
  /** false: the client is over its allowance for this minute, and the event was not stored. */
  accepted: boolean;
  /** The client's events this minute, this one included. */
  requestsThisMinute: number;
}

export interface EventStore {
  saltOfToday(): Promise<DaySalt>;
  collect(input: EventToStore): Promise<Collected>;
}

export interface EventStoreOptions extends BatchLimits {
  /** The allowance of one client in a calendar minute. */
  perMinute: number;
}

/** One event as collect_analytics_events() reads it (migration 20261201120000). */
const rowOf = ({ event, visitor, client }: EventToStore) => ({
  client,
  name: event.name,
  domain: event.domain,
  visitor,
  pathname: event.pathname,
  referrer_host: event.referrerHost,
  utm_source: event.campaign.source ?? null,
  utm_medium: event.campaign.medium ?? null,
  utm_campaign: event.campaign.campaign ?? null,
  utm_term: event.campaign.term ?? null,
  utm_content: event.campaign.content ?? null,
  props: event.props,
  interactive: event.interactive,
  engagement_ms: event.engagementMs,
  scroll_depth: event.scrollDepth,
});

export function createEventStore(sql: Sql, options: EventStoreOptions): EventStore {
  const writeEvents = async (events: EventToStore[]): Promise<Collected[]> => {
    try {
      const rows = await sql<{ item: number; accepted: boolean; requests_this_minute: number }[]>`
        select item, accepted, requests_this_minute
        from public.collect_analytics_events(${options.perMinute}::int, ${sql.json(events.map(rowOf))}::jsonb)
        order by item`;
      return rows.map((row) => ({ accepted: row.accepted, requestsThisMinute: row.requests_this_minute }));
    } catch (error) {
      throw databaseFailure(error);
    }
  };
  const collectOne = batchedWriter(writeEvents, options, (error) => error instanceof DatabaseError);

  return {
    async saltOfToday() {
      try {
        const [row] = await sql<{ salt: string; valid_until: Date }[]>`select salt, valid_until from public.analytics_salt_of_today()`;
        return { salt: row.salt, validUntil: new Date(row.valid_until) };
      } catch (error) {
        throw databaseFailure(error);
      }
    },
    async collect(input) {
      try {
        return await collectOne(input);
      } catch (error) {
        throw error instanceof WritesBehind ? new DatabaseUnavailable(error) : error;
      }
    },
  };
}

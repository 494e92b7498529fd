/**
 * The collector's database calls, as its own role (analytics_function): the day's salt, and one
 * event counted against its client's allowance and stored if within it. One statement each: the
 * role's own statement_timeout (migration 20261129120000) bounds them, with no transaction to open.
 */
import { databaseFailure, type Sql } from "../_shared/database.ts";
import type { CollectedEvent } from "./event-payload.ts";
import type { DaySalt } from "./visitor.ts";

export interface EventToStore {
  event: CollectedEvent;
  /** The visitor of the day (visitor.ts), a signed 64-bit number as text. */
  visitor: string;
  /** The client's rate-limit key (visitor.ts). */
  client: string;
  perMinute: number;
}

export interface EventStore {
  saltOfToday(): Promise<DaySalt>;
  /** `accepted` false: the client is over its allowance for this minute; `requestsThisMinute` counts this one too. */
  collect(input: EventToStore): Promise<{ accepted: boolean; requestsThisMinute: number }>;
}

export function createEventStore(sql: Sql): EventStore {
  return {
    async saltOfToday() {
      try {
        const [row] = await sql<{ salt: string; valid_until: Date }[]>`select salt, valid_until from public.analytics_salt_of_today()`;
        return { salt: row.salt, validUntil: new Date(row.valid_until) };
      } catch (error) {
        throw databaseFailure(error);
      }
    },
    async collect({ event, visitor, client, perMinute }) {
      const c = event.campaign;
      try {
        const [row] = await sql<{ accepted: boolean; requests_this_minute: number }[]>`
          select accepted, requests_this_minute from public.collect_analytics_event(
            ${client}::text, ${perMinute}::int, ${event.name}::text, ${event.domain}::text, ${visitor}::bigint, ${event.pathname}::text,
            ${event.referrerHost}::text, ${c.source ?? null}::text, ${c.medium ?? null}::text, ${c.campaign ?? null}::text, ${c.term ?? null}::text,
            ${c.content ?? null}::text, ${sql.json(event.props)}::jsonb, ${event.interactive}::boolean, ${event.engagementMs}::int,
            ${event.scrollDepth}::int)`;
        return { accepted: row.accepted, requestsThisMinute: row.requests_this_minute };
      } catch (error) {
        throw databaseFailure(error);
      }
    },
  };
}

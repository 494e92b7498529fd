/**
 * PostgreSQL access for the contact function (postgres.js through npm:). Two small pools per
 * function instance — one for storing leads, one for delivering e-mails, so that a slow mail
 * provider (whose call runs while its outbox row stays locked) never delays the commit of a new
 * lead. Every transaction sets its own statement timeout (SET LOCAL, so it also works through
 * Supabase's transaction-mode pooler, where prepared statements are off).
 *
 * - storeSubmission: the lead and the two e-mails it owes, in ONE transaction, with the rate
 *   limits and the idempotency key decided inside it;
 * - deliverOutboxRow / claimDueRow: an outbox row is claimed with FOR UPDATE SKIP LOCKED, sent,
 *   and marked sent (or rescheduled) before the lock is released, so two drains never send the
 *   same row.
 */
import postgres from "postgres";
import type { RenderedEmail } from "./contact-email.ts";
import type { RequestKind } from "./request-options.ts";

export type Sql = ReturnType<typeof postgres>;

export interface DbOptions {
  url: string;
  ssl: "require" | "disable";
  /** Connections for storing leads. */
  max: number;
  /** Connections for delivering e-mails (each held while its e-mail is being sent). */
  deliveryMax: number;
  connectTimeoutSeconds: number;
  statementTimeoutMs: number;
}

export interface Db {
  /** Storing leads: never waits behind an e-mail being sent. */
  sql: Sql;
  /** Outbox delivery: a connection stays checked out (row locked) for the provider call. */
  deliverySql: Sql;
  statementTimeoutMs: number;
}

export function createDb(options: DbOptions): Db {
  const pool = (max: number, name: string) =>
    postgres(options.url, {
      max,
      connect_timeout: options.connectTimeoutSeconds,
      idle_timeout: 30,
      max_lifetime: 30 * 60,
      prepare: false,
      ssl: options.ssl === "require" ? "require" : false,
      onnotice: () => {},
      connection: { application_name: name },
    });
  return {
    sql: pool(options.max, "send-contact-email"),
    deliverySql: pool(options.deliveryMax, "send-contact-email-outbox"),
    statementTimeoutMs: options.statementTimeoutMs,
  };
}

/** Raised for anything the database could not do: the function answers 503. */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = "DatabaseUnavailable";
  }
}

export type Tx = postgres.TransactionSql;

/** Timeouts for this transaction only (SET LOCAL semantics). */
async function limits(tx: Tx, statementTimeoutMs: number, idleMs = 60_000): Promise<void> {
  await tx`select set_config('statement_timeout', ${String(statementTimeoutMs)}, true),
                  set_config('idle_in_transaction_session_timeout', ${String(idleMs)}, true)`;
}

export interface NewSubmission {
  id: string;
  /** Which form: contact (the default), academy, event or newsletter. */
  kind?: RequestKind;
  name: string;
  email: string;
  company: string;
  message: string;
  idempotencyKey: string | null;
  ipHash: string | null;
  origin: string | null;
  userAgent: string | null;
  /** The fields of the form beyond name, e-mail, company and message (stored as JSON). */
  details?: Record<string, string>;
  /**
   * The e-mails owed, or a step that runs inside the transaction, after the row is inserted,
   * and returns them (the newsletter records the subscription there and picks its e-mail).
   */
  emails: RenderedEmail[] | ((tx: Tx) => Promise<RenderedEmail[]>);
}

export type StoreResult =
  | { status: "stored"; id: string; outboxIds: string[] }
  | { status: "duplicate"; id: string }
  | { status: "rate_limited"; by: "email" | "ip" };

/**
 * Stores a submission (any form's) and its outbox rows atomically. A submission whose Idempotency-Key was
 * already stored returns the original id (even when both arrive at the same time: the unique
 * constraint makes the second insert wait for the first, and ON CONFLICT DO NOTHING lets it
 * find the winner). Rate limits count the last hour's rows for the same e-mail address
 * (case-insensitive) and the same IP hash, under transaction-scoped advisory locks on both keys
 * (taken in a fixed order), so concurrent submissions cannot all slip under the limit.
 */
export async function storeSubmission(db: Db, input: NewSubmission, rate: { perEmailPerHour: number; perIpPerHour: number }): Promise<StoreResult> {
  try {
    return await db.sql.begin(async (tx) => {
      await limits(tx, db.statementTimeoutMs);
      const existing = async () =>
        input.idempotencyKey === null
          ? undefined
          : (await tx<{ id: string }[]>`select id from public.contact_submissions where idempotency_key = ${input.idempotencyKey}`)[0];

      const before = await existing();
      if (before) return { status: "duplicate" as const, id: before.id };

      const email = input.email.toLowerCase();
      const keys = [`contact:email:${email}`, ...(input.ipHash ? [`contact:ip:${input.ipHash}`] : [])];
      await tx`select pg_advisory_xact_lock(k) from (select hashtextextended(x, 0) as k from unnest(${keys}::text[]) as x) as keys order by k`;

      // A concurrent twin of this attempt may have committed while we waited for the locks.
      const twin = await existing();
      if (twin) return { status: "duplicate" as const, id: twin.id };

      const [counts] = await tx<{ by_email: number; by_ip: number }[]>`
        select
          (select count(*)::int from public.contact_submissions
            where lower(email) = ${email} and created_at > now() - interval '1 hour') as by_email,
          (select count(*)::int from public.contact_submissions
            where ${input.ipHash}::text is not null and ip_hash = ${input.ipHash} and created_at > now() - interval '1 hour') as by_ip`;
      if (counts.by_email >= rate.perEmailPerHour) return { status: "rate_limited" as const, by: "email" as const };
      if (counts.by_ip >= rate.perIpPerHour) return { status: "rate_limited" as const, by: "ip" as const };

      const inserted = await tx<{ id: string }[]>`
        insert into public.contact_submissions (id, kind, name, email, company, message, details, idempotency_key, ip_hash, origin, user_agent)
        values (${input.id}, ${input.kind ?? "contact"}, ${input.name}, ${input.email}, ${input.company}, ${input.message},
                ${tx.json(input.details ?? {})}, ${input.idempotencyKey}, ${input.ipHash}, ${input.origin}, ${input.userAgent})
        on conflict (idempotency_key) do nothing
        returning id`;
      if (inserted.length === 0) {
        const winner = await existing();
        if (winner) return { status: "duplicate" as const, id: winner.id };
        throw new Error("submission insert conflicted but no row was found");
      }

      const emails = typeof input.emails === "function" ? await input.emails(tx) : input.emails;
      const outboxIds: string[] = [];
      for (const mail of emails) {
        const [row] = await tx<{ id: string }[]>`
          insert into public.contact_outbox (submission_id, kind, to_address, reply_to, subject, html, text)
          values (${input.id}, ${mail.kind}, ${mail.to}, ${mail.replyTo}, ${mail.subject}, ${mail.html}, ${mail.text})
          returning id`;
        outboxIds.push(row.id);
      }
      return { status: "stored" as const, id: input.id, outboxIds };
    });
  } catch (error) {
    throw new DatabaseUnavailable(error);
  }
}

export interface OutboxRow {
  id: string;
  submission_id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

export type SendOutcome = { ok: true; messageId: string | null } | { ok: false; error: string; nextDelayMs: number };

/**
 * Claims one due pending row (a given one, or the most overdue), lets `send` deliver it while
 * the row stays locked, and records the outcome in the same transaction. `null` when there was
 * nothing to claim (already sent, not due yet, or being sent by someone else right now).
 */
export async function deliverOutboxRow(
  db: Db,
  target: { id: string } | "next-due",
  send: (row: OutboxRow) => Promise<SendOutcome>,
  lockBudgetMs: number,
): Promise<{ id: string; sent: boolean } | null> {
  return await db.deliverySql.begin(async (tx) => {
    await limits(tx, db.statementTimeoutMs, lockBudgetMs + 30_000);
    const rows =
      target === "next-due"
        ? await tx<OutboxRow[]>`
            select id, submission_id, kind, to_address, reply_to, subject, html, text, attempts
            from public.contact_outbox
            where status = 'pending' and next_attempt_at <= now()
            order by next_attempt_at
            limit 1
            for update skip locked`
        : await tx<OutboxRow[]>`
            select id, submission_id, kind, to_address, reply_to, subject, html, text, attempts
            from public.contact_outbox
            where id = ${target.id} and status = 'pending' and next_attempt_at <= now()
            for update skip locked`;
    const row = rows[0];
    if (!row) return null;
    const outcome = await send(row);
    if (outcome.ok) {
      await tx`
        update public.contact_outbox
        set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null, provider_message_id = ${outcome.messageId}
        where id = ${row.id}`;
      return { id: row.id, sent: true };
    }
    await tx`
      update public.contact_outbox
      set attempts = attempts + 1,
          next_attempt_at = clock_timestamp() + make_interval(secs => ${outcome.nextDelayMs / 1000}),
          last_error = ${outcome.error.slice(0, 1000)}
      where id = ${row.id}`;
    return { id: row.id, sent: false };
  });
}

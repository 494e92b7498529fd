/**
 * PostgreSQL access for the forms function (the pools and the errors' meaning: database.ts). Two
 * small pools per function instance — one for storing leads, one for delivering e-mails, so that a
 * slow mail provider (whose call runs while its outbox row stays locked) never delays the commit of
 * a new lead.
 *
 * - storeSubmission: the lead and the two e-mails it owes, in ONE transaction, with the rate
 *   limits and the idempotency key decided inside it;
 * - deliverOutboxRow / claimDueRow: an outbox row is claimed with FOR UPDATE SKIP LOCKED, sent,
 *   and marked sent (or rescheduled) before the lock is released, so two drains never send the
 *   same row.
 */
import { createPool, databaseFailure, type Sql, type Tx, limits } from "./database.ts";
import { type Attribution, DEFAULT_LOCALE, type Locale, type RequestKind } from "./site-contract/index.ts";
import type { RenderedEmail } from "./contact-email.ts";
import { UNKNOWN_CLIENT } from "./ip.ts";

export { databaseFailure, DatabaseError, DatabaseUnavailable, isConnectionFailure, limits, type Sql, type Tx } from "./database.ts";

export interface DbOptions {
  url: string;
  /** verify-full: the server's certificate must chain to `caCert` (else the runtime's roots) and name the URL's host. */
  ssl: "verify-full" | "disable";
  caCert: string | null;
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
    createPool({ url: options.url, ssl: options.ssl, caCert: options.caCert, max, connectTimeoutSeconds: options.connectTimeoutSeconds, name });
  return {
    sql: pool(options.max, "forms"),
    deliverySql: pool(options.deliveryMax, "forms-outbox"),
    statementTimeoutMs: options.statementTimeoutMs,
  };
}

export interface NewSubmission {
  id: string;
  /** Which form: contact (the default), academy, event or newsletter. */
  kind?: RequestKind;
  /** The language the visitor wrote in (their page's): Italian unless given. */
  locale?: Locale;
  name: string;
  email: string;
  company: string;
  message: string;
  idempotencyKey: string | null;
  /** SHA-256 (hex) of the checked request: what the Idempotency-Key is bound to. */
  requestHash: string;
  /** The client's address (an IPv6 client's /64), hashed; UNKNOWN_CLIENT when the request carried none. */
  ipHash: string;
  /** An IPv6 client's /48, hashed like ipHash (its /64); null for IPv4. */
  ipBlockHash: string | null;
  origin: string | null;
  userAgent: string | null;
  /** The fields of the form beyond name, e-mail, company and message (stored as JSON). */
  details?: Record<string, string>;
  /** Where the visit came from, as cleaned by the contract's rules (stored as JSON); null: nothing passed. */
  attribution?: Attribution | null;
  /**
   * The e-mails owed, or a step that runs inside the transaction, after the row is inserted,
   * and returns them (the newsletter records the subscription there and picks its e-mail).
   */
  emails: RenderedEmail[] | ((tx: Tx) => Promise<RenderedEmail[]>);
}

export type StoreResult =
  /**
   * `visitorMailCapped`: the hourly cap on e-mails to visitors held this one's back;
   * `recipientMailCapped`: its mailbox had its e-mails of the day.
   */
  | { status: "stored"; id: string; outboxIds: string[]; visitorMailCapped: boolean; recipientMailCapped: boolean }
  | { status: "duplicate"; id: string }
  /** The Idempotency-Key was already used for a different request. */
  | { status: "key_reused"; id: string }
  /** `retryAfterSeconds`: until the oldest counted request leaves the one-hour window. */
  | { status: "rate_limited"; by: LimitedBy; retryAfterSeconds: number };

/** Which limit refused a request: its mailbox, its address (or /64), its /48, the bucket of requests without an address. */
export type LimitedBy = "email" | "ip" | "ip_block" | "unknown_client";

export interface StoreLimits {
  /** Requests per mailbox (public.form_mailbox(): lower case, no +tag, no dots at Gmail). */
  perEmailPerHour: number;
  perIpPerHour: number;
  /** Requests without a valid client address, all together. */
  unknownClientPerHour: number;
  /** Requests per IPv6 /48, all its /64s together. */
  perIpv6BlockPerHour: number;
  /** E-mails to visitors (kind "confirmation") queued in the last hour, all visitors together. */
  visitorMailHourlyCap: number;
  /** E-mails to visitors queued for one mailbox in the last 24 hours. */
  visitorMailPerRecipientDailyCap: number;
}

/** What the visitor may receive; everything else goes to the firm. */
const isVisitorBound = (mail: RenderedEmail) => mail.kind === "confirmation";

/**
 * Stores a submission (any form's) and its outbox rows atomically. A submission whose Idempotency-Key was
 * already stored returns the original id (even when both arrive at the same time: the unique
 * constraint makes the second insert wait for the first, and ON CONFLICT DO NOTHING lets it
 * find the winner) — if it is the same request; a different request under a used key is refused.
 * Rate limits count the last hour's rows for the same mailbox (public.form_mailbox()), the same
 * IP hash (requests without an address all share UNKNOWN_CLIENT's, with its own strict limit,
 * and are counted as client_unknown) and, for IPv6, the same /48, under transaction-scoped advisory locks on the keys (taken
 * in a fixed order), so concurrent submissions cannot all slip under the limit; a refusal is
 * counted in form_events. E-mails to visitors are counted against the cap per mailbox and day
 * (under the mailbox's lock) and the hourly cap (under one more lock): past either they are not
 * queued (the lead and the firm's notification are).
 */
export async function storeSubmission(db: Db, input: NewSubmission, rate: StoreLimits): Promise<StoreResult> {
  try {
    return await db.sql.begin(async (tx) => {
      await limits(tx, db.statementTimeoutMs);
      const existing = async () =>
        input.idempotencyKey === null
          ? undefined
          : (
              await tx<{ id: string; request_hash: string | null }[]>`
              select id, request_hash from public.contact_submissions where idempotency_key = ${input.idempotencyKey}`
            )[0];
      const replay = (row: { id: string; request_hash: string | null }) =>
        row.request_hash === null || row.request_hash === input.requestHash
          ? { status: "duplicate" as const, id: row.id }
          : { status: "key_reused" as const, id: row.id };

      const before = await existing();
      if (before) return replay(before);

      const [{ mailbox }] = await tx<{ mailbox: string }[]>`select public.form_mailbox(${input.email}) as mailbox`;
      const keys = [`contact:mailbox:${mailbox}`, `contact:ip:${input.ipHash}`, ...(input.ipBlockHash ? [`contact:ip-block:${input.ipBlockHash}`] : [])];
      await tx`select pg_advisory_xact_lock(k) from (select hashtextextended(x, 0) as k from unnest(${keys}::text[]) as x) as keys order by k`;

      // A concurrent twin of this attempt may have committed while we waited for the locks.
      const twin = await existing();
      if (twin) return replay(twin);
      const unknownClient = input.ipHash === UNKNOWN_CLIENT;
      if (unknownClient) await tx`select public.count_form_event('client_unknown', ${input.kind ?? "contact"})`;
      const perClient = unknownClient ? rate.unknownClientPerHour : rate.perIpPerHour;

      // For each key: how many requests in the window, and when the one that must leave it
      // before another is allowed does leave (the limit-th newest).
      const [counts] = await tx<
        { by_email: number; by_ip: number; by_block: number; email_free_in: number | null; ip_free_in: number | null; block_free_in: number | null }[]
      >`
        with by_email as (
          select created_at from public.contact_submissions
          where public.form_mailbox(email) = ${mailbox} and created_at > now() - interval '1 hour'
          order by created_at desc
        ), by_ip as (
          select created_at from public.contact_submissions
          where ip_hash = ${input.ipHash} and created_at > now() - interval '1 hour'
          order by created_at desc
        ), by_block as (
          select created_at from public.contact_submissions
          where ${input.ipBlockHash}::text is not null and ip_block_hash = ${input.ipBlockHash} and created_at > now() - interval '1 hour'
          order by created_at desc
        )
        select
          (select count(*)::int from by_email) as by_email,
          (select count(*)::int from by_ip) as by_ip,
          (select count(*)::int from by_block) as by_block,
          (select ceil(extract(epoch from created_at + interval '1 hour' - now()))::int from by_email offset ${rate.perEmailPerHour - 1} limit 1) as email_free_in,
          (select ceil(extract(epoch from created_at + interval '1 hour' - now()))::int from by_ip offset ${perClient - 1} limit 1) as ip_free_in,
          (select ceil(extract(epoch from created_at + interval '1 hour' - now()))::int from by_block offset ${rate.perIpv6BlockPerHour - 1} limit 1) as block_free_in`;
      const limited = async (by: LimitedBy, freeIn: number | null) => {
        await tx`select public.count_form_event('rate_limited', ${`${by}:${input.kind ?? "contact"}`})`;
        return { status: "rate_limited" as const, by, retryAfterSeconds: Math.min(3600, Math.max(1, freeIn ?? 3600)) };
      };
      if (counts.by_email >= rate.perEmailPerHour) return await limited("email", counts.email_free_in);
      if (counts.by_ip >= perClient) return await limited(unknownClient ? "unknown_client" : "ip", counts.ip_free_in);
      if (counts.by_block >= rate.perIpv6BlockPerHour) return await limited("ip_block", counts.block_free_in);

      const inserted = await tx<{ id: string }[]>`
        insert into public.contact_submissions (id, kind, locale, name, email, company, message, details, attribution, idempotency_key, request_hash, ip_hash, ip_block_hash, origin, user_agent)
        values (${input.id}, ${input.kind ?? "contact"}, ${input.locale ?? DEFAULT_LOCALE}, ${input.name}, ${input.email}, ${input.company}, ${input.message},
                ${tx.json(input.details ?? {})}, ${input.attribution ? tx.json(input.attribution) : null}, ${input.idempotencyKey}, ${input.requestHash},
                ${input.ipHash}, ${input.ipBlockHash}, ${input.origin}, ${input.userAgent})
        on conflict (idempotency_key) do nothing
        returning id`;
      if (inserted.length === 0) {
        const winner = await existing();
        if (winner) return replay(winner);
        throw new Error("submission insert conflicted but no row was found");
      }

      let emails = typeof input.emails === "function" ? await input.emails(tx) : input.emails;
      let visitorMailCapped = false;
      let recipientMailCapped = false;
      const visitorMails = emails.filter(isVisitorBound).length;
      if (visitorMails > 0) {
        // Every e-mail to a visitor goes to the request's own address: its mailbox's lock is held.
        const [{ received }] = await tx<{ received: number }[]>`
          select count(*)::int as received from public.contact_outbox
          where kind = 'confirmation' and public.form_mailbox(to_address) = ${mailbox} and created_at > now() - interval '24 hours'`;
        if (received + visitorMails > rate.visitorMailPerRecipientDailyCap) {
          recipientMailCapped = true;
          emails = emails.filter((mail) => !isVisitorBound(mail));
          await tx`select public.count_form_event('recipient_mail_cap', ${input.kind ?? "contact"})`;
        }
      }
      if (emails.some(isVisitorBound)) {
        await tx`select pg_advisory_xact_lock(hashtextextended('contact:visitor-mail-cap', 0))`;
        const [{ sent }] = await tx<{ sent: number }[]>`
          select count(*)::int as sent from public.contact_outbox where kind = 'confirmation' and created_at > now() - interval '1 hour'`;
        if (sent + visitorMails > rate.visitorMailHourlyCap) {
          visitorMailCapped = true;
          emails = emails.filter((mail) => !isVisitorBound(mail));
          await tx`select public.count_form_event('visitor_mail_cap', ${input.kind ?? "contact"})`;
        }
      }
      const outboxIds: string[] = [];
      for (const mail of emails) {
        const [row] = await tx<{ id: string }[]>`
          insert into public.contact_outbox (submission_id, kind, to_address, reply_to, subject, html, text)
          values (${input.id}, ${mail.kind}, ${mail.to}, ${mail.replyTo}, ${mail.subject}, ${mail.html}, ${mail.text})
          returning id`;
        outboxIds.push(row.id);
      }
      return { status: "stored" as const, id: input.id, outboxIds, visitorMailCapped, recipientMailCapped };
    });
  } catch (error) {
    throw databaseFailure(error);
  }
}

/** What form_events counts: refusals and caps, for monitoring and alerts. */
export type FormEventKind = "rate_limited" | "visitor_mail_cap" | "honeypot" | "challenge_refused" | "challenge_limited";

/**
 * Counts one refusal (a honeypot hit, a refused or over-the-limit challenge) for monitoring: one
 * more on this minute's counter of its kind and detail, never a row of its own, so a flood adds
 * nothing but a number. Nothing about the request is kept.
 */
export async function countFormEvent(db: Db, kind: FormEventKind, detail: string): Promise<void> {
  try {
    await db.sql`select public.count_form_event(${kind}, ${detail.slice(0, 100)})`;
  } catch (error) {
    throw databaseFailure(error);
  }
}

/**
 * Counts a challenge fetched by `client` (an IP hash, or "unknown") and returns how many it
 * fetched in the last hour, this one included, and when the oldest of them leaves the hour.
 */
export async function countChallengeRequest(db: Db, client: string): Promise<{ requestsLastHour: number; oldestLeavesInSeconds: number }> {
  try {
    const [row] = await db.sql<{ requests_1h: number; oldest_leaves_in: number }[]>`
      select requests_1h, oldest_leaves_in from public.count_challenge_request(${client})`;
    return { requestsLastHour: row.requests_1h, oldestLeavesInSeconds: row.oldest_leaves_in };
  } catch (error) {
    throw databaseFailure(error);
  }
}

/**
 * Records a proof-of-work challenge as used; false if it already was (a replayed solution). The
 * primary key decides, so two requests racing with one solution cannot both pass.
 */
export async function useChallenge(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  try {
    const rows = await db.sql`
      insert into public.form_challenges_used (signature, expires_at) values (${signature}, ${expiresAt})
      on conflict (signature) do nothing
      returning signature`;
    return rows.length === 1;
  } catch (error) {
    throw databaseFailure(error);
  }
}

/**
 * Gives up the e-mails still pending 7 days after they were queued (public.fail_stale_outbox()):
 * failed, their body cleared. Returns them, for the log.
 */
export async function giveUpStaleMail(db: Db): Promise<{ id: string; kind: string; attempts: number; last_error: string }[]> {
  try {
    return await db.deliverySql<{ id: string; kind: string; attempts: number; last_error: string }[]>`
      select id, kind, attempts, last_error from public.fail_stale_outbox()`;
  } catch (error) {
    throw databaseFailure(error);
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

export type SendOutcome =
  | { ok: true; messageId: string | null }
  /** `permanent`: the provider refused this e-mail for good; it is not tried again. */
  | { ok: false; error: string; nextDelayMs: number; permanent?: boolean };

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
): Promise<{ id: string; sent: boolean; failed?: boolean } | null> {
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
    // Once sent (or given up) the body goes: the opt-in e-mail's link must not outlive its use.
    if (outcome.ok) {
      await tx`
        update public.contact_outbox
        set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null, provider_message_id = ${outcome.messageId},
            html = null, text = null
        where id = ${row.id}`;
      return { id: row.id, sent: true };
    }
    if (outcome.permanent) {
      await tx`
        update public.contact_outbox
        set status = 'failed', failed_at = now(), attempts = attempts + 1, last_error = ${outcome.error.slice(0, 1000)},
            html = null, text = null
        where id = ${row.id}`;
      return { id: row.id, sent: false, failed: true };
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

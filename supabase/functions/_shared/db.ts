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
import { type Attribution, DEFAULT_LOCALE, type Locale, NEWSLETTER_CONFIRM_HOURS, type RequestKind } from "./site-contract/index.ts";
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
  /** The client's block (an IPv6 /48, an IPv4 /24), hashed like ipHash; null when the request carried no address. */
  ipBlockHash: string | null;
  origin: string | null;
  userAgent: string | null;
  /** The fields of the form beyond name, e-mail, company and message (stored as JSON). */
  details?: Record<string, string>;
  /** Where the visit came from, as cleaned by the contract's rules (stored as JSON); null: nothing passed. */
  attribution?: Attribution | null;
  /** The version of the consent text agreed to (consent-version.ts); the time is the row's, the language its `locale`. */
  consentVersion: string;
  /**
   * The e-mails owed, or a step that runs inside the transaction, after the row is inserted,
   * and returns them (the newsletter records the subscription there and picks its e-mail).
   */
  emails: RenderedEmail[] | ((tx: Tx) => Promise<RenderedEmail[]>);
}

export type StoreResult =
  /**
   * `outboxIds`: the e-mails due now; `visitorMailHeldUntil`: the slot the hourly cap on e-mails to
   * visitors gave this one's, when later than now (it waits in the outbox until then);
   * `recipientMailCapped`: its mailbox had its e-mails of the day.
   */
  | { status: "stored"; id: string; outboxIds: string[]; visitorMailHeldUntil: Date | null; recipientMailCapped: boolean }
  | { status: "duplicate"; id: string }
  /** The Idempotency-Key was already used for a different request. */
  | { status: "key_reused"; id: string }
  /** `retryAfterSeconds`: until the oldest counted request leaves the one-hour window. */
  | { status: "rate_limited"; by: LimitedBy; retryAfterSeconds: number };

/** Which limit refused a request: its mailbox, its address (or /64), its block (/48 or /24), the bucket of requests without an address. */
export type LimitedBy = "email" | "ip" | "ip_block" | "unknown_client";

export interface StoreLimits {
  /** Requests per mailbox (public.form_mailbox(): lower case, no +tag, no dots at Gmail). */
  perEmailPerHour: number;
  perIpPerHour: number;
  /** Requests without a valid client address, all together. */
  unknownClientPerHour: number;
  /** Requests per block (an IPv6 /48, all its /64s together; an IPv4 /24). */
  perBlockPerHour: number;
  /** E-mails to visitors (kind "confirmation") in any hour, all visitors together, by their slot (send_after). */
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
 * and are counted as client_unknown) and the same block (IPv6 /48, IPv4 /24), under transaction-scoped advisory locks on the keys (taken
 * in a fixed order), so concurrent submissions cannot all slip under the limit; a refusal is
 * counted in form_events. E-mails to visitors are counted against the cap per mailbox and day
 * (under the mailbox's lock): past it they are not queued (the lead and the firm's notification
 * are). Under one more lock they get their slot under the hourly cap: now if the last hour's slots
 * leave room, else an hour after the slot they must follow; they wait in the outbox until then, and a
 * newsletter sign-up's link is good for NEWSLETTER_CONFIRM_HOURS from it.
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
          (select ceil(extract(epoch from created_at + interval '1 hour' - now()))::int from by_block offset ${rate.perBlockPerHour - 1} limit 1) as block_free_in`;
      const limited = async (by: LimitedBy, freeIn: number | null) => {
        await tx`select public.count_form_event('rate_limited', ${`${by}:${input.kind ?? "contact"}`})`;
        return { status: "rate_limited" as const, by, retryAfterSeconds: Math.min(3600, Math.max(1, freeIn ?? 3600)) };
      };
      if (counts.by_email >= rate.perEmailPerHour) return await limited("email", counts.email_free_in);
      if (counts.by_ip >= perClient) return await limited(unknownClient ? "unknown_client" : "ip", counts.ip_free_in);
      if (counts.by_block >= rate.perBlockPerHour) return await limited("ip_block", counts.block_free_in);

      const inserted = await tx<{ id: string }[]>`
        insert into public.contact_submissions (id, kind, locale, name, email, company, message, details, attribution, consent_version, idempotency_key, request_hash,
                                                ip_hash, ip_block_hash, origin, user_agent)
        values (${input.id}, ${input.kind ?? "contact"}, ${input.locale ?? DEFAULT_LOCALE}, ${input.name}, ${input.email}, ${input.company}, ${input.message},
                ${tx.json(input.details ?? {})}, ${input.attribution ? tx.json(input.attribution) : null}, ${input.consentVersion}, ${input.idempotencyKey},
                ${input.requestHash}, ${input.ipHash}, ${input.ipBlockHash}, ${input.origin}, ${input.userAgent})
        on conflict (idempotency_key) do nothing
        returning id`;
      if (inserted.length === 0) {
        const winner = await existing();
        if (winner) return replay(winner);
        throw new Error("submission insert conflicted but no row was found");
      }

      let emails = typeof input.emails === "function" ? await input.emails(tx) : input.emails;
      let visitorMailHeldUntil: Date | null = null;
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
      let slot: Date | null = null;
      if (emails.some(isVisitorBound)) {
        await tx`select pg_advisory_xact_lock(hashtextextended('contact:visitor-mail-cap', 0))`;
        // No hour may hold more than the cap's slots: after the latest ones, this one's comes an
        // hour after the slot it would be the cap-th one after (the slots only ever grow later).
        const [{ send_after, held }] = await tx<{ send_after: Date; held: boolean }[]>`
          with latest as (
            select send_after from public.contact_outbox
            where kind = 'confirmation' and send_after > now() - interval '1 hour'
            order by send_after desc
            offset ${Math.max(0, rate.visitorMailHourlyCap - visitorMails)} limit 1
          )
          select greatest(now(), coalesce((select send_after + interval '1 hour' from latest), now())) as send_after,
                 exists (select 1 from latest) as held`;
        slot = send_after;
        if (held) {
          visitorMailHeldUntil = send_after;
          await tx`select public.count_form_event('visitor_mail_cap', ${input.kind ?? "contact"})`;
          // A sign-up's link must not expire while its e-mail waits.
          await tx`
            update public.newsletter_subscriptions
            set confirm_expires_at = greatest(confirm_expires_at, ${send_after}::timestamptz + make_interval(hours => ${NEWSLETTER_CONFIRM_HOURS}))
            where request_id = ${input.id} and status = 'pending'`;
        }
      }
      const outboxIds: string[] = [];
      for (const mail of emails) {
        const sendAfter = isVisitorBound(mail) && slot ? slot : null;
        const [row] = await tx<{ id: string }[]>`
          insert into public.contact_outbox (submission_id, kind, to_address, reply_to, subject, html, text, send_after, next_attempt_at)
          values (${input.id}, ${mail.kind}, ${mail.to}, ${mail.replyTo}, ${mail.subject}, ${mail.html}, ${mail.text},
                  coalesce(${sendAfter}::timestamptz, now()), coalesce(${sendAfter}::timestamptz, now()))
          returning id`;
        // What waits for its slot is the drain's to send.
        if (!(sendAfter && visitorMailHeldUntil)) outboxIds.push(row.id);
      }
      return { status: "stored" as const, id: input.id, outboxIds, visitorMailHeldUntil, recipientMailCapped };
    });
  } catch (error) {
    throw databaseFailure(error);
  }
}

/** What form_events counts: refusals and caps, for monitoring and alerts. */
export type FormEventKind = "rate_limited" | "visitor_mail_cap" | "honeypot" | "challenge_refused" | "challenge_limited";

/**
 * Adds counters to form_events, every one in one statement (public.count_form_events()), with a
 * short statement timeout: what form-events.ts counted in memory. Nothing about a request is kept.
 */
export async function writeFormEvents(db: Db, counts: { minute: Date; kind: FormEventKind; detail: string; count: number }[]): Promise<void> {
  try {
    await db.sql.begin(async (tx) => {
      await limits(tx, Math.min(db.statementTimeoutMs, 2000));
      await tx`select public.count_form_events(
        ${counts.map((c) => c.kind)}::text[], ${counts.map((c) => c.detail.slice(0, 100))}::text[],
        ${counts.map((c) => c.minute.toISOString())}::timestamptz[], ${counts.map((c) => c.count)}::int[])`;
    });
  } catch (error) {
    throw databaseFailure(error);
  }
}

/** Challenges fetched in the last hour by one key, this one included, and when the oldest of them leaves the hour. */
export interface ChallengeCount {
  requestsLastHour: number;
  oldestLeavesInSeconds: number;
}

/**
 * Counts a challenge fetched by `client` (an IP hash, or "unknown") and by its `block` (the hash of
 * its /48 or /24; null without an address), in one statement, and returns each one's hour.
 */
export async function countChallengeRequest(db: Db, client: string, block: string | null): Promise<{ client: ChallengeCount; block: ChallengeCount | null }> {
  try {
    const [row] = await db.sql<{ requests_1h: number; oldest_leaves_in: number; block_requests_1h: number | null; block_oldest_leaves_in: number | null }[]>`
      select requests_1h, oldest_leaves_in, block_requests_1h, block_oldest_leaves_in from public.count_challenge_request(${client}, ${block})`;
    return {
      client: { requestsLastHour: row.requests_1h, oldestLeavesInSeconds: row.oldest_leaves_in },
      block: row.block_requests_1h === null ? null : { requestsLastHour: row.block_requests_1h, oldestLeavesInSeconds: row.block_oldest_leaves_in ?? 3600 },
    };
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

/**
 * Delivering the outbox: right after a submission is stored (its own rows, short timeout), and
 * in the periodic drain (every due row, normal timeout, a bounded batch). A temporary failure
 * reschedules the row with exponential backoff and keeps the error; a permanent one (the
 * provider refuses this e-mail: SMTP 5xx, an HTTP 4xx from Resend) marks it `failed` with the
 * reason, logged at error level — retrying could only get the sender's domain a bad name. A
 * provider that refuses us rather than the e-mail (a revoked key: 401, 403; an outage: 5xx; an SMTP
 * login or sender refused: 530, 535, EAUTH, 5.7.x) is temporary for every e-mail and logged at
 * error level; an e-mail still not sent 7 days after it
 * was queued is given up (public.fail_stale_outbox()), also at error level.
 */
import { backoffDelayMs } from "./backoff.ts";
import { type Db, deliverOutboxRow, giveUpStaleMail, type OutboxRow, type SendOutcome } from "./db.ts";
import type { MailTransport } from "./mail/types.ts";
import { errorText, type LogEvent, maskAddresses } from "./log.ts";

export interface DeliveryContext {
  db: Db;
  transport: MailTransport;
  mailFrom: string;
  log: LogEvent;
  /** What an operator must act on (printed at error level); `log` when not given. */
  alert?: LogEvent;
}

/**
 * HTTP answers that say nothing about the e-mail: 401/403 (our key revoked or without the right),
 * 408 (timeout), 409 (idempotency: a concurrent attempt), 429 (throttled). Taking a 401 for a
 * refusal of the e-mail would mark every queued e-mail failed, the alerts included, and wipe them.
 */
const NOT_ABOUT_THE_EMAIL = [401, 403, 408, 409, 429];

/** What nodemailer puts on an SMTP failure: its code (EAUTH, EENVELOPE…), the reply's code and text. */
interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
}

/** The enhanced status code of an SMTP reply (RFC 3463: "5.7.1"), or null. */
export function enhancedStatus(reply: unknown): string | null {
  if (typeof reply !== "string") return null;
  return /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(reply.trim())?.[1] ?? null;
}

/**
 * Whether an SMTP server refused us rather than the e-mail: our login (nodemailer's EAUTH; 535,
 * credentials invalid; 530, authentication required) or its policy towards our sender (a 5.7.x
 * reply: relaying denied, sender address not owned, not authorised). Every e-mail would meet the
 * same refusal until someone fixes SMTP_USER, SMTP_PASS or MAIL_FROM, so none of them is failed.
 */
export function isSmtpSenderFault(error: unknown): boolean {
  const e = error as SmtpFailure;
  if (e?.code === "EAUTH") return true;
  if (e?.responseCode === 530 || e?.responseCode === 535) return true;
  return typeof e?.responseCode === "number" && e.responseCode >= 500 && enhancedStatus(e.response)?.startsWith("5.7.") === true;
}

/**
 * Whether the provider refused this e-mail for good: an SMTP 5xx reply (nodemailer's
 * `responseCode`) other than a refusal of our sender, or a 4xx from an HTTP API (`status`) other
 * than NOT_ABOUT_THE_EMAIL.
 */
export function isPermanentMailError(error: unknown): boolean {
  const e = error as { responseCode?: unknown; status?: unknown };
  if (typeof e?.responseCode === "number") return e.responseCode >= 500 && e.responseCode < 600 && !isSmtpSenderFault(error);
  if (typeof e?.status === "number") return e.status >= 400 && e.status < 500 && !NOT_ABOUT_THE_EMAIL.includes(e.status);
  return false;
}

/**
 * Whether the provider refused us, not the e-mail: an HTTP API our key (401, 403) or its own
 * outage (5xx); an SMTP server our login or our sender (isSmtpSenderFault). Someone must act.
 */
export function isProviderFault(error: unknown): boolean {
  const status = (error as { status?: unknown })?.status;
  return (typeof status === "number" && (status === 401 || status === 403 || status >= 500)) || isSmtpSenderFault(error);
}

function sender(ctx: DeliveryContext, timeoutMs: number) {
  return async (row: OutboxRow): Promise<SendOutcome> => {
    try {
      const { messageId } = await ctx.transport.send(
        { id: row.id, from: ctx.mailFrom, to: row.to_address, replyTo: row.reply_to, subject: row.subject, html: row.html, text: row.text },
        { timeoutMs },
      );
      ctx.log("mail_sent", { outboxId: row.id, kind: row.kind, transport: ctx.transport.name, attempts: row.attempts + 1 });
      return { ok: true, messageId };
    } catch (error) {
      // Stored as last_error for 90 days: the provider's reason, without the address it quotes.
      const message = maskAddresses(errorText(error));
      if (isPermanentMailError(error)) {
        (ctx.alert ?? ctx.log)("mail_failed_permanently", {
          outboxId: row.id,
          kind: row.kind,
          transport: ctx.transport.name,
          attempts: row.attempts + 1,
          error: message,
        });
        return { ok: false, error: message, nextDelayMs: 0, permanent: true };
      }
      const nextDelayMs = backoffDelayMs(row.attempts + 1);
      // The provider refusing us (every e-mail waits) needs a person now; a lost connection does not.
      const [report, event] = isProviderFault(error) ? [ctx.alert ?? ctx.log, "mail_provider_failed"] : [ctx.log, "mail_failed"];
      report(event, {
        status: (error as { status?: unknown; responseCode?: unknown })?.status ?? (error as { responseCode?: unknown })?.responseCode ?? null,
        outboxId: row.id,
        kind: row.kind,
        transport: ctx.transport.name,
        attempts: row.attempts + 1,
        retryInMs: nextDelayMs,
        error: message,
      });
      return { ok: false, error: message, nextDelayMs };
    }
  };
}

/** Tries the given rows once each, in parallel; never throws (the rows stay pending on failure). */
export async function deliverNow(ctx: DeliveryContext, outboxIds: string[], timeoutMs: number): Promise<{ sent: number; failed: number }> {
  const results = await Promise.allSettled(outboxIds.map((id) => deliverOutboxRow(ctx.db, { id }, sender(ctx, timeoutMs), timeoutMs)));
  let sent = 0;
  let failed = 0;
  for (const result of results) {
    if (result.status === "fulfilled" && result.value?.sent) sent++;
    else if (result.status === "rejected" || result.value) failed++;
    if (result.status === "rejected") ctx.log("deliver_now_error", { error: String((result.reason as Error)?.message ?? result.reason) });
  }
  return { sent, failed };
}

export interface DrainOptions {
  timeoutMs: number;
  /** At most this many rows per drain call… */
  maxRows: number;
  /** …and no new row is claimed after this long. */
  budgetMs: number;
  concurrency: number;
}

/** Gives up what waited 7 days, then sends due rows until none is left, or the batch or time budget is used up. */
export async function drainOutbox(ctx: DeliveryContext, options: DrainOptions): Promise<{ sent: number; failed: number; givenUp: number }> {
  const givenUp = await giveUpStaleMail(ctx.db);
  for (const row of givenUp) {
    (ctx.alert ?? ctx.log)("mail_given_up", { outboxId: row.id, kind: row.kind, attempts: row.attempts, error: row.last_error });
  }
  const deadline = Date.now() + options.budgetMs;
  let claimed = 0;
  let sent = 0;
  let failed = 0;
  const worker = async () => {
    while (claimed < options.maxRows && Date.now() < deadline) {
      claimed++;
      const result = await deliverOutboxRow(ctx.db, "next-due", sender(ctx, options.timeoutMs), options.timeoutMs);
      if (!result) {
        claimed--;
        return;
      }
      if (result.sent) sent++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  return { sent, failed, givenUp: givenUp.length };
}

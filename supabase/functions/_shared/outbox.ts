/**
 * Delivering the outbox: right after a submission is stored (its own rows, short timeout), and
 * in the periodic drain (every due row, normal timeout, a bounded batch). A temporary failure
 * reschedules the row with exponential backoff and keeps the error; a permanent one (the
 * provider refuses this e-mail: SMTP 5xx, an HTTP 4xx from Resend) marks it `failed` with the
 * reason, logged at error level — retrying could only get the sender's domain a bad name.
 */
import { backoffDelayMs } from "./backoff.ts";
import { type Db, deliverOutboxRow, type OutboxRow, type SendOutcome } from "./db.ts";
import type { MailTransport } from "./mail/types.ts";
import { errorText, type LogEvent } from "./log.ts";

export interface DeliveryContext {
  db: Db;
  transport: MailTransport;
  mailFrom: string;
  log: LogEvent;
  /** What an operator must act on (printed at error level); `log` when not given. */
  alert?: LogEvent;
}

/**
 * Whether the provider refused this e-mail for good: an SMTP 5xx reply (nodemailer's
 * `responseCode`), or a 4xx from an HTTP API (`status`) other than 408 (timeout), 409
 * (idempotency: a concurrent attempt) and 429 (throttled), which are worth another try.
 */
export function isPermanentMailError(error: unknown): boolean {
  const e = error as { responseCode?: unknown; status?: unknown };
  if (typeof e?.responseCode === "number") return e.responseCode >= 500 && e.responseCode < 600;
  if (typeof e?.status === "number") return e.status >= 400 && e.status < 500 && ![408, 409, 429].includes(e.status);
  return false;
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
      const message = errorText(error);
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
      ctx.log("mail_failed", {
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

/** Sends due rows until none is left, or the batch or time budget is used up. */
export async function drainOutbox(ctx: DeliveryContext, options: DrainOptions): Promise<{ sent: number; failed: number }> {
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
  return { sent, failed };
}

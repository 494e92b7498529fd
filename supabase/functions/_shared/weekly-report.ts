/**
 * The weekly report to the firm (docs/analytics.md, "The weekly report"). After every outbox drain,
 * beside the alerts, the function claims the last complete week's report —
 * public.claim_weekly_analytics_report() decides whether it is due, computes its figures and never
 * returns a week twice, even to two drains at once — and queues its e-mail in the outbox in the
 * claim's own transaction, so the week is recorded as reported only with its e-mail queued; then it
 * tries to send it at once, and the outbox retries it like any e-mail.
 */
import { databaseFailure, type Db, limits } from "./db.ts";
import { type DeliveryContext, deliverNow } from "./outbox.ts";
import { errorText, type LogEvent } from "./log.ts";
import type { RenderedEmail } from "./contact-email.ts";
import { type AnalyticsReport, ARTICLE_PATH_PATTERN, renderReportEmail } from "./report-email.ts";

/** Claims the report when due and queues its e-mail, in one transaction; null when none is due. */
export async function claimWeeklyReport(db: Db, email: (report: AnalyticsReport) => RenderedEmail): Promise<{ weekStart: string; outboxId: string } | null> {
  try {
    return await db.sql.begin(async (tx) => {
      await limits(tx, db.statementTimeoutMs);
      const [due] = await tx<{ week_start: string; report: AnalyticsReport }[]>`
        select week_start::text, report from public.claim_weekly_analytics_report(${ARTICLE_PATH_PATTERN})`;
      if (!due) return null;
      const mail = email(due.report);
      const [row] = await tx<{ id: string }[]>`
        insert into public.contact_outbox (submission_id, kind, to_address, reply_to, subject, html, text)
        values (null, ${mail.kind}, ${mail.to}, ${mail.replyTo}, ${mail.subject}, ${mail.html}, ${mail.text})
        returning id`;
      return { weekStart: due.week_start, outboxId: row.id };
    });
  } catch (error) {
    throw databaseFailure(error);
  }
}

export interface WeeklyReportContext {
  db: Db;
  /** null when no mail transport is configured: the report then waits in the outbox. */
  delivery: DeliveryContext | null;
  /** Who gets the report (REPORT_EMAIL_TO); null: no report, and no week is claimed. */
  emailTo: string | null;
  /** Per provider call, for sending the report right away. */
  mailTimeoutMs: number;
  log: LogEvent;
  /** Error level: what an operator must see. */
  alert: LogEvent;
}

/** Queues and sends the week's report when due; never throws (a failure is logged at error level, and the next drain tries again). */
export async function sendDueWeeklyReport(ctx: WeeklyReportContext): Promise<boolean> {
  const to = ctx.emailTo;
  if (!to) return false;
  let claimed: { weekStart: string; outboxId: string } | null;
  try {
    claimed = await claimWeeklyReport(ctx.db, (report) => renderReportEmail(report, { to }));
  } catch (error) {
    ctx.alert("weekly_report_failed", { error: errorText(error) });
    return false;
  }
  if (!claimed) return false;
  ctx.log("weekly_report_queued", claimed);
  if (ctx.delivery) await deliverNow(ctx.delivery, [claimed.outboxId], ctx.mailTimeoutMs);
  return true;
}

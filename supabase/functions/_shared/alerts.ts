/**
 * Telling a person when the forms' backend needs one (docs/forms-backend.md, "Alerts"). After
 * every outbox drain the function claims the alerts that are due — public.claim_form_alerts()
 * decides which, records them and never returns one twice, even to two drains at once — and
 * sends them:
 *
 * - as an e-mail to the firm (ALERT_EMAIL_TO, else CONTACT_INBOX), queued in the outbox in the
 *   claim's own transaction, so it is retried like any e-mail and never lost with the claim;
 *   kind "alert", so it does not count against the hourly cap on e-mails to visitors;
 * - to ALERT_WEBHOOK_URL when set (a chat's incoming webhook), once, with a timeout: a webhook
 *   that fails or hangs is logged at error level and the drain goes on;
 * - and each one as an error-level log line (`form_alert`), for the platform's log alerts.
 */
import { type AlertCondition, type AlertMessageContext, alertWebhookBody, type DueAlert, renderAlertEmail } from "./alert-message.ts";
import type { RenderedEmail } from "./contact-email.ts";
import { databaseFailure, type Db, limits } from "./db.ts";
import { type DeliveryContext, deliverNow } from "./outbox.ts";
import { errorText, type LogEvent } from "./log.ts";

/**
 * Claims the due alerts and queues their e-mail (`email` returns null for none), in one
 * transaction: the alerts are recorded as sent only with their e-mail in the outbox.
 */
export async function claimAlerts(db: Db, email: (alerts: DueAlert[]) => RenderedEmail | null): Promise<{ alerts: DueAlert[]; outboxIds: string[] }> {
  try {
    return await db.sql.begin(async (tx) => {
      await limits(tx, db.statementTimeoutMs);
      const rows = await tx<{ alert_id: string; condition: AlertCondition; figures: Record<string, unknown> }[]>`
        select alert_id::text, condition, figures from public.claim_form_alerts()`;
      const alerts = rows.map((r) => ({ id: r.alert_id, condition: r.condition, figures: r.figures }));
      const mail = alerts.length ? email(alerts) : null;
      if (!mail) return { alerts, outboxIds: [] };
      const [row] = await tx<{ id: string }[]>`
        insert into public.contact_outbox (submission_id, kind, to_address, reply_to, subject, html, text)
        values (null, ${mail.kind}, ${mail.to}, ${mail.replyTo}, ${mail.subject}, ${mail.html}, ${mail.text})
        returning id`;
      return { alerts, outboxIds: [row.id] };
    });
  } catch (error) {
    throw databaseFailure(error);
  }
}

/** A webhook's answer other than 2xx, or no answer in time. The message never holds the URL. */
export class AlertWebhookError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "AlertWebhookError";
  }
}

/** Posts `body` as JSON to the webhook; throws AlertWebhookError unless it answers 2xx within `timeoutMs`. */
export async function postAlertWebhook(url: string, body: { text: string }, timeoutMs: number, doFetch: typeof fetch = fetch): Promise<void> {
  let response: Response;
  try {
    response = await doFetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "altura-forms" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === "TimeoutError" || name === "AbortError") throw new AlertWebhookError(`the webhook did not answer within ${timeoutMs} ms`, null);
    // A fetch error may quote the URL, and the URL is the chat's secret.
    const message = errorText(error).replaceAll(url, new URL(url).origin);
    throw new AlertWebhookError(`the webhook could not be reached: ${message}`, null);
  }
  await response.body?.cancel().catch(() => {});
  if (!response.ok) throw new AlertWebhookError(`the webhook answered ${response.status}`, response.status);
}

export interface AlertingContext {
  db: Db;
  /** null when no mail transport is configured: the alert e-mail then waits in the outbox. */
  delivery: DeliveryContext | null;
  message: Omit<AlertMessageContext, "now">;
  webhookUrl: string | null;
  webhookTimeoutMs: number;
  /** Who gets the alert e-mail; null for none. */
  emailTo: string | null;
  /** Per provider call, for sending the alert e-mail right away. */
  mailTimeoutMs: number;
  now: () => Date;
  log: LogEvent;
  /** Error level: what an operator must see. */
  alert: LogEvent;
  fetch?: typeof fetch;
}

/** Claims the due alerts and sends them; never throws (a failure is logged at error level). */
export async function raiseDueAlerts(ctx: AlertingContext): Promise<DueAlert[]> {
  const message = { ...ctx.message, now: ctx.now() };
  let claimed: { alerts: DueAlert[]; outboxIds: string[] };
  try {
    claimed = await claimAlerts(ctx.db, (alerts) => (ctx.emailTo ? renderAlertEmail(alerts, { ...message, to: ctx.emailTo }) : null));
  } catch (error) {
    ctx.alert("alert_claim_failed", { error: errorText(error) });
    return [];
  }
  const { alerts, outboxIds } = claimed;
  if (alerts.length === 0) return [];
  for (const a of alerts) ctx.alert("form_alert", { alertId: a.id, condition: a.condition, figures: a.figures });

  const webhook = async () => {
    if (!ctx.webhookUrl) return;
    try {
      await postAlertWebhook(ctx.webhookUrl, alertWebhookBody(alerts, message), ctx.webhookTimeoutMs, ctx.fetch);
      ctx.log("alert_webhook_sent", { alertIds: alerts.map((a) => a.id) });
    } catch (error) {
      ctx.alert("alert_webhook_failed", { alertIds: alerts.map((a) => a.id), error: errorText(error) });
    }
  };
  // The e-mail right away; if the provider fails, the outbox retries it like any other.
  const email = async () => {
    if (ctx.delivery && outboxIds.length) await deliverNow(ctx.delivery, outboxIds, ctx.mailTimeoutMs);
  };
  await Promise.all([webhook(), email()]);
  return alerts;
}

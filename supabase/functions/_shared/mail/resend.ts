/**
 * Resend's HTTP API (POST https://api.resend.com/emails), for hosted Supabase: its edge functions
 * cannot open SMTP connections (ports 25/587 are blocked), HTTPS works. The outbox row id is the
 * Idempotency-Key, so a retry after a lost answer does not send the e-mail twice (Resend keeps
 * keys for 24 hours). Every call has a timeout (AbortSignal).
 * Web-standard fetch only: unit-tested in Node against a local fake API.
 */
import type { MailTransport, OutgoingMail } from "./types.ts";
import { errorText } from "../log.ts";

export class ResendError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "ResendError";
  }
}

export function createResendTransport(options: { apiKey: string; apiUrl?: string; fetch?: typeof fetch }): MailTransport {
  const apiUrl = options.apiUrl ?? "https://api.resend.com/emails";
  const doFetch = options.fetch ?? fetch;
  return {
    name: "resend",
    async send(mail: OutgoingMail, { timeoutMs }): Promise<{ messageId: string | null }> {
      let response: Response;
      try {
        response = await doFetch(apiUrl, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            "Content-Type": "application/json",
            "Idempotency-Key": mail.id,
            "User-Agent": "altura-forms",
          },
          body: JSON.stringify({
            from: mail.from,
            to: [mail.to],
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            ...(mail.replyTo ? { reply_to: [mail.replyTo] } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = (error as Error)?.name;
        const reason = name === "TimeoutError" || name === "AbortError" ? `timed out after ${timeoutMs} ms` : errorText(error);
        throw new ResendError(`Resend request failed: ${reason}`, null);
      }
      const body = await response.text().catch(() => "");
      if (!response.ok) throw new ResendError(`Resend answered ${response.status}: ${body.slice(0, 300)}`, response.status);
      try {
        const parsed = JSON.parse(body) as { id?: unknown };
        return { messageId: typeof parsed.id === "string" ? parsed.id : null };
      } catch {
        return { messageId: null };
      }
    },
  };
}

/**
 * SMTP through nodemailer (npm:, runs under Deno's Node compatibility), for local development
 * (maildev) and self-hosted set-ups. Every connection, greeting and socket wait is bounded by
 * the call's timeout, and the whole call is raced against it too. The Message-ID is derived
 * from the outbox row id, so should a retry ever duplicate an e-mail, mail clients can tell.
 */
// @ts-types="npm:@types/nodemailer@^6.4.17"
import nodemailer from "nodemailer";
import { type MailTransport, type OutgoingMail, withTimeout } from "./types.ts";

export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  pass: string | null;
}

function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match ? match[1] : "localhost";
}

export function createSmtpTransport(options: SmtpOptions): MailTransport {
  return {
    name: "smtp",
    async send(mail: OutgoingMail, { timeoutMs }): Promise<{ messageId: string | null }> {
      const transporter = nodemailer.createTransport({
        host: options.host,
        port: options.port,
        secure: options.secure,
        auth: options.user ? { user: options.user, pass: options.pass ?? "" } : undefined,
        // The EHLO name: nodemailer would otherwise ask the OS for the host name.
        name: domainOf(mail.from),
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        dnsTimeout: timeoutMs,
      });
      try {
        const info = await withTimeout(
          transporter.sendMail({
            from: mail.from,
            to: mail.to,
            replyTo: mail.replyTo ?? undefined,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            messageId: `<${mail.id}@${domainOf(mail.from)}>`,
          }),
          timeoutMs,
          "SMTP delivery",
        );
        return { messageId: typeof info?.messageId === "string" ? info.messageId : null };
      } finally {
        transporter.close();
      }
    },
  };
}

/** What a mail transport is given: one rendered outbox row. */
export interface OutgoingMail {
  /** The outbox row's id: Resend's Idempotency-Key, and the SMTP Message-ID's local part. */
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  readonly name: "smtp" | "resend";
  /** Sends one e-mail or throws; gives up (throws) after `timeoutMs`. */
  send(mail: OutgoingMail, options: { timeoutMs: number }): Promise<{ messageId: string | null }>;
}

/** Rejects with a timeout error unless `promise` settles within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

import type { SendResult } from "../../lib/contact/send-contact-message";
import type { FormValues } from "./field-binding";

export type CheckResult<C> = { ok: true; value: C } | { ok: false; field: string; title: string; message: string };

/**
 * What makes one form different from another once it is live: its rules, its call and its
 * toasts. Each form keeps its behaviour in a module of its own, fetched with Formik on first use.
 */
export interface FormBehaviour<V extends FormValues, C = unknown> {
  /** The shared rules: the trimmed request, or the first problem (consent first). */
  check(values: V): CheckResult<C>;
  /** One call to the function; the key identifies the attempt (a retry is stored once). */
  send(request: C, idempotencyKey: string, honeypot: string): Promise<SendResult>;
  sent: { title: string; text: string };
  /** The toast when the call fails (title 'Errore'). */
  failedText: string;
  /** Opens the console error logged on a failure. */
  logLabel: string;
}

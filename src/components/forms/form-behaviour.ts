import type { SendResult } from "../../lib/forms/forms-backend";
import type { RequestKind } from "../../../supabase/functions/_shared/request-options";
import type { FormCheck } from "../../../supabase/functions/_shared/request-rules";
import type { FormValues } from "./field-binding";

export type CheckResult<C> = { ok: true; value: C } | { ok: false; field: string; title: string; message: string };

/**
 * What makes one form different from another once it is live: its rules, its call and its
 * toasts. Each form keeps its behaviour in a module of its own, fetched with Formik on first use.
 */
export interface FormBehaviour<V extends FormValues, C = unknown> {
  /** Which form this is, for the function: its proof-of-work challenges are bound to it. */
  form: RequestKind;
  /** The shared rules: the trimmed request, or the first problem (consent first). */
  check(values: V): CheckResult<C>;
  /**
   * One call to the function; the key identifies the attempt (a retry is stored once);
   * `challenge` is a solved proof-of-work for this form, good for this one call.
   */
  send(request: C, idempotencyKey: string, honeypot: string, challenge: string): Promise<SendResult>;
  sent: { title: string; text: string };
  /** The toast when the call fails (title 'Errore'). */
  failedText: string;
  /** Opens the console error logged on a failure. */
  logLabel: string;
}

/**
 * A form's `check` from one of the shared request rules, which take the text fields as strings
 * and the consent box apart, and name the field of the first problem.
 */
export const checkWithRule =
  <C>(rule: (fields: Record<string, string>, options: { consent: boolean }) => FormCheck<C>) =>
  (values: FormValues): CheckResult<C> => {
    const { consent, ...fields } = values;
    const check = rule(fields as Record<string, string>, { consent: consent === true });
    return check.ok ? check : { ...check, field: String(check.field) };
  };

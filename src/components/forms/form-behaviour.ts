import type { SendResult } from "../../lib/forms/forms-backend";
import type { RequestKind } from "../../../supabase/functions/_shared/site-contract/request-options";
import type { FormCheck } from "../../../supabase/functions/_shared/site-contract/request-rules";
import type { Dictionary } from "../../i18n/dictionary";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import type { FormValues } from "./field-binding";

export type CheckResult<C> = { ok: true; value: C } | { ok: false; field: string; title: string; message: string };

/**
 * What makes one form different from another once it is live: its rules, its call and its
 * toasts, each in the page's language. Each form keeps its behaviour in a module of its own,
 * fetched with Formik on first use.
 */
export interface FormBehaviour<V extends FormValues, C = unknown> {
  /** Which form this is, for the function: its proof-of-work challenges are bound to it. */
  form: RequestKind;
  /** The shared rules: the trimmed request, or the first problem (consent first), told in `locale`. */
  check(values: V, locale: Locale): CheckResult<C>;
  /**
   * One call to the function, telling it the page's language; the key identifies the attempt (a
   * retry is stored once); `challenge` is a solved proof-of-work for this form, good for this one call.
   */
  send(request: C, locale: Locale, idempotencyKey: string, honeypot: string, challenge: string): Promise<SendResult>;
  /** Its toasts' words in the page's dictionary: the success toast, and the text of the one when the call fails (title 'Errore'). */
  toasts(words: Dictionary["forms"]): { sent: { title: string; text: string }; failed: string };
  /** Opens the console error logged on a failure. */
  logLabel: string;
}

/**
 * A form's `check` from one of the shared request rules, which take the text fields as strings
 * and the consent box apart, and name the field of the first problem.
 */
export const checkWithRule =
  <C>(rule: (fields: Record<string, string>, options: { consent: boolean; locale: Locale }) => FormCheck<C>) =>
  (values: FormValues, locale: Locale): CheckResult<C> => {
    const { consent, ...fields } = values;
    const check = rule(fields as Record<string, string>, { consent: consent === true, locale });
    return check.ok ? check : { ...check, field: String(check.field) };
  };

/**
 * The part of a form that needs code: Formik's submit cycle, the form's behaviour (its shared
 * yup rules, its call to the function, its toasts) and the proof of work. Loaded on demand by
 * LazyForm, so none of this weighs on a page's first load. It renders nothing of its own: the
 * fields stay the browser's, and it reads them when the visitor sends.
 *
 * Its arrival also starts the form's proof-of-work (form-challenge.ts) in a worker: the visitor
 * is still typing, so by the press the solution is normally ready and sending waits for nothing.
 */
import * as React from "react";
import { useFormik } from "formik";
import { toaster } from "../ui/toaster";
import { clearForm, type FormValues, readValues } from "./field-binding";
import type { CheckResult, FormBehaviour } from "./form-behaviour";
import type { FormFault } from "./form-notice";
import { HONEYPOT_FIELD } from "../../../supabase/functions/_shared/site-contract/request-options";
import { createChallengeSource } from "../../lib/forms/form-challenge";
import { solveChallengeInBackground } from "../../lib/forms/challenge-solver";
import { fetchFormChallenge } from "../../lib/forms/forms-backend";
import { CONTACT_MESSAGES, isForbiddenCharactersMessage } from "../../../supabase/functions/_shared/site-contract/contact-rules";
import { useDictionary, useLocale } from "../../i18n/locale-context";

const newAttemptKey = (): string => {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** What the form shows about a send in progress or failed; LazyForm renders it. */
export interface SubmissionStatus {
  submitting: (value: boolean) => void;
  verifying: (value: boolean) => void;
  fault: (value: FormFault | null) => void;
}

export interface FormSubmissionProps<V extends FormValues> {
  form: React.RefObject<HTMLFormElement>;
  empty: V;
  behaviour: FormBehaviour<V>;
  status: SubmissionStatus;
  /** Set to this form's send while it is mounted: LazyForm's submit handler calls it. */
  sendRef: React.MutableRefObject<(() => void) | null>;
  /** The visitor pressed the button before this code arrived: send at once. */
  submitOnMount: boolean;
}

export const FormSubmission = <V extends FormValues>({ form, empty, behaviour, status, sendRef, submitOnMount }: FormSubmissionProps<V>) => {
  // One key per attempt: a retry of the same values is recognised by the function and
  // stored once; changed values are a new request and get a new key.
  const attempt = React.useRef<{ key: string; values: string } | null>(null);
  // The request the rules accepted at the press, from the fields' values then. Formik's own copy
  // is updated too, but its submit reads the copy of its last render; the press must send exactly
  // what the visitor sees, now.
  const accepted = React.useRef<unknown>(null);
  const [challenge] = React.useState(() => createChallengeSource(behaviour.form, { fetchChallenge: fetchFormChallenge, solve: solveChallengeInBackground }));
  // The page's language: the rules answer in it, the toasts speak it, the function is told it.
  const locale = useLocale();
  const words = useDictionary().forms;
  const toasts = behaviour.toasts(words);

  React.useEffect(() => challenge.prepare(), [challenge]);

  /** The send-failure toast ('Errore'), and the notice that stays, with the firm's address. */
  const failed = (error: unknown) => {
    console.error(`${behaviour.logLabel}:`, error);
    toaster.create({ type: "error", title: words.failedTitle, description: toasts.failed, duration: 8000 });
    status.fault("send");
    // The next press will need a fresh solution: start on it now.
    challenge.prepare();
  };

  /**
   * The first problem, as a toast, and the focus on its field. Characters a field may not hold are
   * often invisible ones a paste brought along: the toast says so, or the visitor could not find them.
   */
  const refuse = (problem: Extract<CheckResult<unknown>, { ok: false }>) => {
    const description = isForbiddenCharactersMessage(problem.message) ? `${problem.message}. ${words.invisibleCharacters}` : problem.message;
    toaster.create({ type: "error", title: problem.title, description });
    const element = form.current?.elements.namedItem(problem.field);
    if (element instanceof HTMLElement) element.focus();
  };

  const formik = useFormik<V>({
    initialValues: empty,
    validateOnBlur: false,
    validateOnChange: false,
    // The values are the fields' own, read at the press (see `send` below).
    onSubmit: async () => {
      const request = accepted.current;
      const fingerprint = JSON.stringify(request);
      if (attempt.current?.values !== fingerprint) attempt.current = { key: newAttemptKey(), values: fingerprint };
      const honeypot = (form.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? "";
      status.fault(null);
      let solved: string;
      if (!challenge.isReady()) status.verifying(true);
      try {
        solved = await challenge.take();
      } catch (error) {
        failed(error);
        return;
      } finally {
        status.verifying(false);
      }
      const result = await behaviour.send(request, locale, attempt.current.key, honeypot, solved);
      if (result.ok) {
        toaster.create({ type: "success", title: toasts.sent.title, description: toasts.sent.text, duration: 8000 });
        attempt.current = null;
        clearForm(form.current, empty);
        formik.resetForm({ values: empty });
        return;
      }
      if (result.kind === "failed") return failed(result.error);
      console.error(`${behaviour.logLabel}:`, result.error);
      challenge.prepare();
      if (result.kind === "invalid") toaster.create({ type: "error", title: CONTACT_MESSAGES[locale].validationTitle, description: result.message });
      else toaster.create({ type: "error", title: words.failedTitle, description: result.message });
    },
  });

  // A layout effect, so the button shows 'Invio in corso...' in the same frame as the press.
  const { isSubmitting } = formik;
  React.useLayoutEffect(() => status.submitting(isSubmitting), [isSubmitting, status]);

  // A second press (a double click, Enter held) while one send runs is ignored, before any render.
  const sending = React.useRef(false);
  React.useLayoutEffect(() => {
    sendRef.current = () => {
      if (sending.current) return;
      const values = readValues(form.current, empty);
      // A press the rules refuse is answered here, outside Formik's submit cycle: entering it would
      // render the whole form twice in the press (button 'Invio in corso...', then back), for a
      // state the visitor never sees; on a phone that would be most of the press's own work.
      const check = behaviour.check(values, locale);
      if (!check.ok) return refuse(check);
      sending.current = true;
      accepted.current = check.value;
      void formik.setValues(values, false);
      // Anything the send did not expect is still the visitor's to know, like a failed call.
      void formik
        .submitForm()
        .catch(failed)
        .finally(() => {
          sending.current = false;
        });
    };
    return () => {
      sendRef.current = null;
    };
  });

  React.useLayoutEffect(() => {
    if (submitOnMount) sendRef.current?.();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
};

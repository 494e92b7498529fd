/**
 * A form once the visitor has started using it: Formik keeps the values, the form's behaviour
 * (its shared yup rules, its call to the function, its toasts) does the rest. Loaded on demand
 * by LazyForm, so none of this weighs on a page's first load.
 *
 * Its arrival also starts the form's proof-of-work (form-challenge.ts) in a worker: the visitor
 * is still typing, so by the press the solution is normally ready and sending waits for nothing.
 */
import * as React from "react";
import { useFormik } from "formik";
import { toaster } from "../ui/toaster";
import type { FieldBinding, FormSnapshot, FormValues } from "./field-binding";
import type { FormBehaviour } from "./form-behaviour";
import { HONEYPOT_FIELD } from "../../../supabase/functions/_shared/request-options";
import { createChallengeSource } from "../../lib/contact/form-challenge";
import { solveChallengeInBackground } from "../../lib/contact/challenge-solver";
import { fetchFormChallenge } from "../../lib/contact/send-contact-message";
import { type FormFault, FormFaultNotice, VerifyingStatus } from "./form-notice";

const VALIDATION_TITLE = "Errore di validazione";
const FAILED_TITLE = "Errore";

const newAttemptKey = (): string => {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

interface LiveFormProps<V extends FormValues> {
  label: string;
  name: string;
  empty: V;
  behaviour: FormBehaviour<V>;
  /** Reads the first form (values, focus, caret); called once, in the first render. */
  snapshot: () => FormSnapshot<V>;
  /** The visitor pressed the button before this code arrived: send at once. */
  submitOnMount?: boolean;
  children: (binding: FieldBinding, submitting: boolean) => React.ReactNode;
}

export const LiveForm = <V extends FormValues>({ label, name, empty, behaviour, snapshot, submitOnMount = false, children }: LiveFormProps<V>) => {
  const [start] = React.useState(snapshot);
  const formRef = React.useRef<HTMLFormElement>(null);
  // One key per attempt: a retry of the same values is recognised by the function and
  // stored once; changed values are a new request and get a new key.
  const attempt = React.useRef<{ key: string; values: string } | null>(null);
  const [challenge] = React.useState(() => createChallengeSource(behaviour.form, { fetchChallenge: fetchFormChallenge, solve: solveChallengeInBackground }));
  const [verifying, setVerifying] = React.useState(false);
  const [fault, setFault] = React.useState<FormFault | null>(null);

  React.useEffect(() => challenge.prepare(), [challenge]);

  /** Spec §8's toast, and the notice that stays, with the firm's address. */
  const failed = (error: unknown) => {
    console.error(`${behaviour.logLabel}:`, error);
    toaster.create({ type: "error", title: FAILED_TITLE, description: behaviour.failedText, duration: 8000 });
    setFault("send");
    // The next press will need a fresh solution: start on it now.
    challenge.prepare();
  };

  const focus = (field: string) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  };

  const formik = useFormik<V>({
    initialValues: start.values,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      const check = behaviour.check(values);
      if (!check.ok) {
        toaster.create({ type: "error", title: check.title, description: check.message });
        focus(check.field);
        return;
      }
      const fingerprint = JSON.stringify(check.value);
      if (attempt.current?.values !== fingerprint) attempt.current = { key: newAttemptKey(), values: fingerprint };
      const honeypot = (formRef.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? "";
      setFault(null);
      let solved: string;
      if (!challenge.isReady()) setVerifying(true);
      try {
        solved = await challenge.take();
      } catch (error) {
        failed(error);
        return;
      } finally {
        setVerifying(false);
      }
      const result = await behaviour.send(check.value, attempt.current.key, honeypot, solved);
      if (result.ok) {
        toaster.create({ type: "success", title: behaviour.sent.title, description: behaviour.sent.text, duration: 8000 });
        attempt.current = null;
        helpers.resetForm({ values: empty });
        return;
      }
      if (result.kind === "failed") return failed(result.error);
      console.error(`${behaviour.logLabel}:`, result.error);
      challenge.prepare();
      if (result.kind === "invalid") toaster.create({ type: "error", title: VALIDATION_TITLE, description: result.message });
      else toaster.create({ type: "error", title: FAILED_TITLE, description: result.message });
    },
  });

  // A layout effect runs before the browser handles the next key press: not a keystroke
  // lands outside the field between the swap and the focus coming back.
  React.useLayoutEffect(() => {
    if (start.focus) {
      focus(start.focus.name);
      const element = formRef.current?.elements.namedItem(start.focus.name);
      if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && start.focus.selection !== null) {
        try {
          element.setSelectionRange(start.focus.selection, start.focus.selection);
        } catch {
          // Inputs without a caret (email, number) keep theirs.
        }
      }
    }
    if (submitOnMount) void formik.submitForm();
    // Once, on arrival: the values and focus come from the first form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const binding: FieldBinding = {
    text: (field) => ({ name: field, value: String(formik.values[field] ?? ""), onChange: formik.handleChange, onBlur: formik.handleBlur }),
    consent: { checked: formik.values.consent === true, onCheckedChange: (checked) => void formik.setFieldValue("consent", checked) },
  };

  return (
    <form ref={formRef} method="post" noValidate onSubmit={formik.handleSubmit} aria-label={label} data-form={name} data-form-state="live">
      {children(binding, formik.isSubmitting)}
      <VerifyingStatus verifying={verifying} />
      {fault && <FormFaultNotice fault={fault} />}
    </form>
  );
};

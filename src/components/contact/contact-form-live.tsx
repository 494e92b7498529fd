/**
 * The contact form once the visitor has started using it: Formik keeps the values,
 * the shared rules (yup) check them in the spec's order, supabase-js sends them.
 * Loaded on demand by ContactForm, so none of this weighs on the page's first load.
 */
import * as React from "react";
import { useFormik } from "formik";
import { checkContact } from "../../../supabase/functions/_shared/contact-rules";
import { sendContactMessage } from "../../lib/contact/send-contact-message";
import { toaster } from "../ui/toaster";
import { ContactFields, type FieldBinding, type TextFieldName } from "./contact-fields";
import type { ContactFormValues } from "./contact-form-values";
import type { FormSnapshot } from "./contact-form";

export const EMPTY_CONTACT: ContactFormValues = { name: "", email: "", company: "", message: "", consent: false };

const SENT_TITLE = "Messaggio inviato!";
const SENT_TEXT = "Ti abbiamo inviato una email di conferma. Ti risponderemo entro 24 ore.";
const FAILED_TITLE = "Errore";
const FAILED_TEXT = "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.";

const newAttemptKey = (): string => {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

interface LiveProps {
  /** Reads the first form (values, focus, caret); called once, in the first render. */
  snapshot: () => FormSnapshot;
  /** The visitor pressed 'Invia' before this code arrived: send at once. */
  submitOnMount?: boolean;
}

export const ContactFormLive = ({ snapshot, submitOnMount = false }: LiveProps) => {
  const [start] = React.useState(snapshot);
  const formRef = React.useRef<HTMLFormElement>(null);
  // One key per attempt: a retry of the same values is recognised by the function and
  // stored once; changed values are a new message and get a new key.
  const attempt = React.useRef<{ key: string; values: string } | null>(null);

  const focus = (field: string) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  };

  const formik = useFormik<ContactFormValues>({
    initialValues: start.values,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      const check = checkContact(values, { consent: values.consent });
      if (!check.ok) {
        toaster.create({ type: "error", title: check.title, description: check.message });
        focus(check.field);
        return;
      }
      const fingerprint = JSON.stringify(check.value);
      if (attempt.current?.values !== fingerprint) attempt.current = { key: newAttemptKey(), values: fingerprint };
      const honeypot = (formRef.current?.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
      const result = await sendContactMessage(check.value, attempt.current.key, honeypot);
      if (result.ok) {
        toaster.create({ type: "success", title: SENT_TITLE, description: SENT_TEXT, duration: 8000 });
        attempt.current = null;
        helpers.resetForm({ values: EMPTY_CONTACT });
        return;
      }
      console.error("Invio del messaggio di contatto non riuscito:", result.error);
      if (result.kind === "invalid") toaster.create({ type: "error", title: "Errore di validazione", description: result.message });
      else if (result.kind === "rate-limited") toaster.create({ type: "error", title: FAILED_TITLE, description: result.message });
      else toaster.create({ type: "error", title: FAILED_TITLE, description: FAILED_TEXT, duration: 8000 });
    },
  });

  // A layout effect runs before the browser handles the next key press: not a keystroke
  // lands outside the field between the swap and the focus coming back.
  React.useLayoutEffect(() => {
    if (start.focus) {
      focus(start.focus.name);
      const element = formRef.current?.elements.namedItem(start.focus.name);
      if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && start.focus.selection !== null) {
        element.setSelectionRange(start.focus.selection, start.focus.selection);
      }
    }
    if (submitOnMount) void formik.submitForm();
    // Once, on arrival: the values and focus come from the first form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const binding: FieldBinding = {
    text: (name: TextFieldName) => ({ name, value: formik.values[name], onChange: formik.handleChange, onBlur: formik.handleBlur }),
    consent: { checked: formik.values.consent, onCheckedChange: (checked) => void formik.setFieldValue("consent", checked) },
  };

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-label="Modulo di contatto" data-contact-form="live">
      <ContactFields binding={binding} submitting={formik.isSubmitting} />
    </form>
  );
};

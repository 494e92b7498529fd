/** The contact form once live: the shared contact rules, the function call, the fixed toasts. Loaded on first use. */
import { checkContact, type ContactMessage } from "../../../supabase/functions/_shared/contact-rules";
import { sendContactMessage } from "../../lib/forms/forms-backend";
import type { FormBehaviour } from "../forms/form-behaviour";
import type { ContactFormValues } from "./contact-form-values";

export const contactBehaviour: FormBehaviour<ContactFormValues, ContactMessage> = {
  check: (values) => checkContact(values, { consent: values.consent }),
  form: "contact",
  send: (message, key, honeypot, challenge) => sendContactMessage(message, key, honeypot, challenge),
  // The send toasts' texts, which the product specification fixes verbatim.
  sent: { title: "Messaggio inviato!", text: "Ti abbiamo inviato una email di conferma. Ti risponderemo entro 24 ore." },
  failedText: "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.",
  logLabel: "Invio del messaggio di contatto non riuscito",
};

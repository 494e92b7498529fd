/** The contact form once live: the shared contact rules, the function call, the fixed toasts. Loaded on first use. */
import { checkContact, type ContactMessage } from "../../../supabase/functions/_shared/site-contract/contact-rules";
import { sendContactMessage } from "../../lib/forms/forms-backend";
import type { FormBehaviour } from "../forms/form-behaviour";
import type { ContactFormValues } from "./contact-form-values";

export const contactBehaviour: FormBehaviour<ContactFormValues, ContactMessage> = {
  check: (values, locale) => checkContact(values, { consent: values.consent, locale }),
  form: "contact",
  send: (message, locale, key, honeypot, challenge) => sendContactMessage(message, locale, key, honeypot, challenge),
  toasts: (words) => ({ sent: words.contact.sent, failed: words.contact.failed }),
  // eslint-disable-next-line altura/ui-strings -- a message for developers in the console, not the interface
  logLabel: "Invio del messaggio di contatto non riuscito",
};

/** The newsletter sign-up once live: the shared rules, the function call, the toasts. Loaded on first use. */
import { checkNewsletterRequest, type NewsletterRequest } from "../../../supabase/functions/_shared/request-rules";
import { NEWSLETTER_CONFIRM_HOURS } from "../../../supabase/functions/_shared/request-options";
import { sendFormRequest } from "../../lib/forms/forms-backend";
import type { FormValues } from "../forms/field-binding";
import { checkWithRule, type FormBehaviour } from "../forms/form-behaviour";

/**
 * The success toast is the same whether the address was new or already subscribed: the page
 * never tells who is on the list (the mailbox's owner learns it from the e-mail).
 */
export const newsletterBehaviour: FormBehaviour<FormValues, NewsletterRequest> = {
  check: checkWithRule(checkNewsletterRequest),
  form: "newsletter",
  send: (request, key, honeypot, challenge) => sendFormRequest({ kind: "newsletter", ...request }, key, honeypot, challenge),
  sent: {
    title: "Controlla la tua email",
    text: `Ti abbiamo inviato un'email: apri il link che contiene per confermare l'iscrizione. Il link vale ${NEWSLETTER_CONFIRM_HOURS} ore.`,
  },
  failedText: "Si è verificato un errore durante l'iscrizione. Riprova più tardi.",
  logLabel: "Iscrizione alla newsletter non riuscita",
};

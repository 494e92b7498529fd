/** The newsletter sign-up once live: the shared rules, the function call, the toasts. Loaded on first use. */
import { checkNewsletterRequest, type NewsletterRequest } from "../../../supabase/functions/_shared/site-contract/request-rules";
import { NEWSLETTER_CONFIRM_HOURS } from "../../../supabase/functions/_shared/site-contract/request-options";
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
  send: (request, locale, key, honeypot, challenge) => sendFormRequest({ kind: "newsletter", ...request }, locale, key, honeypot, challenge),
  toasts: ({ newsletter }) => ({
    sent: { title: newsletter.sent.title, text: newsletter.sent.text(NEWSLETTER_CONFIRM_HOURS) },
    failed: newsletter.failed,
  }),
  // eslint-disable-next-line altura/ui-strings -- a message for developers in the console, not the interface
  logLabel: "Iscrizione alla newsletter non riuscita",
};

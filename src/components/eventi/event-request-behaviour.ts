/** The event request once live: the shared rules, the function call, the toasts. Loaded on first use. */
import { checkEventRequest, type EventRequest } from "../../../supabase/functions/_shared/site-contract/request-rules";
import { sendFormRequest } from "../../lib/forms/forms-backend";
import type { FormValues } from "../forms/field-binding";
import { checkWithRule, type FormBehaviour } from "../forms/form-behaviour";

export const eventRequestBehaviour: FormBehaviour<FormValues, EventRequest> = {
  check: checkWithRule(checkEventRequest),
  form: "event",
  send: (request, locale, key, honeypot, challenge) => sendFormRequest({ kind: "event", ...request }, locale, key, honeypot, challenge),
  toasts: (words) => ({ sent: words.event.sent, failed: words.event.failed }),
  // eslint-disable-next-line altura/ui-strings -- a message for developers in the console, not the interface
  logLabel: "Invio della richiesta di evento non riuscito",
};

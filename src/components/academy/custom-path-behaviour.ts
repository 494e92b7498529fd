/** The custom-path request once live: the shared rules, the function call, the toasts. Loaded on first use. */
import { checkAcademyRequest, type AcademyRequest } from "../../../supabase/functions/_shared/site-contract/request-rules";
import { sendFormRequest } from "../../lib/forms/forms-backend";
import type { FormValues } from "../forms/field-binding";
import { checkWithRule, type FormBehaviour } from "../forms/form-behaviour";

export const customPathBehaviour: FormBehaviour<FormValues, AcademyRequest> = {
  check: checkWithRule(checkAcademyRequest),
  form: "academy",
  send: (request, locale, key, honeypot, challenge) => sendFormRequest({ kind: "academy", ...request }, locale, key, honeypot, challenge),
  toasts: (words) => ({ sent: words.academy.sent, failed: words.academy.failed }),
  // eslint-disable-next-line altura/ui-strings -- a message for developers in the console, not the interface
  logLabel: "Invio della richiesta di percorso su misura non riuscito",
};

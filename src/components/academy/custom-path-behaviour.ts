/** The custom-path request once live: the shared rules, the function call, the toasts. Loaded on first use. */
import { checkAcademyRequest, type AcademyRequest } from "../../../supabase/functions/_shared/request-rules";
import { sendFormRequest } from "../../lib/forms/forms-backend";
import type { FormValues } from "../forms/field-binding";
import { checkWithRule, type FormBehaviour } from "../forms/form-behaviour";

export const customPathBehaviour: FormBehaviour<FormValues, AcademyRequest> = {
  check: checkWithRule(checkAcademyRequest),
  form: "academy",
  send: (request, key, honeypot, challenge) => sendFormRequest({ kind: "academy", ...request }, key, honeypot, challenge),
  sent: { title: "Richiesta inviata!", text: "Ti abbiamo inviato una email di conferma. Ti contatteremo entro 24 ore per progettare insieme il tuo percorso." },
  failedText: "Si è verificato un errore nell'invio della richiesta. Riprova più tardi.",
  logLabel: "Invio della richiesta di percorso su misura non riuscito",
};

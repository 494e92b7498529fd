/** The event request once live: the shared rules, the function call, the toasts. Loaded on first use. */
import { checkEventRequest, type EventRequest } from "../../../supabase/functions/_shared/request-rules";
import { sendFormRequest } from "../../lib/forms/forms-backend";
import type { FormValues } from "../forms/field-binding";
import { checkWithRule, type FormBehaviour } from "../forms/form-behaviour";

export const eventRequestBehaviour: FormBehaviour<FormValues, EventRequest> = {
  check: checkWithRule(checkEventRequest),
  form: "event",
  send: (request, key, honeypot, challenge) => sendFormRequest({ kind: "event", ...request }, key, honeypot, challenge),
  sent: { title: "Richiesta inviata!", text: "Ti abbiamo inviato una email di conferma. Ti contatteremo entro 24 ore per parlare del tuo evento." },
  failedText: "Si è verificato un errore nell'invio della richiesta. Riprova più tardi.",
  logLabel: "Invio della richiesta di evento non riuscito",
};

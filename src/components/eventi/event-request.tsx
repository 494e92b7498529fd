import * as React from "react";
import { EVENT_BUDGETS, OTHER_EVENT_TYPE, REQUEST_LIMITS } from "../../../supabase/functions/_shared/request-options";
import { RequestForm, RequestPanel } from "../catalogue/request-form";
import { REQUESTER_FIELDS, type RequestFieldSpec } from "../catalogue/request-fields";

const PROMISES = [
  "Un unico referente dall'idea al giorno dell'evento",
  "Una proposta con format, location e budget entro pochi giorni",
  "Fornitori e location selezionati in tutta Italia",
  "Misurazione della soddisfazione dei partecipanti",
];

/** The fields, named as the function receives them (EventRequest in the shared rules). */
const fieldsFor = (types: readonly { jsonId: string; label: string }[]): RequestFieldSpec[] => [
  ...REQUESTER_FIELDS,
  {
    name: "eventType",
    label: "Tipo di evento",
    kind: "select",
    required: true,
    placeholder: "Scegli un tipo di evento",
    options: [...types.map((t) => ({ value: t.jsonId, label: t.label })), { value: OTHER_EVENT_TYPE, label: "Altro" }],
  },
  { name: "participants", label: "Numero di partecipanti", kind: "number", min: 1, max: REQUEST_LIMITS.participants, placeholder: "Per esempio 80" },
  { name: "period", label: "Periodo indicativo", kind: "text", placeholder: "Per esempio ottobre 2027" },
  { name: "budget", label: "Budget indicativo", kind: "select", placeholder: "Scegli una fascia", options: EVENT_BUDGETS },
  {
    name: "description",
    label: "Raccontaci il tuo evento",
    kind: "textarea",
    wide: true,
    placeholder: "Obiettivi, pubblico, luogo che hai in mente e tutto quello che ci aiuta a capire l'evento.",
  },
];

const loadBehaviour = () => import("./event-request-behaviour").then((module) => module.eventRequestBehaviour);

/** '#richiesta': what the visitor can expect, and the request form. */
export const EventRequest = ({ types }: { types: readonly { jsonId: string; label: string }[] }) => {
  const fields = React.useMemo(() => fieldsFor(types), [types]);
  return (
    <RequestPanel
      intro="Dalla convention al team building, ogni evento parte da un obiettivo. Dicci cosa vuoi ottenere, quando e con quante persone: ti proponiamo un format su misura."
      promises={PROMISES}
    >
      <RequestForm
        label="Richiesta di un evento su misura"
        name="event"
        idPrefix="richiesta"
        fields={fields}
        loadBehaviour={loadBehaviour}
        purpose="Usiamo i dati che inserisci solo per risponderti e, se lo chiedi, per prepararti una proposta per il tuo evento (art. 6.1.b GDPR, misure precontrattuali); li teniamo per 24 mesi dall'ultimo contatto, poi li cancelliamo."
        submitLabel="Richiedi una proposta"
      />
    </RequestPanel>
  );
};

import * as React from "react";
import { TEAM_SIZES, UNDECIDED } from "../../../supabase/functions/_shared/request-options";
import { RequestForm, RequestPanel } from "../catalogue/request-form";
import { REQUESTER_FIELDS, type RequestFieldSpec } from "../catalogue/request-fields";

interface Choice {
  jsonId: string;
  label: string;
}

const PROMISES = [
  "Analisi delle competenze del tuo team e degli obiettivi di business",
  "Contenuti ed esercitazioni costruiti sui casi del tuo settore",
  "In aula, online live o blended, anche presso la tua sede",
  "Misurazione dell'apprendimento e report finale",
];

/** The fields, named as the function receives them (AcademyRequest in the shared rules). */
const fieldsFor = (categories: readonly Choice[], modes: readonly Choice[]): RequestFieldSpec[] => [
  ...REQUESTER_FIELDS,
  {
    name: "area",
    label: "Area di interesse",
    kind: "select",
    placeholder: "Scegli un'area",
    options: [...categories.map((c) => ({ value: c.jsonId, label: c.label })), { value: UNDECIDED, label: "Non lo so ancora" }],
  },
  { name: "teamSize", label: "Persone da formare", kind: "select", placeholder: "Quante persone?", options: TEAM_SIZES },
  {
    name: "mode",
    label: "Modalità preferita",
    kind: "select",
    placeholder: "Scegli una modalità",
    options: [...modes.map((m) => ({ value: m.jsonId, label: m.label })), { value: UNDECIDED, label: "Da definire insieme" }],
    wide: true,
  },
  {
    name: "goals",
    label: "Obiettivi del percorso",
    kind: "textarea",
    wide: true,
    placeholder: "Quali competenze vuoi sviluppare, per quali ruoli e con quali tempi?",
  },
];

const loadBehaviour = () => import("./custom-path-behaviour").then((module) => module.customPathBehaviour);

/** '#personalizzati': why a custom path, and the request form. */
export const CustomPathRequest = ({ categories, modes }: { categories: readonly Choice[]; modes: readonly Choice[] }) => {
  const fields = React.useMemo(() => fieldsFor(categories, modes), [categories, modes]);
  return (
    <RequestPanel
      intro="Ogni azienda ha persone, processi e obiettivi diversi. Per questo, oltre ai corsi a catalogo, progettiamo percorsi formativi costruiti sulle esigenze del tuo team."
      promises={PROMISES}
    >
      <RequestForm
        label="Richiesta di un percorso su misura"
        name="academy"
        idPrefix="personalizzati"
        fields={fields}
        loadBehaviour={loadBehaviour}
        purpose="Usiamo i dati che inserisci solo per risponderti e, se lo chiedi, per prepararti una proposta formativa (art. 6.1.b GDPR, misure precontrattuali); li teniamo per 24 mesi dall'ultimo contatto, poi li cancelliamo."
        submitLabel="Richiedi il tuo percorso"
      />
    </RequestPanel>
  );
};

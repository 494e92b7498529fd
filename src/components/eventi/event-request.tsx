import * as React from "react";
import { Box, Grid, HStack, Stack, Text } from "@chakra-ui/react";
import { CheckCircle2 } from "lucide-react";
import { OfflineRequestForm } from "../catalogue/offline-request";
import type { RequestFieldSpec } from "../catalogue/request-fields";

const PROMISES = [
  "Un unico referente dall'idea al giorno dell'evento",
  "Una proposta con format, location e budget entro pochi giorni",
  "Fornitori e location selezionati in tutta Italia",
  "Misurazione della soddisfazione dei partecipanti",
];

const fieldsFor = (types: readonly { jsonId: string; label: string }[]): RequestFieldSpec[] => [
  { name: "nome", label: "Nome e cognome", kind: "text", required: true, autoComplete: "name" },
  { name: "email", label: "Email di lavoro", kind: "email", required: true, autoComplete: "email", placeholder: "nome@azienda.it" },
  { name: "azienda", label: "Azienda", kind: "text", required: true, autoComplete: "organization" },
  { name: "telefono", label: "Telefono", kind: "tel", autoComplete: "tel", placeholder: "+39 …" },
  {
    name: "tipo",
    label: "Tipo di evento",
    kind: "select",
    required: true,
    placeholder: "Scegli un tipo di evento",
    options: [...types.map((t) => ({ value: t.jsonId, label: t.label })), { value: "altro", label: "Altro" }],
  },
  { name: "partecipanti", label: "Numero di partecipanti", kind: "number", min: 1, placeholder: "Per esempio 80" },
  { name: "periodo", label: "Periodo indicativo", kind: "text", placeholder: "Per esempio ottobre 2027" },
  {
    name: "budget",
    label: "Budget indicativo",
    kind: "select",
    placeholder: "Scegli una fascia",
    options: [
      { value: "fino-10000", label: "Fino a 10.000 €" },
      { value: "10000-30000", label: "Da 10.000 a 30.000 €" },
      { value: "30000-75000", label: "Da 30.000 a 75.000 €" },
      { value: "oltre-75000", label: "Oltre 75.000 €" },
      { value: "da-definire", label: "Da definire" },
    ],
  },
  {
    name: "descrizione",
    label: "Raccontaci il tuo evento",
    kind: "textarea",
    wide: true,
    placeholder: "Obiettivi, pubblico, luogo che hai in mente e tutto quello che ci aiuta a capire l'evento.",
  },
];

/** '#richiesta': what the visitor can expect, and the request form (not sending yet: see OfflineRequestForm). */
export const EventRequest = ({ types }: { types: readonly { jsonId: string; label: string }[] }) => {
  const fields = React.useMemo(() => fieldsFor(types), [types]);
  return (
    <Grid templateColumns={{ base: "1fr", lg: "1fr 1.5fr" }} gap={{ base: "10", lg: "16" }} alignItems="start">
      <Stack gap="6">
        <Text fontSize="lg" color="text.muted" lineHeight="1.75">
          Dalla convention al team building, ogni evento parte da un obiettivo. Dicci cosa vuoi ottenere, quando e con quante persone: ti proponiamo un
          format su misura.
        </Text>
        <Stack as="ul" listStyleType="none" gap="4">
          {PROMISES.map((promise) => (
            <HStack as="li" key={promise} gap="3" align="flex-start">
              <Box color="brand.fg" pt="0.5" flexShrink={0}>
                <CheckCircle2 size={22} aria-hidden="true" focusable="false" />
              </Box>
              <Text fontWeight="600">{promise}</Text>
            </HStack>
          ))}
        </Stack>
      </Stack>
      <OfflineRequestForm
        label="Richiesta di un evento su misura"
        idPrefix="richiesta"
        fields={fields}
        subject="Richiesta di un evento aziendale su misura"
        purpose="I dati che inserisci servono solo a risponderti e, se lo chiedi, a prepararti una proposta per il tuo evento (art. 6.1.b GDPR)."
        submitLabel="Richiedi una proposta"
        noticeTitle="La richiesta online non è ancora attiva"
        noticeText="Non ti abbiamo inviato nulla e non abbiamo ricevuto i tuoi dati: quello che hai scritto resta nel modulo."
      />
    </Grid>
  );
};

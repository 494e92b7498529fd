import * as React from "react";
import { Box, Grid, HStack, Stack, Text } from "@chakra-ui/react";
import { CheckCircle2 } from "lucide-react";
import { OfflineRequestForm } from "../catalogue/offline-request";
import type { RequestFieldSpec } from "../catalogue/request-fields";

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

const fieldsFor = (categories: readonly Choice[], modes: readonly Choice[]): RequestFieldSpec[] => [
  { name: "nome", label: "Nome e cognome", kind: "text", required: true, autoComplete: "name" },
  { name: "email", label: "Email di lavoro", kind: "email", required: true, autoComplete: "email", placeholder: "nome@azienda.it" },
  { name: "azienda", label: "Azienda", kind: "text", required: true, autoComplete: "organization" },
  { name: "telefono", label: "Telefono", kind: "tel", autoComplete: "tel", placeholder: "+39 …" },
  {
    name: "area",
    label: "Area di interesse",
    kind: "select",
    placeholder: "Scegli un'area",
    options: [...categories.map((c) => ({ value: c.jsonId, label: c.label })), { value: "da-definire", label: "Non lo so ancora" }],
  },
  {
    name: "partecipanti",
    label: "Persone da formare",
    kind: "select",
    placeholder: "Quante persone?",
    options: [
      { value: "1-5", label: "Da 1 a 5" },
      { value: "6-15", label: "Da 6 a 15" },
      { value: "16-50", label: "Da 16 a 50" },
      { value: "oltre-50", label: "Più di 50" },
    ],
  },
  {
    name: "modalita",
    label: "Modalità preferita",
    kind: "select",
    placeholder: "Scegli una modalità",
    options: [...modes.map((m) => ({ value: m.jsonId, label: m.label })), { value: "da-definire", label: "Da definire insieme" }],
    wide: true,
  },
  {
    name: "obiettivi",
    label: "Obiettivi del percorso",
    kind: "textarea",
    wide: true,
    placeholder: "Quali competenze vuoi sviluppare, per quali ruoli e con quali tempi?",
  },
];

/** '#personalizzati': why a custom path, and the request form (not sending yet: see OfflineRequestForm). */
export const CustomPathRequest = ({ categories, modes }: { categories: readonly Choice[]; modes: readonly Choice[] }) => {
  const fields = React.useMemo(() => fieldsFor(categories, modes), [categories, modes]);
  return (
    <Grid templateColumns={{ base: "1fr", lg: "1fr 1.5fr" }} gap={{ base: "10", lg: "16" }} alignItems="start">
      <Stack gap="6">
        <Text fontSize="lg" color="text.muted" lineHeight="1.75">
          Ogni azienda ha persone, processi e obiettivi diversi. Per questo, oltre ai corsi a catalogo, progettiamo percorsi formativi costruiti sulle esigenze
          del tuo team.
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
        label="Richiesta di un percorso su misura"
        idPrefix="personalizzati"
        fields={fields}
        subject="Richiesta di un percorso formativo su misura"
        purpose="I dati che inserisci servono solo a risponderti e, se lo chiedi, a prepararti una proposta formativa (art. 6.1.b GDPR)."
        submitLabel="Richiedi il tuo percorso"
        noticeTitle="La richiesta online non è ancora attiva"
        noticeText="Non ti abbiamo inviato nulla e non abbiamo ricevuto i tuoi dati: quello che hai scritto resta nel modulo."
      />
    </Grid>
  );
};

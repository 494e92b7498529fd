import { splitLead } from "../../../src/lib/legal/split-lead";

test("a short opening before a colon becomes the bold lead", () => {
  expect(splitLead("Accesso: sapere se trattiamo dati che ti riguardano.")).toEqual({
    lead: "Accesso",
    text: "sapere se trattiamo dati che ti riguardano.",
  });
  expect(splitLead("Supabase, Inc.: database e funzione.")).toEqual({ lead: "Supabase, Inc.", text: "database e funzione." });
});

test("items without a lead, or with a colon deep in the sentence, stay plain text", () => {
  expect(splitLead("Nessun due punti qui.")).toEqual({ lead: null, text: "Nessun due punti qui." });
  const long = "Questa frase è abbastanza lunga prima dei due punti da non essere un titolo: resta testo.";
  expect(splitLead(long)).toEqual({ lead: null, text: long });
});

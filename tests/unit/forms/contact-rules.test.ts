import { CONTACT_MESSAGES, checkContact, checkContactPayload } from "../../../supabase/functions/_shared/site-contract/contact-rules";

const valid = { name: "Giulia Ferrari", email: "giulia@example.it", company: "Nordica S.p.A.", message: "Vorrei parlare di un progetto." };

test("a valid message passes, trimmed", () => {
  expect(checkContact({ name: "  Giulia  ", email: " giulia@example.it ", company: " ", message: " Ciao " }, { consent: true })).toEqual({
    ok: true,
    value: { name: "Giulia", email: "giulia@example.it", company: "", message: "Ciao" },
  });
});

test("consent comes first, before any field", () => {
  expect(checkContact({}, { consent: false })).toEqual({
    ok: false,
    field: "consent",
    title: "Consenso richiesto",
    message: "Devi accettare la privacy policy per continuare.",
  });
});

test.each([
  ["name empty", { name: "" }, "name", "Il nome è obbligatorio"],
  ["name only spaces", { name: "   " }, "name", "Il nome è obbligatorio"],
  ["name 101 characters", { name: "a".repeat(101) }, "name", "Il nome deve essere meno di 100 caratteri"],
  ["email missing", { email: "" }, "email", "Email non valida"],
  ["email malformed", { email: "giulia@" }, "email", "Email non valida"],
  ["email 256 characters", { email: `${"a".repeat(245)}@example.it` }, "email", "L'email deve essere meno di 255 caratteri"],
  ["company 101 characters", { company: "a".repeat(101) }, "company", "L'azienda deve essere meno di 100 caratteri"],
  ["message empty", { message: " " }, "message", "Il messaggio è obbligatorio"],
  ["message 2001 characters", { message: "a".repeat(2001) }, "message", "Il messaggio deve essere meno di 2000 caratteri"],
])("%s → '%s'", (_case, change, field, message) => {
  expect(checkContact({ ...valid, ...change }, { consent: true })).toEqual({ ok: false, field, title: "Errore di validazione", message });
});

test("limits are inclusive: 100, 255, 100 and 2000 characters pass", () => {
  const result = checkContact(
    { name: "a".repeat(100), email: `${"a".repeat(244)}@example.it`, company: "c".repeat(100), message: "m".repeat(2000) },
    { consent: true },
  );
  expect(result.ok).toBe(true);
});

test("only the first failure is reported, in the spec's order", () => {
  expect(checkContact({ name: "", email: "x", company: "a".repeat(200), message: "" }, { consent: true })).toMatchObject({
    field: "name",
    message: CONTACT_MESSAGES.it.nameRequired,
  });
  expect(checkContact({ name: "Ok", email: "x", company: "a".repeat(200), message: "" }, { consent: true })).toMatchObject({ field: "email" });
  expect(checkContact({ name: "Ok", email: "a@b.it", company: "a".repeat(200), message: "" }, { consent: true })).toMatchObject({ field: "company" });
});

test("line breaks are refused where the value reaches an e-mail header", () => {
  expect(checkContact({ ...valid, name: "Giulia\r\nBcc: x@y.z" })).toMatchObject({ field: "name", message: CONTACT_MESSAGES.it.nameLineBreak });
  expect(checkContact({ ...valid, company: "A\nB" })).toMatchObject({ field: "company", message: CONTACT_MESSAGES.it.companyLineBreak });
  expect(checkContact({ ...valid, message: "Riga uno\nRiga due" }).ok).toBe(true);
});

test("a request body of the wrong shape is refused, not coerced", () => {
  for (const body of [null, "text", 42, [], { ...valid, name: 42 }, { ...valid, message: { a: 1 } }, { ...valid, admin: true }]) {
    expect(checkContactPayload(body)).toMatchObject({ ok: false, message: "Richiesta non valida." });
  }
  expect(checkContactPayload({ ...valid, consent: true, nota_interna: "" }, ["nota_interna"]).ok).toBe(true);
  expect(checkContactPayload({ name: "A", email: "a@b.it", message: "Ciao", consent: true }).ok).toBe(true);
  // The consent, checked first: a boolean, and true.
  expect(checkContactPayload({ name: "A", email: "a@b.it", message: "Ciao" })).toMatchObject({ ok: false, field: "consent" });
  expect(checkContactPayload({ name: "A", email: "a@b.it", message: "Ciao", consent: "true" })).toMatchObject({ ok: false, field: null });
});

describe("characters no form should carry", () => {
  test.each([
    ["name", "Giulia\u0000", "Il nome contiene caratteri non ammessi"],
    ["name", "Giulia\tFerrari", "Il nome contiene caratteri non ammessi"],
    ["name", "Giulia\u202Efdp.exe", "Il nome contiene caratteri non ammessi"],
    ["name", "\u2066Giulia\u2069", "Il nome contiene caratteri non ammessi"],
    ["company", "Nordica\u200F", "L'azienda contiene caratteri non ammessi"],
    ["company", "Nordica\u0085", "L'azienda contiene caratteri non ammessi"],
    ["message", "ciao\u0000", "Il messaggio contiene caratteri non ammessi"],
    ["message", "ciao\u001b[31m", "Il messaggio contiene caratteri non ammessi"],
    ["message", "ciao\u007f", "Il messaggio contiene caratteri non ammessi"],
    ["message", "ciao\u202A", "Il messaggio contiene caratteri non ammessi"],
    ["name", "Giulia\u061Cfdp.exe", "Il nome contiene caratteri non ammessi"],
    ["company", "Nordica\u2028S.p.A.", "L'azienda contiene caratteri non ammessi"],
    ["message", "ciao\u2029ciao", "Il messaggio contiene caratteri non ammessi"],
    // Format characters: invisible, wherever they are in the text
    ["name", "Giu\u200Blia", "Il nome contiene caratteri non ammessi"],
    ["name", "Giu\uFEFFlia", "Il nome contiene caratteri non ammessi"],
    ["company", "Nor\u2060dica", "L'azienda contiene caratteri non ammessi"],
    ["company", "Nor\u00ADdica", "L'azienda contiene caratteri non ammessi"],
    ["message", "ciao\u200Cciao", "Il messaggio contiene caratteri non ammessi"],
    ["message", "ciao \u{E0049}\u{E0047}\u{E004E}\u{E004F}\u{E0052}\u{E0041}", "Il messaggio contiene caratteri non ammessi"],
    ["message", "ciao\u{E0000}", "Il messaggio contiene caratteri non ammessi"],
    ["message", "x\u200Dy", "Il messaggio contiene caratteri non ammessi"],
  ])("%s %j is refused", (field, value, message) => {
    expect(checkContact({ ...valid, [field]: value })).toMatchObject({ ok: false, field, message });
  });

  test("a message keeps its tabs and line breaks, and text in any script", () => {
    expect(checkContact({ ...valid, message: "colonna\tcolonna\r\nriga\nriga" }).ok).toBe(true);
    expect(checkContact({ ...valid, name: "محمد", message: "مرحبا 山田" }).ok).toBe(true);
    // A zero-width joiner inside an emoji sequence draws one emoji: it is text.
    expect(checkContact({ ...valid, message: "👩\u200D💻 🤷\u200D♂\uFE0F 👨\u200D👩\u200D👧" }).ok).toBe(true);
    // A byte order mark at either end is trimmed away, as white space, rather than refused.
    expect(checkContact({ ...valid, name: "\uFEFFGiulia\uFEFF" })).toMatchObject({ ok: true, value: { name: "Giulia" } });
  });
});

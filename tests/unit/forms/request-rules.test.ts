import {
  checkAcademyRequest,
  checkEventRequest,
  checkNewsletterRequest,
  checkRequestPayload,
  checkTokenPayload,
} from "../../../supabase/functions/_shared/site-contract/request-rules";

const consentMissing = { ok: false, field: "consent", title: "Consenso richiesto", message: "Devi accettare la privacy policy per continuare." };
const invalid = (field: string, message: string) => ({ ok: false, field, title: "Errore di validazione", message });

const academy = {
  name: "Anna Verdi",
  email: "anna.verdi@example.it",
  company: "Verdi Logistica S.r.l.",
  phone: "+39 02 1234 5678",
  area: "ai-automation",
  teamSize: "6-15",
  mode: "blended",
  goals: "Formare il customer care sull'AI generativa.",
};

const event = {
  name: "Marco Neri",
  email: "marco.neri@example.it",
  company: "Neri Energia S.p.A.",
  phone: "",
  eventType: "incentive",
  participants: "60",
  period: "ottobre 2027",
  budget: "30000-75000",
  description: "Tre giorni in Toscana per la rete vendita.",
};

describe("Academy custom-path request", () => {
  test("a complete request passes, trimmed", () => {
    expect(checkAcademyRequest({ ...academy, name: "  Anna Verdi ", goals: " Formare il customer care sull'AI generativa.\n" }, { consent: true })).toEqual({
      ok: true,
      value: academy,
    });
  });

  test("only name, e-mail and company are required; the rest may stay empty", () => {
    const check = checkAcademyRequest({ name: "Anna", email: "anna@example.it", company: "Verdi" }, { consent: true });
    expect(check).toEqual({
      ok: true,
      value: { name: "Anna", email: "anna@example.it", company: "Verdi", phone: "", area: "", teamSize: "", mode: "", goals: "" },
    });
  });

  test("the consent comes first", () => {
    expect(checkAcademyRequest({}, { consent: false })).toEqual(consentMissing);
  });

  test.each([
    ["name empty", { name: " " }, "name", "Il nome è obbligatorio"],
    ["name too long", { name: "a".repeat(101) }, "name", "Il nome deve essere meno di 100 caratteri"],
    ["e-mail malformed", { email: "anna@" }, "email", "Email non valida"],
    ["company empty", { company: "" }, "company", "Il nome dell'azienda è obbligatorio"],
    ["company too long", { company: "a".repeat(101) }, "company", "L'azienda deve essere meno di 100 caratteri"],
    ["phone with letters", { phone: "chiamami" }, "phone", "Il numero di telefono non è valido"],
    ["phone too short", { phone: "12 34" }, "phone", "Il numero di telefono non è valido"],
    ["area not an id", { area: "AI & Automazione" }, "area", "Scegli un'area di interesse dall'elenco"],
    ["team size not in the list", { teamSize: "7" }, "teamSize", "Scegli il numero di persone dall'elenco"],
    ["mode not an id", { mode: "in aula" }, "mode", "Scegli una modalità dall'elenco"],
    ["goals too long", { goals: "a".repeat(2001) }, "goals", "Gli obiettivi devono essere meno di 2000 caratteri"],
  ])("%s: '%s'", (_label, change, field, message) => {
    expect(checkAcademyRequest({ ...academy, ...change }, { consent: true })).toEqual(invalid(field, message));
  });

  test("the first failing field, in the order of the form, is the one reported", () => {
    expect(checkAcademyRequest({ ...academy, company: "", goals: "a".repeat(2001) }, { consent: true })).toEqual(
      invalid("company", "Il nome dell'azienda è obbligatorio"),
    );
  });
});

describe("event request", () => {
  test("a complete request passes; participants lose leading zeros", () => {
    expect(checkEventRequest({ ...event, participants: "060" }, { consent: true })).toEqual({ ok: true, value: event });
  });

  test("the consent comes first", () => {
    expect(checkEventRequest({}, { consent: false })).toEqual(consentMissing);
  });

  test.each([
    ["name empty", { name: "" }, "name", "Il nome è obbligatorio"],
    ["e-mail too long", { email: `${"a".repeat(245)}@example.it` }, "email", "L'email deve essere meno di 255 caratteri"],
    ["company empty", { company: "  " }, "company", "Il nome dell'azienda è obbligatorio"],
    ["no event type", { eventType: "" }, "eventType", "Scegli il tipo di evento"],
    ["event type not an id", { eventType: "Team building!" }, "eventType", "Scegli il tipo di evento dall'elenco"],
    ["participants zero", { participants: "0" }, "participants", "Il numero di partecipanti deve essere un numero intero maggiore di zero"],
    ["participants negative", { participants: "-5" }, "participants", "Il numero di partecipanti deve essere un numero intero maggiore di zero"],
    ["participants decimal", { participants: "12.5" }, "participants", "Il numero di partecipanti deve essere un numero intero maggiore di zero"],
    ["participants too many", { participants: "100001" }, "participants", "Il numero di partecipanti deve essere al massimo 100.000"],
    ["period too long", { period: "a".repeat(101) }, "period", "Il periodo deve essere meno di 100 caratteri"],
    ["period over two lines", { period: "ottobre\n2027" }, "period", "Il periodo non può contenere interruzioni di riga"],
    ["budget not in the list", { budget: "5000" }, "budget", "Scegli una fascia di budget dall'elenco"],
    ["description too long", { description: "a".repeat(2001) }, "description", "La descrizione deve essere meno di 2000 caratteri"],
  ])("%s: '%s'", (_label, change, field, message) => {
    expect(checkEventRequest({ ...event, ...change }, { consent: true })).toEqual(invalid(field, message));
  });
});

describe("newsletter sign-up", () => {
  test("an address passes, trimmed", () => {
    expect(checkNewsletterRequest({ email: " anna@example.it " }, { consent: true })).toEqual({ ok: true, value: { email: "anna@example.it" } });
  });

  test("the consent comes first, then the address", () => {
    expect(checkNewsletterRequest({ email: "" }, { consent: false })).toEqual(consentMissing);
    expect(checkNewsletterRequest({ email: "" }, { consent: true })).toEqual(invalid("email", "Email non valida"));
    expect(checkNewsletterRequest({ email: "anna@" }, { consent: true })).toEqual(invalid("email", "Email non valida"));
  });
});

describe("the function's payload check", () => {
  test("without a kind a body is a contact message, as the contact form sends it", () => {
    const body = { name: "Giulia", email: "giulia@example.it", company: "", message: "Ciao" };
    expect(checkRequestPayload({ ...body, consent: true })).toEqual({ ok: true, locale: "it", kind: "contact", value: body });
    expect(checkRequestPayload({ ...body, consent: true, kind: "contact" })).toEqual({ ok: true, locale: "it", kind: "contact", value: body });
  });

  test("each kind is checked with its own rules", () => {
    expect(checkRequestPayload({ kind: "academy", ...academy, consent: true })).toEqual({ ok: true, locale: "it", kind: "academy", value: academy });
    expect(checkRequestPayload({ kind: "event", ...event, consent: true })).toEqual({ ok: true, locale: "it", kind: "event", value: event });
    expect(checkRequestPayload({ kind: "newsletter", email: "anna@example.it", consent: true })).toEqual({
      ok: true,
      locale: "it",
      kind: "newsletter",
      value: { email: "anna@example.it" },
    });
    expect(checkRequestPayload({ kind: "event", ...event, eventType: "", consent: true })).toEqual(invalid("eventType", "Scegli il tipo di evento"));
  });

  test("the consent box, ticked in the form, comes as `consent: true`: first, and without it no request", () => {
    const refused = { ok: false, field: "consent", title: "Consenso richiesto", message: "Devi accettare la privacy policy per continuare." };
    for (const body of [
      { kind: "newsletter", email: "anna@example.it" },
      { kind: "event", ...event, eventType: "", consent: false },
      { name: "", email: "", message: "" },
    ]) {
      expect(checkRequestPayload(body)).toEqual(refused);
    }
    for (const consent of ["true", 1, null, {}]) {
      expect(checkRequestPayload({ kind: "newsletter", email: "anna@example.it", consent })).toMatchObject({
        ok: false,
        field: null,
        message: "Richiesta non valida.",
      });
    }
  });

  test.each([
    ["an unknown kind", { kind: "job-application", email: "a@example.it" }],
    ["a kind that is not a string", { kind: 3, email: "a@example.it" }],
    ["another form's field", { kind: "newsletter", email: "a@example.it", name: "Anna" }],
    ["a number for a text", { kind: "event", ...event, participants: 60 }],
    ["an array", [{ kind: "newsletter", email: "a@example.it" }]],
  ])("%s is refused as malformed", (_label, body) => {
    expect(checkRequestPayload(body)).toMatchObject({ ok: false, field: null, message: "Richiesta non valida." });
  });

  test("the honeypot may come along when the caller allows it", () => {
    expect(checkRequestPayload({ kind: "newsletter", email: "a@example.it", nota_interna: "", consent: true }, ["nota_interna"])).toMatchObject({ ok: true });
  });

  test("newsletter links carry a kind and a token, nothing else", () => {
    const token = "Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0";
    expect(checkTokenPayload({ kind: "newsletter-confirm", token })).toEqual({ ok: true, kind: "newsletter-confirm", token });
    expect(checkTokenPayload({ kind: "newsletter-unsubscribe", token: `${"a".repeat(32)}.${token}` })).toMatchObject({ ok: true });
    expect(checkTokenPayload({ kind: "newsletter-confirm", token: "corto" })).toEqual({ ok: false, message: "Il link non è valido." });
    expect(checkTokenPayload({ kind: "newsletter-confirm", token: `${token}<script>` })).toEqual({ ok: false, message: "Il link non è valido." });
    expect(checkTokenPayload({ kind: "newsletter-confirm", token, email: "a@example.it" })).toEqual({ ok: false, message: "Richiesta non valida." });
  });
});

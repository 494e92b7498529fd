/**
 * Invisible characters never reach the firm: Unicode's format characters (Cf: the zero-width
 * space and non-joiner, U+2060, U+FEFF inside a text, the soft hyphen…) and the tag characters
 * U+E0000–U+E007F are refused in every field of every form, each with that field's own message,
 * by the function (Deno, PostgreSQL) as by the browser (the same shared rules:
 * tests/backend/contact-rules-parity.test.ts and request-rules-parity.test.ts run them in both).
 * They can hide text from whoever reads the notification (or hand instructions to an AI mail
 * assistant) and split a word past a filter.
 */
import { CONTACT_MESSAGES } from "../../supabase/functions/_shared/site-contract/contact-rules";
import { REQUEST_MESSAGES } from "../../supabase/functions/_shared/site-contract/request-rules";
import { closeSql, countRows, post, sql, validBody } from "./support/stack";

afterAll(closeSql);

/** One of each kind, in the middle of a word: what a paste or a forged request can carry. */
const INVISIBLE: [string, string][] = [
  ["zero-width space", "\u200B"],
  ["zero-width non-joiner", "\u200C"],
  ["a lone zero-width joiner", "\u200D"],
  ["word joiner U+2060", "\u2060"],
  ["byte order mark U+FEFF", "\uFEFF"],
  ["soft hyphen", "\u00AD"],
  ["Mongolian vowel separator", "\u180E"],
  ["tag letter U+E0041", "\u{E0041}"],
  ["cancel tag U+E007F", "\u{E007F}"],
  ["unassigned tag U+E0002", "\u{E0002}"],
  ["interlinear annotation U+FFF9", "\uFFF9"],
];

const it = CONTACT_MESSAGES.it;
const req = REQUEST_MESSAGES.it;

const academy = {
  kind: "academy",
  name: "Anna Verdi",
  email: "anna@example.it",
  company: "Verdi Logistica",
  phone: "+39 02 1234 5678",
  area: "ai-automation",
  teamSize: "6-15",
  mode: "blended",
  goals: "Formare il customer care.",
};
const event = {
  kind: "event",
  name: "Marco Neri",
  email: "marco@example.it",
  company: "Neri Energia",
  phone: "",
  eventType: "incentive",
  participants: "60",
  period: "ottobre 2027",
  budget: "30000-75000",
  description: "Tre giorni in Toscana.",
};

/** Every field of every form, and the answer its own check gives: 400 for "caratteri non ammessi" (no browser sends them), 422 otherwise. */
const FIELDS: { form: Record<string, string>; field: string; status: number; message: string }[] = [
  {
    form: { name: "Giulia Ferrari", email: "giulia@example.it", company: "Nordica", message: "Un messaggio." },
    field: "name",
    status: 400,
    message: it.nameCharacters,
  },
  {
    form: { name: "Giulia Ferrari", email: "giulia@example.it", company: "Nordica", message: "Un messaggio." },
    field: "email",
    status: 422,
    message: it.emailInvalid,
  },
  {
    form: { name: "Giulia Ferrari", email: "giulia@example.it", company: "Nordica", message: "Un messaggio." },
    field: "company",
    status: 400,
    message: it.companyCharacters,
  },
  {
    form: { name: "Giulia Ferrari", email: "giulia@example.it", company: "Nordica", message: "Un messaggio." },
    field: "message",
    status: 400,
    message: it.messageCharacters,
  },
  { form: academy, field: "name", status: 400, message: it.nameCharacters },
  { form: academy, field: "email", status: 422, message: it.emailInvalid },
  { form: academy, field: "company", status: 400, message: req.companyCharacters },
  { form: academy, field: "phone", status: 422, message: req.phoneInvalid },
  { form: academy, field: "area", status: 422, message: req.areaInvalid },
  { form: academy, field: "teamSize", status: 422, message: req.teamSizeInvalid },
  { form: academy, field: "mode", status: 422, message: req.modeInvalid },
  { form: academy, field: "goals", status: 400, message: req.goalsCharacters },
  { form: event, field: "name", status: 400, message: it.nameCharacters },
  { form: event, field: "email", status: 422, message: it.emailInvalid },
  { form: event, field: "company", status: 400, message: req.companyCharacters },
  { form: event, field: "phone", status: 422, message: req.phoneInvalid },
  { form: event, field: "eventType", status: 422, message: req.eventTypeInvalid },
  { form: event, field: "participants", status: 422, message: req.participantsInvalid },
  { form: event, field: "period", status: 400, message: req.periodCharacters },
  { form: event, field: "budget", status: 422, message: req.budgetInvalid },
  { form: event, field: "description", status: 400, message: req.descriptionCharacters },
  { form: { kind: "newsletter", email: "lettore@example.it" }, field: "email", status: 422, message: it.emailInvalid },
];

/** The character in the middle of the field's value (after its first character; for an empty optional field, between two letters). */
const inside = (value: string, character: string) => (value.length > 1 ? `${value[0]}${character}${value.slice(1)}` : `a${character}b`);

describe.each(INVISIBLE)("%s", (_label, character) => {
  test.each(FIELDS.map((f) => [`${f.form.kind ?? "contact"}.${f.field}`, f] as const))(
    "in %s: refused with the field's own message, nothing stored",
    async (_name, f) => {
      const before = await countRows();
      const answer = await post({ ...f.form, [f.field]: inside(f.form[f.field], character) });
      expect({ status: answer.status, json: answer.json }).toEqual({ status: f.status, json: { error: f.message, field: f.field } });
      expect(await countRows()).toEqual(before);
    },
  );
});

test("emoji are text: a zero-width joiner inside an emoji sequence (👩‍💻, 🤷‍♂️, 🏳️‍🌈) is kept", async () => {
  const message = "Grazie! 👩\u200D💻 🤷\u200D♂\uFE0F 🏳\uFE0F\u200D🌈 🧑🏽\u200D🚀";
  const answer = await post(validBody({ message }));
  expect(answer.status).toBe(200);
  const [row] = await sql()`select message from public.contact_submissions where id = ${answer.json!.id as string}`;
  expect(row.message).toBe(message);
});

test("a joiner that joins no emoji is refused, even beside one", async () => {
  for (const message of ["👩\u200Dx", "x\u200D💻", "👩\u200D\u200D💻", "👩\u200D"]) {
    const answer = await post(validBody({ message }));
    expect({ message, status: answer.status }).toEqual({ message, status: 400 });
  }
});

/**
 * The contact form's rules, once, for both sides: the site's form (Formik) and the
 * `forms` function (Deno) import this module, so the limits, the order of
 * the checks and the Italian messages can never drift apart.
 *
 * It depends on yup alone ("yup" resolves from node_modules in the site and through the
 * function's deno.json import map in Deno) and on nothing else from either platform. The limits
 * live in the library-free request-options.ts, so the form's markup can read them without yup.
 */
import { string, ValidationError } from "yup";
import { CONTACT_LIMITS } from "./request-options.ts";

export { CONTACT_LIMITS };

/** The consent and validation toasts' texts, which the product specification fixes verbatim. */
export const CONTACT_MESSAGES = {
  consentTitle: "Consenso richiesto",
  consent: "Devi accettare la privacy policy per continuare.",
  validationTitle: "Errore di validazione",
  nameRequired: "Il nome è obbligatorio",
  nameTooLong: "Il nome deve essere meno di 100 caratteri",
  emailInvalid: "Email non valida",
  emailTooLong: "L'email deve essere meno di 255 caratteri",
  companyTooLong: "L'azienda deve essere meno di 100 caratteri",
  messageRequired: "Il messaggio è obbligatorio",
  messageTooLong: "Il messaggio deve essere meno di 2000 caratteri",
  // Not among the specified texts: a browser's single-line inputs cannot produce these, only a forged
  // request can; they keep line breaks out of e-mail headers (name and company go there).
  nameLineBreak: "Il nome non può contenere interruzioni di riga",
  companyLineBreak: "L'azienda non può contenere interruzioni di riga",
  // Nor are these: control characters (NUL and the like) and the invisible marks that
  // reverse the direction of text (used to disguise a link or a file name) — see TEXT_ONLY.
  nameCharacters: "Il nome contiene caratteri non ammessi",
  companyCharacters: "L'azienda contiene caratteri non ammessi",
  messageCharacters: "Il messaggio contiene caratteri non ammessi",
} as const;

/** The fields of a contact message, in the order the product specification checks them. */
export const CONTACT_FIELDS = ["name", "email", "company", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the visitor sends, nothing more: the consent flag is checked in the browser and not sent. */
export interface ContactMessage {
  name: string;
  email: string;
  company: string;
  message: string;
}

const SINGLE_LINE = /^[^\r\n]*$/;

/**
 * What no field may contain: C0 control characters (U+0000–U+001F) — in a field of several lines
 * except tab, line feed and carriage return, which a textarea produces — DEL and the C1 controls
 * (U+007F–U+009F), the bidirectional controls: the embeddings and overrides U+202A–U+202E, the
 * isolates U+2066–U+2069 and the marks U+200E/U+200F and U+061C (the Arabic letter mark, which
 * reorders text like them); and the line and paragraph separators U+2028/U+2029, which no field
 * of a form produces (a textarea writes line feeds) and which break lines where a mail client
 * or a JavaScript string does not expect it. PostgreSQL cannot store NUL, and the bidi controls
 * let a text display differently from what it is.
 */
/* eslint-disable no-control-regex -- control characters are what these look for */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/* eslint-enable no-control-regex */

/** A yup test: the value holds no forbidden character (see above). */
export const textOnly = (multiline: boolean) => (value: string | undefined) => !value || !(multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);

/** Whether a message is one of the "caratteri non ammessi" messages (the function answers 400: a browser never sends them). */
export const isForbiddenCharactersMessage = (message: string) => message.endsWith("caratteri non ammessi");

/** One yup schema per field, each trimming first, with the fixed messages in the fixed order. */
export const contactFieldSchemas = {
  name: string()
    .trim()
    .required(CONTACT_MESSAGES.nameRequired)
    .max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong)
    .matches(SINGLE_LINE, CONTACT_MESSAGES.nameLineBreak)
    .test("characters", CONTACT_MESSAGES.nameCharacters, textOnly(false)),
  email: string().trim().required(CONTACT_MESSAGES.emailInvalid).email(CONTACT_MESSAGES.emailInvalid).max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailTooLong),
  company: string()
    .trim()
    .default("")
    .max(CONTACT_LIMITS.company, CONTACT_MESSAGES.companyTooLong)
    .matches(SINGLE_LINE, CONTACT_MESSAGES.companyLineBreak)
    .test("characters", CONTACT_MESSAGES.companyCharacters, textOnly(false)),
  message: string()
    .trim()
    .required(CONTACT_MESSAGES.messageRequired)
    .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong)
    .test("characters", CONTACT_MESSAGES.messageCharacters, textOnly(true)),
};

export type ContactCheck = { ok: true; value: ContactMessage } | { ok: false; field: ContactField | "consent"; title: string; message: string };

/**
 * Checks a contact message in the product specification's order: the consent (when the caller
 * knows it, i.e. in the browser), then name, e-mail, company and message, each trimmed;
 * stops at the first failure. On success `value` holds the trimmed fields.
 */
export const checkContact = (input: Partial<Record<ContactField, string>>, options: { consent?: boolean } = {}): ContactCheck => {
  if (options.consent === false) {
    return { ok: false, field: "consent", title: CONTACT_MESSAGES.consentTitle, message: CONTACT_MESSAGES.consent };
  }
  const value = {} as ContactMessage;
  for (const field of CONTACT_FIELDS) {
    try {
      value[field] = contactFieldSchemas[field].validateSync(input[field] ?? (field === "company" ? "" : undefined), { abortEarly: true }) ?? "";
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return { ok: false, field, title: CONTACT_MESSAGES.validationTitle, message: error.errors[0] ?? error.message };
    }
  }
  return { ok: true, value };
};

export type ContactPayloadCheck = ContactCheck | { ok: false; field: null; title: string; message: string };

/**
 * For the function: a request body is first checked for shape (a JSON object whose
 * fields are strings, `company` optional, nothing else but the honeypot and the
 * idempotency key), then with checkContact. Numbers or objects are not silently
 * turned into text: they are refused.
 */
export const checkContactPayload = (body: unknown, extraFields: readonly string[] = []): ContactPayloadCheck => {
  const malformed = { ok: false as const, field: null, title: CONTACT_MESSAGES.validationTitle, message: "Richiesta non valida." };
  if (typeof body !== "object" || body === null || Array.isArray(body)) return malformed;
  const record = body as Record<string, unknown>;
  const allowed = new Set<string>([...CONTACT_FIELDS, ...extraFields]);
  if (Object.keys(record).some((key) => !allowed.has(key))) return malformed;
  for (const field of CONTACT_FIELDS) {
    const v = record[field];
    if (v !== undefined && typeof v !== "string") return malformed;
  }
  return checkContact(record as Partial<Record<ContactField, string>>);
};

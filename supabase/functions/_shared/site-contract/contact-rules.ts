/**
 * The contact form's rules, once, for both sides: the site's form (Formik) and the
 * `forms` function (Deno) import this module, so the limits, the order of
 * the checks and the Italian messages can never drift apart.
 *
 * It depends on yup alone ("yup" resolves from node_modules in the site and through the
 * function's deno.json import map in Deno) and on nothing else from either platform but the site's
 * list of languages (locales.ts, free of imports): every message exists in each of them,
 * and a request is checked, and answered, in its own. The limits
 * live in the library-free request-options.ts, so the form's markup can read them without yup.
 */
import { string, ValidationError } from "yup";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales.ts";
import { CONTACT_LIMITS } from "./request-options.ts";
import { CONSENT_FIELD } from "./consent.ts";

/**
 * The consent and validation toasts' texts in Italian, which the product specification fixes
 * verbatim, and the same in English, for the English pages and their requests.
 */
const ITALIAN_MESSAGES = {
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
  // Nor are these: control characters (NUL and the like) and invisible ones (format characters:
  // the marks that reverse the direction of text, zero-width spaces, tag characters) — see textOnly.
  nameCharacters: "Il nome contiene caratteri non ammessi",
  companyCharacters: "L'azienda contiene caratteri non ammessi",
  messageCharacters: "Il messaggio contiene caratteri non ammessi",
  // A body that is no form's request.
  malformed: "Richiesta non valida.",
} as const;

export type ContactMessages = Readonly<Record<keyof typeof ITALIAN_MESSAGES, string>>;

const ENGLISH_MESSAGES: ContactMessages = {
  consentTitle: "Consent required",
  consent: "Please accept the privacy policy to continue.",
  validationTitle: "Please check the form",
  nameRequired: "Please enter your name",
  nameTooLong: "Your name must be no longer than 100 characters",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Your email address must be no longer than 255 characters",
  companyTooLong: "The company name must be no longer than 100 characters",
  messageRequired: "Please write your message",
  messageTooLong: "Your message must be no longer than 2,000 characters",
  nameLineBreak: "Your name cannot contain line breaks",
  companyLineBreak: "The company name cannot contain line breaks",
  nameCharacters: "Your name contains characters that are not allowed",
  companyCharacters: "The company name contains characters that are not allowed",
  messageCharacters: "Your message contains characters that are not allowed",
  malformed: "This request is not valid.",
};

/** Each language's messages; a key missing from one fails the type check. */
export const CONTACT_MESSAGES: Readonly<Record<Locale, ContactMessages>> = { it: ITALIAN_MESSAGES, en: ENGLISH_MESSAGES };

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
 * (U+007F–U+009F), and the line and paragraph separators U+2028/U+2029, which no field of a form
 * produces (a textarea writes line feeds) and which break lines where a mail client or a
 * JavaScript string does not expect it. PostgreSQL cannot store NUL.
 */
/* eslint-disable no-control-regex -- control characters are what these look for */
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
/* eslint-enable no-control-regex */

/**
 * Nor any format character (Unicode's Cf): the bidirectional controls (U+202A–U+202E, the isolates
 * U+2066–U+2069, the marks U+200E/U+200F and U+061C), which let a text display differently from
 * what it is (a link, a file name); the zero-width space, non-joiner and joiner, the word joiner
 * U+2060, U+FEFF inside a text, the soft hyphen and the rest: invisible, they hide text from
 * whoever reads the firm's notification (or hand instructions to an AI mail assistant) and split a
 * word past a filter. Nor the tag characters U+E0000–U+E007F, invisible letters (the unassigned ones
 * included). A value is trimmed before its check, so a U+FEFF at either end, which JavaScript
 * counts as white space, is removed rather than refused: nothing invisible is kept either way.
 */
const FORMAT = /[\p{Cf}\u{E0000}-\u{E007F}]/u;

/**
 * The one format character that is text: a zero-width joiner between two pictographs (after the
 * first one's emoji presentation or skin tone), which draws one emoji (👩‍💻, 🤷‍♂️, 🏳️‍🌈) and hides
 * nothing. Removed before the check above; any other joiner is refused. (A lookahead, not a
 * lookbehind: older Safari cannot parse the latter.)
 */
const EMOJI_JOINER = /(\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu;

/** A yup test: the value holds no forbidden character (see above). */
export const textOnly = (multiline: boolean) => (value: string | undefined) =>
  !value || !((multiline ? MULTILINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value) || FORMAT.test(value.replace(EMOJI_JOINER, "$1")));

/** How every "characters not allowed" message ends, in each language (request-rules.ts's too). */
const FORBIDDEN_CHARACTERS_ENDING: Readonly<Record<Locale, string>> = { it: "caratteri non ammessi", en: "characters that are not allowed" };

/** Whether a message is one of the "caratteri non ammessi" messages (the function answers 400: a browser never sends them). */
export const isForbiddenCharactersMessage = (message: string) => Object.values(FORBIDDEN_CHARACTERS_ENDING).some((ending) => message.endsWith(ending));

/**
 * A language's schemas, built on first use (yup's builders cost a little, and a page in one
 * language never needs the other's).
 */
export const perLocale = <T>(make: (locale: Locale) => T): ((locale: Locale) => T) => {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = make(locale)));
    return value;
  };
};

/** One yup schema per field, each trimming first, with the fixed messages in the fixed order, in one language. */
export const contactFieldSchemas = perLocale((locale) => {
  const messages = CONTACT_MESSAGES[locale];
  return {
    name: string()
      .trim()
      .required(messages.nameRequired)
      .max(CONTACT_LIMITS.name, messages.nameTooLong)
      .matches(SINGLE_LINE, messages.nameLineBreak)
      .test("characters", messages.nameCharacters, textOnly(false)),
    email: string().trim().required(messages.emailInvalid).email(messages.emailInvalid).max(CONTACT_LIMITS.email, messages.emailTooLong),
    company: string()
      .trim()
      .default("")
      .max(CONTACT_LIMITS.company, messages.companyTooLong)
      .matches(SINGLE_LINE, messages.companyLineBreak)
      .test("characters", messages.companyCharacters, textOnly(false)),
    message: string()
      .trim()
      .required(messages.messageRequired)
      .max(CONTACT_LIMITS.message, messages.messageTooLong)
      .test("characters", messages.messageCharacters, textOnly(true)),
  };
});

export type ContactCheck = { ok: true; value: ContactMessage } | { ok: false; field: ContactField | "consent"; title: string; message: string };

/** What the browser knows beside the fields: the consent box, and the page's language (Italian unless given). */
export interface CheckOptions {
  consent?: boolean;
  locale?: Locale;
}

/**
 * Checks a contact message in the product specification's order: the consent (when the caller
 * knows it, i.e. in the browser), then name, e-mail, company and message, each trimmed;
 * stops at the first failure, told in the page's language. On success `value` holds the trimmed fields.
 */
export const checkContact = (input: Partial<Record<ContactField, string>>, options: CheckOptions = {}): ContactCheck => {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const messages = CONTACT_MESSAGES[locale];
  if (options.consent === false) {
    return { ok: false, field: "consent", title: messages.consentTitle, message: messages.consent };
  }
  const schemas = contactFieldSchemas(locale);
  const value = {} as ContactMessage;
  for (const field of CONTACT_FIELDS) {
    try {
      value[field] = schemas[field].validateSync(input[field] ?? (field === "company" ? "" : undefined), { abortEarly: true }) ?? "";
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return { ok: false, field, title: messages.validationTitle, message: error.errors[0] ?? error.message };
    }
  }
  return { ok: true, value };
};

export type ContactPayloadCheck = ContactCheck | { ok: false; field: null; title: string; message: string };

/** A request's consent is a boolean or absent (then refused as not given); anything else is no form's. */
export const isConsentShape = (value: unknown): boolean => value === undefined || typeof value === "boolean";

/**
 * The language a request body names in `locale`: Italian when it names none (an Italian page's
 * request leaves it out, so the contact form's body stays the four fields the product
 * specification fixes), null when it names something that is not one of the site's languages.
 */
export const requestLocale = (record: Record<string, unknown>): Locale | null => {
  if (record.locale === undefined) return DEFAULT_LOCALE;
  return isLocale(record.locale) ? record.locale : null;
};

/**
 * For the function: a request body is first checked for shape (a JSON object whose
 * fields are strings, `company` optional, the consent a boolean, nothing else but the language and
 * `extraFields`), then with checkContact, in the body's language, the consent first: the form sends
 * `consent: true` once its box is ticked, and the function records it. Numbers or objects are not
 * silently turned into text: they are refused.
 */
export const checkContactPayload = (body: unknown, extraFields: readonly string[] = []): ContactPayloadCheck => {
  const refuse = (locale: Locale) => ({
    ok: false as const,
    field: null,
    title: CONTACT_MESSAGES[locale].validationTitle,
    message: CONTACT_MESSAGES[locale].malformed,
  });
  const malformed = refuse(DEFAULT_LOCALE);
  if (typeof body !== "object" || body === null || Array.isArray(body)) return malformed;
  const record = body as Record<string, unknown>;
  const locale = requestLocale(record);
  if (locale === null) return malformed;
  const allowed = new Set<string>([...CONTACT_FIELDS, CONSENT_FIELD, "locale", ...extraFields]);
  if (Object.keys(record).some((key) => !allowed.has(key))) return refuse(locale);
  for (const field of CONTACT_FIELDS) {
    const v = record[field];
    if (v !== undefined && typeof v !== "string") return refuse(locale);
  }
  if (!isConsentShape(record[CONSENT_FIELD])) return refuse(locale);
  return checkContact(record as Partial<Record<ContactField, string>>, { locale, consent: record[CONSENT_FIELD] === true });
};

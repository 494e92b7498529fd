/**
 * The rules of every form on the site beyond the contact form — the Academy custom-path request,
 * the event request and the newsletter sign-up — once, for the browser (Formik) and for the
 * `forms` function (Deno), like contact-rules.ts, whose name and e-mail rules and
 * messages they reuse. Each form is checked in the order its fields appear: the consent first,
 * then each field trimmed; only the first failure is reported, in the page's language.
 *
 * It depends on yup alone, like contact-rules.ts.
 */
import { mixed, string, ValidationError } from "yup";
import type { Locale } from "./locales.ts";
import {
  CONTACT_MESSAGES,
  type CheckOptions,
  checkContactPayload,
  contactFieldSchemas,
  type ContactMessage,
  isConsentShape,
  perLocale,
  requestLocale,
  textOnly,
} from "./contact-rules.ts";
import { CONSENT_FIELD } from "./consent.ts";
import { EVENT_BUDGETS, REQUEST_KINDS, REQUEST_LIMITS, TEAM_SIZES, TOKEN_KINDS, type RequestKind, type TokenKind } from "./request-options.ts";

/** The messages of these forms beyond the contact form's, in Italian and in English. */
const ITALIAN_MESSAGES = {
  companyRequired: "Il nome dell'azienda è obbligatorio",
  phoneInvalid: "Il numero di telefono non è valido",
  areaInvalid: "Scegli un'area di interesse dall'elenco",
  teamSizeInvalid: "Scegli il numero di persone dall'elenco",
  modeInvalid: "Scegli una modalità dall'elenco",
  goalsTooLong: "Gli obiettivi devono essere meno di 2000 caratteri",
  eventTypeRequired: "Scegli il tipo di evento",
  eventTypeInvalid: "Scegli il tipo di evento dall'elenco",
  participantsInvalid: "Il numero di partecipanti deve essere un numero intero maggiore di zero",
  participantsTooMany: "Il numero di partecipanti deve essere al massimo 100.000",
  periodTooLong: "Il periodo deve essere meno di 100 caratteri",
  periodLineBreak: "Il periodo non può contenere interruzioni di riga",
  budgetInvalid: "Scegli una fascia di budget dall'elenco",
  descriptionTooLong: "La descrizione deve essere meno di 2000 caratteri",
  periodCharacters: "Il periodo contiene caratteri non ammessi",
  goalsCharacters: "Gli obiettivi contengono caratteri non ammessi",
  descriptionCharacters: "La descrizione contiene caratteri non ammessi",
  tokenInvalid: "Il link non è valido.",
} as const;

type OwnMessages = Readonly<Record<keyof typeof ITALIAN_MESSAGES, string>>;

const ENGLISH_MESSAGES: OwnMessages = {
  companyRequired: "Please enter your company's name",
  phoneInvalid: "Please enter a valid phone number",
  areaInvalid: "Please choose an area of interest from the list",
  teamSizeInvalid: "Please choose the number of people from the list",
  modeInvalid: "Please choose a format from the list",
  goalsTooLong: "Your goals must be no longer than 2,000 characters",
  eventTypeRequired: "Please choose the type of event",
  eventTypeInvalid: "Please choose the type of event from the list",
  participantsInvalid: "The number of participants must be a whole number greater than zero",
  participantsTooMany: "The number of participants can be at most 100,000",
  periodTooLong: "The timeframe must be no longer than 100 characters",
  periodLineBreak: "The timeframe cannot contain line breaks",
  budgetInvalid: "Please choose a budget range from the list",
  descriptionTooLong: "The description must be no longer than 2,000 characters",
  periodCharacters: "The timeframe contains characters that are not allowed",
  goalsCharacters: "Your goals contain characters that are not allowed",
  descriptionCharacters: "The description contains characters that are not allowed",
  tokenInvalid: "This link is not valid.",
};

const withContactMessages = (locale: Locale, own: OwnMessages) => {
  const contact = CONTACT_MESSAGES[locale];
  return {
    consentTitle: contact.consentTitle,
    consent: contact.consent,
    validationTitle: contact.validationTitle,
    malformed: contact.malformed,
    companyTooLong: contact.companyTooLong,
    companyLineBreak: contact.companyLineBreak,
    companyCharacters: contact.companyCharacters,
    ...own,
  };
};

/** Each language's messages of the request forms (the contact form's shared ones included). */
export const REQUEST_MESSAGES: Readonly<Record<Locale, ReturnType<typeof withContactMessages>>> = {
  it: withContactMessages("it", ITALIAN_MESSAGES),
  en: withContactMessages("en", ENGLISH_MESSAGES),
};

const SINGLE_LINE = /^[^\r\n]*$/;
/** A catalogue id (category, mode, event type): what the selects send. */
const CHOICE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Digits, spaces and the usual separators, with at least six digits. */
const PHONE = /^\+?[0-9 ()./-]*$/;

const optionalText = () => string().trim().default("");
const oneOf = (values: readonly { value: string }[], message: string) =>
  optionalText().test("one-of", message, (value) => !value || values.some((choice) => choice.value === value));
const choiceId = (message: string) => optionalText().max(REQUEST_LIMITS.choice, message).matches(CHOICE_ID, { message, excludeEmptyString: true });

/** The Academy's custom-path request, in the order of the form. */
export interface AcademyRequest {
  name: string;
  email: string;
  company: string;
  phone: string;
  area: string;
  teamSize: string;
  mode: string;
  goals: string;
}

/** The event request, in the order of the form. `participants` is a whole number written in digits, or empty. */
export interface EventRequest {
  name: string;
  email: string;
  company: string;
  phone: string;
  eventType: string;
  participants: string;
  period: string;
  budget: string;
  description: string;
}

export interface NewsletterRequest {
  email: string;
}

/** What the checks need of a field's yup schema (any string schema, whatever its flags). */
interface FieldSchema {
  validateSync(value: unknown, options?: { abortEarly?: boolean }): string | undefined;
}
type Schemas<V> = { [K in keyof V]: FieldSchema };

/** Every form's schemas in one language, built on its first use. */
const schemasFor = perLocale((locale: Locale) => {
  const messages = REQUEST_MESSAGES[locale];
  const contact = contactFieldSchemas(locale);
  const companyRequired = string()
    .trim()
    .required(messages.companyRequired)
    .max(REQUEST_LIMITS.company, messages.companyTooLong)
    .matches(SINGLE_LINE, messages.companyLineBreak)
    .test("characters", messages.companyCharacters, textOnly(false));
  const phone = optionalText()
    .max(REQUEST_LIMITS.phone, messages.phoneInvalid)
    .matches(PHONE, messages.phoneInvalid)
    .test("digits", messages.phoneInvalid, (value) => !value || (value.match(/[0-9]/g)?.length ?? 0) >= 6);

  const academy: Schemas<AcademyRequest> = {
    name: contact.name,
    email: contact.email,
    company: companyRequired,
    phone,
    area: choiceId(messages.areaInvalid),
    teamSize: oneOf(TEAM_SIZES, messages.teamSizeInvalid),
    mode: choiceId(messages.modeInvalid),
    goals: optionalText().max(REQUEST_LIMITS.text, messages.goalsTooLong).test("characters", messages.goalsCharacters, textOnly(true)),
  };

  const event: Schemas<EventRequest> = {
    name: contact.name,
    email: contact.email,
    company: companyRequired,
    phone,
    eventType: string()
      .trim()
      .required(messages.eventTypeRequired)
      .max(REQUEST_LIMITS.choice, messages.eventTypeInvalid)
      .matches(CHOICE_ID, messages.eventTypeInvalid),
    participants: optionalText()
      .matches(/^[0-9]*$/, messages.participantsInvalid)
      .test("positive", messages.participantsInvalid, (value) => !value || Number(value) >= 1)
      .test("at-most", messages.participantsTooMany, (value) => !value || Number(value) <= REQUEST_LIMITS.participants)
      // "080" and "80" are the same number: stored without leading zeros.
      .transform((value: string) => (/^[0-9]+$/.test(value) ? String(Number(value)) : value)),
    period: optionalText()
      .max(REQUEST_LIMITS.period, messages.periodTooLong)
      .matches(SINGLE_LINE, messages.periodLineBreak)
      .test("characters", messages.periodCharacters, textOnly(false)),
    budget: oneOf(EVENT_BUDGETS, messages.budgetInvalid),
    description: optionalText().max(REQUEST_LIMITS.text, messages.descriptionTooLong).test("characters", messages.descriptionCharacters, textOnly(true)),
  };

  const newsletter: Schemas<NewsletterRequest> = { email: contact.email };
  return { academy, event, newsletter };
});

/** Each form's fields, in the order of the form (and of its checks). */
export const ACADEMY_FIELDS: readonly (keyof AcademyRequest)[] = ["name", "email", "company", "phone", "area", "teamSize", "mode", "goals"];
export const EVENT_FIELDS: readonly (keyof EventRequest)[] = [
  "name",
  "email",
  "company",
  "phone",
  "eventType",
  "participants",
  "period",
  "budget",
  "description",
];
export const NEWSLETTER_FIELDS: readonly (keyof NewsletterRequest)[] = ["email"];

export type FormCheck<V> = { ok: true; value: V } | { ok: false; field: keyof V | "consent"; title: string; message: string };

/**
 * The consent (when the caller knows it, i.e. in the browser), then every field in order,
 * trimmed; the first failure stops the check, told in the page's language. Missing fields count as empty.
 */
const checkWith = <V>(
  form: "academy" | "event" | "newsletter",
  fields: readonly (keyof V)[],
  input: Partial<Record<keyof V, string>>,
  options: CheckOptions,
): FormCheck<V> => {
  const locale = options.locale ?? "it";
  const messages = REQUEST_MESSAGES[locale];
  if (options.consent === false) return { ok: false, field: "consent", title: messages.consentTitle, message: messages.consent };
  const schemas = schemasFor(locale)[form] as unknown as Schemas<V>;
  const value = {} as Record<keyof V, string>;
  for (const field of fields) {
    try {
      value[field] = schemas[field].validateSync(input[field] ?? "", { abortEarly: true }) ?? "";
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return { ok: false, field, title: messages.validationTitle, message: error.errors[0] ?? error.message };
    }
  }
  return { ok: true, value: value as V };
};

export const checkAcademyRequest = (input: Partial<Record<keyof AcademyRequest, string>>, options: CheckOptions = {}) =>
  checkWith("academy", ACADEMY_FIELDS, input, options);
export const checkEventRequest = (input: Partial<Record<keyof EventRequest, string>>, options: CheckOptions = {}) =>
  checkWith("event", EVENT_FIELDS, input, options);
export const checkNewsletterRequest = (input: Partial<Record<keyof NewsletterRequest, string>>, options: CheckOptions = {}) =>
  checkWith("newsletter", NEWSLETTER_FIELDS, input, options);

/** A request the function accepts, checked and trimmed. */
export type CheckedRequest =
  | { kind: "contact"; value: ContactMessage }
  | { kind: "academy"; value: AcademyRequest }
  | { kind: "event"; value: EventRequest }
  | { kind: "newsletter"; value: NewsletterRequest };

export type RequestPayloadCheck =
  /** `locale`: the language the request was written in (its page's), Italian when it names none. */
  | ({ ok: true; locale: Locale } & CheckedRequest)
  /** `field: null`: not a request of any form (wrong shape, unknown kind or field): a 400. */
  | { ok: false; field: string | null; title: string; message: string };

const kindOf = (record: Record<string, unknown>): RequestKind | null => {
  if (record.kind === undefined) return "contact";
  return typeof record.kind === "string" && (REQUEST_KINDS as readonly string[]).includes(record.kind) ? (record.kind as RequestKind) : null;
};

/**
 * For the function: the body's `kind` (none: a contact message, as the contact form sends
 * it), then its shape — a JSON object with only that kind's fields (plus `kind`, the consent, a
 * boolean, and the names in `extraFields`, e.g. the honeypot), every one a string — then that
 * kind's rules, the consent first (`consent: true`, which the form sends once its box is ticked).
 */
export const checkRequestPayload = (body: unknown, extraFields: readonly string[] = []): RequestPayloadCheck => {
  const refuse = (locale: Locale) => ({
    ok: false as const,
    field: null,
    title: REQUEST_MESSAGES[locale].validationTitle,
    message: REQUEST_MESSAGES[locale].malformed,
  });
  if (typeof body !== "object" || body === null || Array.isArray(body)) return refuse("it");
  const record = body as Record<string, unknown>;
  const locale = requestLocale(record);
  if (locale === null) return refuse("it");
  const kind = kindOf(record);
  if (kind === null) return refuse(locale);
  if (kind === "contact") {
    const check = checkContactPayload(body, [...extraFields, "kind"]);
    return check.ok ? { ok: true, locale, kind, value: check.value } : check;
  }
  const fields: readonly string[] = kind === "academy" ? ACADEMY_FIELDS : kind === "event" ? EVENT_FIELDS : NEWSLETTER_FIELDS;
  const allowed = new Set([...fields, ...extraFields, CONSENT_FIELD, "kind", "locale"]);
  if (Object.keys(record).some((key) => !allowed.has(key))) return refuse(locale);
  if (fields.some((field) => record[field] !== undefined && typeof record[field] !== "string")) return refuse(locale);
  if (!isConsentShape(record[CONSENT_FIELD])) return refuse(locale);
  const input = record as Record<string, string>;
  const options = { locale, consent: record[CONSENT_FIELD] === true };
  if (kind === "academy") {
    const check = checkAcademyRequest(input, options);
    return check.ok ? { ok: true, locale, kind, value: check.value } : { ...check, field: String(check.field) };
  }
  if (kind === "event") {
    const check = checkEventRequest(input, options);
    return check.ok ? { ok: true, locale, kind, value: check.value } : { ...check, field: String(check.field) };
  }
  const check = checkNewsletterRequest(input, options);
  return check.ok ? { ok: true, locale, kind, value: check.value } : { ...check, field: String(check.field) };
};

/** A newsletter link's token: base64url, optionally two parts joined by a dot. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}(?:\.[A-Za-z0-9_-]{16,128})?$/;
const tokenSchema = mixed<string>().test("token", REQUEST_MESSAGES.it.tokenInvalid, (value) => typeof value === "string" && TOKEN.test(value));

export type TokenPayloadCheck = { ok: true; kind: TokenKind; token: string } | { ok: false; message: string };

/** Whether a body is one of the newsletter links' requests (`kind` and `token`, nothing else). */
export const isTokenRequest = (body: unknown): boolean =>
  typeof body === "object" && body !== null && !Array.isArray(body) && (TOKEN_KINDS as readonly unknown[]).includes((body as Record<string, unknown>).kind);

/** For the function: `{ kind: "newsletter-confirm" | "newsletter-unsubscribe", token }`. */
export const checkTokenPayload = (body: unknown): TokenPayloadCheck => {
  if (!isTokenRequest(body)) return { ok: false, message: REQUEST_MESSAGES.it.malformed };
  const record = body as Record<string, unknown>;
  if (Object.keys(record).some((key) => key !== "kind" && key !== "token")) return { ok: false, message: REQUEST_MESSAGES.it.malformed };
  if (!tokenSchema.isValidSync(record.token)) return { ok: false, message: REQUEST_MESSAGES.it.tokenInvalid };
  return { ok: true, kind: record.kind as TokenKind, token: record.token as string };
};

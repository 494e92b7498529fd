/**
 * The rules of every form on the site beyond the contact form — the Academy custom-path request,
 * the event request and the newsletter sign-up — once, for the browser (Formik) and for the
 * `forms` function (Deno), like contact-rules.ts, whose name and e-mail rules and
 * messages they reuse. Each form is checked in the order its fields appear: the consent first,
 * then each field trimmed; only the first failure is reported, with an Italian message.
 *
 * It depends on yup alone, like contact-rules.ts.
 */
import { mixed, string, ValidationError } from "yup";
import { CONTACT_MESSAGES, checkContactPayload, contactFieldSchemas, type ContactMessage, textOnly } from "./contact-rules.ts";
import { EVENT_BUDGETS, REQUEST_KINDS, REQUEST_LIMITS, TEAM_SIZES, TOKEN_KINDS, type RequestKind, type TokenKind } from "./request-options.ts";

export const REQUEST_MESSAGES = {
  consentTitle: CONTACT_MESSAGES.consentTitle,
  consent: CONTACT_MESSAGES.consent,
  validationTitle: CONTACT_MESSAGES.validationTitle,
  malformed: "Richiesta non valida.",
  companyRequired: "Il nome dell'azienda è obbligatorio",
  companyTooLong: CONTACT_MESSAGES.companyTooLong,
  companyLineBreak: CONTACT_MESSAGES.companyLineBreak,
  companyCharacters: CONTACT_MESSAGES.companyCharacters,
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

const SINGLE_LINE = /^[^\r\n]*$/;
/** A catalogue id (category, mode, event type): what the selects send. */
const CHOICE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Digits, spaces and the usual separators, with at least six digits. */
const PHONE = /^\+?[0-9 ()./-]*$/;

const optionalText = () => string().trim().default("");
const oneOf = (values: readonly { value: string }[], message: string) =>
  optionalText().test("one-of", message, (value) => !value || values.some((choice) => choice.value === value));
const choiceId = (message: string) => optionalText().max(REQUEST_LIMITS.choice, message).matches(CHOICE_ID, { message, excludeEmptyString: true });

const companyRequired = string()
  .trim()
  .required(REQUEST_MESSAGES.companyRequired)
  .max(REQUEST_LIMITS.company, REQUEST_MESSAGES.companyTooLong)
  .matches(SINGLE_LINE, REQUEST_MESSAGES.companyLineBreak)
  .test("characters", REQUEST_MESSAGES.companyCharacters, textOnly(false));

const phone = optionalText()
  .max(REQUEST_LIMITS.phone, REQUEST_MESSAGES.phoneInvalid)
  .matches(PHONE, REQUEST_MESSAGES.phoneInvalid)
  .test("digits", REQUEST_MESSAGES.phoneInvalid, (value) => !value || (value.match(/[0-9]/g)?.length ?? 0) >= 6);

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

const academySchemas: Schemas<AcademyRequest> = {
  name: contactFieldSchemas.name,
  email: contactFieldSchemas.email,
  company: companyRequired,
  phone,
  area: choiceId(REQUEST_MESSAGES.areaInvalid),
  teamSize: oneOf(TEAM_SIZES, REQUEST_MESSAGES.teamSizeInvalid),
  mode: choiceId(REQUEST_MESSAGES.modeInvalid),
  goals: optionalText().max(REQUEST_LIMITS.text, REQUEST_MESSAGES.goalsTooLong).test("characters", REQUEST_MESSAGES.goalsCharacters, textOnly(true)),
};

const eventSchemas: Schemas<EventRequest> = {
  name: contactFieldSchemas.name,
  email: contactFieldSchemas.email,
  company: companyRequired,
  phone,
  eventType: string()
    .trim()
    .required(REQUEST_MESSAGES.eventTypeRequired)
    .max(REQUEST_LIMITS.choice, REQUEST_MESSAGES.eventTypeInvalid)
    .matches(CHOICE_ID, REQUEST_MESSAGES.eventTypeInvalid),
  participants: optionalText()
    .matches(/^[0-9]*$/, REQUEST_MESSAGES.participantsInvalid)
    .test("positive", REQUEST_MESSAGES.participantsInvalid, (value) => !value || Number(value) >= 1)
    .test("at-most", REQUEST_MESSAGES.participantsTooMany, (value) => !value || Number(value) <= REQUEST_LIMITS.participants)
    // "080" and "80" are the same number: stored without leading zeros.
    .transform((value: string) => (/^[0-9]+$/.test(value) ? String(Number(value)) : value)),
  period: optionalText()
    .max(REQUEST_LIMITS.period, REQUEST_MESSAGES.periodTooLong)
    .matches(SINGLE_LINE, REQUEST_MESSAGES.periodLineBreak)
    .test("characters", REQUEST_MESSAGES.periodCharacters, textOnly(false)),
  budget: oneOf(EVENT_BUDGETS, REQUEST_MESSAGES.budgetInvalid),
  description: optionalText()
    .max(REQUEST_LIMITS.text, REQUEST_MESSAGES.descriptionTooLong)
    .test("characters", REQUEST_MESSAGES.descriptionCharacters, textOnly(true)),
};

const newsletterSchemas: Schemas<NewsletterRequest> = { email: contactFieldSchemas.email };

export const ACADEMY_FIELDS = Object.keys(academySchemas) as (keyof AcademyRequest)[];
export const EVENT_FIELDS = Object.keys(eventSchemas) as (keyof EventRequest)[];
export const NEWSLETTER_FIELDS = Object.keys(newsletterSchemas) as (keyof NewsletterRequest)[];

export type FormCheck<V> = { ok: true; value: V } | { ok: false; field: keyof V | "consent"; title: string; message: string };

/**
 * The consent (when the caller knows it, i.e. in the browser), then every field in order,
 * trimmed; the first failure stops the check. Missing fields count as empty.
 */
const checkWith = <V>(schemas: Schemas<V>, input: Partial<Record<keyof V, string>>, consent: boolean | undefined): FormCheck<V> => {
  if (consent === false) return { ok: false, field: "consent", title: REQUEST_MESSAGES.consentTitle, message: REQUEST_MESSAGES.consent };
  const value = {} as Record<keyof V, string>;
  for (const field of Object.keys(schemas) as (keyof V)[]) {
    try {
      value[field] = schemas[field].validateSync(input[field] ?? "", { abortEarly: true }) ?? "";
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return { ok: false, field, title: REQUEST_MESSAGES.validationTitle, message: error.errors[0] ?? error.message };
    }
  }
  return { ok: true, value: value as V };
};

export const checkAcademyRequest = (input: Partial<Record<keyof AcademyRequest, string>>, options: { consent?: boolean } = {}) =>
  checkWith(academySchemas, input, options.consent);
export const checkEventRequest = (input: Partial<Record<keyof EventRequest, string>>, options: { consent?: boolean } = {}) =>
  checkWith(eventSchemas, input, options.consent);
export const checkNewsletterRequest = (input: Partial<Record<keyof NewsletterRequest, string>>, options: { consent?: boolean } = {}) =>
  checkWith(newsletterSchemas, input, options.consent);

/** A request the function accepts, checked and trimmed. */
export type CheckedRequest =
  | { kind: "contact"; value: ContactMessage }
  | { kind: "academy"; value: AcademyRequest }
  | { kind: "event"; value: EventRequest }
  | { kind: "newsletter"; value: NewsletterRequest };

export type RequestPayloadCheck =
  | ({ ok: true } & CheckedRequest)
  /** `field: null`: not a request of any form (wrong shape, unknown kind or field): a 400. */
  | { ok: false; field: string | null; title: string; message: string };

const kindOf = (record: Record<string, unknown>): RequestKind | null => {
  if (record.kind === undefined) return "contact";
  return typeof record.kind === "string" && (REQUEST_KINDS as readonly string[]).includes(record.kind) ? (record.kind as RequestKind) : null;
};

/**
 * For the function: the body's `kind` (none: a contact message, as the contact form sends
 * it), then its shape — a JSON object with only that kind's fields (plus `kind` and the
 * names in `extraFields`, e.g. the honeypot), every one a string — then that kind's rules.
 */
export const checkRequestPayload = (body: unknown, extraFields: readonly string[] = []): RequestPayloadCheck => {
  const malformed = { ok: false as const, field: null, title: REQUEST_MESSAGES.validationTitle, message: REQUEST_MESSAGES.malformed };
  if (typeof body !== "object" || body === null || Array.isArray(body)) return malformed;
  const record = body as Record<string, unknown>;
  const kind = kindOf(record);
  if (kind === null) return malformed;
  if (kind === "contact") {
    const check = checkContactPayload(body, [...extraFields, "kind"]);
    return check.ok ? { ok: true, kind, value: check.value } : check;
  }
  const fields: readonly string[] = kind === "academy" ? ACADEMY_FIELDS : kind === "event" ? EVENT_FIELDS : NEWSLETTER_FIELDS;
  const allowed = new Set([...fields, ...extraFields, "kind"]);
  if (Object.keys(record).some((key) => !allowed.has(key))) return malformed;
  if (fields.some((field) => record[field] !== undefined && typeof record[field] !== "string")) return malformed;
  const input = record as Record<string, string>;
  if (kind === "academy") {
    const check = checkAcademyRequest(input);
    return check.ok ? { ok: true, kind, value: check.value } : { ...check, field: String(check.field) };
  }
  if (kind === "event") {
    const check = checkEventRequest(input);
    return check.ok ? { ok: true, kind, value: check.value } : { ...check, field: String(check.field) };
  }
  const check = checkNewsletterRequest(input);
  return check.ok ? { ok: true, kind, value: check.value } : { ...check, field: String(check.field) };
};

/** A newsletter link's token: base64url, optionally two parts joined by a dot. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}(?:\.[A-Za-z0-9_-]{16,128})?$/;
const tokenSchema = mixed<string>().test("token", REQUEST_MESSAGES.tokenInvalid, (value) => typeof value === "string" && TOKEN.test(value));

export type TokenPayloadCheck = { ok: true; kind: TokenKind; token: string } | { ok: false; message: string };

/** Whether a body is one of the newsletter links' requests (`kind` and `token`, nothing else). */
export const isTokenRequest = (body: unknown): boolean =>
  typeof body === "object" && body !== null && !Array.isArray(body) && (TOKEN_KINDS as readonly unknown[]).includes((body as Record<string, unknown>).kind);

/** For the function: `{ kind: "newsletter-confirm" | "newsletter-unsubscribe", token }`. */
export const checkTokenPayload = (body: unknown): TokenPayloadCheck => {
  if (!isTokenRequest(body)) return { ok: false, message: REQUEST_MESSAGES.malformed };
  const record = body as Record<string, unknown>;
  if (Object.keys(record).some((key) => key !== "kind" && key !== "token")) return { ok: false, message: REQUEST_MESSAGES.malformed };
  if (!tokenSchema.isValidSync(record.token)) return { ok: false, message: REQUEST_MESSAGES.tokenInvalid };
  return { ok: true, kind: record.kind as TokenKind, token: record.token as string };
};

/**
 * The fixed choices and limits of the site's forms (contact, Academy custom path, event request,
 * newsletter), free of any library: the forms' static markup imports them without pulling yup
 * into a page's first load, and contact-rules.ts and request-rules.ts check against the same lists.
 */
import type { Locale } from "./locales.ts";

/** The kinds of request the `forms` function accepts; a body without `kind` is a contact message. */
export const REQUEST_KINDS = ["contact", "academy", "event", "newsletter"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The newsletter's double opt-in: what a link in an e-mail asks the function to do. */
export const TOKEN_KINDS = ["newsletter-confirm", "newsletter-unsubscribe"] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** The product specification's limits: each contact field's longest value, in characters after trimming. */
export const CONTACT_LIMITS = { name: 100, email: 255, company: 100, message: 2000 } as const;

/** Longest accepted values, in characters after trimming. */
export const REQUEST_LIMITS = { name: 100, email: 255, company: 100, phone: 30, period: 100, text: 2000, choice: 60, participants: 100_000 } as const;

/**
 * The hidden field only bots fill in (every form has it; the function answers a filled one like
 * a success and stores nothing). Not "website", "url", "email2" or anything else a browser's or a
 * password manager's autofill recognises: a person's browser must never fill it for them.
 */
export const HONEYPOT_FIELD = "nota_interna";

/** How long a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRM_HOURS = 48;

/** A fixed choice: the value the form sends, and its label in each language (the firm's notification uses the Italian one). */
export interface Choice {
  value: string;
  label: Readonly<Record<Locale, string>>;
}

/** Academy custom path: how many people to train. */
export const TEAM_SIZES: readonly Choice[] = [
  { value: "1-5", label: { it: "Da 1 a 5", en: "1 to 5" } },
  { value: "6-15", label: { it: "Da 6 a 15", en: "6 to 15" } },
  { value: "16-50", label: { it: "Da 16 a 50", en: "16 to 50" } },
  { value: "oltre-50", label: { it: "Più di 50", en: "More than 50" } },
];

/** Event request: the budget bracket. */
export const EVENT_BUDGETS: readonly Choice[] = [
  { value: "fino-10000", label: { it: "Fino a 10.000 €", en: "Up to €10,000" } },
  { value: "10000-30000", label: { it: "Da 10.000 a 30.000 €", en: "€10,000 to €30,000" } },
  { value: "30000-75000", label: { it: "Da 30.000 a 75.000 €", en: "€30,000 to €75,000" } },
  { value: "oltre-75000", label: { it: "Oltre 75.000 €", en: "Over €75,000" } },
  { value: "da-definire", label: { it: "Da definire", en: "To be decided" } },
];

/** The extra choice of the Academy's area and mode selects, beside the catalogue's own values. */
export const UNDECIDED = "da-definire";
/** The extra choice of the event type select. */
export const OTHER_EVENT_TYPE = "altro";

/** The label of a fixed choice in one language (Italian unless given), or the value itself when it is not one of the list (a catalogue id). */
export const choiceLabel = (choices: readonly Choice[], value: string, locale: Locale = "it"): string =>
  choices.find((c) => c.value === value)?.label[locale] ?? value;

/** A list of fixed choices as one language's options of a select. */
export const choiceOptions = (choices: readonly Choice[], locale: Locale): { value: string; label: string }[] =>
  choices.map((choice) => ({ value: choice.value, label: choice.label[locale] }));

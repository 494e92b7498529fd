/**
 * The consent every form asks for, in each language: the words of its box ("Ho letto
 * l'[informativa sulla privacy] e acconsento …"), which the site's forms show (its dictionaries
 * read them from here) and the function records the version of with each request
 * (_shared/consent-version.ts), so that the firm can show which text a person agreed to. The
 * request says the box was ticked in CONSENT_FIELD; the rules refuse it without.
 * Free of any library.
 */
import type { Locale } from "./locales.ts";
import type { RequestKind } from "./request-options.ts";

/** The request body's key that says the consent box was ticked (`true`). */
export const CONSENT_FIELD = "consent";

/** What a form's consent is for: a reply (the contact form, the Academy's and the events' requests) or the newsletter. */
export type ConsentPurpose = "reply" | "newsletter";

export const consentPurpose = (kind: RequestKind): ConsentPurpose => (kind === "newsletter" ? "newsletter" : "reply");

/** The box's words: before the link, the link to the privacy notice, and each purpose's ending after it. */
export interface ConsentWords {
  before: string;
  link: string;
  reply: string;
  newsletter: string;
}

export const CONSENT_WORDS: Readonly<Record<Locale, ConsentWords>> = {
  it: {
    before: "Ho letto l'",
    link: "informativa sulla privacy",
    reply: "e acconsento al trattamento dei miei dati per ricevere una risposta.",
    newsletter: "e voglio ricevere la newsletter mensile dell'Academy.",
  },
  en: {
    before: "I have read the ",
    link: "privacy notice",
    reply: "and I agree to my data being processed so that you can reply.",
    newsletter: "and I'd like to receive the Academy's monthly newsletter.",
  },
};

/** The box's sentence as a form of `kind` shows it in `locale`, the link's words included. */
export const consentSentence = (kind: RequestKind, locale: Locale): string => {
  const words = CONSENT_WORDS[locale];
  return `${words.before}${words.link} ${words[consentPurpose(kind)]}`;
};

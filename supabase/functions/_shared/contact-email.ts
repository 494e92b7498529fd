/**
 * The two e-mails a contact submission owes, rendered once when it is stored (the outbox keeps
 * the rendered text, so a retry days later sends exactly what was due):
 *
 * - the notification to the firm's inbox, with every field and Reply-To set to the visitor;
 * - the confirmation to the visitor, in the language of the page they wrote from (Italian with the
 *   informal "tu", or British English), which repeats nothing the visitor typed except a first name
 *   that passes `greetingName` (so the form cannot be used to send arbitrary text to someone
 *   else's address). The notification stays Italian, and says which language the visitor wrote in.
 *
 * Every user value is HTML-escaped in the HTML part; each e-mail has a plain-text part too.
 * Header values (subject, addresses) never contain CR or LF: the shared rules refuse them in
 * name and company, e-mail addresses cannot contain them, the message never goes in a header,
 * and `headerSafe` refuses them again here (defence in depth).
 * Pure: unit-tested in Node, used by the function in Deno.
 */
import type { DetailRow } from "./detail-row.ts";
import { type Attribution, DEFAULT_LOCALE, type Locale, type RequestKind } from "./site-contract/index.ts";
import { FIRM_NAME } from "./firm.ts";
import { attributionRows } from "./attribution-email.ts";

export interface ContactFields {
  name: string;
  email: string;
  company: string;
  message: string;
}

export interface RenderedEmail {
  /**
   * To the firm, to a visitor (counted against the hourly cap), an alert to the firm (alert-message.ts)
   * or its weekly report (report-email.ts).
   */
  kind: "notification" | "confirmation" | "alert" | "report";
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
}

export interface EmailContext {
  /** The submission's id, quoted in the notification so a lead can be found in the database. */
  submissionId: string;
  receivedAt: Date;
  /** The firm's inbox (CONTACT_INBOX). */
  inbox: string;
  /** The public site, for the signature (SITE_URL). */
  siteUrl: string;
  /** The language the visitor wrote in, and gets their confirmation in (Italian unless given). */
  locale?: Locale;
  /** Where the visit came from, cleaned: the notification's "Provenienza" block (none when null). */
  attribution?: Attribution | null;
}

/** The visitor's language as the firm's (Italian) notification names it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { it: "italiano", en: "inglese" };

/** Each form as the firm's (Italian) e-mails name it: "moduli: 3 contatti", "Modulo Academy". */
export const FORM_NAMES: Readonly<Record<RequestKind, string>> = { contact: "contatti", academy: "Academy", event: "eventi", newsletter: "newsletter" };

/** The notification's row saying which language the visitor wrote in. */
export const languageRow = (locale: Locale = DEFAULT_LOCALE): DetailRow => ["Lingua", LANGUAGE_NAMES[locale]];

/** The firm's words at the end of every e-mail to a visitor, in each language. */
export const SIGNATURE: Readonly<Record<Locale, { closing: string; team: string; academyTeam: string; city: string }>> = {
  it: { closing: "A presto,", team: `il team di ${FIRM_NAME}`, academyTeam: `il team dell'Academy di ${FIRM_NAME}`, city: "Milano" },
  en: { closing: "Best regards,", team: `The ${FIRM_NAME} team`, academyTeam: `The ${FIRM_NAME} Academy team`, city: "Milan" },
};

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes the five characters that matter in HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Escaped, with line breaks kept as <br>. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>\n");
}

/** Refuses a header value with a line break; other control characters become spaces. */
export function headerSafe(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error("A header value contains a line break.");
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  return value.replace(/[\u0000-\u001f\u007f]/g, " ");
}

/** Titles a visitor may put before the name ("Dott. Rossi"): what follows is likely a surname, and "Ciao Rossi" is no greeting. */
const TITLE = /^(dott|dott\.ssa|dr|ing|avv|arch|prof|prof\.ssa|sig|sig\.ra|sig\.na|geom|rag)\.?$/i;

/**
 * One part of a first name: Latin letters, Italian accented letters included (and the other
 * Latin-1 ones: Zoë, Jürgen), no capital after a small letter (which "iPhone" or "PayPal" would
 * need and Italian names do not). Parts are joined by one apostrophe or hyphen: D'Angelo,
 * Anna-Maria.
 */
const NAME_PART = "[A-Za-zÀ-ÖØ-öø-ÿ][a-zß-öø-ÿ]*";
const FIRST_NAME = new RegExp(`^${NAME_PART}(?:['’-]${NAME_PART})*$`);

/**
 * The only text a visitor chooses that may reach the address they typed: their first name, if
 * it strictly looks like one (≤ 30 characters, at least two letters); otherwise null, and the
 * e-mail greets with a plain "Ciao,". Anything else — a second word, digits, a dot, a domain —
 * could turn the firm's confirmation into a carrier for a stranger's message to a third party.
 */
export function greetingName(name: string): string | null {
  const first = name.trim().split(/\s+/)[0];
  if (!first || TITLE.test(first) || first.length > 30 || first.replace(/['’-]/g, "").length < 2 || !FIRST_NAME.test(first)) return null;
  return first;
}

const HELLO: Readonly<Record<Locale, string>> = { it: "Ciao", en: "Hello" };

/** "Ciao Giulia," or, when the name is not one, "Ciao,"; in English "Hello Emma," or "Hello,". */
export function greeting(name: string, locale: Locale = DEFAULT_LOCALE): string {
  const first = greetingName(name);
  return first ? `${HELLO[locale]} ${first},` : `${HELLO[locale]},`;
}

/** "Ciao," or "Hello,": the greeting of an e-mail to an address alone (the newsletter's). */
export const plainGreeting = (locale: Locale = DEFAULT_LOCALE): string => `${HELLO[locale]},`;

/** "21 novembre 2026 alle ore 12:00" in Italian time (Europe/Rome). */
export function formatItalianDateTime(date: Date): string {
  const day = new Intl.DateTimeFormat("it-IT", { timeZone: "Europe/Rome", day: "numeric", month: "long", year: "numeric" }).format(date);
  const time = new Intl.DateTimeFormat("it-IT", { timeZone: "Europe/Rome", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(date);
  return `${day} alle ore ${time}`;
}

/** The HTML page of an e-mail, in `lang` (an e-mail to a visitor is in theirs; the firm's are Italian). */
export function layout(title: string, bodyHtml: string, lang: Locale = DEFAULT_LOCALE): string {
  return [
    "<!doctype html>",
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Helvetica,Arial,sans-serif;color:#1a202c;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px">',
    bodyHtml,
    "</div>",
    "</body></html>",
  ].join("\n");
}

/** A notification's fields as a two-column table, the visitor's e-mail as a mailto link. */
export const detailsTable = (rows: readonly DetailRow[]): string =>
  [
    '<table role="presentation" style="border-collapse:collapse;width:100%;margin-bottom:16px">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top;color:#4a5568;font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${label === "Email" ? `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
  ].join("\n");

/**
 * A notification's "Provenienza" block, in its text part and in its HTML part: where the visit came
 * from (attribution-email.ts), or nothing at all when the request said nothing of it.
 */
export function attributionBlock(attribution: Attribution | null | undefined): { text: string[]; html: string[] } {
  const rows = attributionRows(attribution);
  if (rows.length === 0) return { text: [], html: [] };
  return {
    text: ["Provenienza:", ...rows.map(([label, value]) => `${label}: ${value}`), ""],
    html: ['<h2 style="font-size:16px;margin:16px 0 8px">Provenienza</h2>', detailsTable(rows)],
  };
}

/** The notification to the firm: every field, where the visit came from, Reply-To the visitor. */
export function renderNotification(fields: ContactFields, ctx: EmailContext): RenderedEmail {
  const company = fields.company.trim();
  const subject = headerSafe(`Nuovo contatto dal sito: ${fields.name}${company ? ` (${company})` : ""}`);
  const when = formatItalianDateTime(ctx.receivedAt);
  const rows: DetailRow[] = [["Nome", fields.name], ["Email", fields.email], ["Azienda", company || "—"], ["Ricevuto", when], languageRow(ctx.locale)];
  const provenance = attributionBlock(ctx.attribution);
  const text = [
    "Nuovo messaggio dal modulo contatti del sito.",
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Messaggio:",
    fields.message,
    "",
    ...provenance.text,
    `Rispondi a questa email per scrivere direttamente a ${fields.name}.`,
    `Riferimento: ${ctx.submissionId}`,
  ].join("\n");
  const html = layout(
    subject,
    [
      '<h1 style="font-size:20px;margin:0 0 16px">Nuovo messaggio dal sito</h1>',
      detailsTable(rows),
      '<h2 style="font-size:16px;margin:0 0 8px">Messaggio</h2>',
      `<div style="padding:12px 16px;background:#f7fafc;border-left:3px solid #2b6cb0;white-space:pre-wrap">${escapeMultiline(fields.message)}</div>`,
      ...provenance.html,
      `<p style="margin:16px 0 0">Rispondi a questa email per scrivere direttamente a ${escapeHtml(fields.name)}.</p>`,
      `<p style="margin:8px 0 0;color:#718096;font-size:12px">Riferimento: ${escapeHtml(ctx.submissionId)}</p>`,
    ].join("\n"),
  );
  return { kind: "notification", to: headerSafe(ctx.inbox), replyTo: headerSafe(fields.email), subject, html, text };
}

/** The contact confirmation's words in each language. */
const CONFIRMATION: Readonly<Record<Locale, { subject: string; thanks: [string, string, string]; more: string; footer: (site: string) => string }>> = {
  it: {
    subject: `Abbiamo ricevuto il tuo messaggio – ${FIRM_NAME}`,
    // Around the promise, which the HTML part puts in bold.
    thanks: ["grazie per averci scritto! Abbiamo ricevuto il tuo messaggio e ", "ti risponderemo entro 24 ore", "."],
    more: "Se nel frattempo vuoi aggiungere qualcosa, ti basta rispondere a questa email.",
    footer: (site) =>
      `Hai ricevuto questa email perché il tuo indirizzo è stato inserito nel modulo contatti di ${site}. Se non ci hai scritto tu, puoi ignorarla.`,
  },
  en: {
    subject: `We've received your message – ${FIRM_NAME}`,
    thanks: ["thank you for getting in touch! We've received your message and ", "will reply within 24 hours", "."],
    more: "If you'd like to add anything in the meantime, just reply to this email.",
    footer: (site) => `You received this email because your address was entered in the contact form on ${site}. If you didn't write to us, you can ignore it.`,
  },
};

/** The closing lines of an e-mail to a visitor: the text part's, then the HTML part's. */
export const signOff = (locale: Locale, team: "team" | "academyTeam", site: string, siteLabel: string): { text: string[]; html: string } => {
  const words = SIGNATURE[locale];
  return {
    text: [words.closing, words[team], `${words.city} · ${siteLabel}`],
    // The firm's own constant words, written as they are (an apostrophe needs no escaping in text).
    html: `<p style="margin:0">${words.closing}<br>${words[team]}<br><span style="color:#718096">${words.city} · <a href="${escapeHtml(site)}">${escapeHtml(siteLabel)}</a></span></p>`,
  };
};

/**
 * The confirmation to the visitor, Reply-To the firm's inbox, in the visitor's language: only
 * their name from what they typed, the promise of an answer within 24 hours (the reply time the
 * product specification fixes), the firm's signature.
 */
export function renderConfirmation(fields: ContactFields, ctx: EmailContext): RenderedEmail {
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  const words = CONFIRMATION[locale];
  const hello = greeting(fields.name, locale);
  const subject = words.subject;
  const site = ctx.siteUrl.replace(/\/+$/, "");
  const siteLabel = site.replace(/^https?:\/\//, "");
  const signature = signOff(locale, "team", site, siteLabel);
  const footer = words.footer(siteLabel);
  const text = [hello, "", words.thanks.join(""), "", words.more, "", ...signature.text, "", "--", footer].join("\n");
  const html = layout(
    subject,
    [
      `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>`,
      `<p style="margin:0 0 16px">${escapeHtml(words.thanks[0])}<strong>${escapeHtml(words.thanks[1])}</strong>${escapeHtml(words.thanks[2])}</p>`,
      `<p style="margin:0 0 16px">${escapeHtml(words.more)}</p>`,
      signature.html,
      '<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">',
      `<p style="margin:0;color:#a0aec0;font-size:12px">${escapeHtml(footer)}</p>`,
    ].join("\n"),
    locale,
  );
  return { kind: "confirmation", to: headerSafe(fields.email), replyTo: headerSafe(ctx.inbox), subject, html, text };
}

/** Both e-mails of a submission, notification first. */
export function renderContactEmails(fields: ContactFields, ctx: EmailContext): RenderedEmail[] {
  return [renderNotification(fields, ctx), renderConfirmation(fields, ctx)];
}

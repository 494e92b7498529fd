/**
 * The e-mails of the Academy and event requests and of the newsletter, rendered once and kept in
 * the outbox like the contact form's (contact-email.ts, whose layout and escaping they share):
 *
 * - a request: the notification to the firm (every field, Reply-To the visitor) and a confirmation
 *   to the visitor that fits the request and repeats nothing they typed but their name;
 * - the newsletter: the double opt-in e-mail (confirmation link, valid 48 hours, single use), the
 *   neutral note sent when an already confirmed address signs up again, and the notification to
 *   the firm once an address is confirmed. Every e-mail to a subscriber ends with a working
 *   unsubscribe link.
 * E-mails to visitors are in the language they wrote in, and their links lead to that language's
 * pages (the paths are the site's route map's); the firm's notifications are Italian and name it.
 * Pure: unit-tested in Node, used by the function in Deno.
 */
import type { DetailRow } from "./detail-row.ts";
import {
  attributionBlock,
  detailsTable,
  type EmailContext,
  escapeHtml,
  escapeMultiline,
  formatItalianDateTime,
  greeting,
  headerSafe,
  languageRow,
  layout,
  plainGreeting,
  type RenderedEmail,
  signOff,
} from "./contact-email.ts";
import { FIRM_NAME } from "./firm.ts";
import {
  type AcademyRequest,
  type Attribution,
  choiceLabel,
  DEFAULT_LOCALE,
  EVENT_BUDGETS,
  type EventRequest,
  type Locale,
  NEWSLETTER_CONFIRM_HOURS,
  OTHER_EVENT_TYPE,
  routePath,
  TEAM_SIZES,
  UNDECIDED,
} from "./site-contract/index.ts";

const siteOf = (ctx: { siteUrl: string }) => {
  const site = ctx.siteUrl.replace(/\/+$/, "");
  return { site, label: site.replace(/^https?:\/\//, "") };
};

interface RequestDescription {
  /** "Nuova richiesta di percorso su misura" */
  heading: string;
  rows: DetailRow[];
  /** The free text (objectives, description), possibly empty. */
  textLabel: string;
  text: string;
  /** What the visitor asked for, in their confirmation, in each language ("un percorso formativo su misura"). */
  what: Readonly<Record<Locale, string>>;
}

const orDash = (value: string) => value || "—";

const describeAcademy = (r: AcademyRequest): RequestDescription => ({
  heading: "Nuova richiesta di percorso formativo su misura",
  rows: [
    ["Nome", r.name],
    ["Email", r.email],
    ["Azienda", r.company],
    ["Telefono", orDash(r.phone)],
    ["Area di interesse", r.area === UNDECIDED ? "Non lo sa ancora" : orDash(r.area)],
    ["Persone da formare", r.teamSize ? choiceLabel(TEAM_SIZES, r.teamSize) : "—"],
    ["Modalità preferita", r.mode === UNDECIDED ? "Da definire insieme" : orDash(r.mode)],
  ],
  textLabel: "Obiettivi del percorso",
  text: r.goals,
  what: { it: "un percorso formativo su misura", en: "a tailored training programme" },
});

const describeEvent = (r: EventRequest): RequestDescription => ({
  heading: "Nuova richiesta di evento su misura",
  rows: [
    ["Nome", r.name],
    ["Email", r.email],
    ["Azienda", r.company],
    ["Telefono", orDash(r.phone)],
    ["Tipo di evento", r.eventType === OTHER_EVENT_TYPE ? "Altro" : r.eventType],
    ["Partecipanti", orDash(r.participants)],
    ["Periodo indicativo", orDash(r.period)],
    ["Budget indicativo", r.budget ? choiceLabel(EVENT_BUDGETS, r.budget) : "—"],
  ],
  textLabel: "Descrizione dell'evento",
  text: r.description,
  what: { it: "un evento su misura", en: "a tailored event" },
});

function renderRequestNotification(d: RequestDescription, who: { name: string; email: string; company: string }, ctx: EmailContext): RenderedEmail {
  const subject = headerSafe(`${d.heading}: ${who.name} (${who.company})`);
  const rows: DetailRow[] = [...d.rows, ["Ricevuta", formatItalianDateTime(ctx.receivedAt)], languageRow(ctx.locale)];
  const provenance = attributionBlock(ctx.attribution);
  const text = [
    `${d.heading} dal sito.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `${d.textLabel}:`,
    d.text || "—",
    "",
    ...provenance.text,
    `Rispondi a questa email per scrivere direttamente a ${who.name}.`,
    `Riferimento: ${ctx.submissionId}`,
  ].join("\n");
  const html = layout(
    subject,
    [
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(d.heading)}</h1>`,
      detailsTable(rows),
      `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(d.textLabel)}</h2>`,
      `<div style="padding:12px 16px;background:#f7fafc;border-left:3px solid #2b6cb0;white-space:pre-wrap">${d.text ? escapeMultiline(d.text) : "—"}</div>`,
      ...provenance.html,
      `<p style="margin:16px 0 0">Rispondi a questa email per scrivere direttamente a ${escapeHtml(who.name)}.</p>`,
      `<p style="margin:8px 0 0;color:#718096;font-size:12px">Riferimento: ${escapeHtml(ctx.submissionId)}</p>`,
    ].join("\n"),
  );
  return { kind: "notification", to: headerSafe(ctx.inbox), replyTo: headerSafe(who.email), subject, html, text };
}

/** A request's confirmation in each language. */
const REQUEST_CONFIRMATION: Readonly<Record<Locale, { subject: string; thanks: (what: string) => string; more: string; footer: (site: string) => string }>> = {
  it: {
    subject: `Abbiamo ricevuto la tua richiesta – ${FIRM_NAME}`,
    thanks: (what) =>
      `grazie per averci chiesto ${what}! Abbiamo ricevuto la tua richiesta e ti contatteremo entro 24 ore per capire insieme obiettivi, tempi e budget.`,
    more: "Se nel frattempo vuoi aggiungere qualcosa, ti basta rispondere a questa email.",
    footer: (site) =>
      `Hai ricevuto questa email perché il tuo indirizzo è stato inserito in un modulo di richiesta di ${site}. Se non ci hai scritto tu, puoi ignorarla.`,
  },
  en: {
    subject: `We've received your request – ${FIRM_NAME}`,
    thanks: (what) =>
      `thank you for asking us about ${what}! We've received your request and will be in touch within 24 hours to talk through your goals, timing and budget.`,
    more: "If you'd like to add anything in the meantime, just reply to this email.",
    footer: (site) => `You received this email because your address was entered in a request form on ${site}. If you didn't write to us, you can ignore it.`,
  },
};

function renderRequestConfirmation(d: RequestDescription, who: { name: string; email: string }, ctx: EmailContext): RenderedEmail {
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  const words = REQUEST_CONFIRMATION[locale];
  const hello = greeting(who.name, locale);
  const { site, label } = siteOf(ctx);
  const subject = words.subject;
  const lines = [words.thanks(d.what[locale]), words.more];
  const footer = words.footer(label);
  const signature = signOff(locale, "team", site, label);
  const text = [hello, "", lines[0], "", lines[1], "", ...signature.text, "", "--", footer].join("\n");
  const html = layout(
    subject,
    [
      `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>`,
      ...lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`),
      signature.html,
      '<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">',
      `<p style="margin:0;color:#a0aec0;font-size:12px">${escapeHtml(footer)}</p>`,
    ].join("\n"),
    locale,
  );
  return { kind: "confirmation", to: headerSafe(who.email), replyTo: headerSafe(ctx.inbox), subject, html, text };
}

/** The two e-mails of an Academy custom-path request, notification first. */
export function renderAcademyEmails(request: AcademyRequest, ctx: EmailContext): RenderedEmail[] {
  const d = describeAcademy(request);
  return [renderRequestNotification(d, request, ctx), renderRequestConfirmation(d, request, ctx)];
}

/** The two e-mails of an event request, notification first. */
export function renderEventEmails(request: EventRequest, ctx: EmailContext): RenderedEmail[] {
  const d = describeEvent(request);
  return [renderRequestNotification(d, request, ctx), renderRequestConfirmation(d, request, ctx)];
}

/**
 * The site's pages a newsletter e-mail links to, in the subscriber's language (SITE_URL + the
 * route map's path + the token): /newsletter/conferma/?token=… or /en/newsletter/confirm/?token=….
 */
export const newsletterLinks = (siteUrl: string, tokens: { confirm?: string; unsubscribe: string }, locale: Locale = DEFAULT_LOCALE) => {
  const { site } = siteOf({ siteUrl });
  const page = (key: "newsletter-conferma" | "newsletter-disiscrizione", token: string) =>
    `${site}${routePath(key, locale)}/?token=${encodeURIComponent(token)}`;
  return {
    confirm: tokens.confirm ? page("newsletter-conferma", tokens.confirm) : null,
    unsubscribe: page("newsletter-disiscrizione", tokens.unsubscribe),
  };
};

interface NewsletterContext {
  inbox: string;
  siteUrl: string;
  /** The language of the sign-up: the e-mail's, and its links' pages' (Italian unless given). */
  locale?: Locale;
}

/** The newsletter's e-mails in each language. */
const NEWSLETTER_WORDS: Readonly<
  Record<
    Locale,
    {
      optIn: { subject: string; paragraphs: [string, string]; button: string };
      already: { subject: string; paragraphs: [string, string] };
      unsubscribe: { before: string; link: string };
    }
  >
> = {
  it: {
    optIn: {
      subject: `Conferma la tua iscrizione alla newsletter – ${FIRM_NAME}`,
      paragraphs: [
        "grazie per esserti iscritto alla newsletter dell'Academy! Per completare l'iscrizione conferma il tuo indirizzo con il pulsante qui sotto.",
        `Il link vale ${NEWSLETTER_CONFIRM_HOURS} ore e si può usare una sola volta. Se non hai chiesto tu l'iscrizione, ignora questa email: senza la tua conferma non ti scriveremo più.`,
      ],
      button: "Confermo l'iscrizione",
    },
    already: {
      subject: `La tua iscrizione alla newsletter – ${FIRM_NAME}`,
      paragraphs: [
        "abbiamo ricevuto una nuova richiesta di iscrizione alla newsletter dell'Academy per questo indirizzo, che è già iscritto: non devi fare nulla, continuerai a ricevere la newsletter come sempre.",
        "Se non hai chiesto tu l'iscrizione, puoi ignorare questa email.",
      ],
    },
    unsubscribe: { before: "Non vuoi più ricevere email dalla nostra newsletter?", link: "Annulla l'iscrizione" },
  },
  en: {
    optIn: {
      subject: `Confirm your newsletter subscription – ${FIRM_NAME}`,
      paragraphs: [
        "thank you for signing up to the Academy newsletter! To complete your subscription, please confirm your address with the button below.",
        `The link is valid for ${NEWSLETTER_CONFIRM_HOURS} hours and can be used only once. If you didn't ask to subscribe, just ignore this email: without your confirmation we won't write to you again.`,
      ],
      button: "Confirm my subscription",
    },
    already: {
      subject: `Your newsletter subscription – ${FIRM_NAME}`,
      paragraphs: [
        "we've received a new request to subscribe this address to the Academy newsletter, but it is already subscribed: there's nothing you need to do, and you'll keep receiving the newsletter as usual.",
        "If you didn't ask to subscribe, you can ignore this email.",
      ],
    },
    unsubscribe: { before: "Don't want to receive our newsletter any more?", link: "Unsubscribe" },
  },
};

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:6px">${escapeHtml(label)}</a></p>`;

function newsletterMail(
  to: string,
  subject: string,
  paragraphs: string[],
  unsubscribe: string,
  ctx: NewsletterContext,
  action?: { href: string; label: string },
): RenderedEmail {
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  const words = NEWSLETTER_WORDS[locale].unsubscribe;
  const { site, label } = siteOf(ctx);
  const signature = signOff(locale, "academyTeam", site, label);
  const text = [
    plainGreeting(locale),
    "",
    ...paragraphs.flatMap((p, i) => (i === 0 && action ? [p, "", `${action.label}: ${action.href}`, ""] : [p, ""])),
    ...signature.text,
    "",
    "--",
    `${words.before} ${words.link}: ${unsubscribe}`,
  ].join("\n");
  const html = layout(
    subject,
    [
      `<p style="margin:0 0 16px">${plainGreeting(locale)}</p>`,
      ...paragraphs.flatMap((p, i) => [`<p style="margin:0 0 16px">${escapeHtml(p)}</p>`, ...(i === 0 && action ? [button(action.href, action.label)] : [])]),
      signature.html,
      '<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">',
      // The firm's own constant words, as they are; the link is escaped.
      `<p style="margin:0;color:#718096;font-size:12px">${words.before} <a href="${escapeHtml(unsubscribe)}" style="color:#4a5568">${words.link}</a>.</p>`,
    ].join("\n"),
    locale,
  );
  return { kind: "confirmation", to: headerSafe(to), replyTo: headerSafe(ctx.inbox), subject, html, text };
}

/** The double opt-in e-mail: the confirmation link (single use, 48 hours) and the unsubscribe link. */
export function renderNewsletterOptIn(email: string, links: { confirm: string; unsubscribe: string }, ctx: NewsletterContext): RenderedEmail {
  const words = NEWSLETTER_WORDS[ctx.locale ?? DEFAULT_LOCALE].optIn;
  return newsletterMail(email, words.subject, words.paragraphs, links.unsubscribe, ctx, { href: links.confirm, label: words.button });
}

/**
 * To an address already confirmed that signs up again: nothing changes, and the visitor saw the
 * same answer as anyone else; only the owner of the mailbox learns that it was already subscribed.
 */
export function renderNewsletterAlreadySubscribed(email: string, links: { unsubscribe: string }, ctx: NewsletterContext): RenderedEmail {
  const words = NEWSLETTER_WORDS[ctx.locale ?? DEFAULT_LOCALE].already;
  return newsletterMail(email, words.subject, words.paragraphs, links.unsubscribe, ctx);
}

/** To the firm, once an address has confirmed its subscription; with where the visit of its sign-up came from. */
export function renderNewsletterNotification(
  email: string,
  ctx: { inbox: string; confirmedAt: Date; subscriptionId: string; locale?: Locale; attribution?: Attribution | null },
): RenderedEmail {
  const subject = headerSafe(`Nuova iscrizione confermata alla newsletter: ${email}`);
  const rows: DetailRow[] = [["Email", email], ["Confermata", formatItalianDateTime(ctx.confirmedAt)], languageRow(ctx.locale)];
  const provenance = attributionBlock(ctx.attribution);
  const text = [
    "Un nuovo indirizzo ha confermato l'iscrizione alla newsletter dell'Academy.",
    "",
    ...rows.map(([l, v]) => `${l}: ${v}`),
    "",
    ...provenance.text,
    `Riferimento: ${ctx.subscriptionId}`,
  ].join("\n");
  const html = layout(
    subject,
    [
      '<h1 style="font-size:20px;margin:0 0 16px">Nuova iscrizione alla newsletter</h1>',
      detailsTable(rows),
      ...provenance.html,
      `<p style="margin:8px 0 0;color:#718096;font-size:12px">Riferimento: ${escapeHtml(ctx.subscriptionId)}</p>`,
    ].join("\n"),
  );
  return { kind: "notification", to: headerSafe(ctx.inbox), replyTo: null, subject, html, text };
}

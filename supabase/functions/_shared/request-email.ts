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
 * Pure: unit-tested in Node, used by the function in Deno.
 */
import {
  detailsTable,
  type DetailRow,
  type EmailContext,
  escapeHtml,
  escapeMultiline,
  FIRM_NAME,
  formatItalianDateTime,
  greeting,
  headerSafe,
  layout,
  type RenderedEmail,
} from "./contact-email.ts";
import { choiceLabel, EVENT_BUDGETS, NEWSLETTER_CONFIRM_HOURS, OTHER_EVENT_TYPE, TEAM_SIZES, UNDECIDED } from "./request-options.ts";
import type { AcademyRequest, EventRequest } from "./request-rules.ts";

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
  /** What the visitor asked for, in their confirmation ("un percorso formativo su misura"). */
  what: string;
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
  what: "un percorso formativo su misura",
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
  what: "un evento su misura",
});

function renderRequestNotification(d: RequestDescription, who: { name: string; email: string; company: string }, ctx: EmailContext): RenderedEmail {
  const subject = headerSafe(`${d.heading}: ${who.name} (${who.company})`);
  const rows: DetailRow[] = [...d.rows, ["Ricevuta", formatItalianDateTime(ctx.receivedAt)]];
  const text = [
    `${d.heading} dal sito.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `${d.textLabel}:`,
    d.text || "—",
    "",
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
      `<p style="margin:16px 0 0">Rispondi a questa email per scrivere direttamente a ${escapeHtml(who.name)}.</p>`,
      `<p style="margin:8px 0 0;color:#718096;font-size:12px">Riferimento: ${escapeHtml(ctx.submissionId)}</p>`,
    ].join("\n"),
  );
  return { kind: "notification", to: headerSafe(ctx.inbox), replyTo: headerSafe(who.email), subject, html, text };
}

function renderRequestConfirmation(d: RequestDescription, who: { name: string; email: string }, ctx: EmailContext): RenderedEmail {
  const hello = greeting(who.name);
  const { site, label } = siteOf(ctx);
  const subject = `Abbiamo ricevuto la tua richiesta – ${FIRM_NAME}`;
  const lines = [
    `grazie per averci chiesto ${d.what}! Abbiamo ricevuto la tua richiesta e ti contatteremo entro 24 ore per capire insieme obiettivi, tempi e budget.`,
    "Se nel frattempo vuoi aggiungere qualcosa, ti basta rispondere a questa email.",
  ];
  const footer = `Hai ricevuto questa email perché il tuo indirizzo è stato inserito in un modulo di richiesta di ${label}. Se non ci hai scritto tu, puoi ignorarla.`;
  const text = [hello, "", lines[0], "", lines[1], "", "A presto,", `il team di ${FIRM_NAME}`, `Milano · ${label}`, "", "--", footer].join("\n");
  const html = layout(
    subject,
    [
      `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>`,
      ...lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`),
      `<p style="margin:0">A presto,<br>il team di ${FIRM_NAME}<br><span style="color:#718096">Milano · <a href="${escapeHtml(site)}">${escapeHtml(label)}</a></span></p>`,
      '<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">',
      `<p style="margin:0;color:#a0aec0;font-size:12px">${escapeHtml(footer)}</p>`,
    ].join("\n"),
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

/** The site's pages a newsletter e-mail links to (SITE_URL + path + the token). */
export const newsletterLinks = (siteUrl: string, tokens: { confirm?: string; unsubscribe: string }) => {
  const { site } = siteOf({ siteUrl });
  return {
    confirm: tokens.confirm ? `${site}/newsletter/conferma/?token=${encodeURIComponent(tokens.confirm)}` : null,
    unsubscribe: `${site}/newsletter/disiscrizione/?token=${encodeURIComponent(tokens.unsubscribe)}`,
  };
};

interface NewsletterContext {
  inbox: string;
  siteUrl: string;
}

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
  const { site, label } = siteOf(ctx);
  const text = [
    "Ciao,",
    "",
    ...paragraphs.flatMap((p, i) => (i === 0 && action ? [p, "", `${action.label}: ${action.href}`, ""] : [p, ""])),
    "A presto,",
    `il team dell'Academy di ${FIRM_NAME}`,
    `Milano · ${label}`,
    "",
    "--",
    `Non vuoi più ricevere email dalla nostra newsletter? Annulla l'iscrizione: ${unsubscribe}`,
  ].join("\n");
  const html = layout(
    subject,
    [
      '<p style="margin:0 0 16px">Ciao,</p>',
      ...paragraphs.flatMap((p, i) => [`<p style="margin:0 0 16px">${escapeHtml(p)}</p>`, ...(i === 0 && action ? [button(action.href, action.label)] : [])]),
      `<p style="margin:0">A presto,<br>il team dell'Academy di ${FIRM_NAME}<br><span style="color:#718096">Milano · <a href="${escapeHtml(site)}">${escapeHtml(label)}</a></span></p>`,
      '<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">',
      `<p style="margin:0;color:#718096;font-size:12px">Non vuoi più ricevere email dalla nostra newsletter? <a href="${escapeHtml(unsubscribe)}" style="color:#4a5568">Annulla l'iscrizione</a>.</p>`,
    ].join("\n"),
  );
  return { kind: "confirmation", to: headerSafe(to), replyTo: headerSafe(ctx.inbox), subject, html, text };
}

/** The double opt-in e-mail: the confirmation link (single use, 48 hours) and the unsubscribe link. */
export function renderNewsletterOptIn(email: string, links: { confirm: string; unsubscribe: string }, ctx: NewsletterContext): RenderedEmail {
  return newsletterMail(
    email,
    `Conferma la tua iscrizione alla newsletter – ${FIRM_NAME}`,
    [
      "grazie per esserti iscritto alla newsletter dell'Academy! Per completare l'iscrizione conferma il tuo indirizzo con il pulsante qui sotto.",
      `Il link vale ${NEWSLETTER_CONFIRM_HOURS} ore e si può usare una sola volta. Se non hai chiesto tu l'iscrizione, ignora questa email: senza la tua conferma non ti scriveremo più.`,
    ],
    links.unsubscribe,
    ctx,
    { href: links.confirm, label: "Confermo l'iscrizione" },
  );
}

/**
 * To an address already confirmed that signs up again: nothing changes, and the visitor saw the
 * same answer as anyone else; only the owner of the mailbox learns that it was already subscribed.
 */
export function renderNewsletterAlreadySubscribed(email: string, links: { unsubscribe: string }, ctx: NewsletterContext): RenderedEmail {
  return newsletterMail(
    email,
    `La tua iscrizione alla newsletter – ${FIRM_NAME}`,
    [
      "abbiamo ricevuto una nuova richiesta di iscrizione alla newsletter dell'Academy per questo indirizzo, che è già iscritto: non devi fare nulla, continuerai a ricevere la newsletter come sempre.",
      "Se non hai chiesto tu l'iscrizione, puoi ignorare questa email.",
    ],
    links.unsubscribe,
    ctx,
  );
}

/** To the firm, once an address has confirmed its subscription. */
export function renderNewsletterNotification(email: string, ctx: { inbox: string; confirmedAt: Date; subscriptionId: string }): RenderedEmail {
  const subject = headerSafe(`Nuova iscrizione confermata alla newsletter: ${email}`);
  const rows: DetailRow[] = [
    ["Email", email],
    ["Confermata", formatItalianDateTime(ctx.confirmedAt)],
  ];
  const text = [
    "Un nuovo indirizzo ha confermato l'iscrizione alla newsletter dell'Academy.",
    "",
    ...rows.map(([l, v]) => `${l}: ${v}`),
    "",
    `Riferimento: ${ctx.subscriptionId}`,
  ].join("\n");
  const html = layout(
    subject,
    [
      '<h1 style="font-size:20px;margin:0 0 16px">Nuova iscrizione alla newsletter</h1>',
      detailsTable(rows),
      `<p style="margin:8px 0 0;color:#718096;font-size:12px">Riferimento: ${escapeHtml(ctx.subscriptionId)}</p>`,
    ].join("\n"),
  );
  return { kind: "notification", to: headerSafe(ctx.inbox), replyTo: null, subject, html, text };
}

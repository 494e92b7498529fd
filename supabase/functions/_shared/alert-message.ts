/**
 * What an alert says, in Italian, to whoever looks after the site: the condition, its figures,
 * what to do. The conditions, their thresholds and how often they repeat are decided in the
 * database (public.claim_form_alerts(), migration 20261126120000); this only words the figures
 * it returns — for the webhook (a chat message: Slack, Google Chat) and for the e-mail to the firm.
 * Nothing personal is in the figures (the database masks addresses in a provider's reason).
 * Pure: unit-tested in Node, used by the function in Deno.
 */
import { escapeHtml, formatItalianDateTime, FORM_NAMES, headerSafe, layout, type RenderedEmail } from "./contact-email.ts";
import { FIRM_NAME } from "./firm.ts";

export const ALERT_CONDITIONS = ["outbox_backlog", "mail_failed", "visitor_mail_cap", "refusal_spike", "client_unknown"] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];

/** One row of claim_form_alerts(): recorded in form_alerts, due to be sent. */
export interface DueAlert {
  /** form_alerts.id (a bigint, as text). */
  id: string;
  condition: AlertCondition;
  figures: Record<string, unknown>;
}

export interface AlertMessageContext {
  /** The public site, to say which site is alerting (SITE_URL). */
  siteUrl: string;
  /** VISITOR_MAIL_HOURLY_CAP: the cap is the function's setting, not the database's. */
  visitorMailHourlyCap: number;
  /** RATE_LIMIT_UNKNOWN_CLIENT_PER_HOUR: what requests without a client address share. */
  unknownClientPerHour: number;
  now: Date;
}

/** One alert, worded: a title, the figures in sentences, and what to do. */
export interface AlertWording {
  title: string;
  facts: string[];
  action: string;
}

const n = (value: unknown): number => (typeof value === "number" ? value : Number(value ?? 0) || 0);
const str = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

const KIND_LABELS: Record<string, string> = {
  confirmation: "ai visitatori",
  notification: "allo studio",
  alert: "di avviso",
  report: "di resoconto settimanale",
};

/** {"confirmation": 2, "notification": 1} → "2 ai visitatori, 1 allo studio". */
function counts(by: unknown, labels: Readonly<Record<string, string>>): string | null {
  if (!by || typeof by !== "object") return null;
  const parts = Object.entries(by as Record<string, unknown>).map(([key, value]) => `${n(value)} ${labels[key] ?? key}`);
  return parts.length ? parts.join(", ") : null;
}

const MONITORING_QUERY = "select * from public.form_monitoring;";

export function wordAlert(alert: DueAlert, ctx: AlertMessageContext): AlertWording {
  const f = alert.figures;
  switch (alert.condition) {
    case "outbox_backlog": {
      const error = str(f.oldest_last_error);
      const attempts = n(f.oldest_attempts);
      return {
        title: `Email in attesa da ${n(f.oldest_pending_minutes)} minuti`,
        facts: [
          `La più vecchia email da inviare aspetta da ${n(f.oldest_pending_minutes)} minuti (soglia: ${n(f.threshold_minutes)}), ${attempts ? `dopo ${attempts} tentativi` : "e non è ancora stata tentata"}.`,
          `In coda: ${n(f.outbox_pending)}, di cui ${n(f.outbox_retrying)} con 3 o più tentativi falliti.`,
          ...(error ? [`Ultimo errore: ${error}`] : []),
        ],
        action:
          "Controllare il fornitore di posta (Resend: stato del servizio, chiave API, dominio del mittente; un server SMTP: " +
          "SMTP_USER, SMTP_PASS e il mittente MAIL_FROM) e che il job pg_cron " +
          "drain-contact-outbox giri ogni minuto. Le email in coda partono da sole appena il problema è risolto.",
      };
    }
    case "mail_failed": {
      const byKind = counts(f.by_kind, KIND_LABELS);
      const error = str(f.latest_error);
      const latest = str(f.latest_id);
      const failed = n(f.failed);
      return {
        title: `${failed} email non ${failed === 1 ? "inviata, non più ritentata" : "inviate, non più ritentate"}`,
        facts: [
          `Rifiutate dal fornitore, o ancora non partite dopo 7 giorni di tentativi, e non ancora segnalate: ${failed}${byKind ? ` (${byKind})` : ""}; ` +
            `nelle ultime 24 ore: ${n(f.failed_24h)}. Non vengono ritentate e il loro testo è cancellato.`,
          ...(latest ? [`L'ultima: ${KIND_LABELS[String(f.latest_kind)] ?? String(f.latest_kind)}, id ${latest} in contact_outbox.`] : []),
          ...(error ? [`Motivo: ${error}`] : []),
        ],
        action:
          "Leggere il motivo completo nell'editor SQL (select id, kind, to_address, last_error from public.contact_outbox " +
          "where status = 'failed' order by failed_at desc;): un indirizzo sbagliato di un visitatore non richiede nulla, " +
          "un problema del dominio del mittente (MAIL_FROM) o della chiave del fornitore sì.",
      };
    }
    case "visitor_mail_cap": {
      const byForm = counts(f.by_form, FORM_NAMES);
      const last = str(f.last_send_after);
      const lastAt = last && !Number.isNaN(new Date(last).getTime()) ? formatItalianDateTime(new Date(last)) : null;
      return {
        title: `Raggiunto il limite di ${ctx.visitorMailHourlyCap} email l'ora ai visitatori`,
        facts: [
          `Email ai visitatori rimandate, non ancora segnalate: ${n(f.cap_hits)}${byForm ? ` (moduli: ${byForm})` : ""}; nelle ultime 24 ore: ${n(f.cap_hits_24h)}.`,
          `Nessuna va persa: aspettano in coda e partono da sole, nell'ordine, appena il limite lo consente. In attesa ora: ${n(f.held)}` +
            `${lastAt ? `; l'ultima partirà il ${lastAt}` : ""}.`,
          `Email ai visitatori nell'ultima ora: ${n(f.visitor_mails_1h)}. Le richieste sono salvate e lo studio riceve subito le notifiche.`,
        ],
        action:
          "Qualcuno potrebbe usare i moduli per far arrivare email a indirizzi altrui: guardare le richieste recenti " +
          "nell'editor SQL prima di alzare VISITOR_MAIL_HOURLY_CAP.",
      };
    }
    case "client_unknown": {
      const byForm = counts(f.by_form, FORM_NAMES);
      return {
        title: "Richieste arrivate senza l'indirizzo del visitatore",
        facts: [
          `Richieste senza un indirizzo valido del visitatore, non ancora segnalate: ${n(f.requests)}${byForm ? ` (moduli: ${byForm})` : ""}; ` +
            `nelle ultime 24 ore: ${n(f.requests_24h)}.`,
          `Sono contate tutte insieme, con un limite di ${ctx.unknownClientPerHour} l'ora: oltre, i visitatori ricevono "troppe richieste".`,
        ],
        action:
          "Controllare che la piattaforma mandi ancora l'indirizzo del visitatore nell'intestazione che la funzione legge " +
          '(CLIENT_IP_HEADER, su Supabase cf-connecting-ip; docs/forms-backend.md, "Abuse guards"). Poche richieste isolate ' +
          "possono essere un programma che scrive un'intestazione non valida.",
      };
    }
    case "refusal_spike":
      return {
        title: "Picco di richieste rifiutate nell'ultima ora",
        facts: [
          `Nell'ultima ora: ${n(f.rate_limited_1h)} oltre i limiti per indirizzo o email, ${n(f.honeypot_1h)} dal campo trappola, ` +
            `${n(f.challenge_refused_1h)} senza una prova di lavoro valida, ${n(f.challenge_limited_1h)} verifiche anti-spam chieste oltre il limite ` +
            `(soglia: ${n(f.threshold_per_hour)} l'ora per tipo); richieste salvate: ${n(f.requests_1h)}.`,
        ],
        action:
          "Quasi certamente un programma automatico, e le difese lo stanno fermando. Se dura, rendere la prova di lavoro " +
          "più costosa (ALTCHA_COUNTER_MAX, ALTCHA_COST) o abbassare RATE_LIMIT_PER_IP_PER_HOUR.",
      };
  }
}

const siteLabel = (siteUrl: string) => siteUrl.replace(/\/+$/, "").replace(/^https?:\/\//, "");

/** The webhook's body: `{"text": …}`, which Slack's and Google Chat's incoming webhooks both take. */
export function alertWebhookBody(alerts: DueAlert[], ctx: AlertMessageContext): { text: string } {
  const blocks = alerts.map((alert) => {
    const w = wordAlert(alert, ctx);
    return [`⚠️ ${w.title}`, ...w.facts, `Cosa fare: ${w.action}`].join("\n");
  });
  return {
    text: [`Moduli di ${siteLabel(ctx.siteUrl)} — ${formatItalianDateTime(ctx.now)}`, ...blocks, `Situazione attuale: ${MONITORING_QUERY}`].join("\n\n"),
  };
}

/** The e-mail to the firm (kind "alert": not counted against the cap on e-mails to visitors). */
export function renderAlertEmail(alerts: DueAlert[], ctx: AlertMessageContext & { to: string }): RenderedEmail {
  const worded = alerts.map((alert) => wordAlert(alert, ctx));
  const more = worded.length > 1 ? ` (e altri ${worded.length - 1})` : "";
  const subject = headerSafe(`Avviso dai moduli del sito: ${worded[0].title}${more}`);
  const intro = `I moduli di ${siteLabel(ctx.siteUrl)} hanno bisogno di attenzione (${formatItalianDateTime(ctx.now)}).`;
  const footer = `Situazione attuale, nell'editor SQL di Supabase: ${MONITORING_QUERY}`;
  const text = [
    intro,
    "",
    ...worded.flatMap((w) => [w.title.toUpperCase(), ...w.facts, `Cosa fare: ${w.action}`, ""]),
    "--",
    footer,
    `Inviato automaticamente dal sito di ${FIRM_NAME}.`,
  ].join("\n");
  const html = layout(
    subject,
    [
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
      ...worded.map((w) =>
        [
          `<h2 style="font-size:17px;margin:0 0 8px;color:#c53030">${escapeHtml(w.title)}</h2>`,
          ...w.facts.map((fact) => `<p style="margin:0 0 8px">${escapeHtml(fact)}</p>`),
          `<p style="margin:0 0 20px;padding:10px 14px;background:#fffaf0;border-left:3px solid #dd6b20"><strong>Cosa fare:</strong> ${escapeHtml(w.action)}</p>`,
        ].join("\n"),
      ),
      '<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">',
      `<p style="margin:0;color:#718096;font-size:12px">${escapeHtml(footer)}<br>Inviato automaticamente dal sito di ${FIRM_NAME}.</p>`,
    ].join("\n"),
  );
  return { kind: "alert", to: headerSafe(ctx.to), replyTo: null, subject, html, text };
}

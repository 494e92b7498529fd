/**
 * The report of page analytics and leads, in Italian: the weekly e-mail to the firm (text and HTML)
 * and the same text for `npm run report` (scripts/backend/analytics-report.ts). It words the figures
 * public.analytics_report() returns (migration 20261130120000) and computes none of its own: every
 * count, sum, order, rate and change is the database's. `ARTICLE_PATH_PATTERN` tells it which pages
 * are articles, from the route map.
 * Pure: unit-tested in Node, used by the function in Deno and by the script under tsx.
 */
import { campaignText } from "./attribution-email.ts";
import { escapeHtml, FORM_NAMES, headerSafe, layout, type RenderedEmail } from "./contact-email.ts";
import { FIRM_NAME } from "./firm.ts";
import { detailPathPattern, LOCALES, REQUEST_KINDS, type RequestKind } from "./site-contract/index.ts";

/**
 * The articles' paths in every language, as one regular expression that PostgreSQL reads as
 * JavaScript does: what public.analytics_report() takes to pick the top articles.
 */
export const ARTICLE_PATH_PATTERN: string = LOCALES.map((locale) => `(?:${detailPathPattern("article", locale)})`).join("|");

/** A figure of the period beside the one before it; the change in whole per cent, null when the one before was 0. */
export interface ReportFigure {
  current: number;
  previous: number;
  change_percent: number | null;
}

export interface ReportPage {
  pathname: string;
  pageviews: number;
  visitors: number;
  /** Visits that began on the page. */
  entries: number;
}

/** What public.analytics_report(first_day, last_day, article_pattern) returns. */
export interface AnalyticsReport {
  /** ISO dates (YYYY-MM-DD), Europe/Rome days: the period and the as many days just before it. */
  period: { first_day: string; last_day: string; previous_first_day: string; previous_last_day: string };
  totals: { visitors: ReportFigure; visits: ReportFigure; pageviews: ReportFigure; leads: ReportFigure };
  /** Leads over visits, in per cent (one decimal); null without visits. */
  conversion_percent: number | null;
  top_pages: ReportPage[];
  top_articles: ReportPage[];
  referrers: { referrer_host: string; visits: number; pageviews: number }[];
  /** '' for a parameter the campaign's links did not have. */
  campaigns: { utm_source: string; utm_medium: string; utm_campaign: string; visits: number; pageviews: number }[];
  leads_by_form: { form: RequestKind; leads: number; previous: number }[];
  /** source: the visit's first campaign's utm_source, else the referring site's host; null for a direct visit. */
  leads_by_source: { source: string | null; leads: number }[];
  landing_pages: { pathname: string; entries: number; leads: number; conversion_percent: number | null }[];
}

/** One part of the report: a heading, then its rows as a table (HTML) and as lines (text). */
interface ReportSection {
  heading: string;
  /** What a row is, then each figure's name: the HTML table's header. */
  columns: readonly string[];
  rows: { cells: string[]; line: string }[];
  /** Ranked lists are numbered in the text. */
  ranked: boolean;
  /** Said instead of an empty list. */
  none: string;
}

/** The report's words and figures, laid out by reportText() and renderReportEmail(). */
export interface WordedReport {
  title: string;
  intro: string;
  sections: ReportSection[];
  notes: string[];
}

const NUMBER = new Intl.NumberFormat("it-IT");
const PERCENT = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 1 });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat("it-IT", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });
const DAY_MONTH = new Intl.DateTimeFormat("it-IT", { timeZone: "UTC", day: "numeric", month: "long" });
const DAY = new Intl.DateTimeFormat("it-IT", { timeZone: "UTC", day: "numeric" });

const count = (n: number): string => NUMBER.format(n);
const percent = (n: number): string => `${PERCENT.format(n)}%`;
/** "1 visita", "2 visite". */
const counted = (n: number, one: string, many: string): string => `${count(n)} ${n === 1 ? one : many}`;
const change = (n: number): string => (n > 0 ? `+${percent(n)}` : n < 0 ? `−${percent(-n)}` : "invariato");

const day = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** "16–22 novembre 2026", "28 febbraio – 6 marzo 2027", "29 dicembre 2026 – 4 gennaio 2027", "16 novembre 2026". */
export function formatPeriod(firstDay: string, lastDay: string): string {
  const [first, last] = [day(firstDay), day(lastDay)];
  if (firstDay === lastDay) return DAY_MONTH_YEAR.format(first);
  if (first.getUTCFullYear() !== last.getUTCFullYear()) return `${DAY_MONTH_YEAR.format(first)} – ${DAY_MONTH_YEAR.format(last)}`;
  if (first.getUTCMonth() !== last.getUTCMonth()) return `${DAY_MONTH.format(first)} – ${DAY_MONTH_YEAR.format(last)}`;
  return `${DAY.format(first)}–${DAY_MONTH_YEAR.format(last)}`;
}

const periodDays = (report: AnalyticsReport): number =>
  Math.round((day(report.period.last_day).getTime() - day(report.period.first_day).getTime()) / 86_400_000) + 1;

/** "120 (settimana prima: 100, +20%)"; with nothing before, "120 (settimana prima: 0)". */
const withPrevious = (figure: ReportFigure, before: string): string =>
  `${count(figure.current)} (${before}: ${count(figure.previous)}${figure.change_percent === null ? "" : `, ${change(figure.change_percent)}`})`;

const pagesSection = (heading: string, pages: ReportPage[], none: string): ReportSection => ({
  heading,
  columns: ["Pagina", "Visualizzazioni", "Visitatori", "Ingressi"],
  rows: pages.map((p) => ({
    cells: [p.pathname, count(p.pageviews), count(p.visitors), count(p.entries)],
    line: `${p.pathname} — ${counted(p.pageviews, "visualizzazione", "visualizzazioni")}, ${counted(p.visitors, "visitatore", "visitatori")}, ${counted(p.entries, "ingresso", "ingressi")}`,
  })),
  ranked: true,
  none,
});

/** "Modulo contatti", "Modulo Academy"; a form the site no longer has by its stored name. */
const formName = (form: string): string => `Modulo ${(REQUEST_KINDS as readonly string[]).includes(form) ? FORM_NAMES[form as RequestKind] : form}`;

/** The report's words and figures, once for the e-mail's two parts and the script. */
export function wordReport(report: AnalyticsReport): WordedReport {
  const { period, totals } = report;
  const week = periodDays(report) === 7;
  const before = week ? "settimana prima" : "periodo prima";
  const summary: ReportSection = {
    heading: "In sintesi",
    columns: ["Dato", week ? "Questa settimana" : "Questo periodo", week ? "Settimana prima" : "Periodo prima", "Variazione"],
    rows: (
      [
        ["Visitatori", totals.visitors],
        ["Visite", totals.visits],
        ["Pagine viste", totals.pageviews],
        ["Richieste dai moduli", totals.leads],
      ] as const
    ).map(([label, f]) => ({
      cells: [label, count(f.current), count(f.previous), f.change_percent === null ? "—" : change(f.change_percent)],
      line: `${label}: ${withPrevious(f, before)}`,
    })),
    ranked: false,
    none: "",
  };
  const conversion = report.conversion_percent === null ? "nessuna visita contata" : percent(report.conversion_percent);
  summary.rows.push({ cells: ["Richieste su visite", conversion, "", ""], line: `Richieste su visite: ${conversion}` });

  const sections: ReportSection[] = [
    summary,
    pagesSection("Pagine più viste", report.top_pages, "Nessuna pagina vista."),
    pagesSection("Articoli più letti", report.top_articles, "Nessun articolo letto."),
    {
      heading: "Siti di provenienza",
      columns: ["Sito", "Visite", "Pagine viste"],
      rows: report.referrers.map((r) => ({
        cells: [r.referrer_host, count(r.visits), count(r.pageviews)],
        line: `${r.referrer_host} — ${counted(r.visits, "visita", "visite")}, ${counted(r.pageviews, "pagina vista", "pagine viste")}`,
      })),
      ranked: true,
      none: "Nessuna visita arrivata da un altro sito.",
    },
    {
      heading: "Campagne",
      columns: ["Campagna", "Visite", "Pagine viste"],
      rows: report.campaigns.map((c) => {
        const name = campaignText({ source: c.utm_source || undefined, medium: c.utm_medium || undefined, campaign: c.utm_campaign || undefined });
        return {
          cells: [name, count(c.visits), count(c.pageviews)],
          line: `${name} — ${counted(c.visits, "visita", "visite")}, ${counted(c.pageviews, "pagina vista", "pagine viste")}`,
        };
      }),
      ranked: true,
      none: "Nessuna visita da un link di campagna.",
    },
    {
      heading: "Richieste per modulo",
      columns: ["Modulo", "Richieste", week ? "Settimana prima" : "Periodo prima"],
      rows: report.leads_by_form.map((f) => ({
        cells: [formName(f.form), count(f.leads), count(f.previous)],
        line: `${formName(f.form)}: ${count(f.leads)} (${before}: ${count(f.previous)})`,
      })),
      ranked: false,
      none: "Nessuna richiesta.",
    },
    {
      heading: "Richieste per provenienza",
      columns: ["Provenienza", "Richieste"],
      rows: report.leads_by_source.map((s) => ({
        cells: [s.source ?? "diretto", count(s.leads)],
        line: `${s.source ?? "diretto"} — ${counted(s.leads, "richiesta", "richieste")}`,
      })),
      ranked: true,
      none: "Nessuna richiesta.",
    },
    {
      heading: "Conversione per pagina d'arrivo",
      columns: ["Pagina d'arrivo", "Ingressi", "Richieste", "Conversione"],
      rows: report.landing_pages.map((p) => {
        const rate = p.conversion_percent === null ? "—" : percent(p.conversion_percent);
        const line =
          p.conversion_percent === null
            ? `${p.pathname} — ${counted(p.leads, "richiesta", "richieste")}, nessun ingresso contato`
            : `${p.pathname} — ${counted(p.leads, "richiesta", "richieste")} su ${counted(p.entries, "ingresso", "ingressi")} (${rate})`;
        return { cells: [p.pathname, count(p.entries), count(p.leads), rate], line };
      }),
      ranked: true,
      none: "Nessuna visita e nessuna richiesta.",
    },
  ];

  const previous = formatPeriod(period.previous_first_day, period.previous_last_day);
  return {
    title: `${week ? "Resoconto settimanale" : "Resoconto"} del sito: ${formatPeriod(period.first_day, period.last_day)}`,
    intro:
      `Visite e richieste del sito ${week ? "nella settimana" : "nel periodo"} ${formatPeriod(period.first_day, period.last_day)}, ` +
      `a confronto con ${week ? "la settimana prima" : "il periodo prima"} (${previous}).`,
    sections,
    notes: [
      "Visitatori: ogni giorno chi visita il sito è contato una volta; chi torna in un altro giorno conta di nuovo. Non sono contati i visitatori con Do Not Track o Global Privacy Control, senza JavaScript o con un'estensione che blocca le statistiche.",
      "Ingressi: le visite iniziate da quella pagina. Conversione: le richieste arrivate dai moduli su quelle visite.",
      "Provenienza di una richiesta: la prima campagna della visita (utm_source), altrimenti il sito da cui è arrivata, altrimenti «diretto».",
    ],
  };
}

/** The report as plain text: the e-mail's text part, and what `npm run report` prints. */
export function reportText(report: AnalyticsReport): string {
  const w = wordReport(report);
  return [
    w.title,
    "",
    w.intro,
    "",
    ...w.sections.flatMap((s) => [
      s.heading.toUpperCase(),
      ...(s.rows.length ? s.rows.map((r, i) => (s.ranked ? `${i + 1}. ${r.line}` : r.line)) : [s.none]),
      "",
    ]),
    "Come leggere i numeri",
    ...w.notes.map((note) => `- ${note}`),
  ].join("\n");
}

const FOOTER = `Inviato automaticamente ogni lunedì dal sito di ${FIRM_NAME}.`;

const th = (text: string, align: "left" | "right") =>
  `<th scope="col" style="text-align:${align};padding:4px 8px;border-bottom:1px solid #e2e8f0;color:#4a5568;font-weight:600">${escapeHtml(text)}</th>`;
const td = (text: string, align: "left" | "right") =>
  `<td style="text-align:${align};padding:4px 8px;border-bottom:1px solid #f0f2f5">${escapeHtml(text)}</td>`;

/** A section as a table: its first column left, its figures right. */
const sectionHtml = (s: ReportSection): string =>
  [
    `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(s.heading)}</h2>`,
    s.rows.length === 0
      ? `<p style="margin:0;color:#718096">${escapeHtml(s.none)}</p>`
      : [
          '<table style="border-collapse:collapse;width:100%;font-size:14px">',
          `<thead><tr>${s.columns.map((c, i) => th(c, i === 0 ? "left" : "right")).join("")}</tr></thead>`,
          "<tbody>",
          ...s.rows.map((r) => `<tr>${r.cells.map((c, i) => td(c, i === 0 ? "left" : "right")).join("")}</tr>`),
          "</tbody></table>",
        ].join("\n"),
  ].join("\n");

/** The weekly e-mail to the firm (kind "report": tied to no request, not counted against the cap on e-mails to visitors). */
export function renderReportEmail(report: AnalyticsReport, ctx: { to: string }): RenderedEmail {
  const w = wordReport(report);
  const subject = headerSafe(w.title);
  const text = [reportText(report), "", "--", FOOTER].join("\n");
  const html = layout(
    subject,
    [
      `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(w.title)}</h1>`,
      `<p style="margin:0 0 8px">${escapeHtml(w.intro)}</p>`,
      ...w.sections.map(sectionHtml),
      '<h2 style="font-size:14px;margin:24px 0 4px;color:#4a5568">Come leggere i numeri</h2>',
      ...w.notes.map((note) => `<p style="margin:0 0 6px;color:#4a5568;font-size:13px">${escapeHtml(note)}</p>`),
      '<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">',
      `<p style="margin:0;color:#718096;font-size:12px">${escapeHtml(FOOTER)}</p>`,
    ].join("\n"),
  );
  return { kind: "report", to: headerSafe(ctx.to), replyTo: null, subject, html, text };
}

/**
 * The weekly report's words (report-email.ts), from figures as public.analytics_report() returns
 * them, and its setting (config.ts). That the figures are right, that the e-mail goes once a week
 * through the outbox and that `npm run report` prints the same: tests/backend/weekly-report.test.ts.
 */
import { loadConfig } from "../../../supabase/functions/_shared/config";
import { type AnalyticsReport, formatPeriod, renderReportEmail, reportText } from "../../../supabase/functions/_shared/report-email";
import site from "../../../data/site.json";
import { REQUIRED_ENV } from "../support/function-env";

const week: AnalyticsReport = {
  period: { first_day: "2027-03-01", last_day: "2027-03-07", previous_first_day: "2027-02-22", previous_last_day: "2027-02-28" },
  totals: {
    visitors: { current: 1234, previous: 1000, change_percent: 23 },
    visits: { current: 1500, previous: 1600, change_percent: -6 },
    pageviews: { current: 4000, previous: 4000, change_percent: 0 },
    leads: { current: 3, previous: 0, change_percent: null },
  },
  conversion_percent: 0.2,
  top_pages: [
    { pathname: "/", pageviews: 900, visitors: 700, entries: 650 },
    { pathname: "/insights/dati-prima-del-funnel", pageviews: 1, visitors: 1, entries: 1 },
  ],
  top_articles: [{ pathname: "/insights/dati-prima-del-funnel", pageviews: 1, visitors: 1, entries: 1 }],
  referrers: [{ referrer_host: "www.linkedin.com", visits: 120, pageviews: 300 }],
  campaigns: [
    { utm_source: "linkedin", utm_medium: "social", utm_campaign: "primavera-2027", visits: 80, pageviews: 200 },
    { utm_source: "newsletter", utm_medium: "", utm_campaign: "", visits: 1, pageviews: 1 },
  ],
  leads_by_form: [
    { form: "contact", leads: 2, previous: 0 },
    { form: "academy", leads: 1, previous: 0 },
  ],
  leads_by_source: [
    { source: "linkedin", leads: 2 },
    { source: null, leads: 1 },
  ],
  landing_pages: [
    { pathname: "/insights/dati-prima-del-funnel", entries: 1, leads: 1, conversion_percent: 100 },
    { pathname: "/eventi/kick-off", entries: 0, leads: 1, conversion_percent: null },
    { pathname: "/", entries: 650, leads: 1, conversion_percent: 0.2 },
  ],
};

const empty: AnalyticsReport = {
  period: { first_day: "2027-02-27", last_day: "2027-03-02", previous_first_day: "2027-02-23", previous_last_day: "2027-02-26" },
  totals: {
    visitors: { current: 0, previous: 0, change_percent: null },
    visits: { current: 0, previous: 0, change_percent: null },
    pageviews: { current: 0, previous: 0, change_percent: null },
    leads: { current: 0, previous: 0, change_percent: null },
  },
  conversion_percent: null,
  top_pages: [],
  top_articles: [],
  referrers: [],
  campaigns: [],
  leads_by_form: [],
  leads_by_source: [],
  landing_pages: [],
};

test("a period in Italian: within a month, across months, across years, a single day", () => {
  expect(formatPeriod("2027-03-01", "2027-03-07")).toBe("1–7 marzo 2027");
  expect(formatPeriod("2027-02-22", "2027-03-01")).toBe("22 febbraio – 1 marzo 2027");
  expect(formatPeriod("2026-12-28", "2027-01-03")).toBe("28 dicembre 2026 – 3 gennaio 2027");
  expect(formatPeriod("2027-03-01", "2027-03-01")).toBe("1 marzo 2027");
});

test("the text, as the e-mail's text part and `npm run report` say it: every figure as the database gave it, in Italian", () => {
  expect(reportText(week)).toBe(
    [
      "Resoconto settimanale del sito: 1–7 marzo 2027",
      "",
      "Visite e richieste del sito nella settimana 1–7 marzo 2027, a confronto con la settimana prima (22–28 febbraio 2027).",
      "",
      "IN SINTESI",
      "Visitatori: 1234 (settimana prima: 1000, +23%)",
      "Visite: 1500 (settimana prima: 1600, −6%)",
      "Pagine viste: 4000 (settimana prima: 4000, invariato)",
      "Richieste dai moduli: 3 (settimana prima: 0)",
      "Richieste su visite: 0,2%",
      "",
      "PAGINE PIÙ VISTE",
      "1. / — 900 visualizzazioni, 700 visitatori, 650 ingressi",
      "2. /insights/dati-prima-del-funnel — 1 visualizzazione, 1 visitatore, 1 ingresso",
      "",
      "ARTICOLI PIÙ LETTI",
      "1. /insights/dati-prima-del-funnel — 1 visualizzazione, 1 visitatore, 1 ingresso",
      "",
      "SITI DI PROVENIENZA",
      "1. www.linkedin.com — 120 visite, 300 pagine viste",
      "",
      "CAMPAGNE",
      "1. source: linkedin · medium: social · campaign: primavera-2027 — 80 visite, 200 pagine viste",
      "2. source: newsletter — 1 visita, 1 pagina vista",
      "",
      "RICHIESTE PER MODULO",
      "Modulo contatti: 2 (settimana prima: 0)",
      "Modulo Academy: 1 (settimana prima: 0)",
      "",
      "RICHIESTE PER PROVENIENZA",
      "1. linkedin — 2 richieste",
      "2. diretto — 1 richiesta",
      "",
      "CONVERSIONE PER PAGINA D'ARRIVO",
      "1. /insights/dati-prima-del-funnel — 1 richiesta su 1 ingresso (100%)",
      "2. /eventi/kick-off — 1 richiesta, nessun ingresso contato",
      "3. / — 1 richiesta su 650 ingressi (0,2%)",
      "",
      "Come leggere i numeri",
      "- Visitatori: ogni giorno chi visita il sito è contato una volta; chi torna in un altro giorno conta di nuovo. Non sono contati i visitatori con Do Not Track o Global Privacy Control, senza JavaScript o con un'estensione che blocca le statistiche.",
      "- Ingressi: le visite iniziate da quella pagina. Conversione: le richieste arrivate dai moduli su quelle visite.",
      "- Provenienza di una richiesta: la prima campagna della visita (utm_source), altrimenti il sito da cui è arrivata, altrimenti «diretto».",
    ].join("\n"),
  );
});

test("thousands are grouped the Italian way from five digits", () => {
  const big = { ...week, totals: { ...week.totals, pageviews: { current: 12345, previous: 10000, change_percent: 23 } } };
  expect(reportText(big)).toContain("Pagine viste: 12.345 (settimana prima: 10.000, +23%)");
});

test("a period that is not a week, and empty lists, say so", () => {
  const text = reportText(empty);
  expect(text.split("\n").slice(0, 3)).toEqual([
    "Resoconto del sito: 27 febbraio – 2 marzo 2027",
    "",
    "Visite e richieste del sito nel periodo 27 febbraio – 2 marzo 2027, a confronto con il periodo prima (23–26 febbraio 2027).",
  ]);
  expect(text).toContain("Visitatori: 0 (periodo prima: 0)");
  expect(text).toContain("Richieste su visite: nessuna visita contata");
  for (const none of [
    "Nessuna pagina vista.",
    "Nessun articolo letto.",
    "Nessuna visita arrivata da un altro sito.",
    "Nessuna visita da un link di campagna.",
    "Nessuna richiesta.",
    "Nessuna visita e nessuna richiesta.",
  ]) {
    expect(text).toContain(none);
  }
});

describe("the e-mail", () => {
  const mail = renderReportEmail(week, { to: "studio@example.it" });

  test("to the firm, of kind report, tied to no reply; its text part is the report and a line saying who sent it", () => {
    expect(mail).toMatchObject({ kind: "report", to: "studio@example.it", replyTo: null, subject: "Resoconto settimanale del sito: 1–7 marzo 2027" });
    expect(mail.text).toBe(`${reportText(week)}\n\n--\nInviato automaticamente ogni lunedì dal sito di ${site.brandName}.`);
  });

  test("its HTML part: one table per section, in Italian, every value escaped", () => {
    expect(mail.html).toContain('<html lang="it">');
    expect(mail.html).toContain("<h2");
    expect(mail.html).toMatch(/<th scope="col"[^>]*>Visualizzazioni<\/th>/);
    expect(mail.html).toContain(">source: linkedin · medium: social · campaign: primavera-2027</td>");
    expect(mail.html).toContain(">Conversione per pagina d&#39;arrivo</h2>");
    const odd = renderReportEmail({ ...week, referrers: [{ referrer_host: "<b>x</b>&y", visits: 1, pageviews: 1 }] }, { to: "studio@example.it" });
    expect(odd.html).toContain(">&lt;b&gt;x&lt;/b&gt;&amp;y</td>");
    expect(odd.html).not.toContain("<b>x</b>");
  });
});

describe("configuration", () => {
  const config = (env: Record<string, string>) => loadConfig((name) => ({ ...REQUIRED_ENV, ...env })[name]);

  test("the report goes to CONTACT_INBOX unless REPORT_EMAIL_TO says otherwise, or none", () => {
    expect(config({ CONTACT_INBOX: "leads@example.it" }).reportEmailTo).toBe("leads@example.it");
    expect(config({ CONTACT_INBOX: "leads@example.it", REPORT_EMAIL_TO: "direzione@example.it" }).reportEmailTo).toBe("direzione@example.it");
    expect(config({ REPORT_EMAIL_TO: "none" }).reportEmailTo).toBeNull();
  });

  test("CONTACT_INBOX unset: the firm's address in data/site.json", () => {
    expect(config({}).contactInbox).toBe(site.email);
    expect(config({}).reportEmailTo).toBe(site.email);
  });
});

/**
 * The PDF brochure's fixed words in each language: headings, leads, table headers, labels and the
 * document's properties. The brochure is made at build time only, so its words live apart from the
 * interface's dictionaries (it.ts, en.ts), which every page loads. The Italian object is the source
 * of the keys; the English one is typed by it, so a missing or extra key fails `tsc`.
 * Texts from data/ (services, courses, events…) are the content's, in the content's languages.
 */
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";

const it = {
  document: {
    title: (brandName: string) => `${brandName} — Brochure`,
    subject: "Consulenza strategica, formazione avanzata ed eventi aziendali",
    keywords: "consulenza strategica, Academy, formazione, eventi aziendali, Milano",
  },
  /** "Brochure 2026": the edition, named for the year the brochure was made. */
  edition: (year: string) => `Brochure ${year}`,
  cover: {
    lead: "Consulenza strategica, formazione avanzata ed eventi aziendali per accelerare la crescita del tuo business.",
  },
  whoWeAre: { eyebrow: "Chi siamo", title: "Chi siamo e cosa facciamo", figures: "I nostri numeri" },
  method: {
    eyebrow: "Come lavoriamo",
    title: "Il nostro metodo",
    lead: "Quattro fasi, dalla prima analisi ai risultati misurati: sai sempre a che punto siamo e che cosa succede dopo.",
    cases: "Risultati concreti",
  },
  academy: {
    eyebrow: "Academy",
    title: "Academy",
    lead: "Corsi pratici tenuti da professionisti che lavorano ogni giorno sui progetti dei clienti: in presenza, online live o in formula blended.",
    catalogue: "Il catalogo dei corsi",
    pricesExcludeVat: "Prezzi IVA esclusa",
    columns: { course: "Corso", level: "Livello", mode: "Modalità", duration: "Durata", price: "Prezzo" },
  },
  events: {
    eyebrow: "Eventi aziendali",
    title: "Eventi",
    upcoming: "Prossimi eventi",
    /** An event's start: "21 gennaio 2027 · ore 09:00". */
    when: (date: string, time: string) => `${date} · ore ${time}`,
    whatWeOrganise: "Cosa organizziamo",
  },
  contacts: {
    /** The eyebrow, and the section's bookmark. */
    eyebrow: "Contatti",
    title: "Parliamo del tuo progetto",
    lead: (hours: string) => `Raccontaci i tuoi obiettivi: ti rispondiamo entro ${hours} ore.`,
    email: "E-mail",
    phone: "Telefono",
    office: "Sede",
    bookCall: (minutes: string) => `Prenota una call conoscitiva di ${minutes} minuti`,
    vatNumber: "P.IVA",
    rea: "REA",
    /** "Capitale sociale 10.000,00 € i.v." (interamente versato). */
    shareCapital: (amount: string) => `Capitale sociale ${amount} i.v.`,
    pec: "PEC",
  },
  /** At the foot of every page but the cover. */
  pageOf: (page: number, total: number) => `Pagina ${page} di ${total}`,
};

export type BrochureDictionary = typeof it;

const en: BrochureDictionary = {
  document: {
    title: (brandName: string) => `${brandName} — Brochure`,
    subject: "Strategy consulting, advanced training and corporate events",
    keywords: "strategy consulting, Academy, training, corporate events, Milan",
  },
  edition: (year: string) => `Brochure ${year}`,
  cover: {
    lead: "Strategy consulting, advanced training and corporate events to speed up your company's growth.",
  },
  whoWeAre: { eyebrow: "About us", title: "Who we are and what we do", figures: "Our figures" },
  method: {
    eyebrow: "How we work",
    title: "Our method",
    lead: "Four phases, from the first analysis to measured results: you always know where we stand and what happens next.",
    cases: "Real results",
  },
  academy: {
    eyebrow: "Academy",
    title: "Academy",
    lead: "Hands-on courses taught by practitioners who work on client projects every day: in person, live online or blended.",
    catalogue: "The course catalogue",
    pricesExcludeVat: "Prices exclude VAT",
    columns: { course: "Course", level: "Level", mode: "Format", duration: "Duration", price: "Price" },
  },
  events: {
    eyebrow: "Corporate events",
    title: "Events",
    upcoming: "Upcoming events",
    when: (date: string, time: string) => `${date} · ${time}`,
    whatWeOrganise: "What we organise",
  },
  contacts: {
    eyebrow: "Contact",
    title: "Let's talk about your project",
    lead: (hours: string) => `Tell us about your goals: we'll reply within ${hours} hours.`,
    email: "Email",
    phone: "Phone",
    office: "Office",
    bookCall: (minutes: string) => `Book a ${minutes}-minute introductory call`,
    vatNumber: "VAT no.",
    rea: "REA",
    shareCapital: (amount: string) => `Share capital ${amount}, fully paid up`,
    pec: "PEC",
  },
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
};

const BROCHURE_DICTIONARIES: Readonly<Record<Locale, BrochureDictionary>> = { it, en };

export const brochureDictionaryFor = (locale: Locale): BrochureDictionary => BROCHURE_DICTIONARIES[locale];

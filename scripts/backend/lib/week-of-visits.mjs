/**
 * A week of visits to the site, written down before it is played (scripts/backend/scripted-week.mjs):
 * every page view, engagement ping and named event the tracker would send, and every form's request,
 * each at its moment of the week (a day, 0 for Monday, and a second of that day, Italian time), in
 * the order they happen. Pure and seeded: the same seed and number of visitors give the same week.
 *
 * - Visitors read the Italian pages, a quarter the English ones: the home page, services, about, the
 *   Academy and its courses, the events and each event, the insights and their articles (the route
 *   map's paths, the slugs of data/). More on Tuesday to Thursday, few at the weekend, in office hours.
 * - A visit comes directly, from a search engine, from LinkedIn, or from a campaign: a LinkedIn post
 *   of an article, one of the kick-off event, and the Academy's newsletter (sent on Tuesday). A
 *   visitor in five comes back, later that day or another day.
 * - Each page leaves an engagement ping (time on the page, how far down it was read); now and then
 *   the visitor downloads the brochure, opens the booking page, switches language, searches or
 *   follows a link out.
 * - A dozen visits end with a form's request (contact, Academy, event, newsletter), scripted below
 *   with where they came from, and carry the attribution the site gathers for them; each accepted
 *   request is followed by its "Lead sent" event.
 *
 * Imports the site contract's TypeScript: run under tsx.
 */
import path from "node:path";
import { readdirSync } from "node:fs";
import { LOCALES } from "../../../supabase/functions/_shared/site-contract/locales.ts";
import { articlePath, brochurePath, coursePath, eventPath, routePath } from "../../../supabase/functions/_shared/site-contract/route-map.ts";
import { SITE_EVENTS, TRACKER_EVENTS } from "../../../supabase/functions/_shared/site-contract/analytics.ts";
import { readJson } from "../../lib/read-json.mjs";
import { REPO_ROOT } from "./stack.mjs";

export const SITE_ORIGIN = "https://www.alturaconsulting.it";
export const SITE_DOMAIN = new URL(SITE_ORIGIN).hostname;

/** The entries of a collection of data/: each one's id and its slug in each language. */
const entriesOf = (collection) => {
  const folder = path.join(REPO_ROOT, "data", collection);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => readJson(path.join(folder, file)))
    .map(({ id, slug }) => ({ id, slug }));
};

/** A page of the site, by what it is: a route's key, or a detail page's kind and its entry. */
const route = (key) => ({ key, path: (locale) => routePath(key, locale) });
const detail = (kind, entry, toPath) => ({ key: kind, id: entry.id, path: (locale) => toPath(entry.slug[locale], locale) });

function sitePages() {
  const details = {
    article: entriesOf("articles").map((entry) => detail("article", entry, articlePath)),
    course: entriesOf("courses").map((entry) => detail("course", entry, coursePath)),
    event: entriesOf("events").map((entry) => detail("event", entry, eventPath)),
  };
  const routes = Object.fromEntries(["home", "servizi", "chi-siamo", "academy", "eventi", "insights"].map((key) => [key, route(key)]));
  /** A page written "home" (a route's key) or "article:<id>", "course:<id>", "event:<id>" (an entry of data/). */
  const named = (name) => {
    const [kind, id] = name.split(":");
    const page = id ? details[kind]?.find((p) => p.id === id) : routes[kind];
    if (!page) throw new Error(`week-of-visits: no page ${name} (a route's key, or an entry of data/)`);
    return page;
  };
  return { ...routes, articles: details.article, courses: details.course, events: details.event, named };
}

/** A small, seeded generator (mulberry32): the week is the same at every run with the same seed. */
function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (low, high) => low + Math.floor(next() * (high - low + 1));
  const chance = (p) => next() < p;
  const one = (list) => list[Math.floor(next() * list.length)];
  /** One of `weighted`'s values, [value, weight] pairs. */
  const weighted = (pairs) => {
    let left = next() * pairs.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, w] of pairs) if ((left -= w) < 0) return value;
    return pairs[pairs.length - 1][0];
  };
  return { between, chance, one, weighted };
}

/** Browsers of the week's visitors (desktop and mobile; none that isbot takes for a bot). */
const BROWSERS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
];

/** Visitor `i`'s loopback address (the collector and the forms take the client from the socket) and browser. */
const visitorOf = (i) => ({ from: `127.40.${Math.floor(i / 254)}.${1 + (i % 254)}`, userAgent: BROWSERS[i % BROWSERS.length] });

/** Where visits come from: a referring site (its origin, as the tracker sends it) and a campaign's utm_* values. */
const SOURCES = {
  direct: {},
  google: { referrer: "https://www.google.com/" },
  bing: { referrer: "https://www.bing.com/" },
  linkedin: { referrer: "https://www.linkedin.com/" },
  linkedinArticle: { referrer: "https://www.linkedin.com/", campaign: { source: "linkedin", medium: "social", campaign: "ai-generativa-processi" } },
  linkedinKickOff: { referrer: "https://www.linkedin.com/", campaign: { source: "linkedin", medium: "social", campaign: "kick-off-2027" } },
  newsletter: { campaign: { source: "newsletter", medium: "email", campaign: "academy-newsletter" } },
};

/** Visits by weekday, Monday first, and by hour of the day. */
const DAY_WEIGHTS = [1, 1.15, 1.1, 1.05, 0.9, 0.45, 0.4].map((w, day) => [day, w]);
const HOUR_WEIGHTS = [1, 3, 6, 7, 7, 5, 4, 6, 6, 6, 5, 4, 3, 3, 2, 1].map((w, i) => [7 + i, w]);
/** How many pages a visit reads: nearly half read one. */
const PAGES_PER_VISIT = [45, 25, 15, 10, 5].map((w, i) => [i + 1, w]);
/** Where a visit lands, by where it comes from (the campaigns land on their own page). */
const LANDING = {
  direct: { home: 55, servizi: 15, academy: 15, eventi: 5, "chi-siamo": 5, insights: 5 },
  newsletter: { academy: 40, course: 30, article: 30 },
  linkedin: { article: 50, home: 30, "chi-siamo": 20 },
  search: { article: 40, home: 20, servizi: 15, course: 15, academy: 10 },
};

/**
 * The visits that end in a form's request: when (a day of the week, 0 for Monday, and an hour), in
 * which language, from where, the pages read (the form is on the last), and the call to action
 * pressed before the form (its id and the index of the page it was on).
 */
const LEAD_VISITS = [
  { day: 0, hour: 11, source: "google", locale: "it", pages: ["course:aut-201", "academy"], form: "academy", cta: ["course-information", 0] },
  { day: 0, hour: 17, source: "direct", locale: "en", pages: ["home", "servizi", "home"], form: "contact", cta: ["services-closing", 1] },
  {
    day: 1,
    hour: 10,
    source: "linkedinArticle",
    locale: "it",
    pages: ["article:ai-generativa-partire-dai-processi", "home"],
    form: "contact",
    cta: ["article-consultant", 0],
  },
  { day: 1, hour: 11, source: "newsletter", locale: "it", pages: ["academy", "course:ai-101", "academy"], form: "academy", cta: ["course-information", 1] },
  { day: 2, hour: 9, source: "google", locale: "it", pages: ["servizi", "home"], form: "contact", cta: ["services-closing", 0] },
  { day: 2, hour: 15, source: "google", locale: "en", pages: ["article:formazione-misurare-apprendimento", "academy"], form: "newsletter" },
  { day: 2, hour: 18, source: "bing", locale: "it", pages: ["academy"], form: "newsletter" },
  { day: 3, hour: 10, source: "linkedinKickOff", locale: "it", pages: ["event:kick-off-strategico-2027", "eventi"], form: "event", cta: ["event-page", 0] },
  { day: 3, hour: 16, source: "direct", locale: "it", pages: ["home"], form: "contact", cta: ["home-hero", 0] },
  { day: 4, hour: 9, source: "linkedin", locale: "it", pages: ["chi-siamo", "servizi", "home"], form: "contact", cta: ["about-closing", 0] },
  { day: 4, hour: 12, source: "google", locale: "it", pages: ["article:automazione-processi-fare-i-conti"], form: "newsletter" },
  { day: 5, hour: 10, source: "direct", locale: "it", pages: ["home"], form: "contact" },
];

/** Each form's fields, as its page sends them (the request's consent, language and attribution are added by the player). */
const FORM_FIELDS = {
  contact: (person) => ({ name: person.name, email: person.email, company: person.company, message: person.message }),
  academy: (person) => ({
    kind: "academy",
    name: person.name,
    email: person.email,
    company: person.company,
    phone: "+39 02 4455 6677",
    area: "ai-automation",
    teamSize: "6-15",
    mode: "blended",
    goals: person.message,
  }),
  event: (person) => ({
    kind: "event",
    name: person.name,
    email: person.email,
    company: person.company,
    phone: "",
    eventType: "corporate",
    participants: "120",
    period: "gennaio 2027",
    budget: "30000-75000",
    description: person.message,
  }),
  newsletter: (person) => ({ kind: "newsletter", email: person.email }),
};

/** The people who send the week's requests, one for each of LEAD_VISITS in turn: invented names at example.it. */
const PEOPLE = [
  ["Andrea Marino", "Marino Tessile S.p.A.", "Formazione sull'automazione per un team di dieci persone."],
  ["James Walker", "Walker Foods Ltd", "We are opening an office in Milan and would like to discuss a market entry plan."],
  ["Giulia Ferrari", "Nordica S.p.A.", "Vorremmo capire da dove partire con l'AI generativa nel customer care."],
  ["Paolo Greco", "Greco Meccanica S.r.l.", "Un percorso sull'automazione per otto persone dell'ufficio acquisti."],
  ["Chiara Romano", "Romano Logistica", "Ci serve una mano a rivedere il go-to-market di una nuova linea."],
  ["Emma Clarke", "", ""],
  ["Davide Conti", "", ""],
  ["Sara Galli", "Galli Energia S.p.A.", "Kick-off annuale per 120 persone a gennaio, fuori Milano."],
  ["Marco Rinaldi", "Rinaldi & Figli", "Possiamo sentirci per un progetto di automazione dei processi?"],
  ["Elena Costa", "Costa Retail S.r.l.", "Vorrei una call conoscitiva sulla vostra consulenza strategica."],
  ["Luca Moretti", "", ""],
  ["Francesca Bruno", "Studio Bruno", "Ci interessa una valutazione sui dati del nostro funnel."],
].map(([name, company, message], i) => ({
  name,
  company,
  message,
  email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}.${i + 1}@example.it`,
}));

/**
 * The week: `visitors` visitors (a dozen of them the lead visits above). Returns its steps in order,
 * each `{ day, second, from, userAgent }` plus either `event` (the body the tracker posts) or `lead`
 * (`{ form, locale, fields, attribution }`), and what it holds in figures.
 */
export function weekOfVisits({ visitors = 400, seed = 46 } = {}) {
  const pick = generator(seed);
  const pages = sitePages();
  const steps = [];
  let order = 0;
  const add = (visitor, day, second, what) => steps.push({ day, second, order: order++, ...visitor, ...what });

  /** The next page from `page`: where its links lead. */
  const nextPage = (page) => {
    switch (page.key) {
      case "home":
        return pages[pick.one(["servizi", "academy", "eventi", "insights", "chi-siamo"])];
      case "servizi":
        return pages[pick.one(["chi-siamo", "home", "insights", "academy"])];
      case "academy":
      case "course":
        return pick.chance(0.7) ? pick.one(pages.courses) : pages[pick.one(["academy", "eventi"])];
      case "eventi":
      case "event":
        return pick.chance(0.7) ? pick.one(pages.events) : pages[pick.one(["eventi", "home"])];
      case "insights":
      case "article":
        return pick.chance(0.7) ? pick.one(pages.articles) : pages[pick.one(["insights", "servizi", "home"])];
      default:
        return pages[pick.one(["servizi", "home"])];
    }
  };

  /** Where a visit from `source` lands. */
  const landingPage = (source) => {
    if (source === "linkedinArticle") return pages.named("article:ai-generativa-partire-dai-processi");
    if (source === "linkedinKickOff") return pages.named("event:kick-off-strategico-2027");
    const kind = pick.weighted(Object.entries(LANDING[source] ?? LANDING.search));
    if (kind === "article") return pick.one(pages.articles);
    if (kind === "course") return pick.one(pages.courses);
    return pages[kind];
  };

  /**
   * One visit from `start` (seconds into `day`): each page's view, its named events and its
   * engagement ping; `lead` ends it with a form's request on its last page. Returns when it ended.
   */
  const visit = (visitor, { day, start, source, locale, route: readPages, lead }) => {
    const { referrer, campaign } = SOURCES[source];
    let at = start;
    let language = locale;
    readPages.forEach((page, n) => {
      const last = n === readPages.length - 1;
      const pagePath = page.path(language);
      const query = n === 0 && campaign ? `?${new URLSearchParams(Object.entries(campaign).map(([k, v]) => [`utm_${k}`, v]))}` : "";
      const u = `${SITE_ORIGIN}${pagePath}${query}`;
      const send = (event) => add(visitor, day, at, { event: { v: 36, u, d: SITE_DOMAIN, ...event } });
      send({ n: TRACKER_EVENTS.pageview, r: n === 0 ? (referrer ?? null) : null });
      const reading = page.key === "article" ? pick.between(90, 420) : readPages.length === 1 ? pick.between(10, 70) : pick.between(25, 200);
      // The form's page holds its visitor while the form is filled in.
      const dwell = reading + (last && lead ? pick.between(60, 180) : 0);
      at += Math.floor(dwell / 2);
      if (!lead) {
        if (["servizi", "academy"].includes(page.key) && pick.chance(0.05))
          send({ n: TRACKER_EVENTS.fileDownload, p: { url: `${SITE_ORIGIN}${brochurePath(language)}` } });
        if (["home", "servizi", "chi-siamo"].includes(page.key) && pick.chance(0.04)) send({ n: SITE_EVENTS.bookingOpened, p: {} });
        if (pick.chance(0.03)) send({ n: SITE_EVENTS.searchUsed, p: { results: String(pick.between(0, 12)) } });
        if (page.key === "chi-siamo" && pick.chance(0.1))
          send({ n: TRACKER_EVENTS.outboundLink, p: { url: "https://www.linkedin.com/company/altura-consulting" } });
      }
      if (last && lead) {
        const person = PEOPLE[lead.index];
        const attribution = {
          landingPage: readPages[0].path(locale),
          formPage: pagePath,
          ...(referrer ? { referrerHost: new URL(referrer).hostname } : {}),
          ...(campaign ? { firstTouch: campaign, lastTouch: campaign } : {}),
          ...(lead.cta ? { cta: lead.cta[0], ctaPage: readPages[lead.cta[1]].path(locale) } : {}),
        };
        add(visitor, day, at, { lead: { form: lead.form, locale, fields: FORM_FIELDS[lead.form](person), attribution } });
        at += 1;
        send({ n: SITE_EVENTS.leadSent, p: { form: lead.form, language } });
      }
      at += dwell - Math.floor(dwell / 2);
      send({ n: TRACKER_EVENTS.engagement, e: dwell * 1000, sd: pick.between(page.key === "article" ? 40 : 20, 100) });
      at += 2;
      // The language switcher, now and then, between two pages: the next page in the other language.
      if (!last && !lead && pick.chance(0.04)) {
        const other = LOCALES.find((l) => l !== language);
        send({ n: SITE_EVENTS.languageSwitched, p: { from: language, to: other } });
        language = other;
      }
    });
    return at;
  };

  const visitStart = (day) => {
    const hour = pick.weighted(HOUR_WEIGHTS);
    return { day, start: Math.min(hour * 3600 + pick.between(0, 3599), 22 * 3600 + 1800) };
  };
  const randomRoute = (landing) => {
    const length = pick.weighted(PAGES_PER_VISIT);
    const route = [landing];
    while (route.length < length) route.push(nextPage(route[route.length - 1]));
    return route;
  };
  const randomSource = (day) =>
    pick.weighted(
      Object.entries({
        direct: 33,
        google: 27,
        bing: 4,
        linkedin: 9,
        // The LinkedIn posts go out on Tuesday (the article) and Thursday (the kick-off); the newsletter on Tuesday.
        linkedinArticle: day >= 1 && day <= 3 ? 14 : 3,
        linkedinKickOff: day >= 3 ? 8 : 1,
        newsletter: day === 1 || day === 2 ? 18 : 2,
      }),
    );

  const visits = [];
  LEAD_VISITS.forEach((lead, index) => {
    visits.push({
      visitor: index,
      day: lead.day,
      start: lead.hour * 3600 + pick.between(0, 2400),
      source: lead.source,
      locale: lead.locale,
      route: lead.pages.map(pages.named),
      lead: { ...lead, index },
    });
  });
  for (let v = LEAD_VISITS.length; v < visitors; v++) {
    const { day, start } = visitStart(pick.weighted(DAY_WEIGHTS));
    const source = randomSource(day);
    const locale = pick.chance(0.25) ? "en" : "it";
    visits.push({ visitor: v, day, start, source, locale, route: randomRoute(landingPage(source)) });
    // A visitor in five comes back: later the same day (a new visit, after 30 minutes), or another day.
    if (pick.chance(0.2)) {
      const sameDay = start < 19 * 3600 && (day === 6 || pick.chance(0.4));
      const again = sameDay
        ? { day, start: start + pick.between(2, 4) * 3600 }
        : day < 6
          ? visitStart(pick.weighted(DAY_WEIGHTS.filter(([d]) => d > day && d <= day + 3)))
          : null;
      const back = pick.chance(0.5) ? "direct" : "google";
      if (again) visits.push({ visitor: v, ...again, source: back, locale, route: randomRoute(landingPage(back)) });
    }
  }
  for (const v of visits) visit(visitorOf(v.visitor), v);

  steps.sort((a, b) => a.day - b.day || a.second - b.second || a.order - b.order);
  const events = steps.filter((s) => s.event);
  return {
    steps,
    figures: {
      visitors,
      visits: visits.length,
      pageviews: events.filter((s) => s.event.n === TRACKER_EVENTS.pageview).length,
      events: events.length,
      leads: steps.filter((s) => s.lead).length,
    },
  };
}

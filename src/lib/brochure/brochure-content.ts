/**
 * What the brochure shows in one language, resolved from data/: every entry in that language
 * (read-entries.ts), labels looked up, courses grouped by category, events in date order. A broken
 * reference fails the build with the file and entry that hold it.
 */
import { readDocument, readEntries } from "../content/read-entries";
import { ROME_TIME_ZONE } from "../format/rome-time";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { brochureDictionaryFor } from "../../i18n/dictionaries/brochure";

/** A key figure: prefix + value + suffix, then its label ("+32%" "ROI medio"). */
export interface BrochureStat {
  value: number;
  prefix?: string;
  suffix?: string;
  label: string;
}

export interface BrochureCourse {
  title: string;
  levelLabel: string;
  modeLabel: string;
  durationHours: number;
  priceEur: number;
}

export interface BrochureContent {
  /** The language of the brochure: its texts, its formats, its fixed words. */
  locale: Locale;
  /** When the brochure was generated (ISO 8601); the cover shows its year. */
  generatedAt: string;
  site: {
    brandName: string;
    legalName: string;
    tagline: string;
    description: string;
    email: string;
    phone: string;
    city: string;
    bookingUrl: string;
    replyTimeHours: number;
    introCallMinutes: number;
    legal: {
      companyName: string;
      address: { street: string; postalCode: string; city: string; province: string };
      vatNumber: string;
      rea: string;
      shareCapitalEur: number;
      pec: string;
    };
  };
  services: Array<{ title: string; subtitle: string; description: string; features: string[] }>;
  stats: { home: BrochureStat[]; academy: BrochureStat[]; eventi: BrochureStat[] };
  methodSteps: Array<{ title: string; description: string }>;
  cases: Array<{ title: string; sector: string; metric: number; prefix: string; unit: string; description: string; detail: string }>;
  /** The course catalogue, grouped by category in the order of data/course-categories/. */
  courseCategories: Array<{ label: string; courses: BrochureCourse[] }>;
  /** Upcoming events, earliest first. */
  events: Array<{ title: string; typeLabel: string; startDate: string; venue: string; city: string }>;
  eventServices: Array<{ title: string; description: string }>;
}

// The fields of data/ that the brochure reads, in one language (the full model is in data/schemas).
interface Labelled {
  id: string;
  label: string;
}
interface SiteFile {
  brandName: string;
  legalName: string;
  tagline: string;
  description: string;
  email: string;
  phone: string;
  city: string;
  bookingUrl: string;
  replyTimeHours: number;
  introCallMinutes: number;
  legal: BrochureContent["site"]["legal"];
}
interface ServiceItem {
  title: string;
  subtitle: string;
  description: string;
  features: string[];
}
interface StatItem extends BrochureStat {
  group: "home" | "academy" | "eventi";
}
interface MethodStepItem {
  title: string;
  description: string;
}
interface CaseItem {
  title: string;
  sector: string;
  metric: number;
  prefix: string;
  unit: string;
  description: string;
  detail: string;
}
interface CourseItem {
  title: string;
  category: string;
  level: string;
  mode: string;
  durationHours: number;
  priceEur: number;
}
interface EventItem {
  title: string;
  type: string;
  startDate: string;
  location: { venue: string; city: string };
}
interface EventServiceItem {
  title: string;
  description: string;
}

const labelLookup = (labelled: Labelled[], file: string) => {
  const labels = new Map(labelled.map((item) => [item.id, item.label]));
  return (id: string, usedBy: string): string => {
    const label = labels.get(id);
    if (label === undefined) throw new Error(`Brochure: ${usedBy} refers to "${id}", which is not in data/${file}/`);
    return label;
  };
};

/** Reads from `dataDir` (the site's data/ folder) everything the brochure shows, in `locale`. */
export const loadBrochureContent = (dataDir: string, locale: Locale, now: Date = new Date()): BrochureContent => {
  const entries = <T>(file: string): T[] => readEntries<T>(dataDir, file, locale);
  const site = readDocument<SiteFile>(dataDir, "site", locale);
  const stats = entries<StatItem>("stats");
  const statsOf = (group: StatItem["group"]): BrochureStat[] =>
    stats.filter((s) => s.group === group).map(({ value, prefix, suffix, label }) => ({ value, prefix, suffix, label }));

  const categories = entries<Labelled>("course-categories");
  const categoryLabel = labelLookup(categories, "course-categories");
  const levelLabel = labelLookup(entries<Labelled>("course-levels"), "course-levels");
  const modeLabel = labelLookup(entries<Labelled>("course-modes"), "course-modes");
  const typeLabel = labelLookup(entries<Labelled>("event-types"), "event-types");

  const courses = entries<CourseItem>("courses");
  const categoryIds = categories.map((c) => c.id);
  const courseCategories = categoryIds
    .map((categoryId) => ({
      label: categoryLabel(categoryId, "course-categories"),
      courses: courses
        .filter((course) => course.category === categoryId)
        .map((course) => ({
          title: course.title,
          levelLabel: levelLabel(course.level, `course "${course.title}"`),
          modeLabel: modeLabel(course.mode, `course "${course.title}"`),
          durationHours: course.durationHours,
          priceEur: course.priceEur,
        })),
    }))
    .filter((category) => category.courses.length > 0);
  const uncategorised = courses.find((course) => !categoryIds.includes(course.category));
  if (uncategorised) categoryLabel(uncategorised.category, `course "${uncategorised.title}"`); // throws

  const events = entries<EventItem>("events")
    .map((event) => ({
      title: event.title,
      typeLabel: typeLabel(event.type, `event "${event.title}"`),
      startDate: event.startDate,
      venue: event.location.venue,
      city: event.location.city,
    }))
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));

  return {
    locale,
    generatedAt: now.toISOString(),
    site: {
      brandName: site.brandName,
      legalName: site.legalName,
      tagline: site.tagline,
      description: site.description,
      email: site.email,
      phone: site.phone,
      city: site.city,
      bookingUrl: site.bookingUrl,
      replyTimeHours: site.replyTimeHours,
      introCallMinutes: site.introCallMinutes,
      legal: site.legal,
    },
    services: entries<ServiceItem>("services").map(({ title, subtitle, description, features }) => ({
      title,
      subtitle,
      description,
      features,
    })),
    stats: { home: statsOf("home"), academy: statsOf("academy"), eventi: statsOf("eventi") },
    methodSteps: entries<MethodStepItem>("method-steps").map(({ title, description }) => ({
      title,
      description,
    })),
    cases: entries<CaseItem>("cases").map(({ title, sector, metric, prefix, unit, description, detail }) => ({
      title,
      sector,
      metric,
      prefix,
      unit,
      description,
      detail,
    })),
    courseCategories,
    events,
    eventServices: entries<EventServiceItem>("event-services").map(({ title, description }) => ({
      title,
      description,
    })),
  };
};

const yearInRome = (iso: string): string => new Intl.DateTimeFormat("it-IT", { year: "numeric", timeZone: ROME_TIME_ZONE }).format(new Date(iso));

/** "Brochure 2026": the edition, named for the year the brochure was generated. */
export const brochureEdition = (content: BrochureContent): string => brochureDictionaryFor(content.locale).edition(yearInRome(content.generatedAt));

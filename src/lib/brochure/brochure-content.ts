/**
 * What the brochure shows, resolved from data/: labels looked up, courses grouped by category,
 * events in date order. A broken reference fails the build with the file and entry that hold it.
 */
import path from "node:path";
import { readJson } from "../files/file-io";
import { readEntries } from "../content/read-entries";
import { ROME_TIME_ZONE } from "../format/rome-time";

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
  /** The course catalogue, grouped by category in the order of course-categories.json. */
  courseCategories: Array<{ label: string; courses: BrochureCourse[] }>;
  /** Upcoming events, earliest first. */
  events: Array<{ title: string; typeLabel: string; startDate: string; venue: string; city: string }>;
  eventServices: Array<{ title: string; description: string }>;
}

// The fields of data/*.json that the brochure reads (the full model is in data/schemas).
interface Collection<T> {
  items: T[];
}
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

const readData = <T>(dataDir: string, file: string): T => readJson<T>(path.join(dataDir, file));

const labelLookup = (dataDir: string, file: string) => {
  const labels = new Map(readData<Collection<Labelled>>(dataDir, file).items.map((item) => [item.id, item.label]));
  return (id: string, usedBy: string): string => {
    const label = labels.get(id);
    if (label === undefined) throw new Error(`Brochure: ${usedBy} refers to "${id}", which is not in data/${file}`);
    return label;
  };
};

/** Reads from `dataDir` (the site's data/ folder) everything the brochure shows. */
export const loadBrochureContent = (dataDir: string, now: Date = new Date()): BrochureContent => {
  const site = readData<SiteFile>(dataDir, "site.json");
  const stats = readEntries<StatItem>(dataDir, "stats", "it");
  const statsOf = (group: StatItem["group"]): BrochureStat[] =>
    stats.filter((s) => s.group === group).map(({ value, prefix, suffix, label }) => ({ value, prefix, suffix, label }));

  const categoryLabel = labelLookup(dataDir, "course-categories.json");
  const levelLabel = labelLookup(dataDir, "course-levels.json");
  const modeLabel = labelLookup(dataDir, "course-modes.json");
  const typeLabel = labelLookup(dataDir, "event-types.json");

  const courses = readEntries<CourseItem>(dataDir, "courses", "it");
  const categoryIds = readData<Collection<Labelled>>(dataDir, "course-categories.json").items.map((c) => c.id);
  const courseCategories = categoryIds
    .map((categoryId) => ({
      label: categoryLabel(categoryId, "course-categories.json"),
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

  const events = readData<Collection<EventItem>>(dataDir, "events.json")
    .items.map((event) => ({
      title: event.title,
      typeLabel: typeLabel(event.type, `event "${event.title}"`),
      startDate: event.startDate,
      venue: event.location.venue,
      city: event.location.city,
    }))
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));

  return {
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
    services: readEntries<ServiceItem>(dataDir, "services", "it").map(({ title, subtitle, description, features }) => ({
      title,
      subtitle,
      description,
      features,
    })),
    stats: { home: statsOf("home"), academy: statsOf("academy"), eventi: statsOf("eventi") },
    methodSteps: readEntries<MethodStepItem>(dataDir, "method-steps", "it").map(({ title, description }) => ({
      title,
      description,
    })),
    cases: readEntries<CaseItem>(dataDir, "cases", "it").map(({ title, sector, metric, prefix, unit, description, detail }) => ({
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
    eventServices: readData<Collection<EventServiceItem>>(dataDir, "event-services.json").items.map(({ title, description }) => ({
      title,
      description,
    })),
  };
};

const yearInRome = (iso: string): string => new Intl.DateTimeFormat("it-IT", { year: "numeric", timeZone: ROME_TIME_ZONE }).format(new Date(iso));

/** "Brochure 2026": the edition, named for the year the brochure was generated. */
export const brochureEdition = (content: BrochureContent): string => `Brochure ${yearInRome(content.generatedAt)}`;

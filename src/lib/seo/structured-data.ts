/**
 * Schema.org JSON-LD for search engines, built from the content in data/.
 *
 * Pure functions over plain typed objects (not page query results), so any page can use
 * them: the home, /academy, /eventi and the detail pages of courses and events.
 * Every URL in the output is absolute, built on the configured site URL.
 */

import type { Thing, WithContext } from "schema-dts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../supabase/functions/_shared/site-contract/locales";

/** A JSON-LD node: plain JSON, nothing else. */
export type JsonLd = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A node a page's head writes: plain JSON-LD, or one typed by schema.org's vocabulary (schema-dts: insights-structured-data.ts). */
export type StructuredData = JsonLd | WithContext<Thing>;

export interface PostalAddressInput {
  street: string;
  postalCode: string;
  city: string;
  province: string;
}

/** The firm, as data/site.json describes it, plus the site's public address. */
export interface SiteIdentity {
  /** e.g. https://www.alturaconsulting.it, without a trailing slash. */
  siteUrl: string;
  brandName: string;
  legalName: string;
  description: string;
  email: string;
  /** As displayed, e.g. "+39 02 8736 4120". */
  phone: string;
  /** Path on the site (or absolute URL) of the logo, a square raster image. */
  logo: string;
  legal: {
    vatNumber: string;
    address: PostalAddressInput;
  };
  socialLinks?: ReadonlyArray<{ url: string }>;
}

export interface BreadcrumbInput {
  name: string;
  /** Path on the site, e.g. "/academy". */
  path: string;
}

export interface CourseInput {
  title: string;
  description: string;
  priceEur: number;
  durationHours: number;
  /** Course mode id from data/course-modes/: online, presenza or blended. */
  mode: string;
  /** Human label of the course's category, e.g. "Digital strategy". */
  categoryLabel?: string;
  /** Human label of the level, e.g. "Avanzato". */
  levelLabel?: string;
  /** Path of the course's own page, when it has one. */
  path?: string;
  /** The language it is taught in (not the page's), the entry's `teachingLanguage`: Italian unless it says otherwise. */
  teachingLanguage?: string | null;
}

export interface EventInput {
  title: string;
  description: string;
  /** ISO 8601 with the Europe/Rome offset, as in data/events/. */
  startDate: string;
  endDate: string;
  location: { venue: string; city: string; region?: string | null };
  /** Path on the site (or absolute URL) of the event's image. */
  image?: string | null;
  /** Path of the event's own page, when it has one. */
  path?: string;
  /** The language it is held in (not the page's), the entry's `teachingLanguage`: Italian unless it says otherwise. */
  teachingLanguage?: string | null;
}

export interface FaqInput {
  question: string;
  answer: string;
}

const CONTEXT = "https://schema.org";

/** A teaching language as schema.org's `inLanguage`: the site's languages only (the content check allows no other). */
const teachingLanguageOf = (value: string | null | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** An absolute URL on the site for a path; absolute URLs pass through. */
export const absoluteUrl = (siteUrl: string, pathOrUrl: string): string => {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  const base = siteUrl.replace(/\/+$/, "");
  if (pathOrUrl === "/" || pathOrUrl === "") return `${base}/`;
  return `${base}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
};

/** The organisation's stable @id, so every other node can point at the same entity. */
export const organizationId = (site: Pick<SiteIdentity, "siteUrl">): string => `${absoluteUrl(site.siteUrl, "/")}#organization`;

const postalAddress = (address: PostalAddressInput): JsonLd => ({
  "@type": "PostalAddress",
  streetAddress: address.street,
  postalCode: address.postalCode,
  addressLocality: address.city,
  addressRegion: address.province,
  addressCountry: "IT",
});

/** A short reference to the firm, for `provider` and `organizer`. */
const organizationRef = (site: Pick<SiteIdentity, "siteUrl" | "brandName">): JsonLd => ({
  "@type": "Organization",
  "@id": organizationId(site),
  name: site.brandName,
  url: absoluteUrl(site.siteUrl, "/"),
});

/**
 * The firm on every page but the home page: the same @id, which points search engines at the full
 * node on the home page (where Google asks for it). The full node is about 1 KB of HTML: enough
 * to push a page near the end of the first round trip into one more round trip before its FCP.
 */
export const organizationReferenceJsonLd = (site: Pick<SiteIdentity, "siteUrl" | "brandName">): JsonLd => ({
  "@context": CONTEXT,
  ...organizationRef(site),
});

export const organizationJsonLd = (site: SiteIdentity): JsonLd => ({
  "@context": CONTEXT,
  "@type": "Organization",
  "@id": organizationId(site),
  name: site.brandName,
  legalName: site.legalName,
  description: site.description,
  url: absoluteUrl(site.siteUrl, "/"),
  logo: absoluteUrl(site.siteUrl, site.logo),
  email: site.email,
  telephone: site.phone,
  // The Italian VAT number in its EU (VIES) form.
  vatID: `IT${site.legal.vatNumber}`,
  address: postalAddress(site.legal.address),
  contactPoint: {
    "@type": "ContactPoint",
    contactType: "customer service",
    email: site.email,
    telephone: site.phone,
    areaServed: "IT",
    availableLanguage: ["it"],
  },
  ...(site.socialLinks && site.socialLinks.length > 0 ? { sameAs: site.socialLinks.map((link) => link.url) } : {}),
});

export const breadcrumbJsonLd = (trail: readonly BreadcrumbInput[], site: Pick<SiteIdentity, "siteUrl">): JsonLd => ({
  "@context": CONTEXT,
  "@type": "BreadcrumbList",
  itemListElement: trail.map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.name,
    item: absoluteUrl(site.siteUrl, crumb.path),
  })),
});

/** schema.org's course modes (the values Google's course listings understand). */
const COURSE_MODES: Record<string, string> = { online: "Online", presenza: "Onsite", blended: "Blended" };

export const courseJsonLd = (course: CourseInput, site: Pick<SiteIdentity, "siteUrl" | "brandName">): JsonLd => {
  const courseMode = COURSE_MODES[course.mode];
  return {
    "@context": CONTEXT,
    "@type": "Course",
    name: course.title,
    description: course.description,
    ...(course.path ? { url: absoluteUrl(site.siteUrl, course.path) } : {}),
    inLanguage: teachingLanguageOf(course.teachingLanguage),
    ...(course.categoryLabel ? { about: course.categoryLabel } : {}),
    ...(course.levelLabel ? { educationalLevel: course.levelLabel } : {}),
    timeRequired: `PT${course.durationHours}H`,
    provider: organizationRef(site),
    offers: {
      "@type": "Offer",
      price: course.priceEur,
      priceCurrency: "EUR",
      category: course.priceEur > 0 ? "Paid" : "Free",
      availability: "https://schema.org/InStock",
    },
    // Scheduled editions are agreed with each client, so the instance says how, not when.
    ...(courseMode
      ? {
          hasCourseInstance: {
            "@type": "CourseInstance",
            courseMode,
            courseWorkload: `PT${course.durationHours}H`,
          },
        }
      : {}),
  };
};

export const eventJsonLd = (event: EventInput, site: Pick<SiteIdentity, "siteUrl" | "brandName">): JsonLd => ({
  "@context": CONTEXT,
  "@type": "Event",
  name: event.title,
  description: event.description,
  startDate: event.startDate,
  endDate: event.endDate,
  ...(event.path ? { url: absoluteUrl(site.siteUrl, event.path) } : {}),
  inLanguage: teachingLanguageOf(event.teachingLanguage),
  eventStatus: "https://schema.org/EventScheduled",
  eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
  location: {
    "@type": "Place",
    name: event.location.venue,
    address: {
      "@type": "PostalAddress",
      addressLocality: event.location.city,
      ...(event.location.region ? { addressRegion: event.location.region } : {}),
      addressCountry: "IT",
    },
  },
  ...(event.image ? { image: [absoluteUrl(site.siteUrl, event.image)] } : {}),
  organizer: organizationRef(site),
});

export const faqPageJsonLd = (items: readonly FaqInput[]): JsonLd => ({
  "@context": CONTEXT,
  "@type": "FAQPage",
  mainEntity: items.map((item) => ({
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: item.answer },
  })),
});

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no text in data/
 * (a "</script>" in a description) can close the element early; U+2028/9 for old parsers.
 */
export const serializeJsonLd = (data: StructuredData | readonly StructuredData[]): string =>
  JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

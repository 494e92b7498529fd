/**
 * The content model: which file in `data/` becomes which GraphQL type.
 *
 * Every data file is a JSON object so that it can carry a `$schema` key (editors
 * autocomplete and flag mistakes from it). A collection is a folder with one file per entry
 * (`data/courses/<id>.json`, its texts in both languages); gatsby-node turns each entry into one
 * node per language, so GraphiQL offers `allCourse`, `allEvent`… with sorting and filtering.
 * A document is one file (`data/site.json`), one node per language too.
 */

export interface CollectionSpec {
  /**
   * Name in `data/`: a collection's folder, one file per entry (`data/<file>/<id>.json`, whose schema
   * describes one entry); a document's file, without `.json`.
   */
  file: string;
  /** GraphQL type of each entry (of the document, for a document). */
  type: string;
  /**
   * A collection whose entries are fixed: one per value of the schema's `id` enum (a page's texts, a legal
   * page), each edited as a single document that opens directly; none is added or deleted.
   */
  fixed?: boolean;
  /**
   * The order of a collection whose entries follow a field of their own instead of the
   * editors' `order`: the timeline by `year`, events by when they start, past events and articles
   * newest first.
   * The pages' queries sort the same way; ties fall back to `id`.
   */
  orderBy?: { field: string; newestFirst?: boolean };
}

export const collections = [
  { file: "pages", type: "PageContent", fixed: true },
  { file: "services", type: "Service" },
  { file: "method-steps", type: "MethodStep" },
  { file: "cases", type: "CaseStudy" },
  { file: "faq", type: "FaqItem" },
  { file: "stats", type: "Stat" },
  { file: "courses", type: "Course" },
  { file: "course-categories", type: "CourseCategory" },
  { file: "course-levels", type: "CourseLevel" },
  { file: "course-modes", type: "CourseMode" },
  { file: "events", type: "Event", orderBy: { field: "startDate" } },
  { file: "event-types", type: "EventType" },
  { file: "event-services", type: "EventService" },
  { file: "past-events", type: "PastEvent", orderBy: { field: "date", newestFirst: true } },
  { file: "teachers", type: "Teacher" },
  { file: "testimonials", type: "Testimonial" },
  { file: "team", type: "TeamMember" },
  { file: "timeline", type: "Milestone", orderBy: { field: "year" } },
  { file: "values", type: "CompanyValue" },
  { file: "partner-categories", type: "PartnerCategory" },
  { file: "partners", type: "Partner" },
  { file: "sectors", type: "Sector" },
  { file: "process-steps", type: "ProcessStep" },
  { file: "legal", type: "LegalDocument", fixed: true },
  { file: "articles", type: "Article", orderBy: { field: "publishedAt", newestFirst: true } },
  { file: "article-categories", type: "ArticleCategory" },
] as const satisfies readonly CollectionSpec[];

export const documents = [
  { file: "site", type: "SiteSettings" },
  { file: "about", type: "AboutContent" },
] as const satisfies readonly CollectionSpec[];

/** Whether a collection's entries are fixed documents, one per id of its schema (`fixed`). */
export const isFixed = (spec: CollectionSpec): boolean => spec.fixed === true;

/** The ids of a fixed collection's entries (its schema's `id` enum), each one file: `data/<file>/<id>.json`. */
export const fixedIds = (schema: { properties?: Record<string, { enum?: unknown[] }> }): string[] => (schema.properties?.id?.enum ?? []).map(String);

/** A value an order compares: a number as it is, a date (ISO 8601) as its instant, anything else as text. */
const sortValue = (value: unknown): number | string => {
  if (typeof value === "number") return value;
  const instant = typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(instant) ? String(value ?? "") : instant;
};

/**
 * Which of two entries of a collection comes first, as the pages show them: by the collection's
 * `orderBy`, or by the editors' `order` (a fixed collection has neither: by id), then by id.
 */
export const compareEntries =
  (spec: CollectionSpec) =>
  (a: Readonly<Record<string, unknown>> & { id: string }, b: Readonly<Record<string, unknown>> & { id: string }): number => {
    const field = spec.orderBy?.field ?? "order";
    const [x, y] = [sortValue(a[field]), sortValue(b[field])];
    const difference = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
    return (spec.orderBy?.newestFirst ? -difference : difference) || a.id.localeCompare(b.id);
  };

/** The node type gatsby-transformer-json gives a collection's or a document's file (e.g. `CoursesFile`, one per entry file). */
export const fileTypeName = (file: string): string =>
  file
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("") + "File";

/**
 * Type name for gatsby-transformer-json's `typeName` option, from the JSON file's name and its folder
 * under data/ (`""` for a file directly in it): an entry of a collection is named after its folder,
 * a document after its file. Every file is first a node of its own (`CoursesFile`, `SiteFile`);
 * gatsby-node makes the entries' or the document's nodes from it, so it can decide which content they get.
 */
export const typeNameForFile = (file: string, folder = ""): string | undefined => {
  if (!folder) return documents.some((d) => d.file === file) ? fileTypeName(file) : undefined;
  return collections.some((c) => c.file === folder) ? fileTypeName(folder) : undefined;
};

export const collectionForFileType = (fileType: string): (typeof collections)[number] | undefined => collections.find((c) => fileTypeName(c.file) === fileType);

export const documentForFileType = (fileType: string): (typeof documents)[number] | undefined => documents.find((d) => fileTypeName(d.file) === fileType);

/**
 * The content model: which file in `data/` becomes which GraphQL type.
 *
 * Every data file is a JSON object so that it can carry a `$schema` key (editors
 * autocomplete and flag mistakes from it). A collection is either a folder with one file per
 * entry (`data/courses/<id>.json`, its texts in both languages) or, until it moves there, one file
 * keeping its entries under `items`; gatsby-node turns each entry into a node of its own (one per
 * language for a folder's), so GraphiQL offers `allCourse`, `allEvent`… with sorting and
 * filtering. A document is one node per language too.
 */

export interface CollectionSpec {
  /** Name in `data/`: the folder of a `folder` collection, the file (without `.json`) otherwise. */
  file: string;
  /** GraphQL type of each entry. */
  type: string;
  /**
   * `folder`: one file per entry, `data/<file>/<id>.json`, whose schema describes one entry;
   * `file`: all the entries under `items` in `data/<file>.json`.
   */
  kind?: "folder" | "file";
  /**
   * A folder whose entries are fixed: one per value of the schema's `id` enum (a page's texts, a legal
   * page), each edited as a single document that opens directly; none is added or deleted.
   */
  fixed?: boolean;
  /**
   * The order of a folder collection whose entries follow a field of their own instead of the
   * editors' `order`: the timeline by `year`, events by when they start, past events newest first.
   * The pages' queries sort the same way; ties fall back to `id`.
   */
  orderBy?: { field: string; newestFirst?: boolean };
}

export const collections = [
  { file: "pages", type: "PageContent", kind: "folder", fixed: true },
  { file: "services", type: "Service", kind: "folder" },
  { file: "method-steps", type: "MethodStep", kind: "folder" },
  { file: "cases", type: "CaseStudy", kind: "folder" },
  { file: "faq", type: "FaqItem", kind: "folder" },
  { file: "stats", type: "Stat", kind: "folder" },
  { file: "courses", type: "Course", kind: "folder" },
  { file: "course-categories", type: "CourseCategory", kind: "folder" },
  { file: "course-levels", type: "CourseLevel", kind: "folder" },
  { file: "course-modes", type: "CourseMode", kind: "folder" },
  { file: "events", type: "Event", kind: "folder", orderBy: { field: "startDate" } },
  { file: "event-types", type: "EventType", kind: "folder" },
  { file: "event-services", type: "EventService", kind: "folder" },
  { file: "past-events", type: "PastEvent", kind: "folder", orderBy: { field: "date", newestFirst: true } },
  { file: "teachers", type: "Teacher", kind: "folder" },
  { file: "testimonials", type: "Testimonial", kind: "folder" },
  { file: "team", type: "TeamMember", kind: "folder" },
  { file: "timeline", type: "Milestone", kind: "folder", orderBy: { field: "year" } },
  { file: "values", type: "CompanyValue", kind: "folder" },
  { file: "partner-categories", type: "PartnerCategory", kind: "folder" },
  { file: "partners", type: "Partner", kind: "folder" },
  { file: "sectors", type: "Sector", kind: "folder" },
  { file: "process-steps", type: "ProcessStep", kind: "folder" },
  { file: "legal", type: "LegalDocument", kind: "folder", fixed: true },
] as const satisfies readonly CollectionSpec[];

export const documents = [
  { file: "site", type: "SiteSettings" },
  { file: "about", type: "AboutContent" },
] as const satisfies readonly CollectionSpec[];

/** Whether a collection keeps one file per entry (`data/<file>/<id>.json`). */
export const isFolder = (spec: CollectionSpec): boolean => spec.kind === "folder";

/** Whether a folder's entries are fixed documents, one per id of its schema (`fixed`). */
export const isFixed = (spec: CollectionSpec): boolean => spec.fixed === true;

/** The ids of a fixed folder's entries (its schema's `id` enum), each one file: `data/<file>/<id>.json`. */
export const fixedIds = (schema: { properties?: Record<string, { enum?: unknown[] }> }): string[] => (schema.properties?.id?.enum ?? []).map(String);

/** A value an order compares: a number as it is, a date (ISO 8601) as its instant, anything else as text. */
const sortValue = (value: unknown): number | string => {
  if (typeof value === "number") return value;
  const instant = typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(instant) ? String(value ?? "") : instant;
};

/**
 * Which of two entries of a collection comes first, as the pages show them: by the collection's
 * `orderBy`, or by the editors' `order` (a fixed folder has neither: by id), then by id.
 */
export const compareEntries =
  (spec: CollectionSpec) =>
  (a: Readonly<Record<string, unknown>> & { id: string }, b: Readonly<Record<string, unknown>> & { id: string }): number => {
    const field = spec.orderBy?.field ?? "order";
    const [x, y] = [sortValue(a[field]), sortValue(b[field])];
    const difference = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
    return (spec.orderBy?.newestFirst ? -difference : difference) || a.id.localeCompare(b.id);
  };

/** The folder collections, by folder name. */
export const folderCollections: readonly CollectionSpec[] = collections.filter(isFolder);

/** The node type gatsby-transformer-json gives a collection or document file (e.g. `CoursesFile`; one per entry for a folder). */
export const fileTypeName = (file: string): string =>
  file
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("") + "File";

// Every file is first a node of its own (`CoursesFile`, `SiteFile`); gatsby-node makes the
// entries (collections) or the document node from it, so it can decide which content they get.
const byFile = new Map<string, string>([...collections, ...documents].map((c) => [c.file, fileTypeName(c.file)] as const));

/**
 * Type name for gatsby-transformer-json's `typeName` option, from the JSON file's name and its folder
 * under data/ (`""` for a file directly in it): an entry of a folder collection is named after its folder.
 */
export const typeNameForFile = (file: string, folder = ""): string | undefined => {
  if (!folder) return folderCollections.some((c) => c.file === file) ? undefined : byFile.get(file);
  return folderCollections.some((c) => c.file === folder) ? byFile.get(folder) : undefined;
};

export const collectionForFileType = (fileType: string): (typeof collections)[number] | undefined => collections.find((c) => fileTypeName(c.file) === fileType);

export const documentForFileType = (fileType: string): (typeof documents)[number] | undefined => documents.find((d) => fileTypeName(d.file) === fileType);

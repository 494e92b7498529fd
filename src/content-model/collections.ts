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
   * The field a folder collection's entries are shown in order of, when the editors do not choose it:
   * the timeline by `year`. Without it, by `order` (each entry's position, chosen by the editors).
   * Ties fall back to `id`.
   */
  orderBy?: string;
}

export const collections = [
  { file: "pages", type: "PageContent", kind: "folder", fixed: true },
  { file: "services", type: "Service", kind: "folder" },
  { file: "method-steps", type: "MethodStep", kind: "folder" },
  { file: "cases", type: "CaseStudy", kind: "folder" },
  { file: "faq", type: "FaqItem", kind: "folder" },
  { file: "stats", type: "Stat", kind: "folder" },
  { file: "courses", type: "Course", kind: "folder" },
  { file: "course-categories", type: "CourseCategory" },
  { file: "course-levels", type: "CourseLevel" },
  { file: "course-modes", type: "CourseMode" },
  { file: "events", type: "Event" },
  { file: "event-types", type: "EventType" },
  { file: "event-services", type: "EventService" },
  { file: "past-events", type: "PastEvent" },
  { file: "teachers", type: "Teacher" },
  { file: "testimonials", type: "Testimonial", kind: "folder" },
  { file: "team", type: "TeamMember", kind: "folder" },
  { file: "timeline", type: "Milestone", kind: "folder", orderBy: "year" },
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

/** The field a collection's entries are ordered by: `order` unless the spec names another. */
export const orderField = (spec: CollectionSpec): string => spec.orderBy ?? "order";

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

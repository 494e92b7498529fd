/**
 * The content model: which file in `data/` becomes which GraphQL type.
 *
 * Every data file is a JSON object so that it can carry a `$schema` key (editors
 * autocomplete and flag mistakes from it). A collection is either a folder with one file per
 * entry (`data/courses/<id>.json`, its texts in both languages) or, until it moves there, one file
 * keeping its entries under `items`; gatsby-node turns each entry into a node of its own (one per
 * language for a folder's), so GraphiQL offers `allCourse`, `allEvent`… with sorting and
 * filtering. A document is one node.
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
   * A folder collection whose entries follow a date of their own instead of the editors' `order`
   * (events by when they start, past events newest first); the pages' queries sort the same way.
   */
  byDate?: { field: string; newestFirst?: boolean };
}

export const collections = [
  { file: "pages", type: "PageContent" },
  { file: "services", type: "Service" },
  { file: "method-steps", type: "MethodStep" },
  { file: "cases", type: "CaseStudy" },
  { file: "faq", type: "FaqItem" },
  { file: "stats", type: "Stat" },
  { file: "courses", type: "Course", kind: "folder" },
  { file: "course-categories", type: "CourseCategory", kind: "folder" },
  { file: "course-levels", type: "CourseLevel", kind: "folder" },
  { file: "course-modes", type: "CourseMode", kind: "folder" },
  { file: "events", type: "Event", kind: "folder", byDate: { field: "startDate" } },
  { file: "event-types", type: "EventType", kind: "folder" },
  { file: "event-services", type: "EventService", kind: "folder" },
  { file: "past-events", type: "PastEvent", kind: "folder", byDate: { field: "date", newestFirst: true } },
  { file: "teachers", type: "Teacher", kind: "folder" },
  { file: "testimonials", type: "Testimonial" },
  { file: "team", type: "TeamMember" },
  { file: "timeline", type: "Milestone" },
  { file: "values", type: "CompanyValue" },
  { file: "partner-categories", type: "PartnerCategory" },
  { file: "partners", type: "Partner" },
  { file: "sectors", type: "Sector" },
  { file: "process-steps", type: "ProcessStep" },
  { file: "legal", type: "LegalDocument" },
] as const satisfies readonly CollectionSpec[];

export const documents = [
  { file: "site", type: "SiteSettings" },
  { file: "about", type: "AboutContent" },
] as const satisfies readonly CollectionSpec[];

/** Whether a collection keeps one file per entry (`data/<file>/<id>.json`). */
export const isFolder = (spec: CollectionSpec): boolean => spec.kind === "folder";

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

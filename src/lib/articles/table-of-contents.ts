/**
 * An article's table of contents: its sections (the `##` headings) with their subsections (`###`), each
 * linking to the heading's id (plugins/gatsby-remark-heading-ids). A short article reads fine without
 * one: only an article of three sections or more gets it.
 */

/** The fewest sections an article has for its page to show a table of contents. */
export const TABLE_OF_CONTENTS_MIN_SECTIONS = 3;

/** A heading as MarkdownRemark's `headings` gives it. */
export interface MarkdownHeading {
  readonly id?: string | null;
  readonly value?: string | null;
  readonly depth?: number | null;
}

export interface TableOfContentsEntry {
  id: string;
  title: string;
  subsections: Array<{ id: string; title: string }>;
}

const SECTION_DEPTH = 2;
const SUBSECTION_DEPTH = 3;

/**
 * The entries of the table of contents, in the text's order; none for an article with fewer than three
 * sections. A heading without an id stops the build: its entry would link nowhere.
 */
export const tableOfContents = (headings: ReadonlyArray<MarkdownHeading | null>): TableOfContentsEntry[] => {
  const entries: TableOfContentsEntry[] = [];
  for (const heading of headings) {
    if (!heading || (heading.depth !== SECTION_DEPTH && heading.depth !== SUBSECTION_DEPTH)) continue;
    if (!heading.id || !heading.value)
      throw new Error(`tableOfContents: the heading "${heading.value ?? ""}" has no id (plugins/gatsby-remark-heading-ids gives every heading one)`);
    const item = { id: heading.id, title: heading.value };
    if (heading.depth === SECTION_DEPTH) entries.push({ ...item, subsections: [] });
    else entries.at(-1)?.subsections.push(item);
  }
  return entries.length >= TABLE_OF_CONTENTS_MIN_SECTIONS ? entries : [];
};

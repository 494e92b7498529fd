/**
 * An article's HTML (rendered from its Markdown at build by gatsby-transformer-remark) made ready for
 * its page: a table wider than a phone scrolls sideways inside its own box, not the whole page.
 */

/** The attribute that marks a table's scrolling box, for the body's styles. */
export const TABLE_BOX_ATTRIBUTE = "data-table-box";

const escapeAttribute = (value: string): string => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Each `<table>` inside a named, focusable region: a box that scrolls must take the keyboard's focus so
 * that its hidden part can be reached without a pointer (WCAG 2.1.1), and a region needs a name.
 */
export const withScrollableTables = (html: string, regionLabel: string): string =>
  html.replace(
    /<table\b[\s\S]*?<\/table>/g,
    (table) => `<div ${TABLE_BOX_ATTRIBUTE}="" role="region" aria-label="${escapeAttribute(regionLabel)}" tabindex="0">${table}</div>`,
  );

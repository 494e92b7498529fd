/**
 * The check before a save: the build's own content check (src/lib/content/check-content.ts) run on
 * data/ as it would be with the new file, in the browser. A save that would stop the build is
 * refused with the build's one-line messages.
 *
 * Only what the save breaks is refused: errors that data/ already had (a file edited by hand in
 * the working tree) are the build's to report, not a reason to lose this edit.
 */
import { type ContentSnapshot, checkContent, formatContentError } from "../lib/content/check-content";

/** The build's messages that the new text of `file` (`courses.json`) would add to data/. */
export const errorsAddedBy = (snapshot: ContentSnapshot, file: string, text: string): string[] => {
  const before = new Set(checkContent(snapshot).map(formatContentError));
  const after = checkContent({ ...snapshot, files: { ...snapshot.files, [file]: text } }).map(formatContentError);
  return after.filter((message) => !before.has(message));
};

/** How every refusal starts. */
export const REFUSAL_LEAD = "il sito non si potrebbe pubblicare";

/** What the CMS shows when it refuses a save (Decap puts it in its "could not save" notice). */
export const refusal = (messages: string[]): string => `${REFUSAL_LEAD}, correggi e salva di nuovo: ${messages.join(" · ")}`;

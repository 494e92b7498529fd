/**
 * The collections whose entries the CMS previews as the site shows them: each has a preview template,
 * registered in admin.ts, that draws the entry with the site's own components. The other collections
 * have no preview pane (cms-config.ts): Decap's generic preview would only list the raw fields.
 */
export const PREVIEWED_COLLECTIONS = ["articles"] as const;

export type PreviewedCollection = (typeof PREVIEWED_COLLECTIONS)[number];

export const isPreviewed = (collection: string): collection is PreviewedCollection => (PREVIEWED_COLLECTIONS as readonly string[]).includes(collection);

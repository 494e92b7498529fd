/**
 * Where /admin works around Decap's behaviour, with no public option to ask for it: the one module
 * that relies on Decap's undocumented details. tests/unit/cms/decap-workarounds.test.ts reads Decap's
 * bundle and fails when one of them changes, so each workaround goes when it is no longer needed.
 */

/** Where Decap's Markdown editor remembers the mode an editor chose: `"raw"` or `"rich_text"`. */
export const DECAP_MARKDOWN_MODE_KEY = "cms.md-mode";

/**
 * The Markdown editors open on the Markdown as written, as MARKDOWN_EDITOR (cms-config.ts) means them
 * to: Decap opens the mode an editor last chose, remembered in the browser's storage, and rich text
 * ("Testo formattato") when there is none, whatever the order of `modes`. Rich text rewrites the
 * Markdown (it escapes a `##` typed as text, reflows lists and tables), so an editor who has not
 * chosen starts in Markdown; one who chooses rich text keeps it, as Decap remembers. Before Decap starts.
 */
export const openMarkdownEditorsOnTheMarkdown = (storage: Storage): void => {
  if (storage.getItem(DECAP_MARKDOWN_MODE_KEY) === null) storage.setItem(DECAP_MARKDOWN_MODE_KEY, "raw");
};

/**
 * Decap refuses to save an entry whose required field is empty by showing its message ("Testo, in
 * inglese è richiesto.") and rejecting the save's promise with no reason, which nothing catches: the
 * browser would report an uncaught error "undefined" at every such refusal. A rejection without a
 * reason says nothing Decap's message has not said, so it is marked handled; any rejection with a
 * reason is reported as always.
 */
export const quietDecapRefusalsOfEmptyRequiredFields = (target: Window): void => {
  target.addEventListener("unhandledrejection", (event) => {
    if (event.reason === undefined) event.preventDefault();
  });
};

/**
 * The script of /admin, run before Decap's own bundle (both deferred, in this order; see
 * src/gatsby-node/admin-page.ts): it stops Decap from starting by itself, then, once Decap has loaded,
 * registers the project's JSON format, the save check, the `localized` widget and the preview templates
 * (preview-templates.ts) and starts it with the configuration generated from the schemas. Bundled by
 * esbuild, which writes in the build's data (CMS_BUILD_DATA).
 */
import { type ContentSnapshot, imagePathsOf } from "../lib/content/check-content";
import type { ModelFile } from "../content-model/json-schema";
import { CMS_FORMAT, type CmsSettings, cmsConfig } from "./cms-config";
import { type BuiltContent, readContent } from "./content-reader";
import { formatDataFile, schemaNameOf } from "./json-format";
import { localizedControl, localizedPreview, withoutBlankLines } from "./localized-widget";
import { REFUSAL_LEAD, errorsAddedBy, refusal } from "./save-check";
import type { PreviewedCollection } from "./preview-templates";
import { articlePreviewTemplate } from "./article-preview-template";
import type { ContentLookup } from "./article-preview-data";
import { openMarkdownEditorsOnTheMarkdown, quietDecapRefusalsOfEmptyRequiredFields } from "./decap-workarounds";
import { WEB_FONT_FAMILY } from "../theme/web-font";
import { ADMIN_PATH } from "../../supabase/functions/_shared/site-contract/route-map";

/** The entry as Decap hands it to event handlers (an Immutable.js map); only what is read here. */
interface DecapEntry {
  get(key: "data" | "path" | "mediaFiles"): unknown;
}

/** The entry's data as plain JSON (Decap holds it as Immutable.js values, or already plain). */
const plain = (value: unknown): unknown => (value && typeof (value as { toJS?: unknown }).toJS === "function" ? (value as { toJS(): unknown }).toJS() : value);

interface DecapGlobal {
  init(options: { config: unknown }): void;
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(data: unknown): string }): void;
  registerEventListener(listener: { name: "preSave"; handler(args: { entry: DecapEntry }): Promise<undefined> }): void;
  registerWidget(name: string, control: unknown, preview: unknown): void;
  registerWidgetValueSerializer(name: string, serializer: { serialize(value: unknown): unknown; deserialize(value: unknown): unknown }): void;
  registerPreviewTemplate(collection: string, template: unknown): void;
  registerPreviewStyle(style: string, options: { raw: true }): void;
}

/** What src/gatsby-node/admin-page.ts hands this script: the content model, where to save, data/ at build time. */
export interface CmsBuildData {
  model: ModelFile[];
  settings: CmsSettings;
  content: BuiltContent;
  /** Where /admin serves Manrope for the article preview (`/admin/manrope-latin-wght-normal.woff2`). */
  previewFontUrl: string;
}

declare const CMS_BUILD_DATA: CmsBuildData;

declare global {
  interface Window {
    CMS?: DecapGlobal;
    CMS_MANUAL_INIT?: boolean;
    /** Decap's React createElement, which Decap puts on window for custom widgets and preview templates. */
    h?: Parameters<typeof localizedControl>[0];
    /** Decap's create-react-class, which Decap puts on window for preview templates. */
    createClass?: Parameters<typeof articlePreviewTemplate>[0];
  }
}

const { model, settings, content, previewFontUrl } = CMS_BUILD_DATA;
const kindOf = new Map(model.map((entry) => [entry.file, entry.kind]));

const schemaFor = (data: unknown) => {
  const name = schemaNameOf(data);
  const schema = name ? content.schemas[name] : undefined;
  if (!name || !schema) throw new Error(`$schema manca o non è di un file dei contenuti: ${JSON.stringify(name)}`);
  return { name, schema };
};

/** decap-server's address when Decap itself would use it: /admin opened on this machine. */
const localBackendUrl = (): string | null => (["127.0.0.1", "localhost"].includes(window.location.hostname) ? settings.localBackendUrl : null);

/** Decap shows a refused save as "Salvataggio della voce non riuscito: <error>": no "Error: " before our message. */
class SaveRefused extends Error {
  override name = "";
}

/**
 * The file's path in data/: a document's name; an entry of a collection keeps its file
 * (`courses/gtm-201.json`), a new one gets its id as name.
 */
const pathInData = (name: string, entry: DecapEntry, data: unknown): string => {
  if (kindOf.get(name) !== "collection") return `${name}.json`;
  const stored = entry.get("path");
  if (typeof stored === "string" && stored.startsWith("data/")) return stored.slice("data/".length);
  return `${name}/${String((data as { id?: unknown }).id)}.json`;
};

/**
 * The pictures uploaded while editing the entry, as paths in data/ (`images/articles/x.png`): Decap
 * keeps them with the entry (its `mediaFiles`, at `data/images/articles/x.png`) and writes them with
 * it, after this check.
 */
const uploadedWith = (entry: DecapEntry): string[] => {
  const files = plain(entry.get("mediaFiles"));
  if (!Array.isArray(files)) return [];
  return files.flatMap((file: { path?: unknown; draft?: unknown }) =>
    file.draft === true && typeof file.path === "string" ? [file.path.replace(/^\/?data\//, "")] : [],
  );
};

/** Refuses a save the build would refuse (by throwing: Decap then shows the message); undefined keeps the entry as it is. */
const checkBeforeSave = async ({ entry }: { entry: DecapEntry }): Promise<undefined> => {
  const data = plain(entry.get("data"));
  const { name, schema } = schemaFor(data);
  const text = formatDataFile(data, schema);
  const images = imagePathsOf(schema, JSON.parse(text));
  const uploaded = uploadedWith(entry);
  let snapshot: ContentSnapshot;
  try {
    snapshot = await readContent(content, images, localBackendUrl(), uploaded);
  } catch {
    // decap-server not running (the CMS then fails to save anyway): check against the built content.
    snapshot = await readContent(content, images, null, uploaded);
  }
  const added = errorsAddedBy(snapshot, pathInData(name, entry, data), text);
  if (added.length > 0) throw new SaveRefused(refusal(added));
  return undefined;
};

/**
 * After showing a failed save, Decap also rejects its save promise with its failure action, which
 * nothing catches. For a save this script refused that is the expected outcome, already shown to the
 * editor: not an error of the page.
 */
const isOurRefusal = (reason: unknown): boolean => {
  const action = reason as { type?: unknown; payload?: { error?: unknown } } | null;
  return action?.type === "ENTRY_PERSIST_FAILURE" && typeof action.payload?.error === "string" && action.payload.error.startsWith(REFUSAL_LEAD);
};
window.addEventListener("unhandledrejection", (event) => {
  if (isOurRefusal(event.reason)) event.preventDefault();
});

/** Another entry of data/ as /admin was built (`team/elena-russo.json`), for the previews' names of what an entry refers to. */
const builtEntry: ContentLookup = (file) => (content.files[file] === undefined ? undefined : (JSON.parse(content.files[file]) as Record<string, unknown>));

/**
 * The article preview's typeface: Manrope, used as soon as it has loaded (the site's own face waits
 * for the browser's cache instead, src/theme/fonts.css, which a preview need not do).
 */
const previewFontFace = `@font-face { font-family: "${WEB_FONT_FAMILY}"; font-style: normal; font-weight: 200 800; font-display: swap; src: url("${previewFontUrl}") format("woff2"); }`;

window.CMS_MANUAL_INIT = true;
// Deferred scripts have all run by DOMContentLoaded, Decap's included.
document.addEventListener("DOMContentLoaded", () => {
  const CMS = window.CMS;
  if (!CMS) throw new Error(`Decap CMS did not load (${ADMIN_PATH}/decap-cms.js)`);
  CMS.registerCustomFormat(CMS_FORMAT, "json", {
    // Decap also parses the empty text of an entry it has listed but not yet read: nothing to show yet.
    fromFile: (text) => (text.trim() === "" ? {} : (JSON.parse(text) as unknown)),
    toFile: (data) => formatDataFile(data, schemaFor(data).schema),
  });
  CMS.registerEventListener({ name: "preSave", handler: checkBeforeSave });
  const h = window.h;
  if (!h) throw new Error("Decap CMS did not expose its createElement (window.h)");
  CMS.registerWidget("localized", localizedControl(h), localizedPreview(h));
  CMS.registerWidgetValueSerializer("localized", { serialize: withoutBlankLines, deserialize: (value) => value });
  const createClass = window.createClass;
  if (!createClass) throw new Error("Decap CMS did not expose its createClass (window.createClass)");
  const templates: Record<PreviewedCollection, unknown> = { articles: articlePreviewTemplate(createClass, h, builtEntry) };
  for (const [collection, template] of Object.entries(templates)) CMS.registerPreviewTemplate(collection, template);
  CMS.registerPreviewStyle(previewFontFace, { raw: true });
  openMarkdownEditorsOnTheMarkdown(window.localStorage);
  quietDecapRefusalsOfEmptyRequiredFields(window);
  CMS.init({ config: cmsConfig(model, settings) });
});

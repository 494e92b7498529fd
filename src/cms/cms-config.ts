/**
 * The CMS's configuration, generated from the content model (data/schemas via
 * src/content-model/load-content-model.ts): one more use of the same schemas that drive the editors,
 * the build's validation and GraphQL, so the forms at /admin cannot drift from the content.
 * A property added to a schema appears in the CMS with no edit here.
 *
 * One collection per collection or document of the content model, one field per schema property:
 * a collection (data/courses/<id>.json) is a Decap "folder" collection, one entry per file, which
 * staff list, search, sort, add and delete one by one; a document and a fixed collection's entries (each
 * page's texts, each legal page: one file per value of the schema's `id` enum) are a Decap "files"
 * collection, each file one entry that opens directly. The widget follows from the schema:
 * - `$schema` → hidden, so a save keeps it;
 * - `"x-localized": true` → our `localized` widget (localized-widget.ts): Italian and English side by side;
 * - `enum` → select; `"x-link": "<Type>"` → relation to that collection's ids (a list of them on an array);
 * - `"x-image": true` → image, uploaded into data/images/;
 * - `format: "date-time"` → date and time in the editor's (Italian) time, saved with its offset;
 *   `format: "date"` → date;
 * - number / integer → number (whole for integer), its `"x-unit"` in the label and its limits;
 * - string → one line up to LONG_TEXT_FROM characters, a text area above; `pattern` checked as it is typed;
 *   a Markdown text (`"contentMediaType": "text/markdown"`) → Decap's Markdown editor, set up as the
 *   content's Markdown rules allow (MARKDOWN_EDITOR); translated (an article's body), one such editor per
 *   language, each labelled with its language, stored as the `{ "it", "en" }` object;
 * - object (`$ref` or inline) → its fields; array → a list of its item's fields (or of plain values).
 * Labels are the schemas' `title`s and the hints their `description`s.
 */
import { collections, fixedIds, isFixed } from "../content-model/collections";
import { it } from "../i18n/dictionaries/it";
import { LANGUAGE_IN_ITALIAN, isLocalized } from "../content-model/localized-fields";
import { isMarkdown } from "../content-model/markdown-fields";
import type { JsonSchema, ModelFile } from "../content-model/json-schema";
import type { DecapBackend, DecapCollection, DecapConfig, DecapField } from "./decap-types";
import { isPreviewed } from "./preview-templates";
import { LOCALES } from "../../supabase/functions/_shared/site-contract/locales";

/** The format name our JSON serialiser is registered under (see json-format.ts). */
export const CMS_FORMAT = "altura-json";

/** Strings allowed more than this many characters get a multi-line text area. */
export const LONG_TEXT_FROM = 161;

/** Where images live (data/images/), and how data files write their paths (relative to data/). */
const MEDIA_FOLDER = "data/images";
const PUBLIC_FOLDER = "images";

/**
 * Decap's Markdown editor as the content's Markdown rules allow (src/lib/content/markdown-rules.ts):
 * sections start at `##`, and the text has no picture and no HTML, so no first-level heading button and
 * no image or other block component. It opens on the Markdown as written ("Markdown"), so a table or a
 * list stays as typed and a save's diff shows only what was edited (decap-workarounds.ts: Decap
 * itself does not follow the order of `modes`); "Testo formattato" is a press away.
 */
export const MARKDOWN_EDITOR: Pick<DecapField, "modes" | "buttons" | "editor_components"> = {
  modes: ["raw", "rich_text"],
  buttons: ["bold", "italic", "code", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
  editor_components: [],
};

/** Fields that name an entry, best first: list summaries and relation choices show the first one present. */
const NAMING_FIELDS = ["title", "name", "question", "label", "heading", "year", "id"];

export interface CmsSettings {
  /** Where content is committed in production (the GitHub backend and its OAuth endpoint). */
  backend: DecapBackend;
  /** decap-server's API for editing the working tree without an account (`npm start`). */
  localBackendUrl: string;
}

const refName = (ref: string): string => ref.split("/").pop() ?? ref;

const resolve = (prop: JsonSchema, root: JsonSchema): JsonSchema => {
  if (!prop.$ref) return prop;
  const target = root.definitions?.[refName(prop.$ref)];
  if (!target) throw new Error(`Unresolved $ref ${prop.$ref}`);
  // A property's own description wins over its definition's (events.location).
  return { ...target, description: prop.description ?? target.description, title: prop.title ?? target.title };
};

/** "durationHours" → "Duration hours": the label of a property whose schema gives no title. */
const humanise = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const labelOf = (name: string, prop: JsonSchema): string => {
  const label = typeof prop.title === "string" ? prop.title : humanise(name);
  return typeof prop["x-unit"] === "string" ? `${label} (${prop["x-unit"]})` : label;
};

const namingField = (schema: JsonSchema): string => NAMING_FIELDS.find((name) => schema.properties?.[name]) ?? "id";

/** The field that names an entry as Decap reads it: a translated one in Italian (`title.it`). */
const namingPath = (schema: JsonSchema): string => {
  const name = namingField(schema);
  return isLocalized(schema.properties?.[name]) ? `${name}.it` : name;
};

/** The relation widget's settings for ids of another collection's entries. */
const relationTo = (type: string, model: ModelFile[]): Pick<DecapField, "collection" | "value_field" | "search_fields" | "display_fields"> => {
  const target = collections.find((c) => c.type === type);
  const file = model.find((m) => m.file === target?.file);
  if (!target || !file) throw new Error(`"x-link": "${type}" names no collection of the content model`);
  const shown = namingPath(file.schema);
  return { collection: target.file, value_field: "id", search_fields: [shown], display_fields: [shown] };
};

const numberSettings = (prop: JsonSchema): Partial<DecapField> => {
  const settings: Partial<DecapField> = { value_type: prop.type === "integer" ? "int" : "float" };
  if (typeof prop.minimum === "number") settings.min = prop.minimum;
  if (typeof prop.maximum === "number") settings.max = prop.maximum;
  if (prop.type === "integer") settings.step = 1;
  return settings;
};

/**
 * A translated Markdown text (an article's body): Decap's Markdown editor once per language, in an
 * object whose keys are the languages, so it is stored as the `{ "it", "en" }` object its schema asks
 * for. One above the other rather than side by side: a long text in half the editor's width (the
 * preview takes the other half) would be too narrow to write in. Each is labelled with its language
 * ("Testo, in inglese") and required when the text is.
 */
const markdownInEachLanguage = (label: string, required: boolean): Partial<DecapField> => ({
  widget: "object",
  collapsed: false,
  fields: LOCALES.map((locale) => ({ name: locale, label: `${label}, ${LANGUAGE_IN_ITALIAN[locale]}`, widget: "markdown", required, ...MARKDOWN_EDITOR })),
});

/** The widget and its settings for one value (a property, or the items of an array); `required` is the property's. */
const valueWidget = (name: string, prop: JsonSchema, root: JsonSchema, model: ModelFile[], required = true): Partial<DecapField> => {
  const schema = resolve(prop, root);
  if (isLocalized(schema) && isMarkdown(schema)) return markdownInEachLanguage(labelOf(name, schema), required);
  if (isLocalized(schema)) return localizedWidget(name, schema, root, model);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (typeof schema["x-link"] === "string" && type === "string") return { widget: "relation", ...relationTo(schema["x-link"], model) };
  if (schema.enum) return { widget: "select", options: schema.enum.map(String) };
  if (schema["x-image"] === true) return { widget: "image", choose_url: false };
  if (schema.format === "date-time") {
    // Saved as the editor's local time with its offset: in Italy that is the Europe/Rome offset of that
    // day (+01:00 or +02:00), the build's rule; the save check refuses any other.
    return { widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ", date_format: "DD/MM/YYYY", time_format: "HH:mm", picker_utc: false };
  }
  if (schema.format === "date") return { widget: "datetime", format: "YYYY-MM-DD", date_format: "DD/MM/YYYY", time_format: false };
  if (type === "number" || type === "integer") return { widget: "number", ...numberSettings(schema) };
  if (type === "boolean") return { widget: "boolean" };
  if (type === "string" && isMarkdown(schema)) return { widget: "markdown", ...MARKDOWN_EDITOR };
  if (type === "string") {
    const long = typeof schema.maxLength !== "number" ? false : schema.maxLength >= LONG_TEXT_FROM;
    const widget: Partial<DecapField> = { widget: long ? "text" : "string" };
    if (typeof schema.pattern === "string") {
      const hint = typeof schema["x-pattern-hint"] === "string" ? schema["x-pattern-hint"] : `un testo conforme a ${schema.pattern}`;
      widget.pattern = [schema.pattern, `Deve essere: ${hint}`];
    }
    return widget;
  }
  if (type === "object" && schema.properties) return { widget: "object", collapsed: false, fields: objectFields(schema, root, model) };
  if (type === "array" && schema.items) {
    const limits: Partial<DecapField> = {};
    if (typeof schema.minItems === "number") limits.min = schema.minItems;
    if (typeof schema.maxItems === "number") limits.max = schema.maxItems;
    // A list of references is one multiple choice (the link is declared on the array: courses.teachers).
    if (typeof schema["x-link"] === "string") return { widget: "relation", multiple: true, ...relationTo(schema["x-link"], model), ...limits };
    const item = resolve(schema.items, root);
    if (item.enum) return { widget: "select", multiple: true, options: item.enum.map(String), ...limits };
    if (item.type === "object" && item.properties) {
      return { widget: "list", collapsed: true, summary: `{{fields.${namingPath(item)}}}`, fields: objectFields(item, root, model), ...limits };
    }
    const field = { name, label: labelOf(name, item), ...valueWidget(name, item, root, model) } as DecapField;
    return { widget: "list", field, ...limits };
  }
  throw new Error(`The CMS has no widget for "${name}" (type ${String(schema.type)}): add its case to src/cms/cms-config.ts`);
};

/**
 * A translated property: one value per language, edited side by side. Each language's value is a
 * line, a longer text or a list of texts (one per line), as its schema says.
 */
const localizedWidget = (name: string, schema: JsonSchema, root: JsonSchema, model: ModelFile[]): Partial<DecapField> => {
  const value = schema.additionalProperties as JsonSchema;
  if (value.type === "array") return { widget: "localized", localized_as: "list" };
  const single = valueWidget(name, value, root, model);
  return { widget: "localized", localized_as: single.widget === "text" ? "text" : "string" };
};

const fieldFor = (name: string, prop: JsonSchema, root: JsonSchema, required: boolean, model: ModelFile[]): DecapField => {
  const schema = resolve(prop, root);
  const field: DecapField = { name, label: labelOf(name, schema), widget: "string", ...valueWidget(name, prop, root, model, required), required };
  if (schema.description) field.hint = schema.description;
  if (schema.default !== undefined) field.default = schema.default;
  return field;
};

/** One field per property of an object schema, in the schema's order. */
const objectFields = (schema: JsonSchema, root: JsonSchema, model: ModelFile[]): DecapField[] =>
  Object.entries(schema.properties ?? {}).map(([name, prop]) => fieldFor(name, prop, root, schema.required?.includes(name) ?? false, model));

/** Kept as it is on every save: the file's link to its schema, which editors and the build read. */
const schemaField = (file: string, kind: ModelFile["kind"]): DecapField => ({
  name: "$schema",
  label: "Schema",
  widget: "hidden",
  default: kind === "collection" ? `../schemas/${file}.schema.json` : `./schemas/${file}.schema.json`,
  required: true,
});

/** A page's name for staff, as the site's menus call it ("Chi Siamo"), by its id. */
const documentLabel = (id: string): string => (it.pageNames as Readonly<Record<string, string>>)[id] ?? humanise(id);

/** Whether a schema has a picture anywhere (`"x-image": true`, in nested objects and lists too). */
const hasImage = (schema: JsonSchema | undefined, root: JsonSchema, seen = new Set<JsonSchema>()): boolean => {
  if (!schema || seen.has(schema)) return false;
  seen.add(schema);
  const resolved = resolve(schema, root);
  if (resolved["x-image"] === true) return true;
  return [...Object.values(resolved.properties ?? {}), ...(resolved.items ? [resolved.items] : [])].some((prop) => hasImage(prop, root, seen));
};

/**
 * The properties a collection's list can be sorted by, those that apply: position or year, name,
 * the page or band an entry shows on (numbers, testimonials), date (an article's publication), price.
 */
const SORTABLE = ["order", "year", "title", "name", "question", "label", "group", "page", "startDate", "date", "publishedAt", "priceEur"];

const collectionFor = (entry: ModelFile, model: ModelFile[]): DecapCollection => {
  const { file, schema, kind } = entry;
  const rest = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => name !== "$schema"));
  const fields = [schemaField(file, kind), ...objectFields({ ...schema, properties: rest }, schema, model)];
  const label = typeof schema.title === "string" ? schema.title : humanise(file);
  const common = {
    name: file,
    label,
    ...(schema.description ? { description: schema.description } : {}),
    format: CMS_FORMAT,
    extension: "json",
    // A preview pane only where the CMS draws the entry as the site does (preview-templates.ts): Decap's
    // generic preview would show raw fields. Elsewhere the site itself is the preview (npm start).
    editor: { preview: isPreviewed(file) },
  };
  const spec = collections.find((c) => c.file === file);
  if (kind === "document") return { ...common, files: [{ name: file, label, file: `data/${file}.json`, fields }] };
  if (spec && isFixed(spec)) {
    // Each page's texts (data/pages/home.json…) open directly, as one document each: the list of
    // pages is the site's, so staff neither add nor delete one. The id is shown, not edited.
    const idField: DecapField = { name: "id", label: "Identificativo", widget: "hidden", required: true };
    const documentFields = fields.map((field) => (field.name === "id" ? idField : field));
    return {
      ...common,
      files: fixedIds(schema).map((id) => ({
        name: id,
        label: documentLabel(id),
        file: `data/${file}/${id}.json`,
        fields: documentFields.map((field) => (field.name === "id" ? { ...field, default: id } : field)),
      })),
    };
  }
  const sortable = SORTABLE.filter((name) => schema.properties?.[name]).map((name) => (isLocalized(schema.properties?.[name]) ? `${name}.it` : name));
  return {
    ...common,
    // "＋ corso" on the list's button, "Corsi dell'Academy" over the list.
    ...(typeof schema["x-label-singular"] === "string" ? { label_singular: schema["x-label-singular"] } : {}),
    folder: `data/${file}`,
    // The file's name is the entry's id (data/courses/gtm-201.json), as the content check requires.
    identifier_field: "id",
    slug: "{{id}}",
    create: true,
    delete: true,
    summary: `{{${namingPath(schema)}}}`,
    sortable_fields: sortable,
    // Decap looks for an entry's pictures by file name alone in its collection's media folder (it
    // drops the subfolder of images/events/x.jpg): each collection's pictures are in their own
    // folder, data/images/<collection>/, so it looks there, and a new upload lands there too.
    ...(hasImage(schema, schema) ? { media_folder: `/${MEDIA_FOLDER}/${file}`, public_folder: `${PUBLIC_FOLDER}/${file}` } : {}),
    fields,
  };
};

/** The whole configuration Decap is started with (CMS.init; no config.yml is fetched). */
export const cmsConfig = (model: ModelFile[], settings: CmsSettings): DecapConfig => ({
  load_config_file: false,
  backend: settings.backend,
  // Decap uses it only when /admin is opened on these hosts and decap-server answers: `npm start`.
  local_backend: { url: settings.localBackendUrl, allowed_hosts: ["127.0.0.1", "localhost"] },
  locale: "it",
  media_folder: MEDIA_FOLDER,
  public_folder: PUBLIC_FOLDER,
  publish_mode: "simple",
  collections: model.map((entry) => collectionFor(entry, model)),
});

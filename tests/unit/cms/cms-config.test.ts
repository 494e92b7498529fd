/**
 * The CMS's configuration is generated from data/schemas: every property of every schema has its
 * field, with the widget its type calls for, and a property added to a schema appears by itself.
 */
import path from "node:path";
import { CMS_FORMAT, MARKDOWN_EDITOR, cmsConfig } from "../../../src/cms/cms-config";
import type { DecapField } from "../../../src/cms/decap-types";
import type { JsonSchema, ModelFile } from "../../../src/content-model/json-schema";
import { loadContentModel } from "../../../src/content-model/load-content-model";
import { collections, fixedIds, isFixed } from "../../../src/content-model/collections";
import { PREVIEWED_COLLECTIONS } from "../../../src/cms/preview-templates";
import { LOCALES } from "../../../supabase/functions/_shared/site-contract/locales";

const model = loadContentModel(path.resolve(__dirname, "../../../data"));
const settings = { backend: { name: "github", repo: "altura/sito", branch: "main" }, localBackendUrl: "http://127.0.0.1:8081/api/v1" };
const config = cmsConfig(model, settings);

const resolve = (prop: JsonSchema, root: JsonSchema): JsonSchema => (prop.$ref ? (root.definitions?.[prop.$ref.split("/").pop() ?? ""] ?? {}) : prop);

/** Every property path of a schema (`items[].modules[].hours`), following $refs and array items. */
const propertyPaths = (schema: JsonSchema, root: JsonSchema, prefix = ""): string[] =>
  Object.entries(schema.properties ?? {}).flatMap(([name, prop]) => {
    const here = `${prefix}${name}`;
    const resolved = resolve(prop, root);
    const item = resolved.items ? resolve(resolved.items, root) : undefined;
    if (item?.properties) return [here, ...propertyPaths(item, root, `${here}[].`)];
    if (resolved.properties) return [here, ...propertyPaths(resolved, root, `${here}.`)];
    return [here];
  });

/** Whether a field is one translated property edited in each language (an object whose fields are the languages). */
const inEachLanguage = (field: DecapField): boolean => field.widget === "object" && field.fields?.map((f) => f.name).join() === LOCALES.join();

/** The same paths, read from the generated fields. */
const fieldPaths = (fields: DecapField[], prefix = ""): string[] =>
  fields.flatMap((field) => {
    const here = `${prefix}${field.name}`;
    if (field.widget === "list" && field.fields) return [here, ...fieldPaths(field.fields, `${here}[].`)];
    if (field.widget === "object" && field.fields && !inEachLanguage(field)) return [here, ...fieldPaths(field.fields, `${here}.`)];
    return [here];
  });

/** The folders whose documents are fixed (each page's texts, each legal page), and their files. */
const fixedFolders: string[] = collections.filter(isFixed).map((c) => c.file);
const fixedFiles = (file: string): string[] => {
  const entry = model.find((m) => m.file === file);
  return fixedIds(entry?.schema ?? {}).map((id) => `data/${file}/${id}.json`);
};

const fieldsOf = (file: string): DecapField[] => {
  const collection = config.collections.find((c) => c.name === file);
  if (!collection) throw new Error(`no collection ${file}`);
  return collection.files?.[0].fields ?? collection.fields ?? [];
};

const field = (file: string, fieldPath: string): DecapField => {
  let fields = fieldsOf(file);
  let found: DecapField | undefined;
  for (const name of fieldPath.split(".")) {
    found = fields.find((f) => f.name === name);
    if (!found) throw new Error(`${file}: no field ${fieldPath}`);
    fields = found.fields ?? [];
  }
  return found as DecapField;
};

test("one collection per collection or document of the content model, each in the project's JSON format", () => {
  expect(config.collections.map((c) => c.name)).toEqual(model.map((m) => m.file));
  for (const collection of config.collections) {
    const kind = model.find((m) => m.file === collection.name)?.kind;
    if (fixedFolders.includes(collection.name)) expect(collection.files?.map((f) => f.file)).toEqual(fixedFiles(collection.name));
    else if (kind === "collection") expect(collection).toMatchObject({ folder: `data/${collection.name}`, extension: "json" });
    else expect(collection.files).toEqual([expect.objectContaining({ name: collection.name, file: `data/${collection.name}.json` })]);
    expect(collection.format).toBe(CMS_FORMAT);
  }
});

test("each page's texts and each legal page open directly, one document per page with the name the menus give it; none is added or deleted", () => {
  const pages = config.collections.find((c) => c.name === "pages");
  expect(pages?.files?.map((f) => [f.name, f.label, f.file])).toEqual(
    expect.arrayContaining([
      ["home", "Home", "data/pages/home.json"],
      ["chi-siamo", "Chi Siamo", "data/pages/chi-siamo.json"],
      ["accessibilita", "Accessibilità", "data/pages/accessibilita.json"],
      ["not-found", "Pagina non trovata", "data/pages/not-found.json"],
    ]),
  );
  const legal = config.collections.find((c) => c.name === "legal");
  expect(legal?.files?.map((f) => f.name)).toEqual(["privacy", "cookie-policy", "accessibilita"]);
  for (const collection of [pages, legal]) {
    expect(collection).not.toHaveProperty("folder");
    expect(collection).not.toHaveProperty("create");
    for (const file of collection?.files ?? []) {
      // The id is the file's, kept but not edited.
      expect(file.fields.find((f) => f.name === "id")).toMatchObject({ widget: "hidden", default: file.name });
      expect(file.fields.find((f) => f.name === "heading" || f.name === "sections")).toBeDefined();
    }
  }
  expect(field("pages", "intro")).toMatchObject({ widget: "localized", localized_as: "text" });
  expect(field("legal", "sections.paragraphs")).toMatchObject({ widget: "localized", localized_as: "list" });
  expect(field("legal", "sections.links.href")).toMatchObject({ widget: "string" });
});

test("the site's settings and the about page's texts are documents with their texts in both languages", () => {
  expect(field("site", "tagline")).toMatchObject({ widget: "localized" });
  expect(field("site", "email")).toMatchObject({ widget: "string" });
  expect(field("about", "mission.text")).toMatchObject({ widget: "localized", localized_as: "text" });
});

test("a folder collection lists its entries one by one: staff search, sort, add and delete them, each saved on its own", () => {
  const courses = config.collections.find((c) => c.name === "courses");
  expect(courses).toMatchObject({
    folder: "data/courses",
    identifier_field: "id",
    slug: "{{id}}",
    create: true,
    delete: true,
    summary: "{{title.it}}",
    sortable_fields: ["order", "title.it", "priceEur"],
  });
  expect(courses?.files).toBeUndefined();
});

test.each([
  ["services", "{{title.it}}", ["order", "title.it"]],
  ["method-steps", "{{title.it}}", ["order", "title.it"]],
  ["cases", "{{title.it}}", ["order", "title.it"]],
  ["faq", "{{question.it}}", ["order", "question.it"]],
  ["stats", "{{label.it}}", ["order", "label.it", "group"]],
  ["testimonials", "{{name}}", ["order", "name", "page"]],
  ["team", "{{name}}", ["order", "name"]],
  ["timeline", "{{title.it}}", ["year", "title.it"]],
  ["values", "{{title.it}}", ["order", "title.it"]],
  ["partner-categories", "{{title.it}}", ["order", "title.it"]],
  ["partners", "{{name}}", ["order", "name"]],
  ["sectors", "{{name.it}}", ["order", "name.it"]],
  ["process-steps", "{{title.it}}", ["order", "title.it"]],
])("%s: one entry per file, listed by its Italian name and sortable by position (or year) and name", (name, summary, sortable) => {
  const collection = config.collections.find((c) => c.name === name);
  expect(collection).toMatchObject({
    folder: `data/${name}`,
    identifier_field: "id",
    slug: "{{id}}",
    create: true,
    delete: true,
    summary,
    sortable_fields: sortable,
  });
  expect(collection?.label_singular).toEqual(expect.any(String));
});

test("the texts of the consulting and company collections are translated side by side; names, figures, images and links are stored once", () => {
  expect(field("services", "features")).toMatchObject({ widget: "localized", localized_as: "list" });
  expect(field("services", "longDescription")).toMatchObject({ widget: "localized", localized_as: "text" });
  expect(field("services", "details.title")).toMatchObject({ widget: "localized", localized_as: "string" });
  expect(field("services", "link").widget).toBe("string");
  expect(field("cases", "imageAlt")).toMatchObject({ widget: "localized" });
  expect(field("cases", "image")).toMatchObject({ widget: "image" });
  expect(field("cases", "metric")).toMatchObject({ widget: "number" });
  expect(field("stats", "suffix")).toMatchObject({ widget: "localized", required: false });
  expect(field("team", "name").widget).toBe("string");
  expect(field("team", "role")).toMatchObject({ widget: "localized" });
  expect(field("testimonials", "company").widget).toBe("string");
  expect(field("timeline", "year")).toMatchObject({ widget: "number", value_type: "int" });
  expect(fieldsOf("timeline").map((f) => f.name)).not.toContain("order");
});

test.each([
  ["events", "data/events", "{{title.it}}", ["title.it", "startDate"]],
  ["past-events", "data/past-events", "{{title.it}}", ["title.it", "date"]],
  ["teachers", "data/teachers", "{{name}}", ["order", "name"]],
  ["course-categories", "data/course-categories", "{{label.it}}", ["order", "label.it"]],
  ["course-levels", "data/course-levels", "{{label.it}}", ["order", "label.it"]],
  ["course-modes", "data/course-modes", "{{label.it}}", ["order", "label.it"]],
  ["event-types", "data/event-types", "{{label.it}}", ["order", "label.it"]],
  ["event-services", "data/event-services", "{{title.it}}", ["order", "title.it"]],
  ["articles", "data/articles", "{{title.it}}", ["title.it", "publishedAt"]],
  ["article-categories", "data/article-categories", "{{label.it}}", ["order", "label.it"]],
])("%s is a list of entries, one file each, named and sorted as staff know them", (name, folder, summary, sortable) => {
  const collection = config.collections.find((c) => c.name === name);
  expect(collection).toMatchObject({ folder, identifier_field: "id", slug: "{{id}}", create: true, delete: true, summary, sortable_fields: sortable });
  expect(collection?.label_singular).toEqual(expect.any(String));
});

test("a folder collection with pictures finds and uploads them in its own folder of data/images/", () => {
  for (const name of ["events", "past-events", "teachers"]) {
    expect(config.collections.find((c) => c.name === name)).toMatchObject({ media_folder: `/data/images/${name}`, public_folder: `images/${name}` });
  }
  expect(config.collections.find((c) => c.name === "course-levels")).not.toHaveProperty("media_folder");
  expect(config.collections.find((c) => c.name === "courses")).not.toHaveProperty("media_folder");
});

test("events and the catalogue's lists: texts in both languages, facts once", () => {
  expect(field("events", "slug")).toMatchObject({ widget: "localized", localized_as: "string", required: true });
  expect(field("events", "description")).toMatchObject({ widget: "localized", localized_as: "text" });
  expect(field("events", "imageAlt")).toMatchObject({ widget: "localized" });
  expect(field("events", "teachingLanguage")).toMatchObject({ widget: "select", options: ["it", "en"], default: "it" });
  expect(field("events", "type")).toMatchObject({ widget: "select" });
  expect(field("past-events", "client")).toMatchObject({ widget: "localized" });
  expect(field("past-events", "satisfactionPercent")).toMatchObject({ widget: "number" });
  expect(field("teachers", "name")).toMatchObject({ widget: "string" });
  expect(field("teachers", "expertise")).toMatchObject({ widget: "localized", localized_as: "list" });
  expect(field("event-services", "highlights")).toMatchObject({ widget: "localized", localized_as: "list" });
  expect(field("event-services", "icon")).toMatchObject({ widget: "select" });
  expect(field("course-levels", "label")).toMatchObject({ widget: "localized", localized_as: "string" });
  expect(field("course-levels", "id")).toMatchObject({ widget: "select", options: ["base", "avanzato", "executive"] });
});

test("an article: its texts in both languages, its people, category, service and courses chosen from their lists, its cover uploaded into data/images/articles", () => {
  expect(config.collections.find((c) => c.name === "articles")).toMatchObject({
    label: "Insights (articoli)",
    label_singular: "articolo",
    media_folder: "/data/images/articles",
    public_folder: "images/articles",
  });
  expect(field("articles", "id")).toMatchObject({ widget: "string", required: true, pattern: [expect.any(String), expect.stringMatching(/^Deve essere: /)] });
  expect(field("articles", "slug")).toMatchObject({ widget: "localized", localized_as: "string", required: true });
  expect(field("articles", "title")).toMatchObject({ widget: "localized", localized_as: "string", required: true, label: "Titolo" });
  expect(field("articles", "lead")).toMatchObject({ widget: "localized", localized_as: "text" });
  expect(field("articles", "tags")).toMatchObject({ widget: "localized", localized_as: "list" });
  expect(field("articles", "imageAlt")).toMatchObject({ widget: "localized" });
  expect(field("articles", "image")).toMatchObject({ widget: "image", choose_url: false, required: true });
  expect(field("articles", "publishedAt")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ", required: true });
  expect(field("articles", "updatedAt")).toMatchObject({ widget: "datetime", required: false });
  expect(field("articles", "draft")).toMatchObject({ widget: "boolean", default: false, required: false });
  expect(field("articles", "author")).toMatchObject({
    widget: "relation",
    collection: "team",
    value_field: "id",
    search_fields: ["name"],
    display_fields: ["name"],
  });
  expect(field("articles", "category")).toMatchObject({
    widget: "relation",
    collection: "article-categories",
    value_field: "id",
    display_fields: ["label.it"],
  });
  expect(field("articles", "service")).toMatchObject({ widget: "relation", collection: "services", value_field: "id", display_fields: ["title.it"] });
  expect(field("articles", "relatedCourses")).toMatchObject({
    widget: "relation",
    multiple: true,
    collection: "courses",
    value_field: "id",
    display_fields: ["title.it"],
    max: 3,
    required: false,
  });
  for (const name of ["author", "category", "service", "relatedCourses"]) expect(field("articles", name)).not.toHaveProperty("file");
});

test("an article's body: Decap's Markdown editor in each language, labelled with it, required, set up as the Markdown rules allow", () => {
  const body = field("articles", "body");
  expect(body).toMatchObject({ widget: "object", label: "Testo", required: true, collapsed: false, hint: expect.stringContaining("Markdown") });
  expect(body.fields).toEqual([
    { name: "it", label: "Testo, in italiano", widget: "markdown", required: true, ...MARKDOWN_EDITOR },
    { name: "en", label: "Testo, in inglese", widget: "markdown", required: true, ...MARKDOWN_EDITOR },
  ]);
  // The Markdown as written first; sections from ##, no picture or other block inside the text (src/lib/content/markdown-rules.ts).
  expect(MARKDOWN_EDITOR.modes).toEqual(["raw", "rich_text"]);
  expect(MARKDOWN_EDITOR.buttons).toEqual(expect.arrayContaining(["heading-two", "heading-three", "bulleted-list", "numbered-list", "quote", "link"]));
  expect(MARKDOWN_EDITOR.buttons).not.toContain("heading-one");
  expect(MARKDOWN_EDITOR.editor_components).toEqual([]);
});

test("the articles' categories: a list of entries with their name, sentence and address in both languages, sorted by position", () => {
  expect(config.collections.find((c) => c.name === "article-categories")).toMatchObject({
    label: "Categorie degli Insights",
    label_singular: "categoria",
    folder: "data/article-categories",
    create: true,
    delete: true,
  });
  expect(config.collections.find((c) => c.name === "article-categories")).not.toHaveProperty("media_folder");
  expect(field("article-categories", "order")).toMatchObject({ widget: "number", value_type: "int", min: 1, required: true });
  expect(field("article-categories", "slug")).toMatchObject({ widget: "localized", localized_as: "string", required: true });
  expect(field("article-categories", "label")).toMatchObject({ widget: "localized", localized_as: "string", required: true });
  expect(field("article-categories", "description")).toMatchObject({ widget: "localized", localized_as: "text", required: true });
});

test("articles are previewed as the site shows them; no other collection has a preview pane", () => {
  expect(PREVIEWED_COLLECTIONS).toEqual(["articles"]);
  for (const collection of config.collections)
    expect({ [collection.name]: collection.editor.preview }).toEqual({ [collection.name]: collection.name === "articles" });
});

test("a translated field is one widget with both languages; each language's value is a line, a text or a list", () => {
  expect(field("courses", "title")).toMatchObject({ widget: "localized", localized_as: "string", required: true, label: "Titolo" });
  expect(field("courses", "description")).toMatchObject({ widget: "localized", localized_as: "text" });
  expect(field("courses", "audience")).toMatchObject({ widget: "localized", localized_as: "list" });
  expect(field("courses", "modules.title")).toMatchObject({ widget: "localized", localized_as: "string" });
  expect(field("courses", "teachingLanguage")).toMatchObject({ widget: "select", options: ["it", "en"], default: "it" });
});

test("collection descriptions and hints speak to content staff, never of the site's code", () => {
  const hints = (fields: DecapField[]): string[] => fields.flatMap((f) => [f.hint ?? "", ...hints(f.fields ?? []), ...(f.field ? hints([f.field]) : [])]);
  for (const collection of config.collections) {
    const texts = [collection.description ?? "", ...hints(collection.files?.[0].fields ?? collection.fields ?? [])];
    for (const text of texts)
      expect({ collection: collection.name, text }).toEqual({
        collection: collection.name,
        text: expect.not.stringMatching(/\b(nodo|nodi|node|GraphQL|schema|tipo [A-Z]|type)\b/i),
      });
  }
});

test.each(model.map((entry) => [entry.file, entry] as const))("%s: every property of the schema has its field, in the schema's order", (file, entry) => {
  expect(fieldPaths(fieldsOf(file))).toEqual(propertyPaths(entry.schema, entry.schema));
});

test("a property added to a schema appears in the CMS with no other edit", () => {
  const extended: ModelFile[] = model.map((entry) => {
    if (entry.file !== "courses") return entry;
    const schema = structuredClone(entry.schema);
    if (!schema.properties) throw new Error("the course schema has no properties");
    schema.properties.subtitle = { type: "string", title: "Sottotitolo", description: "Una riga sotto il titolo.", maxLength: 120 };
    return { ...entry, schema };
  });
  const subtitle = cmsConfig(extended, settings)
    .collections.find((c) => c.name === "courses")
    ?.fields?.find((f) => f.name === "subtitle");
  expect(subtitle).toEqual({ name: "subtitle", label: "Sottotitolo", widget: "string", required: false, hint: "Una riga sotto il titolo." });
});

test("a Markdown text is edited as Markdown: Decap's Markdown editor, once per language for a translated one", () => {
  const extended: ModelFile[] = model.map((entry) => {
    if (entry.file !== "courses") return entry;
    const schema = structuredClone(entry.schema);
    if (!schema.properties) throw new Error("the course schema has no properties");
    schema.properties.notes = { type: "string", title: "Note", description: "Note in Markdown.", contentMediaType: "text/markdown" };
    schema.properties.programme = {
      title: "Programma",
      description: "Il programma in Markdown.",
      "x-localized": true,
      type: "object",
      required: ["it", "en"],
      propertyNames: { enum: ["it", "en"] },
      additionalProperties: { type: "string", contentMediaType: "text/markdown", minLength: 1, maxLength: 100 },
    };
    return { ...entry, schema };
  });
  const fields = cmsConfig(extended, settings).collections.find((c) => c.name === "courses")?.fields ?? [];
  expect(fields.find((f) => f.name === "notes")).toMatchObject({ widget: "markdown", required: false, ...MARKDOWN_EDITOR });
  // Short or long, a translated Markdown text is an editor per language; optional, so is each language's.
  expect(fields.find((f) => f.name === "programme")).toMatchObject({
    widget: "object",
    required: false,
    fields: [
      { name: "it", label: "Programma, in italiano", widget: "markdown", required: false, ...MARKDOWN_EDITOR },
      { name: "en", label: "Programma, in inglese", widget: "markdown", required: false, ...MARKDOWN_EDITOR },
    ],
  });
});

test("$schema is kept on every save (a hidden field with the file's own schema)", () => {
  for (const { file, kind } of model) {
    expect(field(file, "$schema")).toMatchObject({ widget: "hidden", default: `${kind === "collection" ? ".." : "."}/schemas/${file}.schema.json` });
  }
});

test("each kind of property gets its widget", () => {
  expect(field("courses", "title")).toMatchObject({ widget: "localized", required: true });
  expect(field("courses", "priceEur")).toMatchObject({ widget: "number", value_type: "float", min: 0, label: expect.stringMatching(/\(€\)$/) });
  expect(field("courses", "durationHours")).toMatchObject({ widget: "number", value_type: "int", step: 1, min: 1, max: 200 });
  expect(field("courses", "order")).toMatchObject({ widget: "number", value_type: "int", min: 1, required: true });
  expect(field("courses", "level")).toMatchObject({ widget: "select", options: ["base", "avanzato", "executive"] });
  expect(field("courses", "id").pattern?.[0]).toBe("^[a-z0-9]+(-[a-z0-9]+)*$");
  expect(field("courses", "modules")).toMatchObject({ widget: "list", summary: "{{fields.title.it}}", min: 1, max: 20 });
  expect(field("courses", "modules.hours")).toMatchObject({ widget: "number", value_type: "int", label: expect.stringMatching(/\(ore\)$/) });
  expect(field("events", "startDate")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ", picker_utc: false });
  expect(field("events", "image")).toMatchObject({ widget: "image" });
  expect(field("events", "location")).toMatchObject({ widget: "object" });
  expect(field("events", "location.venue")).toMatchObject({ widget: "string", required: true });
  expect(field("events", "location.region")).toMatchObject({ widget: "localized", localized_as: "string", required: false });
  expect(field("legal", "sections.showsCookieChoice")).toMatchObject({ widget: "boolean" });
  expect(config.media_folder).toBe("data/images");
  expect(config.public_folder).toBe("images");
});

test("references are chosen among the ids of the collection they point to", () => {
  expect(field("courses", "teachers")).toMatchObject({
    widget: "relation",
    multiple: true,
    collection: "teachers",
    value_field: "id",
    search_fields: ["name"],
    display_fields: ["name"],
  });
  expect(field("courses", "teachers")).not.toHaveProperty("file");
  expect(field("partners", "category")).toMatchObject({
    widget: "relation",
    collection: "partner-categories",
    value_field: "id",
    search_fields: ["title.it"],
    display_fields: ["title.it"],
  });
  expect(field("partners", "category")).not.toHaveProperty("file");
});

test("labels and hints come from the schemas; required follows `required`", () => {
  expect(config.collections.find((c) => c.name === "faq")?.label).toBe("Domande frequenti");
  const schema = model.find((m) => m.file === "faq")?.schema.properties?.answer;
  expect(field("faq", "answer")).toMatchObject({ hint: schema?.description, required: true });
});

test("Italian interface; local editing through decap-server, on this machine only", () => {
  expect(config.locale).toBe("it");
  expect(config.backend).toMatchObject({ name: "github", repo: "altura/sito" });
  expect(config.local_backend).toEqual({ url: "http://127.0.0.1:8081/api/v1", allowed_hosts: ["127.0.0.1", "localhost"] });
});

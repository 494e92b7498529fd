/**
 * The CMS's configuration is generated from data/schemas: every property of every schema has its
 * field, with the widget its type calls for, and a property added to a schema appears by itself.
 */
import path from "node:path";
import { CMS_FORMAT, cmsConfig } from "../../../src/cms/cms-config";
import type { DecapField } from "../../../src/cms/decap-types";
import type { JsonSchema, ModelFile } from "../../../src/content-model/json-schema-to-sdl";
import { loadContentModel } from "../../../src/content-model/load-content-model";

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

/** The same paths, read from the generated fields. */
const fieldPaths = (fields: DecapField[], prefix = ""): string[] =>
  fields.flatMap((field) => {
    const here = `${prefix}${field.name}`;
    if (field.widget === "list" && field.fields) return [here, ...fieldPaths(field.fields, `${here}[].`)];
    if (field.widget === "object" && field.fields) return [here, ...fieldPaths(field.fields, `${here}.`)];
    return [here];
  });

const fieldsOf = (file: string): DecapField[] => {
  const collection = config.collections.find((c) => c.name === file);
  if (!collection) throw new Error(`no collection ${file}`);
  return collection.files[0].fields;
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

test("one collection per data file, each editing that file in the project's JSON format", () => {
  expect(config.collections.map((c) => c.name)).toEqual(model.map((m) => m.file));
  for (const collection of config.collections) {
    expect(collection.files).toEqual([expect.objectContaining({ name: collection.name, file: `data/${collection.name}.json` })]);
    expect(collection.format).toBe(CMS_FORMAT);
  }
});

test.each(model.map((entry) => [entry.file, entry] as const))("%s: every property of the schema has its field, in the schema's order", (file, entry) => {
  expect(fieldPaths(fieldsOf(file))).toEqual(propertyPaths(entry.schema, entry.schema));
});

test("a property added to a schema appears in the CMS with no other edit", () => {
  const extended: ModelFile[] = model.map((entry) => {
    if (entry.file !== "courses") return entry;
    const schema = structuredClone(entry.schema);
    const course = schema.definitions?.Course;
    if (!course?.properties) throw new Error("Course has no properties");
    course.properties.subtitle = { type: "string", title: "Sottotitolo", description: "Una riga sotto il titolo.", maxLength: 120 };
    return { ...entry, schema };
  });
  const subtitle = cmsConfig(extended, settings)
    .collections.find((c) => c.name === "courses")
    ?.files[0].fields.find((f) => f.name === "items")
    ?.fields?.find((f) => f.name === "subtitle");
  expect(subtitle).toEqual({ name: "subtitle", label: "Sottotitolo", widget: "string", required: false, hint: "Una riga sotto il titolo." });
});

test("$schema is kept on every save (a hidden field with the file's own schema)", () => {
  for (const { file } of model) {
    expect(field(file, "$schema")).toMatchObject({ widget: "hidden", default: `./schemas/${file}.schema.json` });
  }
});

test("each kind of property gets its widget", () => {
  expect(field("courses", "items.title")).toMatchObject({ widget: "string", required: true });
  expect(field("courses", "items.description")).toMatchObject({ widget: "text" });
  expect(field("courses", "items.priceEur")).toMatchObject({ widget: "number", value_type: "float", min: 0, label: expect.stringMatching(/\(€\)$/) });
  expect(field("courses", "items.durationHours")).toMatchObject({ widget: "number", value_type: "int", step: 1, min: 1, max: 200 });
  expect(field("courses", "items.level")).toMatchObject({ widget: "select", options: ["base", "avanzato", "executive"] });
  expect(field("courses", "items.id").pattern?.[0]).toBe("^[a-z0-9]+(-[a-z0-9]+)*$");
  expect(field("courses", "items.audience")).toMatchObject({ widget: "list", min: 1, max: 8, field: expect.objectContaining({ widget: "text" }) });
  expect(field("courses", "items.modules")).toMatchObject({ widget: "list", summary: "{{fields.title}}", min: 1, max: 20 });
  expect(field("courses", "items.modules.hours")).toMatchObject({ widget: "number", value_type: "int", label: expect.stringMatching(/\(ore\)$/) });
  expect(field("events", "items.startDate")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ", picker_utc: false });
  expect(field("events", "items.image")).toMatchObject({ widget: "image" });
  expect(field("events", "items.location")).toMatchObject({ widget: "object" });
  expect(field("events", "items.location.region")).toMatchObject({ widget: "string", required: false });
  expect(field("legal", "items.sections.showsCookieChoice")).toMatchObject({ widget: "boolean" });
  expect(config.media_folder).toBe("data/images");
  expect(config.public_folder).toBe("images");
});

test("references are chosen among the ids of the collection they point to", () => {
  expect(field("courses", "items.teachers")).toMatchObject({
    widget: "relation",
    multiple: true,
    collection: "teachers",
    file: "teachers",
    value_field: "items.*.id",
    display_fields: ["items.*.name"],
  });
  expect(field("partners", "items.category")).toMatchObject({
    widget: "relation",
    collection: "partner-categories",
    file: "partner-categories",
    value_field: "items.*.id",
    display_fields: ["items.*.title"],
  });
});

test("labels and hints come from the schemas; required follows `required`", () => {
  expect(config.collections.find((c) => c.name === "faq")?.label).toBe("Domande frequenti");
  const schema = model.find((m) => m.file === "faq")?.schema.definitions?.FaqItem.properties?.answer;
  expect(field("faq", "items.answer")).toMatchObject({ hint: schema?.description, required: true });
});

test("Italian interface; local editing through decap-server, on this machine only", () => {
  expect(config.locale).toBe("it");
  expect(config.backend).toMatchObject({ name: "github", repo: "altura/sito" });
  expect(config.local_backend).toEqual({ url: "http://127.0.0.1:8081/api/v1", allowed_hosts: ["127.0.0.1", "localhost"] });
});

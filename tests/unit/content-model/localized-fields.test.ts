/** Translated fields: one value per language in the entry, facts once; an entry read in one language; what a translation lacks. */
import { inLocale, localizedSchemaProblems, missingTranslationMessage, missingTranslations } from "../../../src/content-model/localized-fields";
import type { JsonSchema } from "../../../src/content-model/json-schema";

const text = (maxLength: number): JsonSchema => ({
  description: "A text in each language.",
  "x-localized": true,
  type: "object",
  required: ["it", "en"],
  propertyNames: { enum: ["it", "en"] },
  additionalProperties: { type: "string", minLength: 1, maxLength },
});

/** A course as docs/i18n.md describes it: texts in both languages, hours and price once. */
const schema: JsonSchema = {
  type: "object",
  properties: { items: { type: "array", items: { $ref: "#/definitions/Course" } } },
  definitions: {
    Course: {
      type: "object",
      description: "A course.",
      properties: {
        id: { type: "string", description: "Id." },
        title: text(90),
        audience: { ...text(200), additionalProperties: { type: "array", items: { type: "string" } } },
        priceEur: { type: "number", description: "Price." },
        modules: { type: "array", description: "Modules.", items: { $ref: "#/definitions/CourseModule" } },
      },
    },
    CourseModule: {
      type: "object",
      description: "A module.",
      properties: { title: text(90), hours: { type: "integer", description: "Hours." } },
    },
  },
};
const course = schema.definitions?.Course;

const entry = {
  id: "gtm-201",
  title: { it: "Go-to-market per prodotti digitali", en: "Go-to-market for digital products" },
  audience: { it: ["Product manager"], en: ["Product managers"] },
  priceEur: 1490,
  modules: [{ title: { it: "Pricing e modelli di ricavo", en: "Pricing and revenue models" }, hours: 6 }],
};

test("an entry in one language: each translated value is that language's, facts as they are, down lists", () => {
  expect(inLocale(entry, course, schema, "en")).toEqual({
    id: "gtm-201",
    title: "Go-to-market for digital products",
    audience: ["Product managers"],
    priceEur: 1490,
    modules: [{ title: "Pricing and revenue models", hours: 6 }],
  });
  expect(inLocale(entry, course, schema, "it")).toMatchObject({ title: "Go-to-market per prodotti digitali", modules: [{ hours: 6 }] });
});

test("a complete entry lacks no translation", () => {
  expect(missingTranslations(entry, course, schema)).toEqual([]);
});

test("a missing or empty translation is named by field and language, in the content check's Italian", () => {
  const incomplete = {
    ...entry,
    title: { it: "Go-to-market per prodotti digitali" },
    audience: { it: ["Product manager"], en: [] },
    modules: [{ title: { it: "Pricing", en: "  " }, hours: 6 }],
  };
  const missing = missingTranslations(incomplete, course, schema);
  expect(missing).toEqual([
    { field: "title", locale: "en", state: "missing" },
    { field: "audience", locale: "en", state: "empty" },
    { field: "modules[1].title", locale: "en", state: "empty" },
  ]);
  expect(missing.map(missingTranslationMessage)).toEqual([
    "title in inglese (en) manca",
    "audience in inglese (en) è vuoto",
    "modules[1].title in inglese (en) è vuoto",
  ]);
});

test("a translated property must name exactly the site's languages", () => {
  expect(localizedSchemaProblems(schema, "data/schemas/courses.schema.json")).toEqual([]);
  const drifted: JsonSchema = { properties: { title: { ...text(90), required: ["it", "en", "de"] } } };
  expect(localizedSchemaProblems(drifted, "x.json")).toEqual([expect.stringContaining("x.json.title: a translated property is")]);
});

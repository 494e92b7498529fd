/**
 * The CMS writes data files as they are written by hand: a save whose values did not change
 * gives the file back byte for byte, whatever order the CMS held the keys in.
 */
import fs from "node:fs";
import path from "node:path";
import { formatDataFile, schemaNameOf } from "../../../src/cms/json-format";
import { loadContentModel } from "../../../src/content-model/load-content-model";
import type { ModelFile } from "../../../src/content-model/json-schema";
import { DATA_DIR, dataEntry } from "../../support/content";

const model = loadContentModel(DATA_DIR);

/** The same value with every object's keys in reverse order (Decap's Immutable maps lose the order). */
const shuffled = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(shuffled);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, v]) => [key, shuffled(v)]),
  );
};

/** Every content file with its schema: each entry's file of a collection, each document's file. */
const files: Array<[string, ModelFile]> = model.flatMap((entry): Array<[string, ModelFile]> =>
  entry.kind === "collection"
    ? fs.readdirSync(path.join(DATA_DIR, entry.file)).map((name) => [`${entry.file}/${name}`, entry])
    : [[`${entry.file}.json`, entry]],
);

test.each(files)("data/%s comes back byte for byte, even from shuffled keys", (file, entry) => {
  const text = fs.readFileSync(path.join(DATA_DIR, file), "utf8");
  expect(formatDataFile(shuffled(JSON.parse(text)), entry.schema)).toBe(text);
});

test("an optional text left empty in the form is left out, a required one is kept for the check to report", () => {
  const schema = model.find((m) => m.file === "events")?.schema;
  if (!schema) throw new Error("no events schema");
  const data = dataEntry<{ description: string; location: { region?: string } }>("events", "kick-off-strategico-2027");
  data.location.region = "";
  data.description = "";
  const saved = JSON.parse(formatDataFile(data, schema));
  expect(saved.location).not.toHaveProperty("region");
  expect(saved.description).toBe("");
});

test("the file's schema is named by its $schema", () => {
  expect(schemaNameOf({ $schema: "./schemas/site.schema.json" })).toBe("site");
  expect(schemaNameOf({ $schema: "../schemas/courses.schema.json" })).toBe("courses");
  expect(schemaNameOf({ $schema: "https://example.com/x.json" })).toBeUndefined();
  expect(schemaNameOf(null)).toBeUndefined();
});

/** Reads the editors' JSON Schemas for every file of the content model (build time only). */
import path from "node:path";
import { collections, documents } from "./collections";
import type { JsonSchema, ModelFile } from "./json-schema";
import { localizedSchemaProblems } from "./localized-fields";
import { readJson } from "../lib/files/file-io";

export const loadContentModel = (dataDir: string): ModelFile[] => {
  const read = (file: string): JsonSchema => {
    const where = `data/schemas/${file}.schema.json`;
    const schema = readJson<JsonSchema>(path.join(dataDir, "schemas", `${file}.schema.json`));
    // A translated property that names other languages than the site's would let the two lists drift.
    const problems = localizedSchemaProblems(schema, where);
    if (problems.length > 0) throw new Error(problems.join("\n"));
    return schema;
  };
  return [
    ...collections.map(({ file, type }) => ({ file, type, kind: "collection" as const, schema: read(file) })),
    ...documents.map(({ file, type }) => ({ file, type, kind: "document" as const, schema: read(file) })),
  ];
};

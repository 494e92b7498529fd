/** Reads the editors' JSON Schemas for every file of the content model (build time only). */
import fs from "node:fs";
import path from "node:path";
import { collections, documents } from "./collections";
import type { JsonSchema, ModelFile } from "./json-schema-to-sdl";

export const loadContentModel = (dataDir: string): ModelFile[] => {
  const read = (file: string): JsonSchema => JSON.parse(fs.readFileSync(path.join(dataDir, "schemas", `${file}.schema.json`), "utf8")) as JsonSchema;
  return [
    ...collections.map(({ file, type }) => ({ file, type, kind: "collection" as const, schema: read(file) })),
    ...documents.map(({ file, type }) => ({ file, type, kind: "document" as const, schema: read(file) })),
  ];
};

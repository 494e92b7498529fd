/** Reads the editors' JSON Schemas for every file of the content model (build time only). */
import path from "node:path";
import { collections, documents } from "./collections";
import type { JsonSchema, ModelFile } from "./json-schema-to-sdl";
import { readJson } from "../lib/files/file-io";

export const loadContentModel = (dataDir: string): ModelFile[] => {
  const read = (file: string): JsonSchema => readJson<JsonSchema>(path.join(dataDir, "schemas", `${file}.schema.json`));
  return [
    ...collections.map(({ file, type }) => ({ file, type, kind: "collection" as const, schema: read(file) })),
    ...documents.map(({ file, type }) => ({ file, type, kind: "document" as const, schema: read(file) })),
  ];
};

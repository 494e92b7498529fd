/**
 * A collection's entries, or a document, read from disk in one language, for the build's own
 * readers outside GraphQL (the brochure) and the tests: a collection's files in the order the pages
 * show them (`compareEntries`: the editors' `order`, or the collection's `orderBy`), each translated
 * field in that language.
 */
import fs from "node:fs";
import path from "node:path";
import { collections, compareEntries, documents } from "../../content-model/collections";
import type { JsonSchema } from "../../content-model/json-schema";
import { inLocale } from "../../content-model/localized-fields";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { readJson } from "../files/file-io";

/** The entries of `file` (a collection's name in data/, `courses`) in `locale`, in the order the pages show them. */
export const readEntries = <T>(dataDir: string, file: string, locale: Locale): T[] => {
  const spec = collections.find((c) => c.file === file);
  if (!spec) throw new Error(`${file} is not a collection of the content model (src/content-model/collections.ts)`);
  const schema = readJson<JsonSchema>(path.join(dataDir, "schemas", `${file}.schema.json`));
  const folder = path.join(dataDir, file);
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => readJson<Record<string, unknown> & { id: string }>(path.join(folder, name)))
    .sort(compareEntries(spec))
    .map((entry) => inLocale(entry, schema, schema, locale) as T);
};

/** A document (`site`, `about`: a file in data/) in `locale`: each field its schema marks as translated in that language. */
export const readDocument = <T>(dataDir: string, file: string, locale: Locale): T => {
  if (!documents.some((d) => d.file === file)) throw new Error(`${file} is not a document of the content model (src/content-model/collections.ts)`);
  const schema = readJson<JsonSchema>(path.join(dataDir, "schemas", `${file}.schema.json`));
  return inLocale(readJson<unknown>(path.join(dataDir, `${file}.json`)), schema, schema, locale) as T;
};

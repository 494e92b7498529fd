/**
 * A collection's entries, or a document, read from disk in one language, for the build's own
 * readers outside GraphQL (the brochure) and the tests: a folder collection's files in their
 * `order` (or by date: events), each translated field in that language; a one-file collection's `items` as they are.
 */
import fs from "node:fs";
import path from "node:path";
import { type CollectionSpec, collections, documents, isFolder } from "../../content-model/collections";
import type { JsonSchema } from "../../content-model/json-schema-to-sdl";
import { inLocale } from "../../content-model/localized-fields";
import type { Locale } from "../../i18n/locales";
import { readJson } from "../files/file-io";

/** Which of two entries comes first: by `order`, or by the collection's date (ISO 8601, so compared as instants). */
const byPlace = (
  a: Record<string, unknown> & { order?: number },
  b: Record<string, unknown> & { order?: number },
  byDate: CollectionSpec["byDate"],
): number => {
  if (!byDate) return (a.order ?? 0) - (b.order ?? 0);
  const difference = Date.parse(String(a[byDate.field])) - Date.parse(String(b[byDate.field]));
  return byDate.newestFirst ? -difference : difference;
};

/** The entries of `file` (a collection's name in data/, `courses`) in `locale`, in the editors' order. */
export const readEntries = <T>(dataDir: string, file: string, locale: Locale): T[] => {
  const spec: CollectionSpec | undefined = collections.find((c) => c.file === file);
  if (!spec) throw new Error(`${file} is not a collection of the content model (src/content-model/collections.ts)`);
  if (!isFolder(spec)) return readJson<{ items: T[] }>(path.join(dataDir, `${file}.json`)).items;
  const schema = readJson<JsonSchema>(path.join(dataDir, "schemas", `${file}.schema.json`));
  const folder = path.join(dataDir, file);
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => readJson<Record<string, unknown> & { id: string; order?: number }>(path.join(folder, name)))
    .sort((a, b) => byPlace(a, b, spec.byDate) || a.id.localeCompare(b.id))
    .map((entry) => inLocale(entry, schema, schema, locale) as T);
};

/** A document (`site`, `about`: a file in data/) in `locale`: each field its schema marks as translated in that language. */
export const readDocument = <T>(dataDir: string, file: string, locale: Locale): T => {
  if (!documents.some((d) => d.file === file)) throw new Error(`${file} is not a document of the content model (src/content-model/collections.ts)`);
  const schema = readJson<JsonSchema>(path.join(dataDir, "schemas", `${file}.schema.json`));
  return inLocale(readJson<unknown>(path.join(dataDir, `${file}.json`)), schema, schema, locale) as T;
};

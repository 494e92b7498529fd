/**
 * A collection's entries for the scripts, which run on plain Node and cannot import
 * src/lib/content/read-entries.ts: a one-file collection's `items`, or a folder collection's files
 * (data/courses/<id>.json) in their `order`, each translated value (`{ "it", "en" }`) read in Italian.
 */
import fs from "node:fs";
import path from "node:path";
import { readJson } from "./read-json.mjs";

const isTranslation = (value) => value !== null && typeof value === "object" && !Array.isArray(value) && "it" in value && "en" in value;

/** The value with every translated text in `locale`, through nested objects and lists. */
export const inLocale = (value, locale = "it") => {
  if (isTranslation(value)) return value[locale];
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, inLocale(v, locale)]));
  return value;
};

/**
 * The files of a folder collection, `[{ file, entry }]` in the editors' order (by id for events, which
 * have none and follow their dates), entries as stored (both languages).
 */
export const folderEntries = (dataDir, collection) => {
  const folder = path.join(dataDir, collection);
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ file: path.join(folder, name), entry: readJson(path.join(folder, name)) }))
    .sort((a, b) => (a.entry.order ?? 0) - (b.entry.order ?? 0) || a.entry.id.localeCompare(b.entry.id));
};

/** The entries of a collection (`courses`, `faq`) as the Italian pages show them. */
export const italianEntries = (dataDir, collection) =>
  fs.existsSync(path.join(dataDir, collection))
    ? folderEntries(dataDir, collection).map(({ entry }) => inLocale(entry))
    : readJson(path.join(dataDir, `${collection}.json`)).items;

/**
 * How the CMS writes a data file: exactly as the files in data/ are written by hand, so that a
 * save's diff shows only the values an editor changed.
 *
 * Decap keeps an entry as an Immutable.js map, whose key order is not the file's once an object
 * has more than 8 keys, and its default JSON format writes whatever order it holds. This format,
 * registered with CMS.registerCustomFormat, writes every object's keys in its schema's order
 * (unknown keys after, as they came), two-space indentation and a final newline, like
 * `JSON.stringify(data, null, 2)` on a file written in schema order — which every file in data/
 * is (tests/unit/cms/json-format.test.ts checks it).
 */
import type { JsonSchema } from "../content-model/json-schema";
import { isLocalized } from "../content-model/localized-fields";
import { LOCALES, type Locale } from "../../supabase/functions/_shared/site-contract/locales";

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const resolve = (prop: JsonSchema | undefined, root: JsonSchema): JsonSchema | undefined =>
  prop?.$ref ? root.definitions?.[prop.$ref.split("/").pop() ?? ""] : prop;

/**
 * The value in schema order. An optional field left empty in a form ("" or null) is left out,
 * as it would be by hand: the schemas never accept an empty optional text.
 */
const ordered = (value: unknown, schema: JsonSchema | undefined, root: JsonSchema): unknown => {
  if (Array.isArray(value)) {
    const itemSchema = resolve(schema?.items, root);
    return value.map((item) => ordered(item, itemSchema, root));
  }
  if (!isPlainObject(value)) return value;
  // A translated value: its languages in the site's order (it, en), as the files are written.
  if (isLocalized(schema))
    return Object.fromEntries(
      [...LOCALES.filter((l) => l in value), ...Object.keys(value).filter((k) => !LOCALES.includes(k as Locale))].map((k) => [k, value[k]]),
    );
  const properties = schema?.properties ?? {};
  const required = new Set(schema?.required ?? []);
  const known = Object.keys(properties).filter((key) => key in value);
  const unknown = Object.keys(value).filter((key) => !(key in properties));
  const result: Record<string, unknown> = {};
  for (const key of [...known, ...unknown]) {
    const v = value[key];
    if (v === undefined) continue;
    if (!required.has(key) && key in properties && (v === "" || v === null)) continue;
    result[key] = ordered(v, resolve(properties[key], root), root);
  }
  return result;
};

/** The text of a data file: schema order, two spaces, a final newline. */
export const formatDataFile = (data: unknown, schema: JsonSchema): string => `${JSON.stringify(ordered(data, schema, schema), null, 2)}\n`;

/** The data file's schema name from its `$schema` (a document's `./schemas/site.schema.json` → `site`, an entry's `../schemas/courses.schema.json` → `courses`). */
export const schemaNameOf = (data: unknown): string | undefined => {
  const ref = isPlainObject(data) ? data.$schema : undefined;
  const match = typeof ref === "string" ? /^\.\.?\/schemas\/([a-z0-9-]+)\.schema\.json$/.exec(ref) : null;
  return match?.[1];
};

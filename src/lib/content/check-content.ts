/**
 * The content check itself, on data/ held in memory: every rule of the content model and the
 * one-line messages that name the file, the item and the field.
 *
 * Free of Node's file system on purpose, so that one implementation serves the build (through
 * validate-content.ts, which reads data/ from disk) and the CMS at /admin, which runs it in the
 * browser on the file an editor is about to save (src/cms/save-check.ts): the CMS refuses exactly
 * what the build would refuse, with the same words.
 */
import Ajv, { type ErrorObject } from "ajv";
import addFormats from "ajv-formats";
import { type ParseError, parseTree, printParseErrorCode } from "jsonc-parser";
import { collections, documents } from "../../content-model/collections";
import type { JsonSchema } from "../../content-model/json-schema-to-sdl";
import { romeOffset } from "../format/rome-time";

export interface ContentError {
  /** Path of the data file, relative to the project (e.g. `data/courses.json`). */
  file: string;
  /** 1-based position of the entry in `items`, when the error is inside an entry. */
  item?: number;
  /** The entry's `id`, when it has a readable one. */
  itemId?: string;
  /** Dotted path of the field inside the entry (or the document), when there is one. */
  field?: string;
  message: string;
}

export const formatContentError = (error: ContentError): string => {
  let where = error.file;
  if (error.item !== undefined) {
    where += `, voce ${error.item}`;
    if (error.itemId) where += ` (id "${error.itemId}")`;
  }
  return `${where}: ${error.message}`;
};

export const formatContentReport = (errors: ContentError[]): string =>
  [
    errors.length === 1
      ? "I contenuti in data/ hanno 1 errore; correggilo e salva il file:"
      : `I contenuti in data/ hanno ${errors.length} errori; correggili e salva i file:`,
    ...errors.map((error) => `  - ${formatContentError(error)}`),
  ].join("\n");

interface LoadedFile {
  file: string;
  kind: "collection" | "document";
  schema: JsonSchema;
  data: unknown;
}

const TYPE_WORDS: Record<string, string> = {
  string: "un testo",
  number: "un numero",
  integer: "un numero intero",
  boolean: "true o false",
  array: "un elenco",
  object: "un oggetto",
  null: "null",
};

const FORMAT_HINTS: Record<string, string> = {
  "date-time": "una data e un'ora ISO 8601 con la differenza da UTC, per esempio 2027-03-18T09:30:00+01:00",
  date: "una data ISO 8601, per esempio 2027-03-18",
  email: "un indirizzo e-mail valido",
  uri: "un indirizzo completo che inizia con https://",
};

/** The readable part of a JSON pointer: `/items/3/participants/max` → item 3, field `participants.max`. */
const splitPointer = (pointer: string, kind: LoadedFile["kind"]): { index?: number; field: string } => {
  const parts = pointer
    .split("/")
    .slice(1)
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  let index: number | undefined;
  if (kind === "collection" && parts[0] === "items" && parts.length > 1) {
    index = Number(parts[1]);
    parts.splice(0, 2);
  }
  const field = parts.reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${Number(part) + 1}]` : acc ? `${acc}.${part}` : part), "");
  return { index, field };
};

const describeAjvError = (error: ErrorObject, field: string): string => {
  const subject = field || "il file";
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required": {
      const missing = String(params.missingProperty);
      return `manca ${field ? `${field}.` : ""}${missing}, che è obbligatorio`;
    }
    case "enum":
      return `${subject} deve essere uno tra ${(params.allowedValues as unknown[]).join(", ")}`;
    case "type":
      return `${subject} deve essere ${String(params.type)
        .split(",")
        .map((t) => TYPE_WORDS[t] ?? t)
        .join(" o ")}`;
    case "minLength":
      return params.limit === 1 ? `${subject} non può essere vuoto` : `${subject} deve avere almeno ${params.limit} caratteri`;
    case "maxLength":
      return `${subject} può avere al massimo ${params.limit} caratteri`;
    case "minimum":
    case "exclusiveMinimum":
      return `${subject} deve essere ${error.keyword === "minimum" ? "almeno" : "più di"} ${params.limit}`;
    case "maximum":
    case "exclusiveMaximum":
      return `${subject} deve essere ${error.keyword === "maximum" ? "al massimo" : "meno di"} ${params.limit}`;
    case "minItems":
      return `${subject} deve avere almeno ${params.limit} ${params.limit === 1 ? "voce" : "voci"}`;
    case "maxItems":
      return `${subject} può avere al massimo ${params.limit} ${params.limit === 1 ? "voce" : "voci"}`;
    case "uniqueItems":
      return `${subject} contiene due volte lo stesso valore`;
    case "additionalProperties":
      return `il campo "${String(params.additionalProperty)}"${field ? ` in ${field}` : ""} non esiste nello schema (controlla come è scritto)`;
    case "format":
      return `${subject} deve essere ${FORMAT_HINTS[String(params.format)] ?? `nel formato ${String(params.format)}`}`;
    case "pattern": {
      // The schema that holds the pattern (Ajv's `verbose`): an error's schemaPath is relative to the
      // $ref'd definition, so it cannot be walked from the file's root.
      const hint = (error.parentSchema as JsonSchema | undefined)?.["x-pattern-hint"];
      return `${subject} deve essere ${typeof hint === "string" ? hint : `un testo conforme a ${String(params.pattern)}`}`;
    }
    default:
      // A keyword the content model does not use today; Ajv's own words are English, so it is named.
      return `${subject} non rispetta la regola "${error.keyword}" dello schema`;
  }
};

const createAjv = (): Ajv => {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  // Annotations for the content model (see src/content-model/json-schema-to-sdl.ts); Ajv only has to accept them.
  ajv.addKeyword({ keyword: "x-image", schemaType: "boolean" });
  ajv.addKeyword({ keyword: "x-link", schemaType: "string" });
  ajv.addKeyword({ keyword: "x-pattern-hint", schemaType: "string" });
  ajv.addKeyword({ keyword: "x-unique", schemaType: "boolean" });
  ajv.addKeyword({ keyword: "x-sum-of", schemaType: "string" });
  ajv.addKeyword({ keyword: "x-unit", schemaType: "string" });
  return ajv;
};

/** What the JSON parser found wrong, in words an editor knows (typed by the parser's own names, so none is missed). */
const JSON_SYNTAX_WORDS: Record<ReturnType<typeof printParseErrorCode>, string> = {
  InvalidSymbol: "un carattere che qui non va",
  InvalidNumberFormat: "un numero scritto male",
  PropertyNameExpected: "manca il nome di un campo tra virgolette",
  ValueExpected: "manca un valore",
  ColonExpected: "mancano i due punti dopo il nome del campo",
  CommaExpected: "manca una virgola",
  CloseBraceExpected: "manca una } di chiusura",
  CloseBracketExpected: "manca una ] di chiusura",
  EndOfFileExpected: "c'è altro testo dopo la fine del JSON",
  InvalidCommentToken: "i commenti non sono ammessi",
  UnexpectedEndOfComment: "un commento non chiuso",
  UnexpectedEndOfString: "un testo tra virgolette non chiuso",
  UnexpectedEndOfNumber: "un numero interrotto",
  InvalidUnicode: "un codice Unicode non valido",
  InvalidEscapeCharacter: "una sequenza con \\ non valida",
  InvalidCharacter: "un carattere non ammesso in un testo",
  "<unknown ParseErrorCode>": "un errore di sintassi",
};

/** Where a JSON file stops being JSON, as line and column (Node's own message often has neither). */
const jsonSyntaxError = (text: string): string | null => {
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const first = errors[0];
  if (!first) return null;
  const before = text.slice(0, first.offset).split("\n");
  const what = JSON_SYNTAX_WORDS[printParseErrorCode(first.error)];
  return `non è un JSON valido: riga ${before.length}, colonna ${before[before.length - 1].length + 1} (${what})`;
};

const itemsOf = (loaded: LoadedFile): Record<string, unknown>[] => {
  const data = loaded.data as { items?: unknown };
  return Array.isArray(data?.items) ? (data.items.filter((i) => i && typeof i === "object") as Record<string, unknown>[]) : [];
};

const entrySchema = (loaded: LoadedFile): JsonSchema | undefined => {
  if (loaded.kind === "document") return loaded.schema;
  const ref = loaded.schema.properties?.items?.items?.$ref;
  return ref ? loaded.schema.definitions?.[ref.split("/").pop() ?? ""] : undefined;
};

/** Calls `visit` for each value of a field marked with `keyword` in the entry's schema (one level of nesting and lists). */
const visitMarked = (
  schema: JsonSchema,
  root: JsonSchema,
  value: Record<string, unknown>,
  keyword: "x-image" | "x-link",
  visit: (field: string, value: string, mark: JsonSchema) => void,
  prefix = "",
): void => {
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const v = value[name];
    if (v === undefined || v === null) continue;
    const field = prefix ? `${prefix}.${name}` : name;
    const resolved = prop.$ref ? root.definitions?.[prop.$ref.split("/").pop() ?? ""] : prop;
    if (!resolved) continue;
    if (resolved[keyword]) {
      if (typeof v === "string") visit(field, v, resolved);
      else if (Array.isArray(v)) v.forEach((x, i) => typeof x === "string" && visit(`${field}[${i + 1}]`, x, resolved));
      continue;
    }
    const itemSchema = resolved.items?.$ref ? root.definitions?.[resolved.items.$ref.split("/").pop() ?? ""] : undefined;
    if (itemSchema && Array.isArray(v)) {
      v.forEach((x, i) => x && typeof x === "object" && visitMarked(itemSchema, root, x as Record<string, unknown>, keyword, visit, `${field}[${i + 1}]`));
    } else if (resolved.properties && typeof v === "object" && !Array.isArray(v)) {
      visitMarked(resolved, root, v as Record<string, unknown>, keyword, visit, field);
    }
  }
};

/**
 * `"x-sum-of": "<list>.<field>"` on a number: it must equal the sum of that field over the
 * entry's list (a course's durationHours and the hours of its modules).
 */
const visitSums = (schema: JsonSchema, value: Record<string, unknown>, report: (field: string, message: string) => void): void => {
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const rule = prop["x-sum-of"];
    const total = value[name];
    if (typeof rule !== "string" || typeof total !== "number") continue;
    const [list, field] = rule.split(".");
    const entries = value[list];
    if (!Array.isArray(entries)) continue;
    const parts = entries.map((entry) => (entry && typeof entry === "object" ? (entry as Record<string, unknown>)[field] : undefined));
    if (!parts.every((part) => typeof part === "number")) continue; // the schema check has already reported it
    const sum = (parts as number[]).reduce((a, b) => a + b, 0);
    if (sum !== total) report(name, `${name} è ${total}, ma la somma di ${field} in ${list} è ${sum}; falli coincidere`);
  }
};

const visitDates = (schema: JsonSchema, value: Record<string, unknown>, visit: (field: string, value: string) => void): void => {
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (prop.format === "date-time" && typeof value[name] === "string") visit(name, value[name] as string);
  }
};

/** data/ as the check sees it: the text of its JSON files, the schemas, and which other files exist. */
export interface ContentSnapshot {
  /** data/ relative to the project, as messages name it (`data`); "" when the project is data/ itself. */
  dataPath: string;
  /** The text of every JSON file directly in data/, by name (`courses.json`). */
  files: Readonly<Record<string, string>>;
  /** The schema of every file of the content model, by file name without `.json` (`courses`). */
  schemas: Readonly<Record<string, JsonSchema>>;
  /** Whether a normalised path relative to data/ (`images/team/giulia-ferrari.jpg`) is a file. */
  isFile: (pathInData: string) => boolean;
}

/** `a/./b/../c` → `a/c`, with "/" separators: the browser has no node:path. */
export const normalisePath = (value: string): string => {
  const parts: string[] = [];
  for (const part of value.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === ".." && parts.length > 0 && parts[parts.length - 1] !== "..") parts.pop();
    else parts.push(part);
  }
  return parts.join("/");
};

/** The image paths a data file points to (fields marked `"x-image": true`), relative to data/ and normalised. */
export const imagePathsOf = (kind: "collection" | "document", schema: JsonSchema, data: unknown): string[] => {
  const loaded: LoadedFile = { file: "", kind, schema, data };
  const entry = entrySchema(loaded);
  if (!entry || !data || typeof data !== "object") return [];
  const found: string[] = [];
  const entries = kind === "collection" ? itemsOf(loaded) : [data as Record<string, unknown>];
  for (const value of entries) visitMarked(entry, schema, value, "x-image", (_field, image) => found.push(normalisePath(image)));
  return found;
};

/**
 * Checks every data file of the content model in `snapshot`.
 * Returns all the errors found (an empty list when the content is good).
 */
export const checkContent = (snapshot: ContentSnapshot): ContentError[] => {
  const errors: ContentError[] = [];
  const inData = (name: string) => (snapshot.dataPath ? `${snapshot.dataPath}/${name}` : name);
  const ajv = createAjv();
  const loaded: LoadedFile[] = [];
  const known = new Set<string>();

  const model = [...collections.map((c) => ({ ...c, kind: "collection" as const })), ...documents.map((d) => ({ ...d, kind: "document" as const }))];

  for (const spec of model) {
    known.add(`${spec.file}.json`);
    const file = inData(`${spec.file}.json`);
    const text = snapshot.files[`${spec.file}.json`];
    if (text === undefined) {
      errors.push({ file, message: "il file manca (ogni file del modello dei contenuti deve esistere, anche con l'elenco items vuoto)" });
      continue;
    }
    const syntaxError = jsonSyntaxError(text);
    if (syntaxError) {
      errors.push({ file, message: syntaxError });
      continue;
    }
    const data: unknown = JSON.parse(text);
    const schema = snapshot.schemas[spec.file];
    if (!schema) throw new Error(`data/schemas/${spec.file}.schema.json is missing: every file of the content model needs its schema.`);
    const expectedRef = `./schemas/${spec.file}.schema.json`;
    if (data && typeof data === "object" && (data as Record<string, unknown>).$schema !== expectedRef) {
      errors.push({ file, field: "$schema", message: `$schema deve essere "${expectedRef}", così l'editor può controllare il file` });
    }
    const validate = ajv.compile(schema);
    if (!validate(data)) {
      const reported = new Set<string>();
      for (const error of validate.errors ?? []) {
        const pointer = error.keyword === "required" ? `${error.instancePath}` : error.instancePath;
        // One message per place: a wrong type also fails its enum or pattern, say it once.
        const key = `${pointer}|${error.keyword === "required" || error.keyword === "additionalProperties" ? JSON.stringify(error.params) : ""}`;
        if (reported.has(key)) continue;
        reported.add(key);
        const { index, field } = splitPointer(pointer, spec.kind);
        const item = index !== undefined ? ((data as { items: Record<string, unknown>[] }).items[index] ?? {}) : undefined;
        errors.push({
          file,
          item: index !== undefined ? index + 1 : undefined,
          itemId: typeof item?.id === "string" && item.id ? item.id : undefined,
          field: field || undefined,
          message: describeAjvError(error, field),
        });
      }
    }
    loaded.push({ file, kind: spec.kind, schema, data });
  }

  for (const name of Object.keys(snapshot.files)) {
    if (name.endsWith(".json") && !known.has(name)) {
      errors.push({
        file: inData(name),
        message:
          "questo file non fa parte del modello dei contenuti: aggiungilo a src/content-model/collections.ts con uno schema in data/schemas/, oppure eliminalo",
      });
    }
  }

  // Cross-entry checks: unique ids and slugs, references, images, dates in Europe/Rome.
  const keysByType = new Map<string, Set<string>>();
  for (const spec of collections) {
    const file = loaded.find((l) => l.file.endsWith(`/${spec.file}.json`) || l.file === `${spec.file}.json`);
    keysByType.set(spec.type, new Set(file ? itemsOf(file).map((i) => String(i.id)) : []));
  }

  for (const file of loaded) {
    const schema = entrySchema(file);
    if (!schema) continue;
    const entries = file.kind === "collection" ? itemsOf(file) : [file.data as Record<string, unknown>];
    const uniqueFields = Object.entries(schema.properties ?? {})
      .filter(([name, prop]) => file.kind === "collection" && (name === "id" || prop["x-unique"]))
      .map(([name]) => name);
    for (const name of uniqueFields) {
      const firstSeen = new Map<string, number>();
      entries.forEach((entry, i) => {
        const value = entry[name];
        if (typeof value !== "string") return;
        const earlier = firstSeen.get(value);
        if (earlier !== undefined) {
          errors.push({
            file: file.file,
            item: i + 1,
            itemId: typeof entry.id === "string" ? entry.id : undefined,
            field: name,
            message: `${name} "${value}" è già usato dalla voce ${earlier + 1}; ogni ${name} deve essere unico`,
          });
        } else firstSeen.set(value, i);
      });
    }
    entries.forEach((entry, i) => {
      const at = file.kind === "collection" ? { item: i + 1, itemId: typeof entry.id === "string" ? entry.id : undefined } : {};
      visitMarked(schema, file.schema, entry, "x-image", (field, value) => {
        const target = normalisePath(value);
        if (!snapshot.isFile(target)) {
          errors.push({ file: file.file, ...at, field, message: `${field} punta a ${inData(target)}, che non esiste` });
        }
      });
      visitMarked(schema, file.schema, entry, "x-link", (field, value, mark) => {
        const type = String(mark["x-link"]);
        const keys = keysByType.get(type);
        const target = collections.find((c) => c.type === type);
        if (keys && !keys.has(value)) {
          errors.push({
            file: file.file,
            ...at,
            field,
            message: `${field} "${value}" non corrisponde all'id di nessuna voce di data/${target?.file}.json`,
          });
        }
      });
      visitSums(schema, entry, (field, message) => errors.push({ file: file.file, ...at, field, message }));
      visitDates(schema, entry, (field, value) => {
        const match = /([+-]\d{2}:\d{2}|Z)$/.exec(value);
        const instant = new Date(value);
        if (!match || Number.isNaN(instant.getTime())) return; // the format check has already reported it
        const expected = romeOffset(instant);
        if (match[1] !== expected) {
          errors.push({
            file: file.file,
            ...at,
            field,
            message: `${field} ha la differenza da UTC ${match[1]}, ma quel giorno l'ora italiana è ${expected} (scrivi l'ora com'è in Italia)`,
          });
        }
      });
    });
  }
  return errors;
};

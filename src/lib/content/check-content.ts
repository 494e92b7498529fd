/**
 * The content check itself, on data/ held in memory: every rule of the content model and the
 * one-line messages that name the file, the entry and the field.
 *
 * Free of Node's file system on purpose, so that one implementation serves the build (through
 * validate-content.ts, which reads data/ from disk) and the CMS at /admin, which runs it in the
 * browser on the file an editor is about to save (src/cms/save-check.ts): the CMS refuses exactly
 * what the build would refuse, with the same words.
 */
import Ajv, { type ErrorObject } from "ajv";
import addFormats from "ajv-formats";
import { type ParseError, parseTree, printParseErrorCode } from "jsonc-parser";
import { type CollectionSpec, collections, documents, fixedIds, isFixed } from "../../content-model/collections";
import type { JsonSchema, ModelFile } from "../../content-model/json-schema";
import { LANGUAGE_IN_ITALIAN, isLocalized, missingTranslationMessage, missingTranslations } from "../../content-model/localized-fields";
import { markdownProperties } from "../../content-model/markdown-fields";
import { LOCALES } from "../../../supabase/functions/_shared/site-contract/locales";
import { markdownProblems } from "./markdown-rules";
import { romeOffset } from "../format/rome-time";

export interface ContentError {
  /** Path of the data file, relative to the project (e.g. `data/courses/gtm-201.json`, `data/site.json`). */
  file: string;
  /** The entry's `id`, when the file is a collection's entry with a readable one. */
  itemId?: string;
  /** Dotted path of the field inside the entry (or the document), when there is one. */
  field?: string;
  message: string;
}

export const formatContentError = (error: ContentError): string => {
  const where = error.itemId ? `${error.file} (id "${error.itemId}")` : error.file;
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
  /** One entry of a collection, or a document. */
  kind: ModelFile["kind"];
  schema: JsonSchema;
  data: unknown;
  /** The collection the file belongs to (none for a document). */
  spec?: CollectionSpec;
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

/** The readable form of a JSON pointer: `/modules/2/hours` → `modules[3].hours`. */
const fieldOf = (pointer: string): string =>
  pointer
    .split("/")
    .slice(1)
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${Number(part) + 1}]` : acc ? `${acc}.${part}` : part), "");

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
  // strictRequired off: a translated field requires its languages ("it", "en"), declared through
  // propertyNames and additionalProperties rather than one property each (localized-fields.ts).
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  // Annotations for the content model (see src/content-model/json-schema-to-sdl.ts); Ajv only has to accept them.
  ajv.addKeyword({ keyword: "x-image", schemaType: "boolean" });
  ajv.addKeyword({ keyword: "x-link", schemaType: "string" });
  ajv.addKeyword({ keyword: "x-pattern-hint", schemaType: "string" });
  ajv.addKeyword({ keyword: "x-unique", schemaType: "boolean" });
  ajv.addKeyword({ keyword: "x-sum-of", schemaType: "string" });
  ajv.addKeyword({ keyword: "x-unit", schemaType: "string" });
  ajv.addKeyword({ keyword: "x-localized", schemaType: "boolean" });
  ajv.addKeyword({ keyword: "x-label-singular", schemaType: "string" });
  ajv.addKeyword({ keyword: "x-not-before", schemaType: "string" });
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

/** A file's content as an object (an entry or a document), or undefined when it is not one. */
const contentOf = (data: unknown): Record<string, unknown> | undefined =>
  data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;

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

/**
 * `"x-not-before": "<field>"` on a date: it may not come before that field's date (an article's
 * updatedAt and its publishedAt).
 */
const visitDateOrder = (schema: JsonSchema, value: Record<string, unknown>, report: (field: string, message: string) => void): void => {
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const other = prop["x-not-before"];
    const [date, earliest] = [value[name], typeof other === "string" ? value[other] : undefined];
    if (typeof other !== "string" || typeof date !== "string" || typeof earliest !== "string") continue;
    const [instant, limit] = [Date.parse(date), Date.parse(earliest)];
    if (Number.isNaN(instant) || Number.isNaN(limit)) continue; // the format check has already reported it
    if (instant < limit) report(name, `${name} (${date}) viene prima di ${other} (${earliest}): deve essere la stessa data o una successiva`);
  }
};

/** Each Markdown text of an entry (in each language, for a translated one) that breaks a rule of markdown-rules.ts, by line. */
const visitMarkdown = (schema: JsonSchema, value: Record<string, unknown>, report: (field: string, message: string) => void): void => {
  for (const name of markdownProperties(schema)) {
    const texts = isLocalized(schema.properties?.[name])
      ? LOCALES.map((locale) => [` ${LANGUAGE_IN_ITALIAN[locale]} (${locale})`, (value[name] as Record<string, unknown> | undefined)?.[locale]] as const)
      : ([["", value[name]]] as const);
    for (const [language, text] of texts) {
      if (typeof text !== "string") continue; // a missing text is reported as such
      for (const { line, message } of markdownProblems(text)) report(name, `${name}${language}, riga ${line}: ${message}`);
    }
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
  /**
   * The text of every JSON file directly in data/ and in the collections' folders, by its
   * path in data/ (`site.json`, `courses/gtm-201.json`).
   */
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
export const imagePathsOf = (schema: JsonSchema, data: unknown): string[] => {
  const content = contentOf(data);
  const found: string[] = [];
  if (content) visitMarked(schema, schema, content, "x-image", (_field, image) => found.push(normalisePath(image)));
  return found;
};

/** `modules[2].title` and a language → `/modules/1/title/en`: where Ajv reports on that value. */
const pointerOf = (field: string, locale: string): string =>
  `/${field
    .replace(/\[(\d+)\]/g, (_m, n: string) => `.${Number(n) - 1}`)
    .split(".")
    .join("/")}/${locale}`;

/** Where a JSON Schema error is, as a pointer (a missing property's own place, for `required`). */
const errorPointer = (error: ErrorObject): string =>
  error.keyword === "required" ? `${error.instancePath}/${String((error.params as { missingProperty?: unknown }).missingProperty)}` : error.instancePath;

/** The collection of an entry's path in data/ (`courses/gtm-201.json`), or undefined for any other file. */
const collectionOf = (name: string): CollectionSpec | undefined => {
  const [folder, entry, ...rest] = name.split("/");
  return entry && rest.length === 0 && entry.endsWith(".json") ? collections.find((c) => c.file === folder) : undefined;
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
  const schemaOf = (name: string): JsonSchema => {
    const schema = snapshot.schemas[name];
    if (!schema) throw new Error(`data/schemas/${name}.schema.json is missing: every file of the content model needs its schema.`);
    return schema;
  };

  /** Parses one file and checks it against its schema; a file that parses is kept for the checks across files. */
  const checkFile = (name: string, kind: LoadedFile["kind"], schemaName: string, spec?: CollectionSpec): void => {
    known.add(name);
    const file = inData(name);
    const text = snapshot.files[name];
    const syntaxError = jsonSyntaxError(text);
    if (syntaxError) {
      errors.push({ file, message: syntaxError });
      return;
    }
    const data: unknown = JSON.parse(text);
    const schema = schemaOf(schemaName);
    const expectedRef = kind === "collection" ? `../schemas/${schemaName}.schema.json` : `./schemas/${schemaName}.schema.json`;
    const entryId =
      kind === "collection" && typeof (data as Record<string, unknown> | null)?.id === "string" ? String((data as Record<string, unknown>).id) : undefined;
    const at = entryId ? { itemId: entryId } : {};
    if (data && typeof data === "object" && (data as Record<string, unknown>).$schema !== expectedRef) {
      errors.push({ file, ...at, field: "$schema", message: `$schema deve essere "${expectedRef}", così l'editor può controllare il file` });
    }
    // A translation that is absent or empty gets its own words (field and language), not the schema's.
    const missing = missingTranslations(data, schema, schema);
    const translationPointers = missing.map((gap) => pointerOf(gap.field, gap.locale));
    const validate = ajv.compile(schema);
    if (!validate(data)) {
      const reported = new Set<string>();
      for (const error of validate.errors ?? []) {
        const place = errorPointer(error);
        if (translationPointers.some((pointer) => place === pointer || place.startsWith(`${pointer}/`))) continue;
        const pointer = error.instancePath;
        // One message per place: a wrong type also fails its enum or pattern, say it once.
        const key = `${pointer}|${error.keyword === "required" || error.keyword === "additionalProperties" ? JSON.stringify(error.params) : ""}`;
        if (reported.has(key)) continue;
        reported.add(key);
        const field = fieldOf(pointer);
        errors.push({ file, ...at, field: field || undefined, message: describeAjvError(error, field) });
      }
    }
    for (const gap of missing) errors.push({ file, ...at, field: gap.field, message: missingTranslationMessage(gap) });
    if (entryId !== undefined && name !== `${spec?.file}/${entryId}.json`) {
      errors.push({
        file,
        ...at,
        field: "id",
        message: `id è "${entryId}", ma il file si chiama ${name.split("/").pop()}: il nome del file deve essere l'id seguito da .json`,
      });
    }
    loaded.push({ file, kind, schema, data, spec });
  };

  for (const spec of collections) {
    for (const name of Object.keys(snapshot.files).sort()) if (collectionOf(name) === spec) checkFile(name, "collection", spec.file, spec);
    // A fixed collection's documents each have a page that reads them: none may be missing.
    for (const id of isFixed(spec) ? fixedIds(schemaOf(spec.file)) : []) {
      if (snapshot.files[`${spec.file}/${id}.json`] === undefined) {
        errors.push({ file: inData(`${spec.file}/${id}.json`), itemId: id, message: "il file manca (ogni pagina del sito ha il suo)" });
      }
    }
  }
  for (const spec of documents) {
    if (snapshot.files[`${spec.file}.json`] === undefined) {
      known.add(`${spec.file}.json`);
      errors.push({ file: inData(`${spec.file}.json`), message: "il file manca (ogni file del modello dei contenuti deve esistere)" });
    } else checkFile(`${spec.file}.json`, "document", spec.file);
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

  // Cross-entry checks: unique ids, positions and slugs, references, images, dates in Europe/Rome,
  // dates in order, Markdown texts.
  /** An entry or a document with where it is: its file and, for an entry, its id. */
  interface Placed {
    file: LoadedFile;
    entry: Record<string, unknown>;
    at: { itemId?: string };
  }
  const placedOf = (file: LoadedFile): Placed[] => {
    const entry = contentOf(file.data);
    if (!entry) return [];
    return [{ file, entry, at: file.kind === "collection" && typeof entry.id === "string" ? { itemId: entry.id } : {} }];
  };

  const keysByType = new Map<string, Set<string>>();
  for (const spec of collections) {
    const files = loaded.filter((l) => l.spec === spec);
    keysByType.set(spec.type, new Set(files.flatMap(placedOf).map(({ entry }) => String(entry.id))));
  }

  for (const spec of collections) {
    const files = loaded.filter((l) => l.spec === spec);
    const schema = files[0]?.schema;
    if (!schema) continue;
    const entries = files.flatMap(placedOf);
    const uniqueFields = Object.entries(schema.properties ?? {})
      .filter(([name, prop]) => name === "id" || prop["x-unique"] || name === "order")
      .map(([name, prop]) => ({ name, localized: isLocalized(prop) }));
    for (const { name, localized } of uniqueFields) {
      for (const locale of localized ? LOCALES : [undefined]) {
        const field = locale ? `${name}.${locale}` : name;
        const firstSeen = new Map<string, Placed>();
        for (const placed of entries) {
          const raw = placed.entry[name];
          const value = locale ? (raw && typeof raw === "object" ? (raw as Record<string, unknown>)[locale] : undefined) : raw;
          if (typeof value !== "string" && typeof value !== "number") continue;
          const key = String(value);
          const earlier = firstSeen.get(key);
          if (!earlier) {
            firstSeen.set(key, placed);
            continue;
          }
          const shown = typeof value === "string" ? `"${value}"` : key;
          errors.push({
            file: placed.file.file,
            ...placed.at,
            field,
            message: `${field} ${shown} è già usato da ${earlier.file.file}; ogni ${name} deve essere unico${locale ? " in ogni lingua" : ""}`,
          });
        }
      }
    }
  }

  for (const file of loaded) {
    const { schema } = file;
    for (const { entry, at } of placedOf(file)) {
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
        if (keys && target && !keys.has(value)) {
          errors.push({ file: file.file, ...at, field, message: `${field} "${value}" non corrisponde all'id di nessuna voce di data/${target.file}/` });
        }
      });
      visitSums(schema, entry, (field, message) => errors.push({ file: file.file, ...at, field, message }));
      visitDateOrder(schema, entry, (field, message) => errors.push({ file: file.file, ...at, field, message }));
      visitMarkdown(schema, entry, (field, message) => errors.push({ file: file.file, ...at, field, message }));
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
    }
  }
  return errors;
};

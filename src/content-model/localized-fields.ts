/**
 * Translated fields of the content model (docs/i18n.md, "Content"): a property marked
 * `"x-localized": true` holds one value per language, `{ "it": …, "en": … }`, and states once, in
 * `additionalProperties`, what each language's value must be. Facts (ids, prices, dates, links,
 * images) are plain properties, stored once.
 *
 * Framework-free, like the content check, so the build's check (check-content.ts), GraphQL's nodes
 * (content-nodes.ts), the loading of the schemas and the CMS read the same rules.
 */
import { LOCALES, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import type { JsonSchema } from "./json-schema";

export const LOCALIZED_KEYWORD = "x-localized";

export const isLocalized = (prop: JsonSchema | undefined): boolean => prop?.[LOCALIZED_KEYWORD] === true;

/** How the content check names a language in its Italian messages. */
export const LANGUAGE_IN_ITALIAN: Readonly<Record<Locale, string>> = { it: "in italiano", en: "in inglese" };

const sameSet = (a: readonly unknown[] | undefined, b: readonly unknown[]): boolean => !!a && a.length === b.length && b.every((value) => a.includes(value));

const definitionOf = (prop: JsonSchema, root: JsonSchema): JsonSchema | undefined => (prop.$ref ? root.definitions?.[prop.$ref.split("/").pop() ?? ""] : prop);

/**
 * Mistakes in a schema's translated properties: each must be an object that requires exactly the
 * site's languages (supabase/functions/_shared/site-contract/locales.ts) and accepts no other key, so the two lists cannot drift.
 */
export const localizedSchemaProblems = (schema: JsonSchema, where: string): string[] => {
  const problems: string[] = [];
  const visit = (node: JsonSchema, path: string): void => {
    for (const [name, prop] of Object.entries(node.properties ?? {})) {
      const at = `${path}.${name}`;
      if (isLocalized(prop)) {
        const names = (prop.propertyNames as JsonSchema | undefined)?.enum;
        if (prop.type !== "object" || !sameSet(prop.required, LOCALES) || !sameSet(names, LOCALES) || typeof prop.additionalProperties !== "object") {
          problems.push(
            `${where}${at}: a translated property is {"type": "object", "required": ${JSON.stringify(LOCALES)}, "propertyNames": {"enum": ${JSON.stringify(LOCALES)}}, "additionalProperties": <each language's value>}`,
          );
        }
      } else if (prop.items && !prop.items.$ref) {
        visit(prop.items, `${at}[]`);
      }
    }
  };
  visit(schema, "");
  for (const [name, definition] of Object.entries(schema.definitions ?? {})) visit(definition, `#/definitions/${name}`);
  return problems;
};

/**
 * An entry as one language reads it: every translated value replaced by that language's, through
 * nested objects and lists; everything else as it is. GraphQL's node for that language is made of it.
 */
export const inLocale = (value: unknown, schema: JsonSchema | undefined, root: JsonSchema, locale: Locale): unknown => {
  if (!schema) return value;
  const resolved = definitionOf(schema, root);
  if (!resolved) return value;
  if (isLocalized(resolved)) return value && typeof value === "object" ? (value as Record<string, unknown>)[locale] : value;
  if (Array.isArray(value)) return value.map((item) => inLocale(item, resolved.items, root, locale));
  if (value && typeof value === "object" && resolved.properties) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, inLocale(field, resolved.properties?.[key], root, locale)]));
  }
  return value;
};

/** A translation an entry lacks: the field (dotted, lists counted from 1) and the language. */
export interface MissingTranslation {
  field: string;
  locale: Locale;
  /** Absent, or present with no text (only spaces count as none). */
  state: "missing" | "empty";
}

const isEmptyText = (value: unknown): boolean =>
  (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && (value.length === 0 || value.every(isEmptyText)));

/** Every translation an entry lacks, in the order of its schema. */
export const missingTranslations = (value: unknown, schema: JsonSchema | undefined, root: JsonSchema, field = ""): MissingTranslation[] => {
  if (!schema) return [];
  const resolved = definitionOf(schema, root);
  if (!resolved) return [];
  if (isLocalized(resolved)) {
    const values = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
    return LOCALES.flatMap((locale): MissingTranslation[] => {
      if (values[locale] === undefined || values[locale] === null) return [{ field, locale, state: "missing" }];
      return isEmptyText(values[locale]) ? [{ field, locale, state: "empty" }] : [];
    });
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => missingTranslations(item, resolved.items, root, `${field}[${index + 1}]`));
  if (value && typeof value === "object" && resolved.properties) {
    return Object.entries(resolved.properties).flatMap(([key, prop]) => {
      const present = (value as Record<string, unknown>)[key];
      return present === undefined ? [] : missingTranslations(present, prop, root, field ? `${field}.${key}` : key);
    });
  }
  return [];
};

/** "title in inglese (en) manca": the content check's words for one missing translation. */
export const missingTranslationMessage = ({ field, locale, state }: MissingTranslation): string =>
  `${field} ${LANGUAGE_IN_ITALIAN[locale]} (${locale}) ${state === "missing" ? "manca" : "è vuoto"}`;

/**
 * Turns the editors' JSON Schemas (`data/schemas/*.schema.json`) into the GraphQL
 * type definitions Gatsby declares in `createSchemaCustomization`.
 *
 * Why generate: the JSON Schema already says, for every field, its type, whether it
 * is required and what it means. Writing the same again as SDL by hand would give two
 * sources of truth that drift. The generated types are still fully explicit
 * (`@dontInfer`, every field declared, every field described), so GraphiQL documents
 * the content and an empty or missing field can never change the schema.
 *
 * Conventions the schemas follow (see docs/architecture.md, "Conventions of the JSON Schemas"):
 * - a collection's schema (one file per entry) is the entry itself, a document's the document; each
 *   has one node per language (`locale: String!`), each translated field (`"x-localized": true`) given
 *   as that language's value;
 * - every nested object is a named entry in `definitions` (the name is its GraphQL type);
 * - `"x-image": true` marks an image path relative to `data/` (→ `File @fileByRelativePath`);
 * - `"x-link": "<Type>"` marks a reference to another collection's `id`, linked by node id (gatsby-node
 *   writes the id of the same language's node);
 * - `"x-unit": "€"` names a number's unit (the CMS shows it beside the field; GraphQL ignores it);
 * - `"format": "date-time"` becomes a `Date`; the entry's own `id` is exposed as `jsonId` (the name gatsby-transformer-json itself uses),
 *   because `id` on a Gatsby node is the node's own identifier;
 * - `"contentMediaType": "text/markdown"` on an entry's string (or on each language's value) marks a
 *   Markdown text: the field links to a node of its own per language (`body: ArticleBody!`), whose
 *   `childMarkdownRemark` gatsby-transformer-remark adds (markdown-fields.ts).
 */
import type { JsonSchema, ModelFile } from "./json-schema";
import { isMarkdown, markdownNodeType } from "./markdown-fields";

/** The GraphQL type of one language's value of a translated property (its `additionalProperties`). */
const languageValue = (prop: JsonSchema): JsonSchema => {
  const value = prop.additionalProperties as JsonSchema;
  return { ...value, description: prop.description, title: prop.title };
};

const SCALARS: Record<string, string> = {
  string: "String",
  integer: "Int",
  number: "Float",
  boolean: "Boolean",
};

const describe = (text: string): string => `"""\n${text.replace(/"""/g, '\\"""')}\n"""`;

const refName = (ref: string): string => {
  const match = /^#\/definitions\/([A-Za-z][A-Za-z0-9]*)$/.exec(ref);
  if (!match) throw new Error(`Unsupported $ref "${ref}": use "#/definitions/<TypeName>".`);
  return match[1];
};

const fieldDescription = (name: string, prop: JsonSchema): string => {
  let text = prop.description ?? "";
  const values = prop.enum ?? prop.items?.enum;
  if (values) text += `\nOne of: ${values.join(", ")}.`;
  if (prop["x-link"]) text += `\nResolved from the ${prop["x-link"]} whose \`id\` is given in the JSON.`;
  if (prop["x-image"]) text += `\nImage path relative to \`data/\`, resolved to its File node.`;
  if (isMarkdown(prop)) text += `\nMarkdown, rendered at build: its childMarkdownRemark gives html, headings, tableOfContents, timeToRead and wordCount.`;
  if (name === "id") text += `\nWritten as \`id\` in the JSON file.`;
  return text.trim();
};

/** The collections' entry types: a reference (`"x-link"`) must name one of them. */
type CollectionTypes = ReadonlySet<string>;

const fieldType = (prop: JsonSchema, where: string, collectionTypes: CollectionTypes): { gql: string; directive: string } => {
  if (prop["x-localized"] === true) return fieldType(languageValue(prop), where, collectionTypes);
  if (prop.$ref) return { gql: refName(prop.$ref), directive: "" };
  if (prop["x-link"]) {
    const target = prop["x-link"];
    if (!collectionTypes.has(target)) throw new Error(`${where}: "x-link": "${target}" names no collection of the content model.`);
    // The entry holds the id of the same language's node (gatsby-node writes it): linked by node id.
    if (prop.type === "array") return { gql: `[${target}!]`, directive: " @link" };
    return { gql: target, directive: " @link" };
  }
  if (prop["x-image"]) return { gql: "File", directive: " @fileByRelativePath" };
  if (prop.format === "date-time" || prop.format === "date") return { gql: "Date", directive: " @dateformat" };
  const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== "null") : prop.type;
  if (type === "array") {
    if (!prop.items) throw new Error(`${where}: an array needs "items".`);
    const inner = fieldType(prop.items, `${where}[]`, collectionTypes);
    return { gql: `[${inner.gql}!]`, directive: inner.directive };
  }
  if (type && SCALARS[type]) return { gql: SCALARS[type], directive: "" };
  throw new Error(`${where}: type "${String(type)}" has no GraphQL mapping (nested objects go in "definitions").`);
};

/** A Markdown text: on an entry, a link to its node of the same language (`body: ArticleBody! @link`); anywhere else, refused. */
const markdownField = (entryType: string, field: string, where: string, options: ObjectOptions): { gql: string; directive: string } => {
  if (!options.node) throw new Error(`${where}: a Markdown text ("contentMediaType": "text/markdown") must be a property of the entry itself.`);
  return { gql: markdownNodeType(entryType, field), directive: " @link" };
};

/** The node type of an entry's Markdown property: one node per language, its text rendered by gatsby-transformer-remark. */
const markdownNodeTypeSdl = (entryType: string, field: string, file: string): string =>
  `${describe(
    `One language's ${field} of an entry of data/${file}/ (${entryType}): a Markdown text, rendered at build by gatsby-transformer-remark. ` +
      `Its childMarkdownRemark gives html (every heading with its id), headings, tableOfContents, timeToRead and wordCount.`,
  )}\ntype ${markdownNodeType(entryType, field)} implements Node @dontInfer @mimeTypes(types: ["text/markdown"]) {\n  ${describe(
    "The language of this text.",
  ).replace(/\n/g, "\n  ")}\n  locale: String!\n}`;

interface ObjectOptions {
  /** A collection's entry or a document: a node per language, with its `locale` (and its position from `order`, when it has one). */
  node: boolean;
  description: string;
  collectionTypes: CollectionTypes;
}

const objectType = (name: string, schema: JsonSchema, where: string, options: ObjectOptions): string => {
  if (!schema.description && !options.description) throw new Error(`${where}: the type needs a "description".`);
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {})
    .filter(([field]) => field !== "$schema")
    .map(([field, prop]) => {
      const path = `${where}.${field}`;
      if (!prop.description) throw new Error(`${path}: every field needs a "description".`);
      const { gql, directive } = isMarkdown(prop) ? markdownField(name, field, path, options) : fieldType(prop, path, options.collectionTypes);
      const gqlName = options.node && field === "id" ? "jsonId" : field;
      const nonNull = required.has(field) ? "!" : "";
      return `  ${describe(fieldDescription(field, prop)).replace(/\n/g, "\n  ")}\n  ${gqlName}: ${gql}${nonNull}${directive}`;
    });
  const field = (text: string, declaration: string) => `  ${describe(text).replace(/\n/g, "\n  ")}\n  ${declaration}`;
  if (options.node) {
    fields.push(field("The language of this node's texts (each entry or document has one node per language).", "locale: String!"));
    // Only an entry with an `order` has a position: a fixed collection's entries (a page's texts) and a
    // document have none, and a collection ordered by a field of its own (the timeline by year, events
    // by date) sorts by that field.
    if (schema.properties?.order) fields.push(field("The entry's `order`: sort by it to keep the editors' order.", "position: Int!"));
  }
  if (fields.length === 0) throw new Error(`${where}: the type declares no fields.`);
  const head = options.node ? `type ${name} implements Node @dontInfer` : `type ${name} @dontInfer`;
  return `${describe(options.description || schema.description || "")}\n${head} {\n${fields.join("\n")}\n}`;
};

/** GraphQL SDL for every type of the content model. */
export const contentModelToSdl = (files: ModelFile[], fileTypeName: (file: string) => string): string => {
  const blocks: string[] = [];
  const seen = new Map<string, string>();
  const claim = (typeName: string, file: string) => {
    const previous = seen.get(typeName);
    if (previous) throw new Error(`Type ${typeName} is defined in both ${previous} and ${file}.`);
    seen.set(typeName, file);
  };

  const collectionTypes: CollectionTypes = new Set(files.filter((f) => f.kind === "collection").map((f) => f.type));
  for (const { file, type, kind, schema } of files) {
    const where = `data/schemas/${file}.schema.json`;
    claim(fileTypeName(file), where);
    const about =
      kind === "collection"
        ? `One file data/${file}/<id>.json, holding one entry in every language. Its entry is one ${type} node per language (query them with all${type}).`
        : `The file data/${file}.json as a whole, in every language. Its content is one ${type} node per language.`;
    blocks.push(`${describe(about)}\ntype ${fileTypeName(file)} implements Node @dontInfer`);
    claim(type, where);
    blocks.push(objectType(type, schema, where, { node: true, collectionTypes, description: schema.description ?? "" }));
    for (const [field, prop] of Object.entries(schema.properties ?? {})) {
      if (!isMarkdown(prop)) continue;
      claim(markdownNodeType(type, field), where);
      blocks.push(markdownNodeTypeSdl(type, field, file));
    }
    for (const [name, definition] of Object.entries(schema.definitions ?? {})) {
      claim(name, where);
      blocks.push(objectType(name, definition, `${where}#/definitions/${name}`, { node: false, collectionTypes, description: definition.description ?? "" }));
    }
  }
  return blocks.join("\n\n");
};

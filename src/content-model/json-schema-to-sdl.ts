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
 * - a collection's entries are `properties.items.items`, a `$ref` to `definitions.<Type>`;
 * - every nested object is a named entry in `definitions` (the name is its GraphQL type);
 * - `"x-image": true` marks an image path relative to `data/` (→ `File @fileByRelativePath`);
 * - `"x-link": "<Type>"` marks a reference to another collection's `id`;
 * - `"x-unit": "€"` names a number's unit (the CMS shows it beside the field; GraphQL ignores it);
 * - `"format": "date-time"` becomes a `Date`; the entry's own `id` is exposed as `jsonId` (the name gatsby-transformer-json itself uses),
 *   because `id` on a Gatsby node is the node's own identifier.
 */

export interface JsonSchema {
  type?: string | string[];
  description?: string;
  title?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  definitions?: Record<string, JsonSchema>;
  $ref?: string;
  enum?: unknown[];
  format?: string;
  "x-image"?: boolean;
  "x-link"?: string;
  [keyword: string]: unknown;
}

export interface ModelFile {
  file: string;
  /** GraphQL type of an entry (collections) or of the whole file (documents). */
  type: string;
  kind: "collection" | "document";
  schema: JsonSchema;
}

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
  if (name === "id") text += `\nWritten as \`id\` in the JSON file.`;
  return text.trim();
};

const fieldType = (prop: JsonSchema, where: string): { gql: string; directive: string } => {
  if (prop.$ref) return { gql: refName(prop.$ref), directive: "" };
  if (prop["x-link"]) {
    const target = prop["x-link"];
    if (prop.type === "array") return { gql: `[${target}!]`, directive: ' @link(by: "jsonId")' };
    return { gql: target, directive: ' @link(by: "jsonId")' };
  }
  if (prop["x-image"]) return { gql: "File", directive: " @fileByRelativePath" };
  if (prop.format === "date-time" || prop.format === "date") return { gql: "Date", directive: " @dateformat" };
  const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== "null") : prop.type;
  if (type === "array") {
    if (!prop.items) throw new Error(`${where}: an array needs "items".`);
    const inner = fieldType(prop.items, `${where}[]`);
    return { gql: `[${inner.gql}!]`, directive: inner.directive };
  }
  if (type && SCALARS[type]) return { gql: SCALARS[type], directive: "" };
  throw new Error(`${where}: type "${String(type)}" has no GraphQL mapping (nested objects go in "definitions").`);
};

const objectType = (name: string, schema: JsonSchema, where: string, options: { node: boolean; description: string }): string => {
  if (!schema.description && !options.description) throw new Error(`${where}: the type needs a "description".`);
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {})
    .filter(([field]) => field !== "$schema")
    .map(([field, prop]) => {
      const path = `${where}.${field}`;
      if (!prop.description) throw new Error(`${path}: every field needs a "description".`);
      const { gql, directive } = fieldType(prop, path);
      const gqlName = options.node && field === "id" ? "jsonId" : field;
      const nonNull = required.has(field) ? "!" : "";
      return `  ${describe(fieldDescription(field, prop)).replace(/\n/g, "\n  ")}\n  ${gqlName}: ${gql}${nonNull}${directive}`;
    });
  if (options.node && schema.properties?.id) {
    fields.push(`  ${describe("Position of the entry in its file, from 0: sort by it to keep the editors' order.").replace(/\n/g, "\n  ")}\n  position: Int!`);
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

  for (const { file, type, kind, schema } of files) {
    const where = `data/schemas/${file}.schema.json`;
    const definitions = schema.definitions ?? {};
    if (kind === "collection") {
      const ref = schema.properties?.items?.items?.$ref;
      if (!ref || refName(ref) !== type) {
        throw new Error(`${where}: properties.items.items must be {"$ref": "#/definitions/${type}"}.`);
      }
      claim(fileTypeName(file), where);
      blocks.push(
        `${describe(`The file data/${file}.json as a whole. Its entries are the ${type} nodes (query them with all${type}).`)}\n` +
          `type ${fileTypeName(file)} implements Node @dontInfer`,
      );
    } else {
      claim(fileTypeName(file), where);
      blocks.push(
        `${describe(`The file data/${file}.json as a whole. Its content is the ${type} node.`)}\n` + `type ${fileTypeName(file)} implements Node @dontInfer`,
      );
      claim(type, where);
      blocks.push(objectType(type, schema, where, { node: true, description: schema.description ?? "" }));
    }
    for (const [name, definition] of Object.entries(definitions)) {
      claim(name, where);
      const isEntry = kind === "collection" && name === type;
      blocks.push(
        objectType(name, definition, `${where}#/definitions/${name}`, {
          node: isEntry,
          description: definition.description ?? "",
        }),
      );
    }
  }
  return blocks.join("\n\n");
};

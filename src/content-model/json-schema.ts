/**
 * The JSON Schemas of data/schemas/ as the content model reads them, and a file of the model: the types
 * every reader of the schemas shares (the GraphQL types, the content check, the CMS), in a module of
 * their own so that the schema's readers depend on it and not on one another.
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
  contentMediaType?: string;
  [keyword: string]: unknown;
}

export interface ModelFile {
  file: string;
  /** GraphQL type of an entry (collections) or of the whole file (documents). */
  type: string;
  /** `collection`: one file per entry, `data/<file>/<id>.json` (the schema is the entry's); `document`: `data/<file>.json`. */
  kind: "collection" | "document";
  schema: JsonSchema;
}

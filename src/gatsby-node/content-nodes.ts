/**
 * The content as Gatsby sees it: data/ checked before anything reads it, each collection's entry and
 * each document turned into one node per language (each translated field in that language), and the
 * GraphQL types declared from the editors' JSON Schemas (no inference).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Node, NodePluginArgs, Reporter } from "gatsby";
import { type CollectionSpec, collectionForFileType, collections, documentForFileType, documents, fileTypeName } from "../content-model/collections";
import type { JsonSchema } from "../content-model/json-schema";
import { contentModelToSdl } from "../content-model/json-schema-to-sdl";
import { loadContentModel } from "../content-model/load-content-model";
import { inLocale } from "../content-model/localized-fields";
import { MARKDOWN_MEDIA_TYPE, markdownNodeType, markdownProperties } from "../content-model/markdown-fields";
import { LOCALES, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { type ContentError, contentFileNames, formatContentReport, validateContent } from "../lib/content/validate-content";
import { readJson } from "../lib/files/file-io";

/** Stops the start-up on any content error, before GraphQL sees the content. */
export const stopOnContentErrors = (siteDir: string, reporter: Reporter): void => {
  const errors = contentErrors(siteDir);
  if (errors.length === 0) return;
  // The editor gets one list of exact places to fix.
  // Written out unwrapped (Gatsby's reporter folds long lines at 80 columns, splitting each message).
  process.stderr.write(`\n${formatContentReport(errors)}\n\n`);
  reporter.panic(
    errors.length === 1
      ? "La build si è fermata per 1 errore nei contenuti di data/ (indicato qui sopra)."
      : `La build si è fermata per ${errors.length} errori nei contenuti di data/ (elencati qui sopra).`,
  );
};

/**
 * The content of each data file as it was when the validator last found no mistake in it. While
 * `gatsby develop` runs, a save with a mistake must not reach the pages: that file's nodes are made
 * from this copy until the mistake is fixed, so the preview keeps the last good page and recovers by itself.
 */
const goodContent = new Map<string, Record<string, unknown>>();

/** A content file by its path in data/ (`faq.json`, `courses/gtm-201.json`), as the validator names it. */
const dataPath = (name: string) => `data/${name}`;

/** Keeps the content of every file the validator found no mistake in. */
const rememberGoodContent = (siteDir: string, errors: readonly ContentError[]): void => {
  for (const name of contentFileNames(path.join(siteDir, "data"))) {
    const content = errors.some((error) => error.file === dataPath(name)) ? undefined : parsedFile(path.join(siteDir, "data", name));
    if (content) goodContent.set(name, content);
  }
};

/** The validator's last list of errors, and the digest of data/'s JSON files it was given. */
let lastCheck: { digest: string; errors: ContentError[] } | undefined;

/** A digest of what the validator reads from a site: every JSON file of its data/ and data/schemas. */
const contentDigest = (siteDir: string): string => {
  const hash = createHash("sha256").update(`${siteDir}\0`);
  const schemas = fs
    .readdirSync(path.join(siteDir, "data", "schemas"))
    .filter((entry) => entry.endsWith(".json"))
    .sort()
    .map((name) => `schemas/${name}`);
  for (const name of [...contentFileNames(path.join(siteDir, "data")), ...schemas]) {
    hash
      .update(`${name}\0`)
      .update(fs.readFileSync(path.join(siteDir, "data", name)))
      .update("\0");
  }
  return hash.digest("hex");
};

/**
 * data/'s errors, validated again only when a JSON file has changed since the last check: under
 * `gatsby develop` one edit reaches this from several hooks (the file's node, the nodes made from
 * it), in an order Gatsby does not promise, and the first of them pays for the check.
 */
const contentErrors = (siteDir: string): ContentError[] => {
  const digest = contentDigest(siteDir);
  if (lastCheck?.digest !== digest) {
    const errors = validateContent(path.join(siteDir, "data"), siteDir);
    rememberGoodContent(siteDir, errors);
    lastCheck = { digest, errors };
  }
  return lastCheck.errors;
};

/** Set once `gatsby develop` has started: from then on each data file's nodes follow its edits. */
let watching = false;
export const watchContent = (): void => {
  watching = true;
};

/**
 * Checks data/ again after an edit while `gatsby develop` runs: reports each mistake on one line,
 * as the build does, without stopping. True when the content is valid.
 */
export const recheckContent = (siteDir: string, reporter: Reporter): boolean => {
  const errors = contentErrors(siteDir);
  if (errors.length === 0) return true;
  process.stderr.write(`\n${formatContentReport(errors)}\n`);
  reporter.warn("Finché non è corretto e salvato di nuovo, ogni file con un errore resta nelle pagine con il suo ultimo contenuto valido.");
  return false;
};

/** A content file's File node: directly in data/ (a document) or in a collection's folder (an entry). */
export const isDataFile = (node: Node, siteDir: string): boolean => {
  if (node.internal.type !== "File") return false;
  const dir = (node as Node & { dir?: string }).dir ?? "";
  return dir === path.join(siteDir, "data") || collections.some((spec) => dir === path.join(siteDir, "data", spec.file));
};

/**
 * What a file's nodes are made of: the file itself, or, under `gatsby develop` while the validator
 * finds a mistake in it, its last good copy; the other files follow their edits.
 */
const contentOf = (siteDir: string, name: string, fresh: Record<string, unknown> | undefined): Record<string, unknown> | undefined => {
  if (!watching) return fresh;
  const errors = contentErrors(siteDir);
  if (fresh && !errors.some((error) => error.file === dataPath(name))) return fresh;
  return goodContent.get(name) ?? fresh;
};

const parsedFile = (absolutePath: string): Record<string, unknown> | undefined => {
  try {
    return readJson(absolutePath);
  } catch {
    return undefined;
  }
};

type NodeArgs = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest"> & Partial<Pick<NodePluginArgs, "getNode">> & { node: Node };

/** The schemas, read once per site: a schema edit under `gatsby develop` takes a restart, as the GraphQL types do. */
const models = new Map<string, Map<string, JsonSchema>>();
const schemaOf = (siteDir: string, file: string): JsonSchema => {
  let model = models.get(siteDir);
  if (!model) {
    model = new Map(loadContentModel(path.join(siteDir, "data")).map((entry) => [entry.file, entry.schema]));
    models.set(siteDir, model);
  }
  const schema = model.get(file);
  if (!schema) throw new Error(`data/schemas/${file}.schema.json is missing`);
  return schema;
};

/** A File node's path in data/ (`courses/gtm-201.json`). */
const pathInData = (siteDir: string, fileNode: Node | undefined): string | undefined => {
  const absolutePath = (fileNode as (Node & { absolutePath?: string }) | undefined)?.absolutePath;
  return absolutePath ? path.relative(path.join(siteDir, "data"), absolutePath).split(path.sep).join("/") : undefined;
};

/**
 * The nodes the pages read, from a file's node (gatsby-transformer-json's `CoursesFile`, `SiteFile`):
 * one node per language for a collection's entry (data/courses/gtm-201.json → a Course in Italian
 * and one in English) and for a document (data/site.json → SiteSettings). A data file that is
 * not JSON at all gets no node from the transformer: under `gatsby develop` its last good content
 * then hangs from the file itself.
 */
export const createContentNodes = (siteDir: string, args: NodeArgs): void => {
  const { node } = args;
  let name: string | undefined;
  let fresh: Record<string, unknown> | undefined;
  if (isDataFile(node, siteDir)) {
    name = pathInData(siteDir, node);
    if (!watching || !name || parsedFile((node as Node & { absolutePath: string }).absolutePath)) return;
    fresh = undefined;
  } else {
    const inCollection = collectionForFileType(node.internal.type);
    const spec = inCollection ?? documentForFileType(node.internal.type);
    if (!spec) return;
    // The transformer's node hangs from the File node, which knows the path; its own `jsonId` is the entry's id.
    const fallback = inCollection ? `${spec.file}/${String((node as Node & { jsonId?: unknown }).jsonId)}.json` : `${spec.file}.json`;
    name = pathInData(siteDir, node.parent ? args.getNode?.(node.parent) : undefined) ?? fallback;
    // On the transformer's node `id` is Gatsby's; the file's own `id` is its `jsonId`.
    fresh = { ...node, id: (node as Node & { jsonId?: unknown }).jsonId };
  }
  if (!name) return;
  const [first, second] = name.replace(/\.json$/, "").split("/");
  const collection = second ? collections.find((c) => c.file === first) : undefined;
  const document = second ? undefined : documents.find((d) => d.file === first);
  if (!collection && !document) return;
  const content = contentOf(siteDir, name, fresh);
  if (!content) return;
  if (collection) createEntryNodes(siteDir, args, collection, content);
  else if (document) createDocument(siteDir, args, document, content);
};

/** The node id of a collection's entry in one language: what a reference to it holds. */
const entryNodeId = (createNodeId: NodeArgs["createNodeId"], type: string, locale: Locale, jsonId: string): string =>
  createNodeId(`${type} >>> ${locale} >>> ${jsonId}`);

/**
 * The entry as its node holds it: references (`"x-link"`) to other collections' entries replaced by
 * the id of the same language's node, so GraphQL links them with `@link` (by node id: two nodes share
 * a `jsonId`); image paths (`"x-image"`), written relative to data/ as everywhere in the content, made
 * relative to the entry's own folder (data/team/, data/teachers/), where `@fileByRelativePath` starts from.
 */
const asNodeValues = (value: unknown, schema: JsonSchema | undefined, root: JsonSchema, target: (type: string, id: string) => string | undefined): unknown => {
  if (!schema || value === null || value === undefined) return value;
  const resolved = schema.$ref ? root.definitions?.[schema.$ref.split("/").pop() ?? ""] : schema;
  if (!resolved) return value;
  if (resolved["x-image"] === true && typeof value === "string") return `../${value}`;
  const link = resolved["x-link"];
  if (typeof link === "string") {
    const rewrite = (id: unknown) => (typeof id === "string" ? (target(link, id) ?? id) : id);
    return Array.isArray(value) ? value.map(rewrite) : rewrite(value);
  }
  if (Array.isArray(value)) return value.map((item) => asNodeValues(item, resolved.items, root, target));
  if (typeof value === "object" && resolved.properties) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, asNodeValues(field, resolved.properties?.[key], root, target)]));
  }
  return value;
};

/** One node per language for a collection's entry, each translated field in that language. */
const createEntryNodes = (siteDir: string, args: NodeArgs, spec: CollectionSpec, content: Record<string, unknown>): void => {
  const { node, actions, createNodeId, createContentDigest } = args;
  const schema = schemaOf(siteDir, spec.file);
  // The file node also carries Gatsby's own keys (and gatsby-transformer-json's jsonId): only the entry's fields go on.
  const entry = Object.fromEntries(Object.entries(content).filter(([key]) => key in (schema.properties ?? {}) && key !== "$schema"));
  const jsonId = String(entry.id);
  for (const locale of LOCALES) {
    const linked = asNodeValues(inLocale(entry, schema, schema, locale), schema, schema, (type, id) => {
      return collections.some((c) => c.type === type) ? entryNodeId(createNodeId, type, locale, id) : undefined;
    }) as Record<string, unknown>;
    const { id: _id, ...fields } = linked;
    const id = entryNodeId(createNodeId, spec.type, locale, jsonId);
    // Each Markdown text becomes a node of its own (below): the entry's field holds that node's id.
    const markdown = markdownProperties(schema).filter((name) => typeof fields[name] === "string");
    const texts = markdown.map((name) => ({ name, text: fields[name] as string, nodeId: markdownNodeId(createNodeId, spec.type, name, locale, jsonId) }));
    const entryNode = {
      ...fields,
      ...Object.fromEntries(texts.map(({ name, nodeId }) => [name, nodeId])),
      jsonId,
      locale,
      // Entries without an `order` (a fixed collection's pages, the timeline, events) get no position.
      ...(entry.order === undefined ? {} : { position: entry.order }),
      id,
      parent: node.id,
      children: [],
      internal: { type: spec.type, contentDigest: createContentDigest(linked) },
    };
    actions.createNode(entryNode);
    actions.createParentChildLink({ parent: node, child: entryNode as unknown as Node });
    for (const { name, text, nodeId } of texts) createMarkdownNode(args, entryNode as unknown as Node, markdownNodeType(spec.type, name), nodeId, locale, text);
  }
};

/** The node id of one language's text of an entry's Markdown property (an article's body in English). */
const markdownNodeId = (createNodeId: NodeArgs["createNodeId"], type: string, property: string, locale: Locale, jsonId: string): string =>
  createNodeId(`${markdownNodeType(type, property)} >>> ${locale} >>> ${jsonId}`);

/**
 * A Markdown text as gatsby-transformer-remark takes it: a child of its entry's node with the text as
 * its content and `text/markdown` as its media type; the transformer hangs a MarkdownRemark from it
 * (`childMarkdownRemark`), rendered at build.
 */
const createMarkdownNode = (args: NodeArgs, parent: Node, type: string, id: string, locale: Locale, text: string): void => {
  const { actions, createContentDigest } = args;
  const markdownNode = {
    id,
    locale,
    parent: parent.id,
    children: [],
    internal: { type, mediaType: MARKDOWN_MEDIA_TYPE, content: text, contentDigest: createContentDigest(text) },
  };
  actions.createNode(markdownNode);
  actions.createParentChildLink({ parent, child: markdownNode as unknown as Node });
};

/** One node per language for a document (data/site.json), each translated field in that language. */
const createDocument = (siteDir: string, args: NodeArgs, spec: CollectionSpec, content: Record<string, unknown>): void => {
  const { node, actions, createNodeId, createContentDigest } = args;
  const schema = schemaOf(siteDir, spec.file);
  // The file node also carries Gatsby's own keys; only the document's fields go on.
  const fields = Object.fromEntries(Object.entries(content).filter(([key]) => key in (schema.properties ?? {}) && key !== "$schema"));
  for (const locale of LOCALES) {
    const localized = inLocale(fields, schema, schema, locale) as Record<string, unknown>;
    const documentNode = {
      ...localized,
      locale,
      id: createNodeId(`${spec.type} >>> ${locale} >>> document`),
      parent: node.id,
      children: [],
      internal: { type: spec.type, contentDigest: createContentDigest(localized) },
    };
    actions.createNode(documentNode);
    actions.createParentChildLink({ parent: node, child: documentNode as unknown as Node });
  }
};

/** The SDL of every content type, generated from data/schemas. */
export const contentTypeDefinitions = (siteDir: string): string => contentModelToSdl(loadContentModel(path.join(siteDir, "data")), fileTypeName);

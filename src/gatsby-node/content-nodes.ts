/**
 * The content as Gatsby sees it: data/ checked before anything reads it, each collection file
 * turned into one node per entry, and the GraphQL types declared from the editors' JSON Schemas
 * (no inference).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Node, NodePluginArgs, Reporter } from "gatsby";
import { collectionForFileType, collections, documentForFileType, documents, fileTypeName } from "../content-model/collections";
import { contentModelToSdl } from "../content-model/json-schema-to-sdl";
import { loadContentModel } from "../content-model/load-content-model";
import { type ContentError, formatContentReport, validateContent } from "../lib/content/validate-content";
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

const readDataFile = (siteDir: string, file: string): Record<string, unknown> => readJson(path.join(siteDir, "data", `${file}.json`));

const dataPath = (file: string) => `data/${file}.json`;

/** Keeps the content of every file the validator found no mistake in. */
const rememberGoodContent = (siteDir: string, errors: readonly ContentError[]): void => {
  for (const { file } of [...collections, ...documents]) {
    if (!errors.some((error) => error.file === dataPath(file))) goodContent.set(file, readDataFile(siteDir, file));
  }
};

/** The validator's last list of errors, and the digest of data/'s JSON files it was given. */
let lastCheck: { digest: string; errors: ContentError[] } | undefined;

/** A digest of what the validator reads from a site: every JSON file of its data/ and data/schemas. */
const contentDigest = (siteDir: string): string => {
  const hash = createHash("sha256").update(`${siteDir}\0`);
  for (const dir of ["data", "data/schemas"]) {
    for (const name of fs
      .readdirSync(path.join(siteDir, dir))
      .filter((entry) => entry.endsWith(".json"))
      .sort()) {
      hash
        .update(`${dir}/${name}\0`)
        .update(fs.readFileSync(path.join(siteDir, dir, name)))
        .update("\0");
    }
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

export const isDataFile = (node: Node, siteDir: string): boolean =>
  node.internal.type === "File" && (node as Node & { dir?: string }).dir === path.join(siteDir, "data");

/**
 * What a file's nodes are made of: the file itself, or, under `gatsby develop` while the validator
 * finds a mistake in it, its last good copy; the other files follow their edits.
 */
const contentOf = (siteDir: string, file: string, fresh: Record<string, unknown> | undefined): Record<string, unknown> | undefined => {
  if (!watching) return fresh;
  const errors = contentErrors(siteDir);
  if (fresh && !errors.some((error) => error.file === dataPath(file))) return fresh;
  return goodContent.get(file) ?? fresh;
};

const parsedFile = (absolutePath: string): Record<string, unknown> | undefined => {
  try {
    return readJson(absolutePath);
  } catch {
    return undefined;
  }
};

type NodeArgs = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest"> & { node: Node };

/**
 * The nodes the pages read, from a file's node (gatsby-transformer-json's `CoursesFile`, `SiteFile`):
 * one node per entry of a collection (data/courses.json → one Course per item), one node for a
 * document (data/site.json → SiteSettings). A data file that is not JSON at all gets no node from
 * the transformer: under `gatsby develop` its last good content then hangs from the file itself.
 */
export const createContentNodes = (siteDir: string, args: NodeArgs): void => {
  const { node } = args;
  let file: string | undefined;
  let fresh: Record<string, unknown> | undefined = node;
  if (isDataFile(node, siteDir)) {
    file = (node as Node & { name?: string }).name;
    if (!watching || !file || parsedFile((node as Node & { absolutePath: string }).absolutePath)) return;
    fresh = undefined;
  }
  const collection = file ? collections.find((c) => c.file === file) : collectionForFileType(node.internal.type);
  const document = file ? documents.find((d) => d.file === file) : documentForFileType(node.internal.type);
  const spec = collection ?? document;
  if (!spec) return;
  const content = contentOf(siteDir, spec.file, fresh);
  if (!content) return;
  if (collection) splitCollection(args, collection.type, content);
  else createDocument(args, spec.type, content);
};

const createDocument = ({ node, actions, createNodeId, createContentDigest }: NodeArgs, type: string, content: Record<string, unknown>): void => {
  // The file node also carries Gatsby's own keys; only the document's fields go on.
  const fields = Object.fromEntries(Object.entries(content).filter(([key]) => !["$schema", "id", "parent", "children", "internal", "fields"].includes(key)));
  const documentNode = {
    ...fields,
    id: createNodeId(`${type} >>> document`),
    parent: node.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(documentNode);
  actions.createParentChildLink({ parent: node, child: documentNode as unknown as Node });
};

const splitCollection = ({ node, actions, createNodeId, createContentDigest }: NodeArgs, type: string, content: Record<string, unknown>): void => {
  const items = (content.items as Array<Record<string, unknown>> | undefined) ?? [];
  const entries = items.map((item, position) => {
    const { id: jsonId, ...fields } = item;
    const entry = {
      ...fields,
      jsonId,
      position,
      id: createNodeId(`${type} >>> ${String(jsonId ?? position)}`),
      parent: node.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(item) },
    };
    actions.createNode(entry);
    return entry;
  });
  // One link for all the entries. createParentChildLink stores the whole parent again (the
  // file node, with every entry under `items`) on each call, so linking entries one by one
  // costs n² in the number of entries. Listing the children first and storing the parent once,
  // with the last link, gives the same parent in one write.
  const last = entries.at(-1);
  if (!last) return;
  for (const entry of entries) if (!node.children.includes(entry.id)) node.children.push(entry.id);
  actions.createParentChildLink({ parent: node, child: last as unknown as Node });
};

/** The SDL of every content type, generated from data/schemas. */
export const contentTypeDefinitions = (siteDir: string): string => contentModelToSdl(loadContentModel(path.join(siteDir, "data")), fileTypeName);

/**
 * The content as Gatsby sees it: data/ checked before anything reads it, each collection file
 * turned into one node per entry, and the GraphQL types declared from the editors' JSON Schemas
 * (no inference).
 */
import path from "node:path";
import type { Node, NodePluginArgs, Reporter } from "gatsby";
import { collectionForFileType, fileTypeName } from "../schema/collections";
import { contentModelToSdl } from "../schema/json-schema-to-sdl";
import { loadContentModel } from "../schema/load-content-model";
import { formatContentReport, validateContent } from "../lib/content/validate-content";

/** Stops the start-up on any content error, before GraphQL sees the content. */
export const stopOnContentErrors = (siteDir: string, reporter: Reporter): void => {
  const errors = validateContent(path.join(siteDir, "data"), siteDir);
  if (errors.length === 0) return;
  // The editor gets one list of exact places to fix.
  // Written out unwrapped (Gatsby's reporter folds long lines at 80 columns, splitting each message).
  process.stderr.write(`\n${formatContentReport(errors)}\n\n`);
  reporter.panic(`The build stopped because of ${errors.length === 1 ? "1 content error" : `${errors.length} content errors`} in data/ (listed above).`);
};

/**
 * Checks data/ again after an edit while `gatsby develop` runs: reports the errors without
 * stopping, so the server keeps running with the last good page. True when the content is valid.
 */
export const recheckContent = (siteDir: string, reporter: Reporter): boolean => {
  const errors = validateContent(path.join(siteDir, "data"), siteDir);
  if (errors.length > 0) reporter.error(formatContentReport(errors));
  return errors.length === 0;
};

export const isDataFile = (node: Node, siteDir: string): boolean =>
  node.internal.type === "File" && (node as Node & { dir?: string }).dir === path.join(siteDir, "data");

type NodeArgs = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest"> & { node: Node };

/** One node per entry of a collection file (data/courses.json → one Course per item). */
export const splitCollectionNode = ({ node, actions, createNodeId, createContentDigest }: NodeArgs): void => {
  const collection = collectionForFileType(node.internal.type);
  if (!collection) return;
  const items = (node as Node & { items?: Array<Record<string, unknown>> }).items ?? [];
  const entries = items.map((item, position) => {
    const { id: jsonId, ...fields } = item;
    const entry = {
      ...fields,
      jsonId,
      position,
      id: createNodeId(`${collection.type} >>> ${String(jsonId ?? position)}`),
      parent: node.id,
      children: [],
      internal: { type: collection.type, contentDigest: createContentDigest(item) },
    };
    actions.createNode(entry);
    return entry;
  });
  // One link for all the entries. createParentChildLink stores the whole parent again (the
  // file node, with every entry under `items`) on each call, so linking entries one by one
  // costs n² (measured: 130 s of a 1,500-course build). Listing the children first and
  // storing the parent once, with the last link, gives the same parent in one write.
  const last = entries.at(-1);
  if (!last) return;
  for (const entry of entries) if (!node.children.includes(entry.id)) node.children.push(entry.id);
  actions.createParentChildLink({ parent: node, child: last as unknown as Node });
};

/** The SDL of every content type, generated from data/schemas. */
export const contentTypeDefinitions = (siteDir: string): string =>
  contentModelToSdl(loadContentModel(path.join(siteDir, "data")), fileTypeName);

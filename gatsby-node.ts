/**
 * Build-time Node APIs: checks the content before anything reads it, turns each
 * collection file into one node per entry, and declares the GraphQL types of the
 * content explicitly (no inference), generated from the editors' JSON Schemas.
 */
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { collectionForFileType, fileTypeName } from "./src/schema/collections";
import { contentModelToSdl } from "./src/schema/json-schema-to-sdl";
import { loadContentModel } from "./src/schema/load-content-model";
import { formatContentReport, validateContent } from "./src/lib/content/validate-content";

const DATA_DIR = path.join(__dirname, "data");

let bootstrapped = false;

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const errors = validateContent(DATA_DIR, __dirname);
  if (errors.length === 0) return;
  // Stop before GraphQL sees the content: the editor gets one list of exact places to fix.
  // Written out unwrapped (Gatsby's reporter folds long lines at 80 columns, splitting each message).
  process.stderr.write(`\n${formatContentReport(errors)}\n\n`);
  reporter.panic(`The build stopped because of ${errors.length === 1 ? "1 content error" : `${errors.length} content errors`} in data/ (listed above).`);
};

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true;
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createNodeId, createContentDigest, reporter }) => {
  // While `gatsby develop` runs, an edited data file is checked again; the server keeps running with the last good page.
  if (bootstrapped && node.internal.type === "File" && (node as Node & { dir?: string }).dir === DATA_DIR) {
    const errors = validateContent(DATA_DIR, __dirname);
    if (errors.length > 0) reporter.error(formatContentReport(errors));
  }

  const collection = collectionForFileType(node.internal.type);
  if (!collection) return;
  const items = (node as Node & { items?: Array<Record<string, unknown>> }).items ?? [];
  items.forEach((item, position) => {
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
    actions.createParentChildLink({ parent: node, child: entry as unknown as Node });
  });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentModelToSdl(loadContentModel(DATA_DIR), fileTypeName));
};

/**
 * Checks everything in `data/` before Gatsby reads it, so a content editor's mistake
 * stops the build with a message that names the file, the entry and the field,
 * instead of a GraphQL error three layers further down or, worse, a page that
 * silently renders without the entry.
 *
 * This module reads data/ from disk; the rules themselves are in check-content.ts, which the
 * CMS also runs in the browser. gatsby-node calls it at start-up (develop and build),
 * `npm run validate:content` calls it from the command line, and the unit tests call it on
 * temporary folders.
 */
import fs from "node:fs";
import path from "node:path";
import { collections } from "../../content-model/collections";
import { loadContentModel } from "../../content-model/load-content-model";
import { type ContentError, type ContentSnapshot, checkContent } from "./check-content";

export { type ContentError, formatContentError, formatContentReport } from "./check-content";

/** The JSON files of data/ that are content: those directly in it (documents) and those in a collection's folder (entries), by path in data/. */
export const contentFileNames = (dataDir: string): string[] => {
  const jsonIn = (dir: string): string[] => {
    const full = path.join(dataDir, dir);
    if (!fs.existsSync(full)) return [];
    return fs
      .readdirSync(full)
      .filter((name) => name.endsWith(".json") && fs.statSync(path.join(full, name)).isFile())
      .sort()
      .map((name) => (dir ? `${dir}/${name}` : name));
  };
  return [...jsonIn(""), ...collections.flatMap((spec) => jsonIn(spec.file))];
};

/** data/ read from disk: its JSON files, the schemas of the content model, and image lookups on disk. */
export const readContentSnapshot = (dataDir: string, projectDir = path.dirname(dataDir)): ContentSnapshot => {
  const files: Record<string, string> = {};
  for (const name of contentFileNames(dataDir)) files[name] = fs.readFileSync(path.join(dataDir, name), "utf8");
  return {
    dataPath: path.relative(projectDir, dataDir).split(path.sep).join("/"),
    files,
    schemas: Object.fromEntries(loadContentModel(dataDir).map(({ file, schema }) => [file, schema])),
    isFile: (pathInData) => {
      const target = path.resolve(dataDir, pathInData);
      return fs.existsSync(target) && fs.statSync(target).isFile();
    },
  };
};

/**
 * Validates every data file of the content model found in `dataDir`.
 * Returns all the errors found (an empty list when the content is good).
 */
export const validateContent = (dataDir: string, projectDir = path.dirname(dataDir)): ContentError[] => checkContent(readContentSnapshot(dataDir, projectDir));

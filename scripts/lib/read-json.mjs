/**
 * The scripts' JSON reader: they run on plain Node, which cannot import src/lib/files/file-io.ts,
 * so this is that module's readJson for them, with the same contract.
 */
import fs from "node:fs";

/** The parsed content of a JSON file; an error names the file. */
export const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${error.message}`);
  }
};

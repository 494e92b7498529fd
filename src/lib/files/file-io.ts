/**
 * Reading and writing the build's files: JSON read with the file's path in any error, and
 * files replaced in one step, so a server (gatsby develop, a host syncing public/) never sees
 * half of one.
 */
import fs from "node:fs";
import path from "node:path";

/** The parsed content of a JSON file; an error names the file. */
export const readJson = <T = unknown>(file: string): T => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
};

/** Writes `content` beside `target`, then renames it over `target`; creates the folder if needed. */
export const writeFileAtomic = async (target: string, content: string | Uint8Array): Promise<void> => {
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.tmp`;
  await fs.promises.writeFile(temporary, content);
  await fs.promises.rename(temporary, target);
};

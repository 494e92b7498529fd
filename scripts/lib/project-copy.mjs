/**
 * A throw-away copy of the project in the system's temporary folder, its node_modules a link to the
 * project's: a Gatsby process run there (the development server's check) writes its .cache/,
 * public/ and generated types in the copy, so it can run while the project builds, and content
 * edits made to test it never touch the working tree.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** What is left out: installed packages (linked instead), what builds and tests write, and git. */
const LEFT_OUT = new Set(["node_modules", ".cache", "public", "source-maps", ".git", ".tmp", "test-results", "playwright-report"]);

/** Copies `root` and returns the copy's path and a function that removes it. */
export function copyProject(root, prefix) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(root, copy, { recursive: true, filter: (source) => !LEFT_OUT.has(path.relative(root, source)) });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
  // A process that was just stopped may still be writing in it: retry, and leave it to the system's cleaning if it persists.
  const remove = () => {
    try {
      fs.rmSync(copy, { recursive: true, force: true, maxRetries: 5 });
    } catch {
      // The temporary folder is the system's to clean.
    }
  };
  return { copy, remove };
}

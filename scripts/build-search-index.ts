/**
 * `npm run build:search [-- --out DIR]`: the site search's index from the pages already in public/,
 * without a build (the build writes it itself, src/gatsby-node/post-build.ts), into public/pagefind/
 * or DIR. For `npm start`: gatsby develop renders its pages in the browser, so it has no HTML to
 * index, and scripts/start.sh runs this on the last build's pages (docs/search.md#in-development).
 */
import fs from "node:fs";
import path from "node:path";
import { htmlFilesIn } from "../src/gatsby-node/post-build";
import { SEARCH_INDEX_DIR, writeSearchIndex } from "../src/gatsby-node/search-index";

const root = path.resolve(__dirname, "..");
const publicDir = path.join(root, "public");
const outIndex = process.argv.indexOf("--out");
const outputPath = outIndex >= 0 && process.argv[outIndex + 1] ? path.resolve(root, process.argv[outIndex + 1]) : undefined;

const main = async () => {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error(`${path.relative(process.cwd(), publicDir)}/ holds no built pages: run \`npm run build\` once, then this again.`);
    process.exit(1);
  }
  const summary = await writeSearchIndex(publicDir, await htmlFilesIn(publicDir), outputPath);
  for (const [language, { pages, bytes }] of Object.entries(summary.languages)) {
    console.log(`${language}: ${pages} pages, ${(bytes / 1024).toFixed(1)} KB`);
  }
  console.log(`${path.relative(root, outputPath ?? path.join(publicDir, SEARCH_INDEX_DIR))}/ written in ${summary.ms} ms`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

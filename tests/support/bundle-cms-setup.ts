/**
 * Bundles /admin's script as the build does (src/gatsby-node/admin-page.ts) into the file the first
 * argument names: for tests that run it in a page (tests/integration/cms-setup-bundle.test.ts), where
 * esbuild itself cannot run (Jest's jsdom gives Node's Buffer another realm's Uint8Array).
 *
 *   tsx tests/support/bundle-cms-setup.ts <outfile>
 */
import path from "node:path";
import { bundleCmsSetup } from "../../src/gatsby-node/admin-page";

const outfile = process.argv[2];
if (!outfile) throw new Error("usage: tsx tests/support/bundle-cms-setup.ts <outfile>");
bundleCmsSetup(path.resolve(__dirname, "../.."), outfile).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * /admin, the CMS, written into public/admin/ at start-up (develop and build): a static page of its
 * own, outside Gatsby's pages, so no public page carries any of its code.
 * - decap-cms.js and its lazily loaded chunks, copied from the npm package (no CDN);
 * - cms-setup.js, src/cms/admin.ts bundled by esbuild with the content model, the backend settings
 *   and data/ as it is now (the save check's reference on the published site), and the site's React,
 *   design system and article components for the article preview;
 * - Manrope's file, the article preview's typeface;
 * - index.html, noindex, loading the two in order.
 * Its response headers (its own Content-Security-Policy) are in static/_headers.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";
import type { Reporter } from "gatsby";
import type { CmsBuildData } from "../cms/admin";
import { cmsSettings } from "../cms/cms-settings";
import { loadContentModel } from "../content-model/load-content-model";
import { collections } from "../content-model/collections";
import { readContentSnapshot } from "../lib/content/validate-content";
import { readSiteBasics } from "../lib/content/read-site";
import { startUpSwitches } from "../start-up/measurement-switches";
import { CHAKRA_THEME_ALIAS, chakraThemeFolder } from "../start-up/library-internals/chakra-theme-files";
import { ADMIN_PATH } from "../../supabase/functions/_shared/site-contract/route-map";

/** Decap's prebuilt bundle: the entry, its chunks (`123.decap-cms.js`), its WebAssembly and licence notes. */
const isDecapFile = (name: string): boolean => /^(\d+\.)?decap-cms\.js$/.test(name) || name.endsWith(".wasm") || name === "decap-cms.js.LICENSE.txt";

/** Manrope's file that src/theme/fonts.css names, served beside the CMS for the article preview. */
const PREVIEW_FONT = "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2";

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The page that loads the CMS, in Italian, titled with the firm's name. */
const adminHtml = (brandName: string): string => `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Gestione contenuti · ${escapeHtml(brandName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script src="${ADMIN_PATH}/cms-setup.js" defer></script>
<script src="${ADMIN_PATH}/decap-cms.js" defer></script>
</head>
<body>
<noscript>La gestione dei contenuti richiede JavaScript.</noscript>
</body>
</html>
`;

const filesUnder = (dir: string, base = dir): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join("/")];
  });

const buildData = (siteDir: string): CmsBuildData => {
  const dataDir = path.join(siteDir, "data");
  const snapshot = readContentSnapshot(dataDir, siteDir);
  return {
    model: loadContentModel(dataDir),
    settings: cmsSettings(),
    content: {
      files: snapshot.files,
      folders: collections.map((spec) => spec.file),
      images: filesUnder(path.join(dataDir, "images")).map((file) => `images/${file}`),
      schemas: snapshot.schemas,
    },
    previewFontUrl: `${ADMIN_PATH}/${path.basename(PREVIEW_FONT)}`,
  };
};

/**
 * What the site's modules expect of the bundle that carries them, as the site's webpack gives it
 * (src/gatsby-node/webpack.ts): the start-up switches as constants, Chakra's theme files under their
 * alias, React's production build; and "gatsby", which /admin does not run, as src/cms/gatsby-in-the-cms.tsx.
 */
const siteModulesInTheCms = (siteDir: string) => {
  const switches = startUpSwitches();
  return {
    define: {
      START_UP_ABLATED: JSON.stringify(switches.ablatedFlags),
      START_UP_TRIED: JSON.stringify(switches.triedFlags),
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    alias: { gatsby: path.join(siteDir, "src/cms/gatsby-in-the-cms.tsx"), [CHAKRA_THEME_ALIAS]: chakraThemeFolder("esm") },
  };
};

/** Bundles src/cms/admin.ts, with data/ and the settings as they are now, into `outfile` (cms-setup.js). */
export const bundleCmsSetup = async (siteDir: string, outfile: string): Promise<void> => {
  const siteModules = siteModulesInTheCms(siteDir);
  await build({
    entryPoints: [path.join(siteDir, "src/cms/admin.ts")],
    outfile,
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2021",
    platform: "browser",
    jsx: "automatic",
    alias: siteModules.alias,
    define: { ...siteModules.define, CMS_BUILD_DATA: JSON.stringify(buildData(siteDir)) },
    logLevel: "silent",
  });
};

const kib = (bytes: number): string => `${Math.round(bytes / 1024)} KiB`;

export const writeAdminPage = async (siteDir: string, reporter: Reporter): Promise<void> => {
  const outDir = path.join(siteDir, "public", ADMIN_PATH.slice(1));
  await fs.promises.mkdir(outDir, { recursive: true });

  // A direct dependency, so at the top of node_modules (Gatsby's bundling of gatsby-node leaves no require.resolve).
  const decapDir = path.join(siteDir, "node_modules/decap-cms/dist");
  const decapFiles = (await fs.promises.readdir(decapDir)).filter(isDecapFile);
  await Promise.all(decapFiles.map((name) => fs.promises.copyFile(path.join(decapDir, name), path.join(outDir, name))));
  await fs.promises.copyFile(path.join(siteDir, "node_modules", PREVIEW_FONT), path.join(outDir, path.basename(PREVIEW_FONT)));

  await bundleCmsSetup(siteDir, path.join(outDir, "cms-setup.js"));
  await fs.promises.writeFile(path.join(outDir, "index.html"), adminHtml(readSiteBasics(path.join(siteDir, "data"), "it").brandName));

  const size = (name: string) => fs.statSync(path.join(outDir, name)).size;
  const gzip = (name: string) => zlib.gzipSync(fs.readFileSync(path.join(outDir, name))).length;
  reporter.info(
    `${ADMIN_PATH}: decap-cms.js ${kib(size("decap-cms.js"))} (${kib(gzip("decap-cms.js"))} gzip) + ${decapFiles.length - 1} lazy files, ` +
      `cms-setup.js ${kib(size("cms-setup.js"))} (${kib(gzip("cms-setup.js"))} gzip)`,
  );
};

/**
 * What public/ needs once Gatsby has written the pages: each page's CSS gathered in <head>
 * (src/start-up/server-styles.ts), the holder of early presses before Gatsby's scripts
 * (src/start-up/place-press-holder.ts), the inline scripts minified
 * (src/start-up/minify-inline-scripts.ts), robots.txt with the configured site address,
 * the Content-Security-Policy of public/_headers completed with the hash of every inline script
 * in the built HTML, the Supabase project's origin and page analytics' endpoint's (see
 * static/_headers), the bundles' source maps moved out to source-maps/ (kept for reading stack traces, never published), and the
 * site search's index (src/gatsby-node/search-index.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { ADMIN_PATH } from "../../supabase/functions/_shared/site-contract/route-map";
import { completeHeadersFile, inlineScriptHashes } from "../lib/security/content-security-policy";
import { supabaseSettings } from "../lib/forms/supabase-client";
import { analyticsSettings } from "../lib/analytics/analytics-settings";
import { configuredSiteUrl, robotsTxt } from "../lib/seo/site-url";
import { hoistServerStyles } from "../start-up/server-styles";
import { placePressHolder } from "../start-up/place-press-holder";
import { constantPagePathScript } from "../start-up/page-path-script";
import { minifyInlineScripts, type MinifiedScripts } from "../start-up/minify-inline-scripts";
import { startUpSwitches } from "../start-up/measurement-switches";
import { buildSearchIndex } from "./search-index";

/**
 * Cloudflare Pages reads _headers lines up to this length; the CSP with its hashes is the longest.
 * Every inline script is the same on every page (the press holder keeps its per-page list in a JSON
 * block, Gatsby's page path is rewritten by page-path-script.ts), so the policy lists a handful of
 * hashes whatever the number of pages; a build over the limit stops instead of shipping a policy
 * a host would drop.
 */
const CLOUDFLARE_HEADER_LINE_LIMIT = 2000;

/**
 * Folders of public/ whose HTML files are not the site's pages: /admin (src/gatsby-node/admin-page.ts)
 * has its own scripts and policy; Gatsby's slices (`_gatsby/slices/`) are pieces it has already
 * stitched into every page; `page-data/` holds only data.
 */
const NOT_PAGES = [ADMIN_PATH.slice(1), "_gatsby", "page-data"];

/** The site's pages: every HTML file of public/ outside NOT_PAGES. */
export const htmlFilesIn = async (dir: string, publicDir = dir): Promise<string[]> => {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return NOT_PAGES.some((folder) => full === path.join(publicDir, folder)) ? Promise.resolve([]) : htmlFilesIn(full, publicDir);
      return Promise.resolve(entry.name.endsWith(".html") ? [full] : []);
    }),
  );
  return nested.flat();
};

/** Moves every `.map` file of public/ to `to`, keeping its path; returns how many. */
const moveSourceMaps = async (publicDir: string, to: string): Promise<number> => {
  const maps = (await fs.promises.readdir(publicDir, { recursive: true })).filter((file) => file.endsWith(".map"));
  for (const file of maps) {
    const target = path.join(to, file);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(path.join(publicDir, file), target);
  }
  return maps.length;
};

export const finishPublicFolder = async (publicDir: string, reporter: Reporter): Promise<void> => {
  await fs.promises.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(configuredSiteUrl()));
  const sourceMaps = path.join(publicDir, "..", "source-maps");
  reporter.info(`${await moveSourceMaps(publicDir, sourceMaps)} source maps moved from public/ to source-maps/`);

  const headersPath = path.join(publicDir, "_headers");
  const hashes = new Set<string>();
  const minified: MinifiedScripts = new Map();
  const htmlFiles = await htmlFilesIn(publicDir);
  // A measurement build may leave out some of the rewrites (src/start-up/measurement-switches.ts).
  const { ablatedFlags: without } = startUpSwitches();
  for (const file of htmlFiles) {
    // First the performance rewrites, so the holder's hash is part of the policy; minifying last, once the scripts are final.
    const original = await fs.promises.readFile(file, "utf8");
    const name = path.relative(publicDir, file);
    const styled = without.serverStylesInHead ? original : hoistServerStyles(original, name);
    const holding = without.heldPresses ? styled : placePressHolder(styled, name);
    const rewritten = constantPagePathScript(holding, name);
    const html = without.minifyInlineScripts ? rewritten : await minifyInlineScripts(rewritten, minified);
    if (html !== original) await fs.promises.writeFile(file, html);
    inlineScriptHashes(html).forEach((hash) => hashes.add(hash));
  }
  const template = await fs.promises.readFile(headersPath, "utf8");
  const headers = completeHeadersFile(template, {
    scriptHashes: hashes,
    supabaseUrl: supabaseSettings().url,
    analyticsEndpoint: analyticsSettings()?.endpoint ?? null,
  });
  await fs.promises.writeFile(headersPath, headers);
  const longest = Math.max(...headers.split("\n").map((line) => line.length));
  if (longest > CLOUDFLARE_HEADER_LINE_LIMIT) {
    throw new Error(
      `public/_headers has a ${longest}-character line (${hashes.size} inline script hashes): Cloudflare Pages ignores lines over ${CLOUDFLARE_HEADER_LINE_LIMIT} characters. An inline script now differs from page to page; make it the same on every page (see src/gatsby-node/post-build.ts).`,
    );
  }
  reporter.info(`public/_headers: Content-Security-Policy with ${hashes.size} inline script hashes; public/robots.txt written`);
  await buildSearchIndex(publicDir, htmlFiles, reporter);
};

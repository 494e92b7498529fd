/**
 * What Gatsby's runtime fetches for a page once it starts: the page's data, the site's data,
 * the static queries' results and the page template's chunks. Read from the build (page-data
 * and webpack.stats.json) so the loader can prefetch them with the entry scripts: at the
 * visitor's first activity nothing is left to download, only to run.
 */
import fs from "node:fs";
import path from "node:path";
import { readJson } from "../files/file-io";

/** A build file's JSON, or null when the build did not write it. */
const readBuildJson = <T>(file: string): T | null => (fs.existsSync(file) ? readJson<T>(file) : null);

/**
 * A reader of the URLs (site-relative) of the resources Gatsby's runtime loads for the page of a
 * built HTML file. The build's webpack stats are read once, not once per page.
 */
export function pageResourcesReader(publicDir: string): (html: string) => string[] {
  const stats = readBuildJson<{ namedChunkGroups?: Record<string, { assets?: Array<string | { name: string }> }> }>(path.join(publicDir, "webpack.stats.json"));
  return (html) => {
    const match = /window\.pagePath\s*=\s*"([^"]*)"/.exec(html);
    if (!match) return [];
    const pagePath = JSON.parse(`"${match[1]}"`) as string;
    const dataDir = pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "");
    const pageDataUrl = `/page-data/${dataDir}/page-data.json`;
    const pageData = readBuildJson<{ componentChunkName?: string; staticQueryHashes?: string[] }>(path.join(publicDir, pageDataUrl));
    if (!pageData) return [];
    const chunks = (stats?.namedChunkGroups?.[pageData.componentChunkName ?? ""]?.assets ?? [])
      .map((asset) => (typeof asset === "string" ? asset : asset.name))
      .filter((name) => name.endsWith(".js"))
      .map((name) => `/${name}`);
    const staticQueries = (pageData.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`);
    return [pageDataUrl, "/page-data/app-data.json", ...staticQueries, ...chunks];
  };
}

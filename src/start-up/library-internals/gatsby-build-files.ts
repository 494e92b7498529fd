/**
 * The files Gatsby writes beside the pages, read past its documentation: each page's data and the
 * webpack stats (see gatsby-build-output.ts, whose strict rules these readers follow: a missing file
 * or field stops the build, naming Gatsby).
 */
import fs from "node:fs";
import path from "node:path";
import { readJson } from "../../lib/files/file-io";
import { GatsbyOutputChanged } from "./gatsby-build-output";

/** Where Gatsby keeps a page's data: `/page-data/<path without slashes, "index" for the root>/page-data.json`. */
export const pageDataUrl = (pagePath: string): string => `/page-data/${pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "")}/page-data.json`;

/** The site's data, which the runtime fetches for every page. */
export const APP_DATA_URL = "/page-data/app-data.json";

/** A static query's result. */
export const staticQueryUrl = (hash: string): string => `/page-data/sq/d/${hash}.json`;

const readBuildFile = <T>(publicDir: string, file: string, what: string): T => {
  const full = path.join(publicDir, file);
  if (!fs.existsSync(full)) throw new GatsbyOutputChanged(`public${file.startsWith("/") ? "" : "/"}${file}`, `is missing (${what})`);
  return readJson<T>(full);
};

/** What a page's data names: its template's chunk group and its static queries. */
export function pageDataOf(publicDir: string, pagePath: string): { componentChunkName: string; staticQueryHashes: string[] } {
  const url = pageDataUrl(pagePath);
  const data = readBuildFile<{ componentChunkName?: unknown; staticQueryHashes?: unknown }>(publicDir, url, `the page data of ${pagePath}`);
  if (typeof data.componentChunkName !== "string" || !Array.isArray(data.staticQueryHashes)) {
    throw new GatsbyOutputChanged(`public${url}`, "has no componentChunkName (a string) and staticQueryHashes (a list)");
  }
  return { componentChunkName: data.componentChunkName, staticQueryHashes: data.staticQueryHashes as string[] };
}

/** A reader of the JavaScript files of a chunk group, from the webpack stats Gatsby writes (read once). */
export function chunkGroupScripts(publicDir: string): (group: string) => string[] {
  const stats = readBuildFile<{ namedChunkGroups?: Record<string, { assets?: Array<string | { name: string }> }> }>(
    publicDir,
    "webpack.stats.json",
    "the webpack stats Gatsby writes for its loader",
  );
  return (group) => {
    const assets = stats.namedChunkGroups?.[group]?.assets;
    if (!assets) throw new GatsbyOutputChanged("public/webpack.stats.json", `has no chunk group "${group}" with its assets`);
    return assets
      .map((asset) => (typeof asset === "string" ? asset : asset.name))
      .filter((name) => name.endsWith(".js"))
      .map((name) => `/${name}`);
  };
}

/**
 * The JavaScript a route loads before it is interactive, measured from the build itself (not from
 * Lighthouse), so the number is stable from run to run and each chunk can be blamed by name.
 *
 * Two sources, both needed before React hydrates the page:
 *  - "html": the route's built HTML, its `<script src>` tags and `<link rel="preload" as="script">`
 *    (or `modulepreload`) hrefs: webpack runtime, framework (React) and app;
 *  - "page": the chunk group of the page's template (`componentChunkName` in its page-data, looked up
 *    in `public/webpack.stats.json`). Gatsby 5 leaves these out of the HTML, but its loader fetches
 *    them, and waits for them, before hydration.
 * Each file is gzipped at level 9 from `public/`.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { readJson } from "../lib/read-json.mjs";

const ATTR = (name) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i");

function attr(tag, name) {
  const m = ATTR(name).exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** Script URLs the page loads before any interaction, in document order. */
export function scriptsInHtml(html) {
  const found = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, "src");
    if (src) found.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const as = (attr(tag, "as") ?? "").toLowerCase();
    const href = attr(tag, "href");
    if (!href) continue;
    if ((rel.includes("preload") && as === "script") || rel.includes("modulepreload")) found.push(href);
  }
  return found;
}

/** `/academy/` or `https://x/academy.js?v=1` → path of the file inside public/ (or null if external). */
function toPublicPath(url) {
  if (/^[a-z]+:\/\//i.test(url) || url.startsWith("//")) {
    const u = new URL(url, "http://x");
    if (!["127.0.0.1", "localhost"].includes(u.hostname)) return null;
    url = u.pathname;
  }
  return decodeURIComponent(url.split(/[?#]/)[0]).replace(/^\/+/, "");
}

/** The template's JS files (webpack chunk group), or [] when unknown. */
function templateChunks(publicDir, html) {
  // The page's path, on Gatsby's script-loader tag (see the post-build step that moves it there).
  const m = /<script id="gatsby-script-loader" data-page-path="([^"]*)"/.exec(html);
  if (!m) return { componentChunkName: null, files: [] };
  const pagePath = m[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  const pageDataDir = pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "");
  const pageDataFile = path.join(publicDir, "page-data", pageDataDir, "page-data.json");
  const statsFile = path.join(publicDir, "webpack.stats.json");
  if (!fs.existsSync(pageDataFile) || !fs.existsSync(statsFile)) return { componentChunkName: null, files: [] };
  const { componentChunkName } = readJson(pageDataFile);
  const stats = readJson(statsFile);
  const group = stats.namedChunkGroups?.[componentChunkName];
  const assets = group?.assets?.map((a) => (typeof a === "string" ? a : a.name)) ?? stats.assetsByChunkName?.[componentChunkName] ?? [];
  return { componentChunkName, files: assets.filter((a) => a.endsWith(".js")) };
}

/**
 * @param {string} publicDir absolute path of public/
 * @param {string} htmlFile the route's built HTML
 * @returns {{ chunks: Array<{ name: string, source: "html" | "page", gzipBytes: number, rawBytes: number }>,
 *   totalGzipBytes: number, htmlGzipBytes: number, componentChunkName: string | null, missing: string[] }}
 */
export function initialJs(publicDir, htmlFile) {
  const html = fs.readFileSync(htmlFile, "utf8");
  const seen = new Set();
  const chunks = [];
  const missing = [];
  const add = (rel, source) => {
    if (!rel || seen.has(rel)) return;
    seen.add(rel);
    const file = path.join(publicDir, rel);
    if (!fs.existsSync(file)) {
      missing.push(rel);
      return;
    }
    const raw = fs.readFileSync(file);
    chunks.push({ name: rel, source, rawBytes: raw.length, gzipBytes: zlib.gzipSync(raw, { level: 9 }).length });
  };
  for (const url of scriptsInHtml(html)) add(toPublicPath(url), "html");
  const { componentChunkName, files } = templateChunks(publicDir, html);
  for (const f of files) add(f.replace(/^\/+/, ""), "page");
  const sum = (list) => list.reduce((n, c) => n + c.gzipBytes, 0);
  return {
    chunks,
    totalGzipBytes: sum(chunks),
    htmlGzipBytes: sum(chunks.filter((c) => c.source === "html")),
    componentChunkName,
    missing,
  };
}

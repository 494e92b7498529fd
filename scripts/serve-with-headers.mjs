#!/usr/bin/env node
/**
 * Serves the built public/ folder the way Netlify or Cloudflare Pages would: with the
 * response headers of public/_headers (security headers, Content-Security-Policy), `/path`
 * answered by path/index.html and unknown paths by 404.html with status 404.
 * As on Cloudflare Pages, every rule matching a path adds its headers (a header set twice is sent
 * twice: two policies, both enforced), and `! Name` in a later rule drops what earlier rules set.
 * Used by tests/e2e/security-headers.e2e.ts; by hand: node scripts/serve-with-headers.mjs [port]
 */
import { createServer } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
const HOST = "127.0.0.1";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
};

/**
 * The rules of a _headers file: a path pattern on its own line, then its headers indented
 * ("  Name: value", or "  ! Name" to detach a header set by an earlier rule); `#` starts a comment.
 * `*` matches anything, `:name` one path segment.
 */
export const parseHeadersFile = (text) => {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (rule && line.trim().startsWith("!")) {
      rule.headers.push(["!", line.trim().slice(1).trim()]);
      continue;
    }
    const colon = line.indexOf(":");
    if (!rule || colon < 0) throw new Error(`_headers: a header outside a path rule: ${line.trim()}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
};

const patternToRegExp = (pattern) =>
  new RegExp(
    `^${pattern
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
      .join(".*")}$`,
  );

/** The headers for a request path: every matching rule, in file order, less the detached ones. */
export const headersFor = (rules, pathname) =>
  rules
    .filter((rule) => patternToRegExp(rule.pattern).test(pathname))
    .flatMap((rule) => rule.headers)
    .reduce(
      (headers, [name, value]) => (name === "!" ? headers.filter(([kept]) => kept.toLowerCase() !== value.toLowerCase()) : [...headers, [name, value]]),
      [],
    );

const resolveFile = (pathname) => {
  const clean = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  const candidate = path.join(ROOT, clean);
  if (!candidate.startsWith(ROOT)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = path.join(candidate, "index.html");
  if (existsSync(index)) return index;
  return null;
};

export const startServer = (port) => {
  const rules = parseHeadersFile(readFileSync(path.join(ROOT, "_headers"), "utf8"));
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", `http://${HOST}`);
    const file = resolveFile(pathname);
    const status = file ? 200 : 404;
    const body = readFileSync(file ?? path.join(ROOT, "404.html"));
    for (const [name, value] of headersFor(rules, pathname)) response.appendHeader(name, value);
    response.setHeader("Content-Type", (file ? TYPES[path.extname(file)] : TYPES[".html"]) ?? "application/octet-stream");
    response.setHeader("Cache-Control", "no-cache");
    response.writeHead(status);
    response.end(request.method === "HEAD" ? undefined : body);
  });
  return new Promise((resolve) => server.listen(port, HOST, () => resolve(server)));
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 9100);
  startServer(port).then(() => console.log(`public/ with its _headers on http://${HOST}:${port}`));
  const stop = () => process.exit(0);
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

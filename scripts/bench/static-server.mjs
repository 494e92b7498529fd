/**
 * A small static server for the built site in `public/`, used by the benchmark so Lighthouse
 * measures the pages as a CDN would deliver them: brotli (or gzip) for text, the right content
 * types, Gatsby's routes (`/academy` → `academy/index.html`), the nearest `404.html` up the path
 * with status 404 for unknown paths (`/en/…` gets the English one, as Cloudflare Pages serves it), and long-lived caching for hashed assets but `no-cache` for HTML and page-data.
 * `gatsby serve` does none of the compression or caching, which would skew the transfer sizes.
 * The server runs in a worker thread, so Lighthouse's own work in the main thread (trace
 * processing) never delays a response and inflates the measured server time.
 */
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

/** Types a CDN compresses on the fly; images, fonts and PDFs are already compressed. */
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".map", ".svg", ".xml", ".txt", ".webmanifest"]);

const IMMUTABLE = "public, max-age=31536000, immutable";
const NO_CACHE = "no-cache";

/** Hashed files at the root: `app-4f54cab37bb0daf90c8b.js`, `styles.666c8138c55b17f04c59.css`. */
const HASHED_ROOT_ASSET = /^\/[^/]+[-.][0-9a-f]{20}\.(js|css)$/;

function cacheControlFor(urlPath) {
  if (urlPath.startsWith("/static/")) return IMMUTABLE;
  if (HASHED_ROOT_ASSET.test(urlPath)) return IMMUTABLE;
  // HTML, page-data, app-data, favicon, PDFs, sw-like files: always revalidate.
  return NO_CACHE;
}

/** `br` when the client accepts it (and did not give it q=0), else `gzip`, else none. */
function pickEncoding(acceptEncoding = "") {
  const accepted = new Map();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a URL path to the file to send and the status, like a static host serving a Gatsby site:
 * `/academy` and `/academy/` → `academy/index.html`, a file as itself, anything else the nearest
 * `404.html` up its path (404): `/en/missing` → `en/404.html`, `/missing` → `404.html`.
 * @param {string} root absolute path of `public/`
 * @param {string} urlPath
 * @returns {{ file: string, status: number }}
 */
export function resolveRoute(root, urlPath) {
  const rootDir = path.resolve(root);
  const rootNotFound = { file: path.join(rootDir, "404.html"), status: 404 };
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return rootNotFound;
  }
  const normalized = path.posix.normalize(decoded);
  const candidate = path.join(rootDir, normalized);
  if (candidate !== rootDir && !candidate.startsWith(rootDir + path.sep)) return rootNotFound;
  const notFound = () => {
    for (let dir = path.dirname(candidate); dir.startsWith(rootDir); dir = path.dirname(dir)) {
      const file = path.join(dir, "404.html");
      if (isFile(file)) return { file, status: 404 };
      if (dir === rootDir) break;
    }
    return rootNotFound;
  };
  if (normalized.endsWith("/")) {
    const index = path.join(candidate, "index.html");
    return isFile(index) ? { file: index, status: 200 } : notFound();
  }
  if (isFile(candidate)) return { file: candidate, status: 200 };
  const index = path.join(candidate, "index.html");
  if (isFile(index)) return { file: index, status: 200 };
  return notFound();
}

/** The server itself, in the current thread. */
async function serve(root) {
  const rootDir = path.resolve(root);
  /** Compressed bodies, computed once per file and encoding (a CDN caches them too). */
  const compressedCache = new Map();
  const resolve = (urlPath) => resolveRoute(rootDir, urlPath);

  function compressed(file, encoding) {
    const key = `${encoding}:${file}`;
    const stat = fs.statSync(file);
    const hit = compressedCache.get(key);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.body;
    const raw = fs.readFileSync(file);
    const body =
      encoding === "br"
        ? zlib.brotliCompressSync(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : zlib.gzipSync(raw, { level: 9 });
    compressedCache.set(key, { body, mtimeMs: stat.mtimeMs, size: stat.size });
    return body;
  }

  const server = http.createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" });
      res.end();
      return;
    }
    const urlPath = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const { file, status } = resolve(urlPath);
    if (!isFile(file)) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Not found\n");
      return;
    }
    const ext = path.extname(file).toLowerCase();
    const headers = {
      "Content-Type": CONTENT_TYPES[ext] ?? "application/octet-stream",
      "Cache-Control": status === 200 ? cacheControlFor(urlPath) : NO_CACHE,
    };
    let body;
    if (COMPRESSIBLE.has(ext)) {
      headers.Vary = "Accept-Encoding";
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      if (encoding) {
        headers["Content-Encoding"] = encoding;
        body = compressed(file, encoding);
      }
    }
    body ??= fs.readFileSync(file);
    headers["Content-Length"] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  });

  await new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(0, "127.0.0.1", ok);
  });
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());

  function warm() {
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else {
          const ext = path.extname(entry.name).toLowerCase();
          if (COMPRESSIBLE.has(ext) && ext !== ".map") {
            compressed(p, "br");
            compressed(p, "gzip");
          }
        }
      }
    };
    walk(rootDir);
  }

  return {
    port,
    warm,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}

/**
 * Starts the server on 127.0.0.1 and a free port chosen by the OS, in a worker thread.
 * @param {string} root absolute path of `public/`
 * @returns {Promise<{ origin: string, port: number, resolve: (urlPath: string) => { file: string, status: number },
 *   warm: () => Promise<void>, close: () => Promise<void> }>}
 */
export async function startStaticServer(root) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { staticServerRoot: path.resolve(root) } });
  const request = (type) =>
    new Promise((ok, fail) => {
      const onMessage = (msg) => {
        if (msg?.type !== `${type}:done`) return;
        worker.off("message", onMessage);
        worker.off("error", fail);
        ok(msg);
      };
      worker.on("message", onMessage);
      worker.once("error", fail);
      if (type !== "listen") worker.postMessage({ type });
    });
  const { port } = await request("listen");
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    resolve: (urlPath) => resolveRoute(root, urlPath),
    /** Compresses every text file once up front, so the first Lighthouse run does not pay for it. */
    warm: async () => {
      await request("warm");
    },
    close: async () => {
      await request("close");
      await worker.terminate();
    },
  };
}

if (!isMainThread && workerData?.staticServerRoot) {
  const server = await serve(workerData.staticServerRoot);
  parentPort.on("message", async (msg) => {
    if (msg?.type === "warm") {
      server.warm();
      parentPort.postMessage({ type: "warm:done" });
    } else if (msg?.type === "close") {
      await server.close();
      parentPort.postMessage({ type: "close:done" });
    }
  });
  parentPort.postMessage({ type: "listen:done", port: server.port });
}

#!/usr/bin/env node
/**
 * The CMS's local server under `npm start`: decap-server's file-system mode (its own
 * `registerLocalFs`, on its own express) on 127.0.0.1:PORT, answering only the CMS page of this
 * machine. decap-server writes any file of the working tree, `.git/hooks` included, for whoever
 * reaches its port, and checks neither Host nor Origin (its CORS headers only stop a foreign page
 * from reading the answer, not the write). So every request must carry:
 *
 * - Host 127.0.0.1:PORT or localhost:PORT: a page that reaches the port through DNS rebinding
 *   sends its own host name;
 * - an Origin among CMS_ALLOWED_ORIGINS (the development server, where /admin runs): another site
 *   sends its own, and a request with none comes from no page of ours.
 *
 *   PORT=8081 GIT_REPO_DIRECTORY=. CMS_ALLOWED_ORIGINS=http://127.0.0.1:8000,http://localhost:8000 node scripts/cms-server.mjs
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const decapServer = require.resolve("decap-server");
const express = createRequire(decapServer)("express");
// decap-server's package exports nothing (its main starts a server of its own): its file-system
// middleware is reached by its file, the one private path of this script. If a release moves it,
// stop with a message that says so rather than an opaque stack.
const { registerLocalFs } = (() => {
  try {
    return require("decap-server/dist/middlewares.js");
  } catch (error) {
    process.stderr.write(`[cms] decap-server no longer has dist/middlewares.js (${error.message}): adapt scripts/cms-server.mjs to its new layout\n`);
    process.exit(2);
  }
})();
if (typeof registerLocalFs !== "function") {
  process.stderr.write("[cms] decap-server's dist/middlewares.js no longer exports registerLocalFs: adapt scripts/cms-server.mjs to its new layout\n");
  process.exit(2);
}

const port = Number(process.env.PORT ?? 8081);
const allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
const allowedOrigins = new Set(
  (process.env.CMS_ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean),
);
if (!Number.isInteger(port) || allowedOrigins.size === 0) {
  process.stderr.write("[cms] set PORT and CMS_ALLOWED_ORIGINS (the origins of the page that serves /admin)\n");
  process.exit(2);
}

const app = express();
app.use((req, res, next) => {
  const host = req.headers.host?.toLowerCase();
  const origin = req.headers.origin;
  if (host && allowedHosts.has(host) && origin && allowedOrigins.has(origin)) return next();
  res.status(403).json({ error: "Only the CMS page of this machine may use this server." });
});
await registerLocalFs(app, { logLevel: process.env.LOG_LEVEL ?? "info" });
app.listen(port, "127.0.0.1", () => process.stdout.write(`[cms] decap-server on http://127.0.0.1:${port}, for ${[...allowedOrigins].join(", ")}\n`));

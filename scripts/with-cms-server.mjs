#!/usr/bin/env node
/**
 * `node scripts/with-cms-server.mjs <command…>`: runs <command> (npm start: gatsby develop) beside
 * decap-server, the CMS's local backend, so /admin edits the files of this working tree with no
 * account. decap-server (scripts/cms-server.mjs) listens on 127.0.0.1:CMS_LOCAL_PORT (8081, the port
 * /admin is built to call, src/cms/cms-settings.ts), writes only inside the repository, and answers
 * only /admin as the development server serves it (127.0.0.1 or localhost, port $PORT or 8000).
 * When either ends, both stop.
 */
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.CMS_LOCAL_PORT ?? 8081);
/** Where /admin runs: gatsby develop's port, as scripts/start.sh gives it. */
const SITE_PORT = Number(process.env.PORT ?? 8000);
const command = process.argv.slice(2);
if (command.length === 0) {
  process.stderr.write("usage: node scripts/with-cms-server.mjs <command…>\n");
  process.exit(2);
}

const portInUse = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => socket.end(() => resolve(true)));
    socket.once("error", () => resolve(false));
  });

if (await portInUse(PORT)) {
  process.stderr.write(`[cms] 127.0.0.1:${PORT} is already in use: stop what listens there, or set CMS_LOCAL_PORT for both the build and npm start.\n`);
  process.exit(1);
}

const children = [
  spawn(process.execPath, [path.join(ROOT, "scripts/cms-server.mjs")], {
    cwd: ROOT,
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: ROOT,
      PORT: String(PORT),
      CMS_ALLOWED_ORIGINS: `http://127.0.0.1:${SITE_PORT},http://localhost:${SITE_PORT}`,
    },
    stdio: ["ignore", "inherit", "inherit"],
  }),
  spawn(command[0], command.slice(1), { cwd: ROOT, stdio: "inherit" }),
];
process.stdout.write(`[cms] /admin edits this working tree through decap-server on http://127.0.0.1:${PORT}\n`);

let stopping = false;
const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
};
for (const child of children) child.once("exit", (code) => stopAll(code ?? 1));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));

/**
 * The benchmarks' builds: `gatsby build` (after `gatsby clean` when asked) in the project, with the
 * local backend's public values, and a copy of public/ for a benchmark that serves several builds side
 * by side. Source maps are already out of public/ (src/gatsby-node/post-build.ts).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { localSiteEnv } from "../backend/local-env.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const PUBLIC_DIR = path.join(ROOT, "public");

function gatsby(command, env, stdout) {
  return new Promise((ok, fail) => {
    const child = spawn("npx", ["gatsby", command], { cwd: ROOT, stdio: ["ignore", stdout, process.stderr], env });
    child.on("error", fail);
    child.on("exit", (code, signal) => (code === 0 ? ok() : fail(new Error(`gatsby ${command} failed (${signal ?? `exit code ${code}`})`))));
  });
}

/**
 * Builds the site with `switches` (environment variables) over the local backend's values and the
 * process's own; resolves with the seconds it took. `clean` starts from scratch: Gatsby writes again only
 * the pages whose data changed, so a build over another build's .cache and public/ keeps that one's HTML.
 * `stdout`: where Gatsby's progress goes ("ignore", "inherit" or a stream); errors always reach stderr.
 */
export async function buildSite({ switches = {}, clean = false, stdout = "ignore" } = {}) {
  const env = { ...localSiteEnv(), ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...switches };
  const started = Date.now();
  if (clean) await gatsby("clean", env, stdout);
  await gatsby("build", env, stdout);
  return Math.round((Date.now() - started) / 1000);
}

/** Replaces `dir` with a copy of public/. */
export function copyBuiltSite(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(PUBLIC_DIR, dir, { recursive: true });
}

/**
 * The backend a served build calls, for the benchmarks that drive Chromium on a build (run-bench.mjs,
 * ablation.mjs, compare-start-up.mjs). Every page's tracker posts its page view to the collector the
 * build names once the browser is idle after load (docs/analytics.md); deployed, the collector answers.
 * With nothing listening there, Chromium logs a refused connection and Lighthouse's best practices lose
 * errors-in-console on every page: the run would measure a site no visitor gets.
 *
 * So, for the run, the project's real backend (scripts/backend/lib/throwaway-stack.mjs: PostgreSQL,
 * maildev and Deno serving the functions) listens where the build calls, admitting the origins the
 * build is served from; or, when something already listens there (`npm start`'s backend), that one is
 * used, if its collector admits those origins. Where the build calls is read from the build itself,
 * the connect-src of its _headers (src/gatsby-node/post-build.ts), so a build made for another local
 * port (the end-to-end backend's) is served its own.
 */
import fs from "node:fs";
import path from "node:path";

import { ANALYTICS_FUNCTION, EVENT_API_PATH } from "../../supabase/functions/_shared/site-contract/analytics.ts";
import { isPortInUse } from "../backend/lib/stack.mjs";
import { startThrowawayStack } from "../backend/lib/throwaway-stack.mjs";
import { BUSY_LIMIT, backgroundCpuBusy } from "./cpu-busy.mjs";

/** The hosts the stack answers on: it listens on 127.0.0.1, where `localhost` leads too. */
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost"]);

/** How long the machine may take to quieten down after the stack's start, before the first measurement. */
const SETTLE_MS = 20_000;

const isLocalHttp = (source) => {
  try {
    const url = new URL(source);
    return url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
};

/** The Content-Security-Policy of the site's pages (the `/*` rule) in a _headers file. */
function sitePolicy(headers) {
  let inSiteRule = false;
  for (const line of headers.split("\n")) {
    if (line.startsWith("#") || !line.trim()) continue;
    if (!/^\s/.test(line)) {
      inSiteRule = line.trim() === "/*";
      continue;
    }
    const policy = inSiteRule && /^\s+Content-Security-Policy:\s*(.*)$/i.exec(line);
    if (policy) return policy[1];
  }
  return null;
}

/**
 * The backend a build calls, from its _headers' text: the one origin besides 'self' in the connect-src
 * of the site's pages (the Supabase project the forms call, whose collector takes the page views).
 * Throws when the build calls something this machine cannot stand in for: a backend elsewhere (a run
 * would send its page views there), or two backends.
 * @param {string} headers
 * @returns {{ origin: string, port: number }}
 */
export function backendOfBuild(headers) {
  const policy = sitePolicy(headers);
  if (policy === null) throw new Error("its _headers has no Content-Security-Policy for /*: not a build of this site?");
  const connect = policy
    .split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === "connect-src");
  const origins = [...new Set((connect ?? []).slice(1).filter((source) => source !== "'self'"))];
  const far = origins.filter((origin) => !isLocalHttp(origin));
  if (far.length) {
    throw new Error(
      `it calls ${far.join(" and ")} (the connect-src of its _headers), not a backend on this machine's 127.0.0.1: ` +
        "a run would send its page views there. Measure a build made for the local backend (npm run bench builds one; " +
        "without GATSBY_SUPABASE_URL and GATSBY_ANALYTICS_ENDPOINT a build is).",
    );
  }
  if (origins.length !== 1) {
    throw new Error(
      origins.length
        ? `it calls ${origins.join(" and ")} (the connect-src of its _headers): the benchmark starts one backend, build it for one.`
        : "the connect-src of its _headers names no backend: not a build of this site?",
    );
  }
  const url = new URL(origins[0]);
  return { origin: url.origin, port: Number(url.port || 80) };
}

/** The backend the build in `dir` calls (backendOfBuild), its folder named in any error. */
function backendOfBuildIn(dir) {
  const file = path.join(dir, "_headers");
  try {
    return backendOfBuild(fs.readFileSync(file, "utf8"));
  } catch (error) {
    const why = error?.code === "ENOENT" ? "it has no _headers: not a build of this site?" : error.message;
    throw new Error(`The build in ${dir} cannot be measured: ${why}`);
  }
}

/** The origins among `siteOrigins` whose page views the collector at `backendOrigin` would refuse (its CORS preflight not a 204). */
async function originsRefused(backendOrigin, siteOrigins) {
  const refused = [];
  for (const origin of siteOrigins) {
    const answer = await fetch(`${backendOrigin}/functions/v1/${ANALYTICS_FUNCTION}${EVENT_API_PATH}`, {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (answer?.status !== 204) refused.push(origin);
  }
  return refused;
}

/** Waits for a second in which other work keeps the CPUs under BUSY_LIMIT (at most SETTLE_MS): the stack's start must not count as the first run's background work. */
async function settle(log) {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const busy = await backgroundCpuBusy();
    if (busy === null || busy <= BUSY_LIMIT) return;
    if (Date.now() > deadline) {
      log(`  The CPUs are still ${Math.round(busy * 100)}% busy ${SETTLE_MS / 1000} s after the backend's start: measuring anyway.`);
      return;
    }
  }
}

/** The stacks this process started (or is starting), stopped by stopSiteBackend whatever the way out. */
const stacks = new Set();

/**
 * Makes the backend the builds in `siteDirs` call answer for the run, to pages served from
 * `siteOrigins` (http://127.0.0.1:<port>): starts the project's own there, or uses the one already
 * listening, saying so on `log`. The builds measured together must call one backend. Resolves once it
 * answers and the machine has settled; stopSiteBackend() ends what it started.
 * @param {{ siteDirs: string[], siteOrigins: string[], log: (...args: unknown[]) => void }} options
 * @returns {Promise<{ origin: string, started: boolean }>}
 */
export async function startSiteBackend({ siteDirs, siteOrigins, log }) {
  const [first, ...others] = siteDirs.map((dir) => ({ dir, ...backendOfBuildIn(dir) }));
  const other = others.find((b) => b.origin !== first.origin);
  if (other) throw new Error(`The builds in ${first.dir} and ${other.dir} call different backends (${first.origin}, ${other.origin}): build them for one.`);
  const { origin, port } = first;
  if (await isPortInUse(port)) {
    const refused = await originsRefused(origin, siteOrigins);
    if (refused.length) {
      throw new Error(
        `The build calls ${origin}, where a backend already listens (npm start's, or the end-to-end tests'?) whose collector refuses ` +
          `the page views of ${refused.join(", ")} (its ALLOWED_ORIGINS): every page would log the refusal. Stop it, and the benchmark starts its own for the run.`,
      );
    }
    log(`The build calls ${origin}: using the backend already listening there (npm start's?); its collector admits ${siteOrigins.join(", ")}.`);
    return { origin, started: false };
  }
  log(`The build calls ${origin}: starting the project's backend there for the run (PostgreSQL, maildev and Deno, in the background) …`);
  const began = Date.now();
  const starting = startThrowawayStack({
    name: "bench",
    fast: true,
    functionsPort: port,
    allowedOrigins: siteOrigins.join(","),
    // The benchmark is one client making the visits of many: its page views must not reach the allowance of one.
    env: { ANALYTICS_EVENTS_PER_CLIENT_PER_MINUTE: "1000000" },
  });
  stacks.add(starting);
  try {
    await starting;
  } catch (error) {
    stacks.delete(starting);
    throw error;
  }
  log(`  Backend ready in ${Math.round((Date.now() - began) / 1000)} s; its collector admits ${siteOrigins.join(", ")}.`);
  await settle(log);
  return { origin, started: true };
}

/** Stops the backends this process started, one still starting too (it is awaited first); safe to call again. */
export async function stopSiteBackend() {
  for (const starting of [...stacks]) {
    stacks.delete(starting);
    const stack = await starting.catch(() => null);
    await stack?.stop();
  }
}

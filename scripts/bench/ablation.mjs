#!/usr/bin/env node
/**
 * What each start-up mechanism is worth (issue 44: "measured, or gone"): the site built once with
 * every mechanism, once with each mechanism turned off alone and once with each candidate turned on
 * alone (START_UP_ABLATE / START_UP_TRY, src/start-up/measurement-switches.ts), each build measured
 * the same way, and a Markdown table of each build's difference from the complete one ("none").
 *
 *   npx tsx scripts/bench/ablation.mjs [--only static-content,icon-sprite] [--runs N] [--skip-build]
 *     [--routes /servizi,/academy] [--rates 1,4] [--controls a,b] [--scenarios a,b] [--tables FILE]
 *
 * For each build: `gatsby clean` and `gatsby build` with its switch, public/ copied (without source
 * maps) to .tmp/ablation/<name>/ and the switch, commit and time written beside it (<name>.json);
 * "none" is built last, so public/ is left a complete build. Then, in rounds, one Chromium at a time,
 * the builds taking turns (each round starts one build further on, so that no build is always measured
 * first or last), each build served as run-bench.mjs serves one (all of them for the whole run, each at its
 * own origin, with the backend they call answering their page views: scripts/bench/site-backend.mjs):
 *  - Lighthouse (mobile defaults) on each route: performance score, FCP, LCP, TBT;
 *  - the first press (first-press.mjs) on each control of those routes, at each CPU rate;
 *  - the busy visitor (busy-visitor.mjs) in the scenarios of those routes: by default a scroll and a
 *    press at once and 300 ms later, two presses 150 ms apart, and a hand that moves and presses.
 * Italian pages only; the content is read from the work tree, as the benchmarks do.
 *
 * Standard output: the tables (medians; interactions as median (max), a lost press counted as
 * infinitely slow); standard error: progress. The raw runs go to bench/results/ablation-<time>.json.
 * Run it alone, on a quiet machine: it takes hours (docs/performance.md, "Running the benchmarks").
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";

import { ABLATE_VARIABLE, CANDIDATES, MECHANISMS, TRY_VARIABLE } from "../../src/start-up/measurement-switches.ts";
import { normalisePath, pageAtPath } from "../../supabase/functions/_shared/site-contract/route-map.ts";
import { ROOT, buildSite, copyBuiltSite } from "./site-build.mjs";
import { BUSY_LIMIT, backgroundCpuBusy } from "./cpu-busy.mjs";
import { runLighthouse } from "./lighthouse-run.mjs";
import { startStaticServer } from "./static-server.mjs";
import { startSiteBackend, stopSiteBackend } from "./site-backend.mjs";
import { idList, routeList, runCount } from "./cli-lists.mjs";
import { CONTROLS, CPU_RATES, closeFirstPressBrowser, median, runFirstPress, siteData } from "./first-press.mjs";
import { REFERENCE, ablationTables } from "./ablation-tables.mjs";
import { SCENARIO_IDS, SCENARIO_ROUTE_KEYS, closeBusyVisitorBrowser, runBusyVisitor } from "./busy-visitor.mjs";

const BUILDS_DIR = path.join(ROOT, ".tmp", "ablation");
const RESULTS_DIR = path.join(ROOT, "bench", "results");
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const LOCALE = "it";

const DEFAULT_ROUTES = ["/servizi", "/academy"];
/** The busy visitor's scenarios measured on each route unless --scenarios names others (ids end so). */
const DEFAULT_SCENARIO_KINDS = ["scroll-press-0", "scroll-press-300", "twice", "hand"];

/** Every build the runner knows: the complete one, each mechanism off, each candidate on. */
const VARIANTS = [
  { name: REFERENCE, label: "none (every mechanism)", env: {} },
  ...Object.keys(MECHANISMS).map((name) => ({ name, label: `${name} off`, env: { [ABLATE_VARIABLE]: name } })),
  ...Object.keys(CANDIDATES).map((name) => ({ name, label: `${name} on`, env: { [TRY_VARIABLE]: name } })),
];

const USAGE = `Usage: npx tsx scripts/bench/ablation.mjs [options]
  --only a,b          only these builds besides "none" (default all: ${VARIANTS.slice(1)
    .map((v) => v.name)
    .join(", ")})
  --runs N            rounds: each build measured N times, the builds taking turns (default 5)
  --skip-build        measure the builds already in .tmp/ablation/ instead of building them
  --routes /a,/b      the pages (default ${DEFAULT_ROUTES.join(",")}): Lighthouse on each, the first press and
                      the busy visitor on the controls and scenarios of each
  --rates 1,4         CPU throttling rates of the first press and the busy visitor (default ${CPU_RATES.join(",")})
  --controls a,b      first-press controls instead of those of the routes
  --scenarios a,b     busy-visitor scenarios instead of the default ones of the routes (${DEFAULT_SCENARIO_KINDS.join(", ")})
  --tables FILE       only print the tables of a saved run (bench/results/ablation-….json)
  --help              this text`;

const log = (...args) => console.error(...args);
const finite = (values) => values.filter((v) => v != null && Number.isFinite(v));

function parseArgs(argv) {
  const opts = { only: null, runs: 5, build: true, routes: DEFAULT_ROUTES, rates: CPU_RATES, controls: null, scenarios: null, tables: null };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case "--only":
        opts.only = idList(
          flag,
          value(),
          VARIANTS.slice(1).map((v) => v.name),
          "switches",
        );
        break;
      case "--runs":
        opts.runs = runCount(flag, value());
        break;
      case "--skip-build":
        opts.build = false;
        break;
      case "--routes":
        opts.routes = routeList(value()).map(normalisePath);
        for (const route of opts.routes) if (!pageAtPath(route)) throw new Error(`--routes: ${route} is no page of the route map`);
        break;
      case "--rates":
        opts.rates = idList(flag, value(), CPU_RATES.map(String), "CPU rates").map(Number);
        break;
      case "--controls":
        opts.controls = idList(
          flag,
          value(),
          CONTROLS.map((c) => c.id),
          "first-press controls",
        );
        break;
      case "--scenarios":
        opts.scenarios = idList(flag, value(), SCENARIO_IDS, "busy-visitor scenarios");
        break;
      case "--tables":
        opts.tables = path.resolve(String(value() ?? ""));
        if (!fs.existsSync(opts.tables)) throw new Error(`--tables: ${opts.tables} does not exist`);
        break;
      case "--help":
      case "-h":
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown option ${argv[i]}\n${USAGE}`);
    }
  }
  return opts;
}

// ---------- builds ----------

const buildDir = (variant) => path.join(BUILDS_DIR, variant.name);
const stampFile = (variant) => `${buildDir(variant)}.json`;

const headCommit = () => {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: ROOT, encoding: "utf8" }).trim() !== "";
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return "unknown";
  }
};

/** One build from scratch (`gatsby clean` first), with only this variant's switches set. */
async function build(variant) {
  log(`\nBuilding "${variant.name}" (${variant.label}): gatsby clean, gatsby build …`);
  // The build's output goes to standard error with the progress: standard output holds the tables only.
  const seconds = await buildSite({ switches: { [ABLATE_VARIABLE]: "", [TRY_VARIABLE]: "", ...variant.env }, clean: true, stdout: process.stderr });
  copyBuiltSite(buildDir(variant));
  const stamp = { name: variant.name, switches: variant.env, commit: headCommit(), builtAt: new Date().toISOString(), seconds };
  fs.writeFileSync(stampFile(variant), `${JSON.stringify(stamp, null, 2)}\n`);
  log(`Built "${variant.name}" in ${stamp.seconds} s, copied to ${path.relative(ROOT, buildDir(variant))}/`);
}

function existingBuild(variant) {
  if (!fs.existsSync(path.join(buildDir(variant), "index.html")) || !fs.existsSync(stampFile(variant))) {
    throw new Error(`--skip-build: ${path.relative(ROOT, buildDir(variant))}/ or its .json is missing: run once without --skip-build`);
  }
  const stamp = JSON.parse(fs.readFileSync(stampFile(variant), "utf8"));
  if (JSON.stringify(stamp.switches) !== JSON.stringify(variant.env))
    throw new Error(`${path.relative(ROOT, stampFile(variant))} was built with other switches`);
  return stamp;
}

// ---------- measuring ----------

/** The page of the route map each route is, in Italian, and what is measured there. */
function plan(opts, siteDir) {
  const keys = opts.routes.map((route) => pageAtPath(route).key);
  const data = siteData(ROOT, siteDir, LOCALE);
  const controls = opts.controls ?? CONTROLS.filter((control) => opts.routes.includes(control.route(data))).map((control) => control.id);
  const scenarios =
    opts.scenarios ?? SCENARIO_IDS.filter((id) => keys.includes(SCENARIO_ROUTE_KEYS[id]) && DEFAULT_SCENARIO_KINDS.some((kind) => id.endsWith(`-${kind}`)));
  return { controls, scenarios };
}

/** Lighthouse, the first press and the busy visitor, once each, on one build served by `server`. */
async function measureOnce(variant, server, opts, measured, into) {
  into.cpuBusy.push(await backgroundCpuBusy());
  for (const route of opts.routes) {
    let result = null;
    for (let attempt = 1; attempt <= 2 && !result; attempt++) {
      try {
        result = await runLighthouse(server.origin + route, { chromePath: CHROME_PATH });
      } catch (error) {
        log(`  ${variant.name} Lighthouse ${route} attempt ${attempt} failed: ${String(error?.message ?? error).split("\n")[0]}`);
      }
    }
    (into.lighthouse[route] ??= []).push(result);
    if (result)
      log(
        `  ${variant.name} Lighthouse ${route}: perf ${result.scores.performance}, FCP ${Math.round(result.metrics.fcpMs)}, LCP ${Math.round(result.metrics.lcpMs)}, TBT ${Math.round(result.metrics.tbtMs)} ms`,
      );
  }
  const common = {
    origin: server.origin,
    root: ROOT,
    siteDir: buildDir(variant),
    chromePath: CHROME_PATH,
    locales: [LOCALE],
    runs: 1,
    log,
    rates: opts.rates,
  };
  if (measured.controls.length) {
    for (const control of await runFirstPress({ ...common, controls: measured.controls })) {
      for (const r of control.runs)
        (into.firstPress[`${control.id} ${r.rate}`] ??= { id: control.id, route: control.route, rate: r.rate, ms: [] }).ms.push(r.lost ? Infinity : r.ms);
    }
  }
  if (measured.scenarios.length) {
    for (const scenario of await runBusyVisitor({ ...common, scenarios: measured.scenarios })) {
      for (const r of scenario.runs)
        (into.busyVisitor[`${scenario.id} ${r.rate}`] ??= { id: scenario.id, route: scenario.route, rate: r.rate, ms: [] }).ms.push(
          r.ok ? r.worstMs : Infinity,
        );
    }
  }
}

// ---------- main ----------

/** The tables of a saved run, as the run printed them. */
function printSavedTables(file) {
  const saved = JSON.parse(fs.readFileSync(file, "utf8"), (_key, value) => (value === "lost" ? Infinity : value));
  const variants = VARIANTS.filter((variant) => saved.results?.[variant.name]);
  if (variants[0]?.name !== REFERENCE) throw new Error(`${file} holds no run of "${REFERENCE}"`);
  console.log(ablationTables(variants, saved.results, saved.options));
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.tables) return printSavedTables(opts.tables);
  const variants = VARIANTS.filter((v) => v.name === REFERENCE || !opts.only || opts.only.includes(v.name));
  if (!fs.existsSync(CHROME_PATH))
    throw new Error(
      `Chromium not found at ${CHROME_PATH} (set CHROME_PATH, or run scripts/ensure-debian-package.sh /usr/bin/chromium chromium "the benchmarks").`,
    );
  const startedAt = new Date();

  const stamps = {};
  if (opts.build) {
    // The complete build last: public/ is left as a build to publish, not one with a mechanism off.
    for (const variant of [...variants.slice(1), variants[0]]) {
      await build(variant);
      stamps[variant.name] = existingBuild(variant);
    }
  } else {
    for (const variant of variants) stamps[variant.name] = existingBuild(variant);
    const commits = new Set(Object.values(stamps).map((s) => s.commit));
    if (commits.size > 1) log(`Warning: the builds come from different commits: ${[...commits].join(", ")}`);
  }

  const measured = plan(opts, buildDir(variants[0]));
  log(
    `\n${opts.runs} round(s) of ${variants.length} builds (${variants.map((v) => v.name).join(", ")}): Lighthouse on ${opts.routes.join(", ")}; ` +
      `first press ${measured.controls.join(", ") || "none"}; busy visitor ${measured.scenarios.join(", ") || "none"}; at CPU ${opts.rates.map((r) => `${r}×`).join(" and ")}.`,
  );
  const results = Object.fromEntries(variants.map((v) => [v.name, { lighthouse: {}, firstPress: {}, busyVisitor: {}, cpuBusy: [] }]));
  // Every build served for the whole run, each at its origin, all of which the run's one backend admits.
  const servers = {};
  try {
    for (const variant of variants) {
      servers[variant.name] = await startStaticServer(buildDir(variant));
      await servers[variant.name].warm();
    }
    await startSiteBackend({ siteDirs: variants.map(buildDir), siteOrigins: Object.values(servers).map((server) => server.origin), log });
    for (let round = 0; round < opts.runs; round++) {
      const roundStarted = Date.now();
      const order = variants.map((_, i) => variants[(i + round) % variants.length]);
      for (const variant of order) {
        log(`\nRound ${round + 1}/${opts.runs}: "${variant.name}"`);
        await measureOnce(variant, servers[variant.name], opts, measured, results[variant.name]);
      }
      const minutes = (Date.now() - roundStarted) / 60_000;
      log(
        `Round ${round + 1} took ${minutes.toFixed(1)} min${round + 1 < opts.runs ? `; about ${Math.round(minutes * (opts.runs - round - 1))} min left` : ""}.`,
      );
    }
  } finally {
    await stopSiteBackend();
    for (const server of Object.values(servers)) await server.close();
  }

  const busy = finite(Object.values(results).flatMap((r) => r.cpuBusy));
  const busyMedian = median(busy);
  console.log(
    `\n## Start-up ablation, ${startedAt.toISOString().slice(0, 10)}\n\n` +
      `${opts.runs} round(s), the builds taking turns; Italian pages; ${os.cpus().length} CPUs; builds of ${[...new Set(Object.values(stamps).map((s) => s.commit))].join(", ")}; ` +
      `other work kept the CPUs ${busyMedian == null ? "n/a" : `${Math.round(busyMedian * 100)}%`} busy (median) before each build's turn.\n`,
  );
  console.log(ablationTables(variants, results, opts));
  if (busyMedian != null && busyMedian > BUSY_LIMIT)
    console.log(`\nWARNING: other work kept the CPUs more than ${BUSY_LIMIT * 100}% busy: the timings are inflated, and the differences less reliable.`);

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `ablation-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  const json = JSON.stringify(
    { startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString(), options: opts, measured, builds: stamps, results },
    (_key, v) => (v === Infinity ? "lost" : v),
  );
  fs.writeFileSync(file, `${json}\n`);
  log(`\nRaw runs: ${path.relative(ROOT, file)}`);
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    log(`\n${signal}: stopping Chromium and the backend.`);
    try {
      await chromeLauncher.killAll();
      await closeFirstPressBrowser();
      await closeBusyVisitorBrowser();
    } catch {
      // Nothing left to stop.
    }
    await stopSiteBackend().catch((error) => log(`Could not stop the backend: ${error?.message ?? error}`));
    process.exit(130);
  });
}

main().catch((error) => {
  console.error(`ablation: ${process.env.BENCH_DEBUG ? (error?.stack ?? error) : (error?.message ?? error)}`);
  process.exit(1);
});

#!/usr/bin/env node
/**
 * Compares the ways of starting the page's scripts on the same visitors: the site as published
 * (`eager-held`: Gatsby's tags, early presses held) and the site without the press holder (`eager`:
 * START_UP_ABLATE=held-presses, src/start-up/measurement-switches.ts). The strategies that started the
 * scripts at the first activity or once idle lost to these (docs/performance.md, "The start-up strategy,
 * decided on the visitors"); commit 901214f still builds them. Builds the site once per strategy, each copied to .tmp/strategy-<name>/, serves
 * every copy at once (scripts/bench/static-server.mjs) with the backend they call answering their page views
 * (scripts/bench/site-backend.mjs), then runs, the strategies taking turns:
 *  - Lighthouse (mobile defaults, scripts/bench/lighthouse-run.mjs) on the home page and /academy;
 *  - the visitor distribution (scripts/bench/visitor-distribution.mjs): first action a tap, a scroll or a
 *    key, 0.3, 1, 2 or 5 s after load, a phone at CPU 4× and a desktop at 1×, on both pages.
 * Prints Markdown tables: Lighthouse's medians, the p75 and worst visit per strategy at each CPU rate, and
 * the target (p75 ≤ 200 ms at 4×, Lighthouse 100); writes everything to bench/results/start-up-<time>.json.
 * Heavy: run it alone on the machine (docs/performance.md, "Comparing the start-up strategies").
 *
 *   npx tsx scripts/bench/compare-start-up.mjs [--strategies eager-held,eager] [--runs 5] [--lighthouse-runs 5]
 *     [--skip-build] [--locale it] [--first-actions …] [--after-load …] [--devices …] [--pages …]
 */
import fs from "node:fs";
import path from "node:path";

import { PUBLISHED_LOCALES } from "../../supabase/functions/_shared/site-contract/locales.ts";
import { routePath } from "../../supabase/functions/_shared/site-contract/route-map.ts";
import { ABLATE_VARIABLE } from "../../src/start-up/measurement-switches.ts";
import { commaList } from "./cli-lists.mjs";
import { PRESS_HOLDER_DATA_ID } from "../../src/start-up/held-presses.ts";
import { ROOT, buildSite, copyBuiltSite } from "./site-build.mjs";
import { median } from "./first-press.mjs";
import { runLighthouse } from "./lighthouse-run.mjs";
import { startStaticServer } from "./static-server.mjs";
import { startSiteBackend, stopSiteBackend } from "./site-backend.mjs";
import { PAGES, closeDistributionBrowser, distributionOption, runVisitorDistribution, summarizeDistribution } from "./visitor-distribution.mjs";
import { formatDistributionTables } from "./visitor-distribution-table.mjs";

const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const TARGET = { p75Ms4x: 200, performance: 100 };

/** Each strategy, as the build's environment makes it. */
const STRATEGY_ENV = { "eager-held": {}, eager: { [ABLATE_VARIABLE]: "held-presses" } };
const STRATEGIES = Object.keys(STRATEGY_ENV);

const USAGE = `Usage: npx tsx scripts/bench/compare-start-up.mjs [options]
  --strategies a,b      the start-up strategies to compare (default all: ${STRATEGIES.join(", ")})
  --runs N              visits of each kind per strategy (default 5)
  --lighthouse-runs N   Lighthouse runs per page and strategy (default 5; 0: none)
  --skip-build          serve the copies of an earlier run (.tmp/strategy-<name>/) instead of building
  --locale it           the visitors' language (default ${PUBLISHED_LOCALES[0]})
  --first-actions, --after-load, --devices, --pages   narrow the distribution (scripts/bench/visitor-distribution.mjs)
  --help                this text`;

const log = (...args) => console.error(...args);

const siteDirOf = (strategy) => path.join(ROOT, ".tmp", `strategy-${strategy}`);

function parseArgs(argv) {
  const opts = { strategies: [...STRATEGIES], runs: 5, lighthouseRuns: 5, build: true, locale: PUBLISHED_LOCALES[0], only: {} };
  const count = (flag, raw, min) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`${flag} needs a whole number >= ${min}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case "--strategies": {
        const chosen = commaList(value());
        const unknown = chosen.filter((s) => !STRATEGIES.includes(s));
        if (!chosen.length || unknown.length)
          throw new Error(`--strategies takes some of ${STRATEGIES.join(", ")}${unknown.length ? ` (not: ${unknown.join(", ")})` : ""}`);
        opts.strategies = chosen;
        break;
      }
      case "--runs":
        opts.runs = count(flag, value(), 1);
        break;
      case "--lighthouse-runs":
        opts.lighthouseRuns = count(flag, value(), 0);
        break;
      case "--skip-build":
        opts.build = false;
        break;
      case "--locale":
        opts.locale = String(value() ?? "");
        if (!PUBLISHED_LOCALES.includes(opts.locale)) throw new Error(`--locale takes one of ${PUBLISHED_LOCALES.join(", ")}`);
        break;
      case "--first-actions":
      case "--after-load":
      case "--devices":
      case "--pages":
        Object.assign(opts.only, distributionOption(flag, value()));
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

/** `gatsby build` with the strategy, then public/ copied to the strategy's folder. */
async function buildStrategy(strategy) {
  log(`Building ${strategy} (${JSON.stringify(STRATEGY_ENV[strategy])}) …`);
  const seconds = await buildSite({ switches: STRATEGY_ENV[strategy] });
  copyBuiltSite(siteDirOf(strategy));
  log(`  built in ${seconds} s, copied to ${path.relative(ROOT, siteDirOf(strategy))}/`);
}

/** The strategy a built home page starts its scripts with, read from its HTML: a copy must be the build it is named after. */
function strategyOfBuild(dir) {
  const file = path.join(dir, "index.html");
  if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run without --skip-build first`);
  const html = fs.readFileSync(file, "utf8");
  return html.includes(`id="${PRESS_HOLDER_DATA_ID}"`) ? "eager-held" : "eager";
}

/** Lighthouse on each page, `runs` rounds, the strategies taking turns; medians of the performance score, FCP, LCP and TBT. */
async function lighthouseByStrategy(sites, routes, runs) {
  const byKey = new Map();
  for (let round = 1; round <= runs; round++) {
    for (const route of routes) {
      for (let i = 0; i < sites.length; i++) {
        const site = sites[(i + round - 1) % sites.length];
        const key = `${site.name} ${route}`;
        const run = await runLighthouse(site.origin + route, { chromePath: CHROME_PATH });
        if (!byKey.has(key)) byKey.set(key, []);
        byKey.get(key).push(run);
        log(
          `  Lighthouse ${site.name} ${route} run ${round}/${runs}: perf ${run.scores.performance}, FCP ${Math.round(run.metrics.fcpMs)}, ` +
            `LCP ${Math.round(run.metrics.lcpMs)}, TBT ${Math.round(run.metrics.tbtMs)} ms, benchmarkIndex ${Math.round(run.benchmarkIndex ?? 0)}`,
        );
      }
    }
  }
  const result = [];
  for (const site of sites)
    for (const route of routes) {
      const list = byKey.get(`${site.name} ${route}`) ?? [];
      result.push({
        strategy: site.name,
        route,
        runs: list.length,
        performance: median(list.map((r) => r.scores.performance)),
        fcpMs: median(list.map((r) => r.metrics.fcpMs)),
        lcpMs: median(list.map((r) => r.metrics.lcpMs)),
        tbtMs: median(list.map((r) => r.metrics.tbtMs)),
      });
    }
  return result;
}

const ms = (v) => (v == null ? "n/a" : v === Infinity ? "lost" : String(Math.round(v)));

function lighthouseTable(rows, runs) {
  const out = [
    "",
    `Lighthouse, mobile defaults, median of ${runs} run(s)`,
    "",
    "| strategy | page | performance | FCP ms | LCP ms | TBT ms |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const r of rows) out.push(`| ${r.strategy} | ${r.route} | ${ms(r.performance)} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} |`);
  return out.join("\n");
}

function targetTable(strategies, summary, lighthouse) {
  const out = [
    "",
    `Target: p75 ≤ ${TARGET.p75Ms4x} ms on the phone at CPU 4× and Lighthouse ${TARGET.performance} on every page measured`,
    "",
    "| strategy | p75 4× (worst) | p75 1× (worst) | lowest Lighthouse performance | meets |",
    "| --- | --- | --- | --- | --- |",
  ];
  for (const strategy of strategies) {
    const at = (rate) => summary[strategy]?.[rate]?.all.latency;
    const scores = lighthouse.filter((r) => r.strategy === strategy).map((r) => r.performance);
    const lowest = scores.length ? Math.min(...scores) : null;
    const p75 = at(4)?.p75;
    const visitors = p75 != null && p75 <= TARGET.p75Ms4x;
    const lab = lowest != null && lowest >= TARGET.performance;
    const meets = p75 == null || lowest == null ? "n/a" : visitors && lab ? "both" : visitors ? "visitors only" : lab ? "Lighthouse only" : "neither";
    out.push(`| ${strategy} | ${ms(p75)} (${ms(at(4)?.worst)}) | ${ms(at(1)?.p75)} (${ms(at(1)?.worst)}) | ${ms(lowest)} | ${meets} |`);
  }
  return out.join("\n");
}

const servers = [];
const closeAll = async () => {
  await closeDistributionBrowser();
  await stopSiteBackend().catch((error) => log(`Could not stop the backend: ${error?.message ?? error}`));
  for (const server of servers.splice(0)) await server.close().catch(() => {});
};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    log(`\n${signal}: stopping Chromium, the backend and the servers.`);
    await closeAll();
    process.exit(130);
  });
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  if (!fs.existsSync(CHROME_PATH))
    throw new Error(
      `Chromium not found at ${CHROME_PATH} (set CHROME_PATH, or run scripts/ensure-debian-package.sh /usr/bin/chromium chromium "the benchmarks").`,
    );
  if (opts.build) for (const strategy of opts.strategies) await buildStrategy(strategy);
  for (const strategy of opts.strategies) {
    const found = strategyOfBuild(siteDirOf(strategy));
    if (found !== strategy) throw new Error(`${path.relative(ROOT, siteDirOf(strategy))}/ starts its scripts as ${found}, not ${strategy}: build it again`);
  }

  const sites = [];
  try {
    for (const strategy of opts.strategies) {
      const server = await startStaticServer(siteDirOf(strategy));
      servers.push(server);
      await server.warm();
      sites.push({ name: strategy, origin: server.origin });
    }
    await startSiteBackend({ siteDirs: opts.strategies.map(siteDirOf), siteOrigins: sites.map((site) => site.origin), log });
    const routes = (opts.only.pages ?? PAGES).map((key) => routePath(key, opts.locale));
    log(`Serving ${sites.map((s) => `${s.name} at ${s.origin}`).join(", ")}`);
    const lighthouse = opts.lighthouseRuns ? await lighthouseByStrategy(sites, routes, opts.lighthouseRuns) : [];
    log(`Visitor distribution: ${opts.runs} run(s) of each visit per strategy, in ${opts.locale}.`);
    const visits = await runVisitorDistribution({
      sites,
      root: ROOT,
      siteDir: siteDirOf(opts.strategies[0]),
      chromePath: CHROME_PATH,
      locale: opts.locale,
      runs: opts.runs,
      only: opts.only,
      log,
    });
    const summary = summarizeDistribution(visits);

    console.log(`# Start-up strategies compared (${startedAt.toISOString()})`);
    if (lighthouse.length) console.log(lighthouseTable(lighthouse, opts.lighthouseRuns));
    console.log(formatDistributionTables(summary));
    console.log(targetTable(opts.strategies, summary, lighthouse));

    const lost = (value) => (value === Infinity ? "lost" : value);
    const results = path.join(ROOT, "bench", "results", `start-up-${startedAt.toISOString().replace(/:/g, "-")}.json`);
    fs.mkdirSync(path.dirname(results), { recursive: true });
    fs.writeFileSync(
      results,
      JSON.stringify({ startedAt, finishedAt: new Date(), options: opts, lighthouse, summary, visits }, (_key, value) => lost(value), 2) + "\n",
    );
    console.log(`\nResults: ${path.relative(ROOT, results)}`);
  } finally {
    await closeAll();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`compare-start-up: ${process.env.BENCH_DEBUG ? (err?.stack ?? err) : (err?.message ?? err)}`);
    process.exit(2);
  },
);

#!/usr/bin/env node
/**
 * `npm run bench`: builds the site, serves `public/` as a CDN would (scripts/bench/static-server.mjs),
 * with the backend the build calls answering its page views (scripts/bench/site-backend.mjs), runs
 * Lighthouse (mobile defaults) several times on each route, then the first-press benchmark
 * (scripts/bench/first-press.mjs: the time from a visitor's first tap to its effect, at CPU 1× and
 * 4×) and the busy-visitor benchmark (scripts/bench/busy-visitor.mjs: presses that land while the
 * scripts start, timed by the browser's Event Timing as INP is), one Chromium at a time, prints the medians, writes them to bench/results/, and fails when a
 * budget of bench/budgets.json is missed. Every published language's pages are measured (Italian,
 * then English under /en; `--locales` narrows). It is the one place where the site's speed,
 * accessibility and JavaScript weight are measured the same way every time, so a change can be
 * compared with the last run (bench/results/latest.json).
 *
 * It runs under tsx (package.json), so that routes, words, content and the contact messages come
 * from the site's own modules (route-map.ts, the dictionaries, read-entries.ts, contact-rules.ts).
 *
 * With `--distribution`, also the visitor distribution (scripts/bench/visitor-distribution.mjs: first
 * actions at several delays after load, p75 and worst per first action), reported without a budget.
 *
 *   npm run bench -- [--skip-build] [--routes /,/academy] [--locales it,en] [--runs N] [--quick]
 *     [--no-lighthouse] [--no-first-press] [--no-busy-visitor] [--controls faq,menu]
 *     [--scenarios faq-twice,menu-open-close] [--site-dir DIR]
 *     [--distribution [--first-actions tap,scroll,key] [--after-load 300,1000,2000,5000] [--devices phone,desktop] [--pages home,academy]]
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";

import { LOCALE_SETTINGS, PUBLISHED_LOCALES } from "../../supabase/functions/_shared/site-contract/locales.ts";
import { PRIMARY_NAVIGATION } from "../../src/lib/navigation.ts";
import { ADMIN_PATH, localeOfPath, pageAtPath, routePath } from "../../supabase/functions/_shared/site-contract/route-map.ts";
import { PUBLIC_DIR, ROOT, buildSite, copyBuiltSite } from "./site-build.mjs";
import { startStaticServer } from "./static-server.mjs";
import { startSiteBackend, stopSiteBackend } from "./site-backend.mjs";
import { idList, routeList, runCount } from "./cli-lists.mjs";
import { BUSY_LIMIT, backgroundCpuBusy } from "./cpu-busy.mjs";
import { initialJs } from "./initial-js.mjs";
import { runLighthouse } from "./lighthouse-run.mjs";
import { FIRST_WINDOW_BYTES, slowStartRoundTrips } from "./round-trips.mjs";
import { CONTROL_IDS, CPU_RATES, closeFirstPressBrowser, formatFirstPressTable, runFirstPress } from "./first-press.mjs";
import { SCENARIO_IDS, closeBusyVisitorBrowser, formatBusyVisitorTable, runBusyVisitor } from "./busy-visitor.mjs";
import { distributionOption, closeDistributionBrowser, runVisitorDistribution, summarizeDistribution } from "./visitor-distribution.mjs";
import { formatDistributionTables } from "./visitor-distribution-table.mjs";
import {
  BUDGET_METRICS,
  budgetFor,
  checkBusyVisitor,
  limitsForRoundTrips,
  checkFirstPress,
  checkRoute,
  firstPressBudgetFor,
  formatValue,
  loadBudgets,
  scoreWithout,
} from "./budgets.mjs";

const BUDGETS_FILE = path.join(ROOT, "bench", "budgets.json");
const RESULTS_DIR = path.join(ROOT, "bench", "results");
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/** Folders of the build that hold no page of the site (the CMS at /admin is not for visitors). */
const NOT_PAGES = new Set(["static", "page-data", "_gatsby", ADMIN_PATH.slice(1), "404", "~partytown", "icons"]);
/** A path no page has, in each language's part of the site: its 404 page (the nearest 404.html, as the host serves it). */
const MISSING_PAGE = { it: "pagina-inesistente", en: "missing-page" };
const missingRoute = (locale) => `${LOCALE_SETTINGS[locale].pathPrefix}/${MISSING_PAGE[locale]}`;
/** The sections whose pages are made from content entries (sampled, not all benchmarked). */
const DETAIL_SECTIONS = { course: "academy", event: "eventi", article: "insights" };
const MAX_DETAIL_PAGES = 2;

const USAGE = `Usage: npm run bench -- [options]
  --skip-build        reuse the existing public/ instead of running \`gatsby build\`
  --site-dir DIR      serve DIR (a saved build) instead of a copy of public/; implies --skip-build
  --routes /,/academy benchmark only these routes with Lighthouse (comma-separated)
  --locales it,en     only these languages' pages (default every published one: ${PUBLISHED_LOCALES.join(", ")})
  --runs N            Lighthouse runs per route, first-press runs per control and busy-visitor runs per
                      scenario, each at each CPU rate (default 5; the median is reported)
  --no-lighthouse     without Lighthouse
  --no-first-press    without the first-press benchmark
  --no-busy-visitor   without the busy-visitor benchmark
  --controls faq,menu first-press controls to run (default all: ${CONTROL_IDS.join(", ")})
  --scenarios a,b     busy-visitor scenarios to run (default all: ${SCENARIO_IDS.join(", ")})
  --distribution      also the visitor distribution, in the first of --locales (scripts/bench/visitor-distribution.mjs);
                      narrowed by --first-actions tap,scroll,key, --after-load 300,1000,2000,5000 (ms),
                      --devices phone,desktop, --pages home,academy
  --quick             1 run per route and control, and no failing exit on missed budgets
  --help              this text`;

const log = (...args) => console.error(...args);

function parseArgs(argv) {
  const opts = {
    build: true,
    routes: null,
    locales: PUBLISHED_LOCALES,
    runs: 5,
    quick: false,
    lighthouse: true,
    firstPress: true,
    busyVisitor: true,
    controls: null,
    scenarios: null,
    siteDir: null,
    distribution: false,
    distributionOnly: {},
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case "--skip-build":
        opts.build = false;
        break;
      case "--routes":
        opts.routes = routeList(value());
        if (!opts.routes.length) throw new Error("--routes needs at least one route, e.g. --routes /,/academy");
        break;
      case "--locales":
        opts.locales = idList(flag, value(), PUBLISHED_LOCALES, "published languages");
        break;
      case "--runs":
        opts.runs = runCount(flag, value());
        opts.runsGiven = true;
        break;
      case "--quick":
        opts.quick = true;
        break;
      case "--no-lighthouse":
        opts.lighthouse = false;
        break;
      case "--no-first-press":
        opts.firstPress = false;
        break;
      case "--no-busy-visitor":
        opts.busyVisitor = false;
        break;
      case "--scenarios":
        opts.scenarios = idList(flag, value(), SCENARIO_IDS, "busy-visitor scenarios");
        break;
      case "--controls":
        opts.controls = idList(flag, value(), CONTROL_IDS, "first-press controls");
        break;
      case "--distribution":
        opts.distribution = true;
        break;
      case "--first-actions":
      case "--after-load":
      case "--devices":
      case "--pages":
        Object.assign(opts.distributionOnly, distributionOption(flag, value()));
        break;
      case "--site-dir":
        opts.siteDir = path.resolve(String(value() ?? ""));
        if (!fs.existsSync(path.join(opts.siteDir, "index.html"))) throw new Error(`--site-dir: ${opts.siteDir}/index.html is missing`);
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
  if (opts.quick && !opts.runsGiven) opts.runs = 1;
  if (Object.keys(opts.distributionOnly).length && !opts.distribution)
    throw new Error("--first-actions, --after-load, --devices and --pages need --distribution");
  if (!opts.lighthouse && !opts.firstPress && !opts.busyVisitor && !opts.distribution)
    throw new Error("--no-lighthouse, --no-first-press and --no-busy-visitor leave nothing to run (without --distribution)");
  // A saved build is served as it is: building would only change public/, which is not served.
  if (opts.siteDir) opts.build = false;
  return opts;
}

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** Other `gatsby build` processes (not this one): building over them would mix two builds in public/. */
function otherGatsbyBuilds() {
  try {
    const out = execFileSync("pgrep", ["-af", "gatsby build"], { encoding: "utf8" });
    return out
      .split("\n")
      .filter(Boolean)
      .filter((line) => Number(line.split(" ")[0]) !== process.pid);
  } catch {
    return []; // pgrep exits 1 when nothing matches (or is missing).
  }
}

async function waitForOtherBuilds() {
  const started = Date.now();
  let others = otherGatsbyBuilds();
  if (!others.length) return;
  log(`Another gatsby build is running; waiting for it to finish:\n  ${others.join("\n  ")}`);
  while (others.length) {
    if (Date.now() - started > 30 * 60_000) throw new Error("Gave up after waiting 30 minutes for the other gatsby build.");
    await sleep(5000);
    others = otherGatsbyBuilds();
  }
  log(`It finished after ${Math.round((Date.now() - started) / 1000)} s.`);
}

async function build() {
  log("Building the site: npx gatsby build …");
  // The forms call the local backend, as before a public build had to name its own (src/lib/forms/forms-backend-build.ts).
  log(`Build done in ${await buildSite({ stdout: "inherit" })} s.`);
}

/**
 * Every page of the build in `locale` but the detail pages (sampled below): the main ones in the
 * menu's order, then the rest (alphabetical).
 */
function pageRoutes(siteDir, locale) {
  const found = [];
  const walk = (dir, route) => {
    const page = route || "/";
    if (localeOfPath(page) === locale && fs.existsSync(path.join(dir, "index.html"))) found.push(page);
    if (Object.values(DETAIL_SECTIONS).some((key) => routePath(key, localeOfPath(page)) === page)) return;
    for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
      if (d.isDirectory() && !NOT_PAGES.has(d.name)) walk(path.join(dir, d.name), `${route}/${d.name}`);
    }
  };
  walk(siteDir, "");
  const main = PRIMARY_NAVIGATION.map((key) => routePath(key, locale));
  const rest = found.filter((r) => !main.includes(r)).sort();
  return [...main.filter((r) => found.includes(r)), ...rest];
}

/** Up to MAX_DETAIL_PAGES detail pages per section in `locale` that exist in the build (alphabetical). */
function detailRoutes(siteDir, locale) {
  const chosen = [];
  const notes = [];
  for (const [kind, key] of Object.entries(DETAIL_SECTIONS)) {
    const section = routePath(key, locale);
    const dir = path.join(siteDir, section);
    const slugs = fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "index.html")))
          .filter((d) => pageAtPath(`${section}/${d.name}`)?.kind === kind)
          .map((d) => d.name)
          .sort()
      : [];
    const picked = slugs.slice(0, MAX_DETAIL_PAGES).map((s) => `${section}/${s}`);
    chosen.push(...picked);
    notes.push(slugs.length ? `${section}/<slug>: ${picked.join(", ")} (${picked.length} of ${slugs.length})` : `${section}/<slug>: none built yet`);
  }
  return { chosen, notes };
}

function stats(values) {
  const v = values.filter((x) => x != null && !Number.isNaN(x)).sort((a, b) => a - b);
  if (!v.length) return { median: null, min: null, max: null };
  const mid = Math.floor(v.length / 2);
  const median = v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
  return { median, min: v[0], max: v[v.length - 1] };
}

const pct = (x) => (x == null ? "n/a" : `${Math.round(x * 100)}%`);
const kb = (bytes) => (bytes == null ? null : bytes / 1024);

/** Collapses the runs of a route to medians and ranges, and the failing audits across runs. */
function summarize(runs, ignoreAudits) {
  const pick = (f) => stats(runs.map(f));
  const summary = {
    performance: pick((r) => r.scores.performance),
    accessibility: pick((r) => r.scores.accessibility),
    bestPractices: pick((r) => r.scores.bestPractices),
    seo: pick((r) => r.scores.seo),
    fcpMs: pick((r) => r.metrics.fcpMs),
    lcpMs: pick((r) => r.metrics.lcpMs),
    tbtMs: pick((r) => r.metrics.tbtMs),
    cls: pick((r) => r.metrics.cls),
    speedIndexMs: pick((r) => r.metrics.speedIndexMs),
    jsTransferKb: pick((r) => kb(r.jsBytes)),
    totalTransferKb: pick((r) => kb(r.totalBytes)),
    documentKb: pick((r) => (r.documentBytes == null ? null : kb(r.documentBytes))),
    documentRoundTrips: pick((r) => (r.documentBytes == null ? null : slowStartRoundTrips(r.documentBytes, r.network))),
  };
  // Category scores without the audits a budget leaves out (e.g. http-status-code on the 404 page).
  const adjusted = {};
  const keyOf = { accessibility: "accessibility", "best-practices": "bestPractices", seo: "seo" };
  for (const [category, ids] of Object.entries(ignoreAudits)) {
    if (!ids.length || !keyOf[category]) continue;
    // errors-in-console is only left out of a run whose console errors are the page's own 404s.
    const idsFor = (r) => (r.consoleErrorsAreOwn404s ? ids : ids.filter((id) => id !== "errors-in-console"));
    adjusted[keyOf[category]] = { without: ids, ...stats(runs.map((r) => scoreWithout(r.categoryAuditRefs[category] ?? [], idsFor(r)))) };
  }
  const failed = {};
  for (const category of ["accessibility", "bestPractices", "seo"]) {
    const byId = new Map();
    for (const run of runs) {
      for (const a of run.failedAudits[category]) {
        const entry = byId.get(a.id) ?? { id: a.id, title: a.title, weight: a.weight, runs: 0, where: a.where };
        entry.runs++;
        byId.set(a.id, entry);
      }
    }
    failed[category] = [...byId.values()];
  }
  return { summary, adjusted, failed };
}

// ---------- printing ----------

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

function fmt(metric, v) {
  if (v == null) return "n/a";
  if (metric === "cls") return v.toFixed(3);
  if (metric.endsWith("Kb")) return v.toFixed(1);
  return String(Math.round(v));
}

function budgetText(check) {
  if (!check) return "";
  const op = check.kind === "min" ? ">=" : "<=";
  const unit = BUDGET_METRICS[check.metric].unit.trim();
  return `${op} ${formatValue(check.metric, check.budget)}${unit ? ` ${unit}` : ""}`;
}

function printRoute(r, runsWanted) {
  const out = [];
  const head = `${r.route}  (HTTP ${r.status}, public/${r.file}, ${r.runs.length}/${runsWanted} runs)`;
  out.push("", head, "-".repeat(Math.max(head.length, 72)));
  if (!r.runs.length) {
    out.push(`  Lighthouse failed on every run: ${r.errors.join(" | ")}`);
  }
  const checkOf = (metric) => r.checks.find((c) => c.metric === metric);
  const row = (label, metric, unit) => {
    const s = r.summary[metric];
    const check = checkOf(metric);
    const median = s.median == null ? "n/a" : `${fmt(metric, s.median)}${unit}`;
    const range = s.min == null ? "" : `(${fmt(metric, s.min)}–${fmt(metric, s.max)})`;
    let line = `  ${pad(label, 18)}${lpad(median, 10)}  ${pad(range, 16)}`;
    if (check) line += `${pad(budgetText(check), 12)}${check.ok ? "ok" : "MISS"}`;
    out.push(line.trimEnd());
    const adj = r.adjusted[metric];
    if (adj) out.push(`  ${pad("", 18)}${lpad(fmt(metric, adj.median), 10)}  without ${adj.without.join(", ")} (checked against the budget)`);
  };
  if (r.runs.length) {
    out.push(`  ${pad("metric", 18)}${lpad("median", 10)}  ${pad("(min–max)", 16)}${pad("budget", 12)}`);
    row("Performance", "performance", "");
    row("Accessibility", "accessibility", "");
    row("Best practices", "bestPractices", "");
    row("SEO", "seo", "");
    row("FCP", "fcpMs", " ms");
    row("LCP", "lcpMs", " ms");
    row("TBT", "tbtMs", " ms");
    row("CLS", "cls", "");
    row("Speed Index", "speedIndexMs", " ms");
    row("JS transferred", "jsTransferKb", " KB");
    row("Total transferred", "totalTransferKb", " KB");
    const doc = r.summary.documentKb;
    if (doc?.median != null) {
      const trips = r.summary.documentRoundTrips.median;
      const tripsCheck = checkOf("documentRoundTrips");
      out.push(
        `  HTML as sent: ${fmt("documentKb", doc.median)} KB, ${trips} round trip${trips === 1 ? "" : "s"} on a new connection ` +
          `(the first carries ${fmt("documentKb", kb(FIRST_WINDOW_BYTES))} KB; FCP waits for the whole document: scripts/bench/round-trips.mjs)` +
          (tripsCheck ? `   budget ${budgetText(tripsCheck)}  ${tripsCheck.ok ? "ok" : "MISS"}` : ""),
      );
    }
  }
  const htmlCheck = checkOf("htmlGzipKb");
  out.push(
    `  HTML (gzip -9): ${fmt("htmlGzipKb", r.html.gzipKb)} KB (${fmt("htmlGzipKb", r.html.rawKb)} KB raw)` +
      (htmlCheck ? `   budget ${budgetText(htmlCheck)}  ${htmlCheck.ok ? "ok" : "MISS"}` : ""),
  );
  const js = r.initialJs;
  const jsCheck = checkOf("initialJsGzipKb");
  out.push(
    `  JS before interaction (gzip -9): ${fmt("initialJsGzipKb", kb(js.totalGzipBytes))} KB` +
      (jsCheck ? `   budget ${budgetText(jsCheck)}  ${jsCheck.ok ? "ok" : "MISS"}` : ""),
  );
  for (const c of js.chunks) {
    out.push(`    ${pad(c.source, 5)} ${pad(c.name, 72)}${lpad(fmt("initialJsGzipKb", kb(c.gzipBytes)), 7)} KB`);
  }
  out.push(
    `    (html = <script src> and preloads in the HTML: ${fmt("initialJsGzipKb", kb(js.htmlGzipBytes))} KB; ` +
      `page = chunks of ${js.componentChunkName ?? "the page template"}, loaded before hydration)`,
  );
  if (js.missing.length) out.push(`    missing from public/: ${js.missing.join(", ")}`);
  if (r.runs.length) {
    const listFailed = (label, list) => {
      if (!list.length) {
        out.push(`  Failed ${label} audits: none`);
        return;
      }
      out.push(`  Failed ${label} audits:`);
      for (const a of list) {
        const unscored = a.weight === 0 ? ", weight 0: not counted in the score" : "";
        out.push(`    ${a.id} — ${a.title} (${a.runs}/${r.runs.length} runs${unscored})`);
        for (const w of a.where) out.push(`      at ${w}`);
      }
    };
    listFailed("accessibility", r.failed.accessibility);
    if (r.failed.bestPractices.length) listFailed("best-practices", r.failed.bestPractices);
    if (r.failed.seo.length) listFailed("SEO", r.failed.seo);
  }
  if (r.errors.length && r.runs.length) out.push(`  Runs that failed: ${r.errors.join(" | ")}`);
  console.log(out.join("\n"));
}

function printOverview(results) {
  const cols = [
    ["route", 26, (r) => r.route],
    ["perf", 5, (r) => fmt("performance", r.summary.performance?.median)],
    ["a11y", 5, (r) => fmt("accessibility", r.summary.accessibility?.median)],
    ["bp", 4, (r) => fmt("bestPractices", r.summary.bestPractices?.median) + (r.adjusted.bestPractices ? "*" : "")],
    ["seo", 4, (r) => fmt("seo", r.summary.seo?.median) + (r.adjusted.seo ? "*" : "")],
    ["FCP ms", 7, (r) => fmt("fcpMs", r.summary.fcpMs?.median)],
    ["LCP ms", 7, (r) => fmt("lcpMs", r.summary.lcpMs?.median)],
    ["TBT ms", 7, (r) => fmt("tbtMs", r.summary.tbtMs?.median)],
    ["CLS", 6, (r) => fmt("cls", r.summary.cls?.median)],
    ["SI ms", 7, (r) => fmt("speedIndexMs", r.summary.speedIndexMs?.median)],
    ["JS KB", 7, (r) => fmt("jsTransferKb", r.summary.jsTransferKb?.median)],
    ["all KB", 7, (r) => fmt("totalTransferKb", r.summary.totalTransferKb?.median)],
    ["init JS gz KB", 14, (r) => fmt("initialJsGzipKb", kb(r.initialJs.totalGzipBytes))],
    ["HTML gz KB", 11, (r) => fmt("htmlGzipKb", r.html.gzipKb)],
    ["HTML RT", 8, (r) => fmt("documentRoundTrips", r.summary.documentRoundTrips?.median)],
  ];
  const line = (cells) => cells.map((c, i) => (i === 0 ? pad(c, cols[i][1]) : lpad(c, cols[i][1]))).join(" ");
  const out = ["", "Overview (medians)", line(cols.map((c) => c[0])), "-".repeat(cols.reduce((n, c) => n + c[1] + 1, -1))];
  for (const r of results) out.push(line(cols.map((c) => c[2](r))));
  out.push("HTML RT: round trips of the HTML as sent (brotli) under TCP slow start; one more round trip costs Lighthouse's FCP 150 ms");
  if (results.some((r) => Object.keys(r.adjusted).length)) {
    out.push("* raw score; the budget is checked without the audits the page is right to fail, as bench/budgets.json says (a 404 page, a noindex link page)");
  }
  console.log(out.join("\n"));
}

// ---------- main ----------

/**
 * Copies public/ (without source maps) to a temporary folder and serves that: other engineers build
 * the same work tree while the benchmark runs, and a build mid-run would otherwise mix two builds.
 * When another build starts while copying, waits for it and copies again.
 */
async function snapshotPublic() {
  for (let attempt = 1; ; attempt++) {
    await waitForOtherBuilds();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "altura-bench-public-"));
    snapshotDirs.add(dir);
    copyBuiltSite(dir);
    if (!otherGatsbyBuilds().length || attempt === 3) {
      return { dir, duringBuild: otherGatsbyBuilds().length > 0 };
    }
    fs.rmSync(dir, { recursive: true, force: true });
    snapshotDirs.delete(dir);
    log("A gatsby build started while public/ was being copied; copying again when it ends.");
  }
}

/** Every copy made, removed on the way out whatever the way out is. */
const snapshotDirs = new Set();
const removeSnapshots = () => {
  for (const dir of snapshotDirs) fs.rmSync(dir, { recursive: true, force: true });
  snapshotDirs.clear();
};
process.on("exit", removeSnapshots);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    log(`\n${signal}: stopping Chromium and the backend, cleaning up.`);
    try {
      await chromeLauncher.killAll();
      await closeFirstPressBrowser();
      await closeBusyVisitorBrowser();
      await closeDistributionBrowser();
    } catch {
      // Nothing left to kill.
    }
    await stopSiteBackend().catch((error) => log(`Could not stop the backend: ${error?.message ?? error}`));
    process.exit(130);
  });
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const budgets = loadBudgets(BUDGETS_FILE);

  // A saved build (--site-dir) is served as it is: no build, no copy, nothing to wait for.
  if (!opts.siteDir) {
    await waitForOtherBuilds();
    if (opts.build) await build();
    if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) {
      throw new Error("public/index.html is missing: run without --skip-build (or `npm run build`) first.");
    }
  }
  if (!fs.existsSync(CHROME_PATH))
    throw new Error(
      `Chromium not found at ${CHROME_PATH} (set CHROME_PATH, or run scripts/ensure-debian-package.sh /usr/bin/chromium chromium "the benchmarks").`,
    );

  const snapshot = opts.siteDir ? { dir: opts.siteDir, duringBuild: false } : await snapshotPublic();
  const SITE_DIR = snapshot.dir;
  if (snapshot.duringBuild) log("Warning: a gatsby build was still running when public/ was copied; the copy may be incomplete.");

  const server = await startStaticServer(SITE_DIR);
  await server.warm();

  let routes = [];
  let detailNotes = [];
  const missingRoutes = opts.locales.map(missingRoute);
  if (opts.lighthouse && opts.routes) routes = opts.routes;
  else if (opts.lighthouse) {
    // Each language's pages together: its main pages, the others, its sampled detail pages, its 404.
    for (const locale of opts.locales) {
      const details = detailRoutes(SITE_DIR, locale);
      detailNotes.push(...details.notes);
      const pages = pageRoutes(SITE_DIR, locale);
      if (!pages.length) log(`Warning: the build holds no page in ${locale} (is it in PUBLISHED_LOCALES, and the build after it?).`);
      routes.push(...pages, ...details.chosen, missingRoute(locale));
    }
  }

  log(`Serving ${opts.siteDir ? SITE_DIR : `a copy of public/ (${SITE_DIR})`} at ${server.origin}`);
  if (opts.lighthouse) {
    log(`Routes: ${routes.join(", ")}`);
    if (detailNotes.length) log(`Detail pages: ${detailNotes.join("; ")}`);
    log(`${opts.runs} Lighthouse run(s) per route, mobile, one Chromium at a time (${CHROME_PATH}).`);
  }

  const results = [];
  let firstPress = null;
  let busyVisitor = null;
  let distribution = null;
  try {
    // Every page's tracker posts its page view to the backend the build calls: it answers, as deployed.
    await startSiteBackend({ siteDirs: [SITE_DIR], siteOrigins: [server.origin], log });
    for (const route of routes) {
      const { file, status } = server.resolve(route);
      const missing = missingRoutes.includes(route);
      if (status === 404 && !missing) log(`Warning: ${route} is not a page of the build (served the 404 page).`);
      if (status !== 404 && missing) log(`Warning: ${route} exists in the build; it does not test the 404 page.`);
      const budget = budgetFor(budgets, route, status);
      const runs = [];
      const errors = [];
      for (let i = 1; i <= opts.runs; i++) {
        const busyBefore = await backgroundCpuBusy();
        const t0 = Date.now();
        let run;
        for (let attempt = 1; attempt <= 2 && !run; attempt++) {
          try {
            run = await runLighthouse(server.origin + route, { chromePath: CHROME_PATH });
          } catch (e) {
            const msg = String(e?.message ?? e).split("\n")[0];
            log(`  ${route} run ${i}/${opts.runs} attempt ${attempt} failed: ${msg}`);
            if (attempt === 2) errors.push(`run ${i}: ${msg}`);
          }
        }
        if (!run) continue;
        run.loadAverage = os.loadavg()[0];
        run.backgroundCpuBusy = busyBefore;
        runs.push(run);
        log(
          `  ${route} run ${i}/${opts.runs}: perf ${run.scores.performance}, a11y ${run.scores.accessibility}, ` +
            `bp ${run.scores.bestPractices}, seo ${run.scores.seo}, LCP ${Math.round(run.metrics.lcpMs)} ms, ` +
            `TBT ${Math.round(run.metrics.tbtMs)} ms, CLS ${run.metrics.cls?.toFixed(3)}, ` +
            `benchmarkIndex ${Math.round(run.benchmarkIndex ?? 0)}, CPU busy before run ${pct(busyBefore)} (${Math.round((Date.now() - t0) / 1000)} s)`,
        );
      }
      const js = initialJs(SITE_DIR, file);
      // The HTML the route answers with, as a CDN would gzip it (level 9), from the served copy.
      const htmlBytes = fs.readFileSync(file);
      const html = { rawKb: kb(htmlBytes.length), gzipKb: kb(zlib.gzipSync(htmlBytes, { level: 9 }).length) };
      const { summary, adjusted, failed } = summarize(runs, budget.ignoreAudits);
      const values = Object.fromEntries(Object.entries(summary).map(([k, s]) => [k, s.median]));
      for (const [k, a] of Object.entries(adjusted)) values[k] = a.median;
      values.initialJsGzipKb = kb(js.totalGzipBytes);
      values.htmlGzipKb = html.gzipKb;
      const checks = checkRoute(values, limitsForRoundTrips(budget.limits, values));
      if (!runs.length) {
        // Without Lighthouse data a route cannot pass: every Lighthouse budget counts as missed
        // (the sizes measured from the build, JS and HTML, still stand on their own).
        for (const c of checks) if (c.metric !== "initialJsGzipKb" && c.metric !== "htmlGzipKb") c.ok = false;
      }
      results.push({
        route,
        status,
        file: path.relative(SITE_DIR, file),
        runs,
        errors,
        summary,
        adjusted,
        failed,
        initialJs: js,
        html,
        budget,
        checks,
      });
    }
    if (opts.firstPress) {
      log(
        `First press: ${opts.runs} run(s) per control at CPU ${CPU_RATES.map((r) => `${r}×`).join(" and ")}, ` +
          `${(opts.controls ?? CONTROL_IDS).join(", ")}, in ${opts.locales.join(" and ")} (${CHROME_PATH}).`,
      );
      firstPress = await runFirstPress({
        origin: server.origin,
        root: ROOT,
        siteDir: SITE_DIR,
        chromePath: CHROME_PATH,
        locales: opts.locales,
        controls: opts.controls,
        runs: opts.runs,
        log,
        cpuBusy: () => backgroundCpuBusy(),
      });
      for (const r of firstPress) {
        r.budget = firstPressBudgetFor(budgets, r.id);
        r.checks = checkFirstPress(r, r.budget);
      }
    }
    if (opts.busyVisitor) {
      log(
        `Busy visitor: ${opts.runs} run(s) per scenario at CPU ${CPU_RATES.map((r) => `${r}×`).join(" and ")}, ` +
          `in ${opts.locales.join(" and ")} (${CHROME_PATH}).`,
      );
      busyVisitor = await runBusyVisitor({
        origin: server.origin,
        root: ROOT,
        siteDir: SITE_DIR,
        chromePath: CHROME_PATH,
        locales: opts.locales,
        scenarios: opts.scenarios,
        runs: opts.runs,
        log,
      });
      for (const r of busyVisitor) r.checks = checkBusyVisitor(r, budgets);
    }
    if (opts.distribution) {
      log(`Visitor distribution: ${opts.runs} run(s) of each visit, in ${opts.locales[0]} (${CHROME_PATH}).`);
      const visits = await runVisitorDistribution({
        sites: [{ name: "this build", origin: server.origin }],
        root: ROOT,
        siteDir: SITE_DIR,
        chromePath: CHROME_PATH,
        locale: opts.locales[0],
        runs: opts.runs,
        only: opts.distributionOnly,
        log,
      });
      distribution = { visits: visits["this build"], summary: summarizeDistribution(visits)["this build"] };
    }
  } finally {
    await stopSiteBackend();
    await server.close();
    removeSnapshots();
  }

  // ----- report -----
  const first = results.flatMap((r) => r.runs)[0];
  if (results.length) {
    console.log(
      `\nLighthouse ${first?.lighthouseVersion ?? "?"} · ${first?.userAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? "Chromium"} · ` +
        `mobile, simulated throttling · ${opts.runs} run(s) per route · median (min–max)`,
    );
  }
  const bench = stats(results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)));
  const busy = stats(results.flatMap((r) => r.runs.map((run) => run.backgroundCpuBusy)));
  if (bench.median != null) {
    console.log(
      `Machine: ${os.cpus().length} CPUs, Lighthouse benchmarkIndex median ${Math.round(bench.median)} ` +
        `(${Math.round(bench.min)}–${Math.round(bench.max)}), CPU busy with other work before each run: ` +
        `median ${pct(busy.median)} (${pct(busy.min)}–${pct(busy.max)})`,
    );
  }
  if (detailNotes.length) console.log(`Detail pages: ${detailNotes.join("; ")}`);
  for (const r of results) printRoute(r, opts.runs);
  if (results.length) printOverview(results);
  const pressBusy = stats((firstPress ?? []).flatMap((r) => r.runs.map((run) => run.backgroundCpuBusy)));
  if (firstPress) {
    console.log(formatFirstPressTable(firstPress, opts.runs));
    if (pressBusy.median != null) {
      console.log(`CPU busy with other work before each control and rate: median ${pct(pressBusy.median)} (${pct(pressBusy.min)}–${pct(pressBusy.max)})`);
    }
  }

  if (busyVisitor) console.log(formatBusyVisitorTable(busyVisitor, opts.runs));
  if (distribution) console.log(formatDistributionTables({ "this build": distribution.summary }));

  const misses = results.flatMap((r) =>
    r.checks.filter((c) => !c.ok).map((c) => ({ route: r.route, metric: c.metric, label: c.label, value: c.value, budget: c.budget, kind: c.kind })),
  );
  const pressMisses = (firstPress ?? []).flatMap((r) =>
    r.checks
      .filter((c) => !c.ok)
      .map((c) => ({ control: r.id, locale: r.locale, route: r.route, metric: c.metric, value: c.value, budget: c.budget, text: c.text })),
  );
  const busyMisses = (busyVisitor ?? []).flatMap((r) =>
    r.checks
      .filter((c) => !c.ok)
      .map((c) => ({ scenario: r.id, locale: r.locale, route: r.route, metric: c.metric, value: c.value, budget: c.budget, text: c.text })),
  );
  console.log("");
  if (busy.median != null && busy.median > BUSY_LIMIT) {
    console.log(
      `WARNING: other work kept the CPUs ${pct(busy.median)} busy (median) around the runs: timings (TBT, LCP, ` +
        "Speed Index) and the performance score are inflated; the other scores and the JS sizes are not affected.",
    );
  }
  if (pressBusy.median != null && pressBusy.median > BUSY_LIMIT) {
    console.log(`WARNING: other work kept the CPUs ${pct(pressBusy.median)} busy (median) around the first-press runs: their times are inflated.`);
  }
  if (snapshot.duringBuild) console.log("WARNING: another gatsby build was running when public/ was copied; the copy may mix two builds.");
  if (misses.length || pressMisses.length || busyMisses.length) {
    console.log(`Budget misses (${misses.length + pressMisses.length + busyMisses.length}):`);
    for (const m of misses) {
      const unit = BUDGET_METRICS[m.metric].unit;
      console.log(
        `  MISS ${m.route}  ${m.label}: ${m.value == null ? "n/a" : formatValue(m.metric, m.value) + unit}  ` +
          `(budget ${m.kind === "min" ? ">=" : "<="} ${formatValue(m.metric, m.budget)}${unit})`,
      );
    }
    for (const m of pressMisses) console.log(`  MISS first press ${m.control} (${m.route}): ${m.text}`);
    for (const m of busyMisses) console.log(`  MISS busy visitor ${m.scenario} (${m.route}): ${m.text}`);
  } else {
    console.log("All budgets met.");
  }

  // ----- results file -----
  const finishedAt = new Date();
  const json = {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    lighthouseVersion: first?.lighthouseVersion ?? null,
    userAgent: first?.userAgent ?? null,
    options: {
      runsPerRoute: opts.runs,
      quick: opts.quick,
      built: opts.build,
      routes,
      locales: opts.locales,
      lighthouse: opts.lighthouse,
      firstPress: opts.firstPress,
      busyVisitor: opts.busyVisitor,
      controls: opts.controls,
      scenarios: opts.scenarios,
      siteDir: opts.siteDir,
    },
    detailPages: detailNotes,
    copiedDuringOtherBuild: snapshot.duringBuild,
    routes: results.map((r) => ({
      route: r.route,
      status: r.status,
      file: r.file,
      runsCompleted: r.runs.length,
      errors: r.errors,
      summary: r.summary,
      adjustedScores: r.adjusted,
      failedAudits: r.failed,
      initialJs: {
        totalGzipKb: kb(r.initialJs.totalGzipBytes),
        htmlGzipKb: kb(r.initialJs.htmlGzipBytes),
        componentChunkName: r.initialJs.componentChunkName,
        chunks: r.initialJs.chunks.map((c) => ({ name: c.name, source: c.source, gzipKb: kb(c.gzipBytes), rawKb: kb(c.rawBytes) })),
        missing: r.initialJs.missing,
      },
      html: r.html,
      budget: r.budget,
      checks: r.checks,
      runs: r.runs.map(({ categoryAuditRefs, ...run }) => run),
    })),
    budgetMisses: misses,
    firstPress: firstPress && {
      cpuRates: CPU_RATES,
      runsPerRate: opts.runs,
      timing:
        "ms = from the press (event.timeStamp of the first pointerdown/touchstart/mousedown/keydown, input/change for a select) to " +
        "performance.now() in the rAF callback of the frame after the first frame whose rAF callback saw the effect; " +
        "frameMs = to that first rAF callback (lower bound); lost = not shown within 10 s",
      controls: firstPress.map((r) => ({
        id: r.id,
        locale: r.locale,
        what: r.what,
        route: r.route,
        device: r.device,
        error: r.error,
        rates: Object.fromEntries(
          Object.entries(r.rates).map(([rate, s]) => [rate, { ...s, medianMs: finiteOrLost(s.medianMs), maxMs: finiteOrLost(s.maxMs) }]),
        ),
        bannerOnArrival: r.bannerOnArrival,
        budget: r.budget,
        checks: r.checks,
        runs: r.runs,
      })),
      misses: pressMisses,
    },
    busyVisitor: busyVisitor && {
      cpuRates: CPU_RATES,
      runsPerRate: opts.runs,
      timing:
        "an interaction's ms = the longest duration among its Event Timing entries (input delay + handlers + next paint), as INP counts it; " +
        "a run's worst = its slowest interaction; long tasks and long animation frames from the first activity on",
      scenarios: busyVisitor.map((r) => ({
        ...r,
        rates: Object.fromEntries(Object.entries(r.rates).map(([k, v]) => [k, { ...v, maxMs: finiteOrLost(v.maxMs), medianMs: finiteOrLost(v.medianMs) }])),
      })),
      misses: busyMisses,
    },
    visitorDistribution: distribution && {
      locale: opts.locales[0],
      only: opts.distributionOnly,
      timing:
        "a visit's latencyMs = the larger of its worst interaction (Event Timing) and the time from its press to the painted effect; " +
        "summary per CPU rate: p75 (nearest rank) and worst, overall, per first action and per delay after load",
      summary: JSON.parse(JSON.stringify(distribution.summary, (_key, value) => finiteOrLost(value))),
      visits: distribution.visits.map((v) => ({ ...v, latencyMs: finiteOrLost(v.latencyMs) })),
    },
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = startedAt.toISOString().replace(/:/g, "-");
  const body = JSON.stringify(json, null, 2) + "\n";
  fs.writeFileSync(path.join(RESULTS_DIR, `${stamp}.json`), body);
  fs.writeFileSync(path.join(RESULTS_DIR, "latest.json"), body);
  console.log(`\nResults: bench/results/${stamp}.json (and bench/results/latest.json)`);

  if (results.some((r) => !r.runs.length)) return 2;
  const missed = misses.length + pressMisses.length + busyMisses.length;
  if (missed && !opts.quick) return 1;
  if (missed) console.log("--quick: budget misses do not fail the run.");
  return 0;
}

/** JSON has no Infinity: a median or maximum made of lost presses is written as "lost". */
const finiteOrLost = (v) => (v === Infinity ? "lost" : v);

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`bench: ${process.env.BENCH_DEBUG ? (err?.stack ?? err) : (err?.message ?? err)}`);
    process.exit(2);
  },
);

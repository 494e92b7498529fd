#!/usr/bin/env node
/**
 * `npm run bench:scale`: what growing the catalogue costs the build.
 *
 * For each size (default 150 courses / 60 events, then 1,500 / 600) it copies the site to a
 * temporary directory (node_modules symlinked, no .cache, no public), multiplies
 * data/courses/ and data/events/ to that size with valid content (unique ids and
 * slugs, the existing images reused, each course's category, level, teachers and programme kept),
 * runs a cold `gatsby build` there, and measures wall time and peak memory: the highest
 * sum of resident memory over the build's whole process tree (Gatsby renders pages in
 * worker processes), sampled from /proc every 250 ms, and the largest single process.
 * Also the site search's index (docs/search.md): its size per language and the time Pagefind took,
 * as the build reports them.
 * Prints a table and the growth factor between sizes, writes the same as JSON under
 * bench/results/, and checks that every generated page and .ics file is there.
 *
 *   npm run bench:scale -- [--sizes 150x60,1500x600] [--keep]   (under tsx: it reads content and routes through src/)
 *
 * Heavy: run it alone (`flock /tmp/heavy.lock npm run bench:scale`).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { collections, compareEntries } from "../../src/content-model/collections.ts";
import { PUBLISHED_LOCALES } from "../../supabase/functions/_shared/site-contract/locales.ts";
import { readEntries } from "../../src/lib/content/read-entries.ts";
import { coursePath, eventIcsPath, eventPath } from "../../supabase/functions/_shared/site-contract/route-map.ts";
import { localSiteEnv } from "../backend/local-env.mjs";
import { readJson } from "../lib/read-json.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SAMPLE_MS = 250;
/** Not copied: dependencies are linked, build output and caches are what is measured. */
const SKIP = new Set(["node_modules", ".cache", "public", ".git", ".tmp", "test-results", "playwright-report", "coverage", "bench"]);

const USAGE = `Usage: npm run bench:scale -- [options]
  --sizes 150x60,1500x600   the catalogue sizes to build, <courses>x<events> each (default 150x60,1500x600)
  --keep                    keep each size's copy of the site (its path is printed)
  --help                    this text
Heavy: run it alone (flock /tmp/heavy.lock npm run bench:scale).`;

function parseSizes(raw) {
  return String(raw ?? "")
    .split(",")
    .map((pair) => {
      const [courses, events] = pair.split("x").map(Number);
      if (!Number.isInteger(courses) || !Number.isInteger(events) || courses < 1 || events < 1)
        throw new Error(`--sizes: bad size "${pair}": use <courses>x<events>`);
      return { courses, events };
    });
}

function parseArgs(argv) {
  const opts = { sizes: parseSizes("150x60,1500x600"), keep: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    switch (flag) {
      case "--sizes":
        opts.sizes = parseSizes(inline ?? argv[++i]);
        break;
      case "--keep":
        opts.keep = true;
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

const { sizes, keep } = parseArgs(process.argv.slice(2));

const writeJson = (file, data) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/** `count` entries: the originals first, then numbered copies ("… · edizione 2") with their own id and slug. */
const multiply = (items, count, rename) =>
  Array.from({ length: count }, (_, index) => {
    const original = items[index % items.length];
    const copy = Math.floor(index / items.length);
    return copy === 0 ? original : rename(structuredClone(original), copy + 1);
  });

/** A folder collection's files, `[{ file, entry }]`, entries as stored (both languages), in the order the pages show them. */
const storedEntries = (dataDir, collection) => {
  const folder = path.join(dataDir, collection);
  const spec = collections.find((c) => c.file === collection);
  const byEntry = compareEntries(spec);
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ file: path.join(folder, name), entry: readJson(path.join(folder, name)) }))
    .sort((a, b) => byEntry(a.entry, b.entry));
};

const generateContent = (dataDir, size) => {
  // Courses are one file per entry (data/courses/<id>.json), with their texts in both languages.
  const stored = storedEntries(dataDir, "courses");
  for (const { file } of stored) fs.rmSync(file);
  const courses = multiply(
    stored.map(({ entry }) => entry),
    size.courses,
    (course, edition) => ({
      ...course,
      id: `${course.id}-e${edition}`,
      slug: { it: `${course.slug.it}-edizione-${edition}`, en: `${course.slug.en}-edition-${edition}` },
      title: { it: `${course.title.it} · edizione ${edition}`.slice(0, 90), en: `${course.title.en} · edition ${edition}`.slice(0, 90) },
    }),
  ).map((course, index) => ({ ...course, order: index + 1 }));
  for (const course of courses) writeJson(path.join(dataDir, "courses", `${course.id}.json`), course);

  // Events too, sorted by their dates (no order).
  const storedEvents = storedEntries(dataDir, "events");
  for (const { file } of storedEvents) fs.rmSync(file);
  const events = multiply(
    storedEvents.map(({ entry }) => entry),
    size.events,
    (event, edition) => ({
      ...event,
      id: `${event.id}-e${edition}`,
      slug: { it: `${event.slug.it}-edizione-${edition}`, en: `${event.slug.en}-edition-${edition}` },
      title: { it: `${event.title.it} · edizione ${edition}`.slice(0, 90), en: `${event.title.en} · edition ${edition}`.slice(0, 90) },
    }),
  );
  for (const event of events) writeJson(path.join(dataDir, "events", `${event.id}.json`), event);
};

/** Every process in the tree under `rootPid` (including it), from /proc. */
const processTree = (rootPid) => {
  const children = new Map();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      // The command name may hold spaces and parentheses: the fields start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift();
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
};

const rssKb = (pid) => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
};

const build = (siteDir, logFile) =>
  new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, "w");
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [path.join(siteDir, "node_modules/gatsby/cli.js"), "build"], {
      cwd: siteDir,
      // The forms call the local backend: a public build must name its own (src/lib/forms/forms-backend-build.ts).
      env: { ...localSiteEnv(), ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "production", CI: "1" },
      stdio: ["ignore", log, log],
    });
    let peakTreeKb = 0;
    let peakProcessKb = 0;
    let peakProcesses = 0;
    const timer = setInterval(() => {
      const tree = processTree(child.pid);
      const sizes = tree.map(rssKb);
      peakTreeKb = Math.max(
        peakTreeKb,
        sizes.reduce((sum, kb) => sum + kb, 0),
      );
      peakProcessKb = Math.max(peakProcessKb, ...sizes);
      peakProcesses = Math.max(peakProcesses, tree.length);
    }, SAMPLE_MS);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(timer);
      fs.closeSync(log);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`gatsby build exited with ${code}; see ${logFile}`));
      else resolve({ seconds, peakTreeMb: peakTreeKb / 1024, peakProcessMb: peakProcessKb / 1024, peakProcesses });
    });
  });

/** The search index's line of the build's log (src/gatsby-node/search-index.ts): "(it: 32 pages, 210.4 KB; en: …) in 1234 ms". */
const searchIndexOf = (logFile) => {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC
  const text = fs.readFileSync(logFile, "utf8").replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");
  const line = /public\/pagefind: search index \((.+)\) in (\d+) ms/.exec(text);
  if (!line) return null;
  const languages = Object.fromEntries(
    [...line[1].matchAll(/(\w+): (\d+) pages, ([\d.]+) KB/g)].map(([, language, pages, kb]) => [language, { pages: Number(pages), kb: Number(kb) }]),
  );
  return { languages, ms: Number(line[2]), kb: Object.values(languages).reduce((sum, language) => sum + language.kb, 0) };
};

/** The build's own account of its slowest steps, from its log. */
const stepTimes = (logFile) => {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC
  const text = fs.readFileSync(logFile, "utf8").replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");
  const steps = {};
  for (const match of text.matchAll(/^success (.+?) - ([\d.]+)s/gm)) {
    const name = match[1].replace(/ - \d+\/\d+ [\d.]+\/s$/, "").trim();
    steps[name] = (steps[name] ?? 0) + Number(match[2]);
  }
  return Object.fromEntries(
    Object.entries(steps)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8),
  );
};

/** Every generated course's and event's page, and a coming event's calendar file, in each published language. */
const checkOutput = (siteDir) => {
  const missing = [];
  const dataDir = path.join(siteDir, "data");
  const built = (route) => fs.existsSync(path.join(siteDir, "public", route));
  const now = Date.now();
  for (const locale of PUBLISHED_LOCALES) {
    for (const course of readEntries(dataDir, "courses", locale)) {
      if (!built(path.join(coursePath(course.slug, locale), "index.html"))) missing.push(coursePath(course.slug, locale));
    }
    for (const event of readEntries(dataDir, "events", locale)) {
      if (!built(path.join(eventPath(event.slug, locale), "index.html"))) missing.push(eventPath(event.slug, locale));
      if (Date.parse(event.endDate) > now && !built(eventIcsPath(event.slug, locale))) missing.push(eventIcsPath(event.slug, locale));
    }
  }
  if (missing.length > 0) throw new Error(`${missing.length} generated pages or files are missing, e.g. ${missing.slice(0, 3).join(", ")}`);
};

const copySite = (target) => {
  fs.cpSync(ROOT, target, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(ROOT, source);
      return relative === "" || !SKIP.has(relative.split(path.sep)[0]);
    },
  });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(target, "node_modules"), "dir");
};

const results = [];
const resultsDir = path.join(ROOT, "bench/results");
fs.mkdirSync(resultsDir, { recursive: true });

for (const size of sizes) {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), `altura-scale-${size.courses}x${size.events}-`));
  const logFile = path.join(resultsDir, `scale-build-${size.courses}x${size.events}.log`);
  try {
    copySite(siteDir);
    generateContent(path.join(siteDir, "data"), size);
    process.stdout.write(`\n${size.courses} courses, ${size.events} events: building in ${siteDir} (log: ${path.relative(ROOT, logFile)}) …\n`);
    const measured = await build(siteDir, logFile);
    checkOutput(siteDir);
    const pages = fs.readFileSync(logFile, "utf8").match(/Building static HTML for pages - [\d.]+s - (\d+)\/(\d+)/);
    const result = { ...size, ...measured, pages: pages ? Number(pages[2]) : null, searchIndex: searchIndexOf(logFile), slowestSteps: stepTimes(logFile) };
    results.push(result);
    process.stdout.write(
      `  ${measured.seconds.toFixed(1)} s, peak ${measured.peakTreeMb.toFixed(0)} MB over ${measured.peakProcesses} processes (largest ${measured.peakProcessMb.toFixed(0)} MB), ${result.pages ?? "?"} pages\n`,
    );
  } finally {
    if (!keep) fs.rmSync(siteDir, { recursive: true, force: true });
  }
}

const pad = (value, width) => String(value).padStart(width);
process.stdout.write(
  `\n${"courses".padStart(8)} ${"events".padStart(7)} ${"pages".padStart(6)} ${"build s".padStart(8)} ${"peak MB".padStart(8)} ${"largest MB".padStart(10)} ${"index KB".padStart(9)} ${"index s".padStart(8)}\n`,
);
for (const r of results) {
  process.stdout.write(
    `${pad(r.courses, 8)} ${pad(r.events, 7)} ${pad(r.pages ?? "?", 6)} ${pad(r.seconds.toFixed(1), 8)} ${pad(r.peakTreeMb.toFixed(0), 8)} ${pad(r.peakProcessMb.toFixed(0), 10)} ${pad(r.searchIndex ? r.searchIndex.kb.toFixed(0) : "?", 9)} ${pad(r.searchIndex ? (r.searchIndex.ms / 1000).toFixed(1) : "?", 8)}\n`,
  );
}
const growth = results.slice(1).map((r, i) => {
  const base = results[i];
  return {
    from: `${base.courses}x${base.events}`,
    to: `${r.courses}x${r.events}`,
    contentFactor: (r.courses + r.events) / (base.courses + base.events),
    timeFactor: r.seconds / base.seconds,
    memoryFactor: r.peakTreeMb / base.peakTreeMb,
  };
});
for (const g of growth) {
  process.stdout.write(
    `\n${g.from} → ${g.to}: ${g.contentFactor.toFixed(1)}× the entries, ${g.timeFactor.toFixed(2)}× the build time, ${g.memoryFactor.toFixed(2)}× the peak memory\n`,
  );
}

const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, memoryMb: Math.round(os.totalmem() / 2 ** 20), node: process.version },
  note: "Cold builds (no .cache, no public). Peak memory: highest sum of VmRSS over the build's process tree, sampled every 250 ms.",
  results,
  growth,
};
const file = path.join(resultsDir, `scale-${report.date.replace(/[:.]/g, "-")}.json`);
writeJson(file, report);
process.stdout.write(`\nWritten to ${path.relative(ROOT, file)}\n`);

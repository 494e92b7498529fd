#!/usr/bin/env node
/**
 * `npm run bench:scale`: what growing the catalogue and the Insights costs the build.
 *
 * For each size (default 150 courses / 60 events / 60 articles, then 1,500 / 600 / 1,000) it copies
 * the site to a temporary directory (node_modules symlinked, no .cache, no public), multiplies
 * data/courses/, data/events/ and data/articles/ to that size with valid content (unique ids and
 * slugs, the existing images reused, each course's category, level, teachers and programme kept,
 * each article's text, author and references kept, each copy published a day before the last),
 * runs a cold `gatsby build` there, and measures wall time and peak memory: the highest
 * sum of resident memory over the build's whole process tree (Gatsby renders pages in
 * worker processes), sampled from /proc every 250 ms, and the largest single process.
 * Also the site search's index (docs/search.md): its size per language and the time Pagefind took,
 * the share images (their number and the time per image drawn) and the Insights feeds' sizes, as
 * the build reports them. An article is a page in each published language.
 * Prints a table and the growth factor between sizes, writes the same as JSON under
 * bench/results/, and checks that every generated page and .ics file is there.
 *
 *   npm run bench:scale -- [--sizes 150x60x60,1500x600x1000] [--keep]   (under tsx: it reads content and routes through src/)
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
import {
  FEED_FORMATS,
  articleListPath,
  articlePath,
  coursePath,
  eventIcsPath,
  eventPath,
  feedPath,
} from "../../supabase/functions/_shared/site-contract/route-map.ts";
import { localSiteEnv } from "../backend/local-env.mjs";
import { readJson } from "../lib/read-json.mjs";
import { romeIsoString } from "../../src/lib/format/rome-time.ts";
import { ARTICLES_PER_PAGE } from "../../src/lib/articles/article-pagination.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SAMPLE_MS = 250;
/** Not copied: dependencies are linked, build output and caches are what is measured. */
const SKIP = new Set(["node_modules", ".cache", "public", ".git", ".tmp", "test-results", "playwright-report", "coverage", "bench"]);

const USAGE = `Usage: npm run bench:scale -- [options]
  --sizes 150x60x60,1500x600x1000
                            the sizes to build, <courses>x<events>x<articles> each (an article is a page
                            in each language; default 150x60x60,1500x600x1000)
  --keep                    keep each size's copy of the site (its path is printed)
  --help                    this text
Heavy: run it alone (flock /tmp/heavy.lock npm run bench:scale).`;

function parseSizes(raw) {
  return String(raw ?? "")
    .split(",")
    .map((pair) => {
      const [courses, events, articles, extra] = pair.split("x").map(Number);
      if (extra !== undefined || ![courses, events, articles].every((n) => Number.isInteger(n) && n >= 1))
        throw new Error(`--sizes: bad size "${pair}": use <courses>x<events>x<articles>`);
      return { courses, events, articles };
    });
}

function parseArgs(argv) {
  const opts = { sizes: parseSizes("150x60x60,1500x600x1000"), keep: false };
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

  // Articles: each copy published a day before the last, so that the list's order and pages are real.
  const storedArticles = storedEntries(dataDir, "articles");
  for (const { file } of storedArticles) fs.rmSync(file);
  const DAY_MS = 24 * 60 * 60 * 1000;
  const oldest = Math.min(...storedArticles.map(({ entry }) => Date.parse(entry.publishedAt)));
  let copies = 0;
  const articles = multiply(
    storedArticles.map(({ entry }) => ({ ...entry, draft: false })),
    size.articles,
    (article, edition) => ({
      ...article,
      id: `${article.id}-e${edition}`,
      slug: { it: `${article.slug.it}-edizione-${edition}`, en: `${article.slug.en}-edition-${edition}` },
      title: { it: `${article.title.it} · edizione ${edition}`.slice(0, 110), en: `${article.title.en} · edition ${edition}`.slice(0, 110) },
      publishedAt: romeIsoString(new Date(oldest - ++copies * DAY_MS)),
    }),
  );
  for (const article of articles) writeJson(path.join(dataDir, "articles", `${article.id}.json`), article);
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

/** The share images' line of the build's log (src/gatsby-node/share-images.ts): how many, how many drawn, ms per image. */
const shareImagesOf = (logFile) => {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC
  const text = fs.readFileSync(logFile, "utf8").replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");
  const line = /Share images: (\d+) in ([\d.]+) s \((\d+) drawn(?:, (\d+) ms each, (\d+) ms of wall time per image)?/.exec(text);
  if (!line) return null;
  return {
    images: Number(line[1]),
    seconds: Number(line[2]),
    drawn: Number(line[3]),
    msEach: line[4] ? Number(line[4]) : null,
    wallMsPerImage: line[5] ? Number(line[5]) : null,
  };
};

/** The Insights feeds' lines of the build's log (src/gatsby-node/insights-feeds.ts): each feed's size in KB, by language. */
const feedsOf = (logFile) => {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC
  const text = fs.readFileSync(logFile, "utf8").replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");
  const feeds = {};
  for (const [, locale, list] of text.matchAll(/Insights feeds \((\w+), \d+ articles\): (.+)/g)) {
    feeds[locale] = Object.fromEntries([...list.matchAll(/(\S+) (\d+) KB/g)].map(([, file, kb]) => [path.basename(file), Number(kb)]));
  }
  return feeds;
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

/**
 * Every generated course's, event's and article's page, a coming event's calendar file, the articles
 * list's last page and the feeds, in each published language.
 */
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
    const articles = readEntries(dataDir, "articles", locale).filter((article) => !article.draft && Date.parse(article.publishedAt) <= now);
    for (const article of articles) {
      if (!built(path.join(articlePath(article.slug, locale), "index.html"))) missing.push(articlePath(article.slug, locale));
    }
    const lastListPage = articleListPath(locale, { page: Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE)) });
    if (!built(path.join(lastListPage, "index.html"))) missing.push(lastListPage);
    for (const format of FEED_FORMATS) if (!built(feedPath(format, locale))) missing.push(feedPath(format, locale));
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

const sizeName = (size) => `${size.courses}x${size.events}x${size.articles}`;
const results = [];
const resultsDir = path.join(ROOT, "bench/results");
fs.mkdirSync(resultsDir, { recursive: true });

for (const size of sizes) {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), `altura-scale-${sizeName(size)}-`));
  const logFile = path.join(resultsDir, `scale-build-${sizeName(size)}.log`);
  try {
    copySite(siteDir);
    generateContent(path.join(siteDir, "data"), size);
    process.stdout.write(
      `\n${size.courses} courses, ${size.events} events, ${size.articles} articles: building in ${siteDir} (log: ${path.relative(ROOT, logFile)}) …\n`,
    );
    const measured = await build(siteDir, logFile);
    checkOutput(siteDir);
    const pages = fs.readFileSync(logFile, "utf8").match(/Building static HTML for pages - [\d.]+s - (\d+)\/(\d+)/);
    const result = {
      ...size,
      ...measured,
      pages: pages ? Number(pages[2]) : null,
      searchIndex: searchIndexOf(logFile),
      shareImages: shareImagesOf(logFile),
      feeds: feedsOf(logFile),
      slowestSteps: stepTimes(logFile),
    };
    results.push(result);
    process.stdout.write(
      `  ${measured.seconds.toFixed(1)} s, peak ${measured.peakTreeMb.toFixed(0)} MB over ${measured.peakProcesses} processes (largest ${measured.peakProcessMb.toFixed(0)} MB), ${result.pages ?? "?"} pages\n`,
    );
  } finally {
    if (!keep) fs.rmSync(siteDir, { recursive: true, force: true });
  }
}

const fixed = (value, digits) => (value == null ? "?" : value.toFixed(digits));
const feedKb = (r, locale) => (r.feeds[locale] ? Object.values(r.feeds[locale]).join("/") : "?");
const COLUMNS = [
  ["courses", (r) => r.courses],
  ["events", (r) => r.events],
  ["articles", (r) => r.articles],
  ["pages", (r) => r.pages ?? "?"],
  ["build s", (r) => fixed(r.seconds, 1)],
  ["peak MB", (r) => fixed(r.peakTreeMb, 0)],
  ["largest MB", (r) => fixed(r.peakProcessMb, 0)],
  ["index KB", (r) => fixed(r.searchIndex?.kb, 0)],
  ["index s", (r) => fixed(r.searchIndex && r.searchIndex.ms / 1000, 1)],
  ["share images", (r) => r.shareImages?.images ?? "?"],
  ["ms/image", (r) => r.shareImages?.wallMsPerImage ?? "?"],
  ...PUBLISHED_LOCALES.map((locale) => [`feeds ${locale} KB`, (r) => feedKb(r, locale)]),
];
const row = (cells) => cells.map((cell, i) => String(cell).padStart(Math.max(COLUMNS[i][0].length, 8))).join(" ");
process.stdout.write(`\n${row(COLUMNS.map(([name]) => name))}\n`);
for (const r of results) process.stdout.write(`${row(COLUMNS.map(([, value]) => value(r)))}\n`);
process.stdout.write("(ms/image: the wall time of the share images shared out over those drawn; feeds: RSS/Atom/JSON Feed)\n");
const growth = results.slice(1).map((r, i) => {
  const base = results[i];
  return {
    from: sizeName(base),
    to: sizeName(r),
    contentFactor: (r.courses + r.events + r.articles) / (base.courses + base.events + base.articles),
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
  note: "Cold builds (no .cache, no public): every share image drawn. Peak memory: highest sum of VmRSS over the build's process tree, sampled every 250 ms.",
  results,
  growth,
};
const file = path.join(resultsDir, `scale-${report.date.replace(/[:.]/g, "-")}.json`);
writeJson(file, report);
process.stdout.write(`\nWritten to ${path.relative(ROOT, file)}\n`);

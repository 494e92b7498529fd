#!/usr/bin/env node
/**
 * Checks every page of the built site with the W3C's Nu HTML Checker (vnu-jar, on Java) and
 * fails on any error that ALLOWED below does not list. `npm run check:html` after a build;
 * `node scripts/check-html.mjs DIR` checks another built site.
 *
 * One JVM for all pages, so its start-up is paid once. Each error is printed as
 * `file:line: message`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const siteDir = path.resolve(process.argv[2] ?? path.join(root, "public"));

/**
 * gatsby-plugin-image's own markup. Until an image nears the viewport, its <source>s and
 * <img> carry `data-srcset`/`data-src` instead of `srcset`/`src` (the plugin's script swaps
 * them), and a constrained image is sized by an empty SVG <img> that is hidden from
 * assistive technology both ways (`role="presentation"` and `aria-hidden`). Our code cannot
 * change either; the images themselves are described by their `alt` in data/.
 */
const LAZY_SOURCE = /^<source\b(?![^>]*\ssrcset=)[^>]*\sdata-srcset="[^"]*"[^>]*>$/;
const LAZY_MAIN_IMAGE = /^<img\b(?![^>]*\ssrc=)(?![^>]*\ssrcset=)[^>]*\sdata-main-image=""[^>]*\sdata-src="[^"]*"[^>]*>$/;
const SIZER_IMAGE =
  /^<img alt="" role="presentation" aria-hidden="true" src="data:image\/svg\+xml;charset=utf-8,%3Csvg%20height=&#x27;\d+&#x27;%20width=&#x27;\d+&#x27;%20xmlns=&#x27;http:\/\/www\.w3\.org\/2000\/svg&#x27;%20version=&#x27;1\.1&#x27;%3E%3C\/svg%3E" style="max-width:100%;display:block;position:static"\/>$/;

/**
 * The only errors that do not fail the check: each is one message on one kind of element,
 * matched against the element's start tag (or, for CSS, the token) as the checker quotes it.
 */
const ALLOWED = [
  { why: "gatsby-plugin-image: lazy <source>", message: "Element “source” is missing required attribute “srcset”.", element: LAZY_SOURCE },
  {
    why: "gatsby-plugin-image: lazy <source>",
    message: "The “sizes” attribute must only be specified if the “srcset” attribute is also specified.",
    element: LAZY_SOURCE,
  },
  {
    why: "gatsby-plugin-image: lazy <img>",
    message: "The “sizes” attribute must only be specified if the “srcset” attribute is also specified.",
    element: LAZY_MAIN_IMAGE,
  },
  {
    why: "gatsby-plugin-image: lazy <img>",
    message: "Element “img” is missing one or more of the following attributes: “src”, “srcset”.",
    element: LAZY_MAIN_IMAGE,
  },
  {
    why: "gatsby-plugin-image: sizer <img>",
    message: "An “img” element with a “role” attribute must not have an “alt” attribute whose value is the empty string.",
    element: SIZER_IMAGE,
  },
  /*
   * Valid CSS the checker's CSS grammar does not know yet (CSS Transitions Level 2, Baseline
   * since 2024): the phone menu's <dialog> slides in with `@starting-style` and slides out
   * because `display` and `overlay` transition with `allow-discrete`. Remove these two once
   * vnu-jar accepts them.
   */
  { why: "CSS the checker does not know yet", message: "CSS: “transition”: “allow-discrete” is not a “transition” value.", element: /^allow-discrete$/ },
  { why: "CSS the checker does not know yet", message: "CSS: Unrecognized at-rule “@starting-style”", element: /^@starting-style$/ },
];

/** Paths inside the project relative to it (public/index.html), others as they are. */
const display = (file) => {
  const relative = path.relative(root, file);
  return relative.startsWith("..") ? file : relative;
};

const fail = (message) => {
  console.error(`check-html: ${message}`);
  process.exit(2);
};

/** The built pages: every .html file but Gatsby's slices (fragments it stitches into pages, not documents). */
const pagesIn = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).includes("_gatsby"))
    .sort();

if (!fs.existsSync(siteDir)) fail(`${display(siteDir)} does not exist: build the site first (npm run build).`);
const pages = pagesIn(siteDir);
if (pages.length === 0) fail(`no .html pages in ${display(siteDir)}: build the site first (npm run build).`);

const java = spawnSync("java", ["-version"], { encoding: "utf8" });
if (java.error) {
  fail("Java is not installed, and the Nu HTML Checker runs on it. Install it with: sudo apt-get install -y default-jre-headless");
}

// The jar's path, the package's main export; not its `vnu.check`, which downloads a Java runtime when it finds none.
const vnuJar = String(require("vnu-jar"));
const started = Date.now();
/*
 * A short run is spent mostly compiling: with the quick compiler only (C1) the check takes about
 * half the CPU time. C1's deeper stack frames then need more than the 512 KB the checker asks for
 * to load its HTML schema (2 MB is enough; 8 MB leaves room).
 */
const JVM_OPTIONS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss8m"];
// --errors-only: warnings are advice and never fail. The report (JSON) goes to stderr.
const vnu = spawnSync("java", [...JVM_OPTIONS, "-jar", vnuJar, "--format", "json", "--errors-only", ...pages], {
  encoding: "utf8",
  maxBuffer: 256 * 1024 * 1024,
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (vnu.error) fail(`the checker could not run: ${vnu.error.message}`);

let report;
try {
  report = JSON.parse(vnu.stderr);
} catch {
  fail(`the checker did not answer in JSON (exit ${vnu.status}):\n${vnu.stderr}`);
}

const allowedCounts = new Map(ALLOWED.map((entry) => [entry, 0]));
const errors = [];
for (const message of report.messages) {
  const quoted = message.extract?.slice(message.hiliteStart, message.hiliteStart + message.hiliteLength) ?? "";
  const allowed = message.type === "error" && ALLOWED.find((entry) => entry.message === message.message && entry.element.test(quoted));
  if (allowed) allowedCounts.set(allowed, allowedCounts.get(allowed) + 1);
  else errors.push(message);
}

for (const error of errors) {
  console.log(`${error.url ? display(new URL(error.url).pathname) : "?"}:${error.lastLine ?? "?"}: ${error.message}`);
}

const allowedTotal = [...allowedCounts.values()].reduce((sum, count) => sum + count, 0);
const byReason = [...allowedCounts].filter(([, count]) => count > 0).map(([entry, count]) => `${count} ${entry.why} (${entry.message})`);
console.log(
  `\nNu HTML Checker: ${pages.length} page${pages.length === 1 ? "" : "s"} in ${seconds} s, ${errors.length} error${errors.length === 1 ? "" : "s"}, ${allowedTotal} allowed:`,
);
for (const line of byReason) console.log(`  ${line}`);
process.exit(errors.length === 0 ? 0 : 1);

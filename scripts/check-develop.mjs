#!/usr/bin/env -S npx tsx
/**
 * The development server as content staff and developers meet it: starts `gatsby develop` in a
 * copy of the project on a free port (without the local backend), opens every kind of route in
 * every published language in Chromium, first as a visit and then reached by a link inside the site,
 * and fails on Gatsby's error overlay, an uncaught error or a console error or warning that ALLOWED
 * below does not list. Stops develop at the end.
 * Then edits a course's file (data/courses/<id>.json) as content staff would (checkContentEdits below).
 * `npx tsx scripts/check-develop.mjs [--edits-only]` (--edits-only: only the content edits, while working on them).
 * Run by tsx so that the routes, the words and the content come from the site's own modules.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { freePort } from "./backend/lib/stack.mjs";
import { readJson } from "./lib/read-json.mjs";
import { copyProject } from "./lib/project-copy.mjs";
import { PUBLISHED_LOCALES } from "../supabase/functions/_shared/site-contract/locales.ts";
import { dictionaryFor } from "../src/i18n/dictionary.ts";
import { articlePath, coursePath, eventPath, routePath } from "../supabase/functions/_shared/site-contract/route-map.ts";
import { readEntries } from "../src/lib/content/read-entries.ts";
import { HYDRATED_ATTRIBUTE } from "../src/start-up/hydrated-mark.ts";

// Develop runs in a copy of the project (scripts/lib/project-copy.mjs): it can run beside the
// production build, and the content edits below never touch the working tree.
const project = copyProject(path.resolve(path.dirname(new URL(import.meta.url).pathname), ".."), "altura-develop-");
const root = project.copy;
const DATA_DIR = path.join(root, "data");
const firstEntry = (collection, locale) => readEntries(DATA_DIR, collection, locale)[0];

/** Every kind of page, in each published language (develop shows every article, drafts included: the newest is one of them). */
const routesIn = (locale) => [
  ...["home", "servizi", "chi-siamo", "academy", "eventi", "insights"].map((key) => routePath(key, locale)),
  coursePath(firstEntry("courses", locale).slug, locale),
  eventPath(firstEntry("events", locale).slug, locale),
  articlePath(firstEntry("articles", locale).slug, locale),
  ...["privacy", "cookie-policy", "accessibilita", "newsletter-conferma", "newsletter-disiscrizione", "not-found"].map((key) => routePath(key, locale)),
];
const ROUTES = PUBLISHED_LOCALES.flatMap(routesIn);

/**
 * Warnings that are not faults, each with its reason. Gatsby's and React's development notices
 * (React DevTools, [HMR] connected) are info and log messages, never listed here.
 */
const ALLOWED = [
  // Ours, by design: the 404 page logs the missing path so a broken link can be traced (src/pages/404.tsx).
  ...PUBLISHED_LOCALES.map((locale) => ({ why: "the 404 page's log of the missing address", text: dictionaryFor(locale).notFoundPage.missingPathLog("/") })),
];

const STARTUP_TIMEOUT_MS = 10 * 60_000;
/** After a content edit: the time develop takes to reject a save and to have left the page alone. */
const SETTLE_MS = 3_000;
/** After a route has rendered and React is idle: time for a late error and the overlay to show (a fault thrown 300 ms after render still shows). */
const ROUTE_SETTLE_MS = 750;

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;

// Its own process group, so stopping it stops Gatsby's workers too.
const develop = spawn("npx", ["gatsby", "develop", "-H", "127.0.0.1", "-p", String(port)], {
  cwd: root,
  detached: true,
  stdio: ["ignore", "pipe", "pipe"],
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
});
let developOutput = "";
develop.stdout.on("data", (chunk) => (developOutput += chunk));
develop.stderr.on("data", (chunk) => (developOutput += chunk));
let developExited = false;
develop.on("exit", () => (developExited = true));

const stopDevelop = () => {
  if (developExited) return;
  try {
    process.kill(-develop.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
};
process.on("exit", stopDevelop);
process.on("exit", project.remove);
process.on("SIGINT", () => process.exit(130));
// Stopped by npm test when another step fails: the exit handlers stop develop and remove the copy.
process.on("SIGTERM", () => process.exit(143));

const waitUntilServing = async () => {
  while (Date.now() - started < STARTUP_TIMEOUT_MS) {
    if (developExited) throw new Error(`gatsby develop exited before serving:\n${developOutput}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`gatsby develop did not serve within ${STARTUP_TIMEOUT_MS / 60_000} minutes:\n${developOutput}`);
};

/*
 * Content staff's edits while the server runs: a save with a mistake is reported on one line as
 * the build reports it, and the pages keep the last good content; the fix shows without a restart.
 * The first course's file is edited in the copy, and put back as it was at the end.
 */
const COURSE_FILE = path.join(DATA_DIR, "courses", `${firstEntry("courses", "it").id}.json`);
const COURSE_NAME = path.relative(root, COURSE_FILE).split(path.sep).join("/");
const courseAsFound = fs.readFileSync(COURSE_FILE, "utf8");

/**
 * Until develop has printed nothing for SETTLE_MS: it has finished with the last save (on a loaded
 * machine its rebuild goes on for seconds after the error line), as an editor's next save comes after
 * the preview has answered the last one.
 */
const developQuiet = async (timeout = 60_000) => {
  const until = Date.now() + timeout;
  let length = developOutput.length;
  let since = Date.now();
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (developOutput.length !== length) {
      length = developOutput.length;
      since = Date.now();
    } else if (Date.now() - since >= SETTLE_MS) return;
  }
};

/** Each edit's time from save to result, printed at the end: how long content staff wait for the preview. */
const editTimes = [];

/**
 * `explain` says, on a timeout, where the change stopped (the server's data, or the open page).
 * An edit shows in 2–4 s even beside a production build; the bound is for a machine running the
 * whole suite (docs/testing.md).
 */
const waitFor = async (what, predicate, explain = async () => "", timeout = 150_000) => {
  const from = Date.now();
  const until = from + timeout;
  while (Date.now() < until) {
    if (await predicate()) {
      editTimes.push(`${what} ${((Date.now() - from) / 1000).toFixed(1)} s`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `${what}: not within ${timeout / 1000} s. ${await explain()}\nLast lines of gatsby develop:\n${developOutput.split("\n").slice(-15).join("\n")}`,
  );
};

const checkContentEdits = async (page, setCurrent) => {
  const original = JSON.parse(courseAsFound);
  const first = firstEntry("courses", "it");
  const coursePath = `/academy/${first.slug}`;
  const pageData = async () => (await fetch(`${origin}/page-data${coursePath}/page-data.json`)).text();
  const save = (content) => fs.writeFileSync(COURSE_FILE, typeof content === "string" ? content : `${JSON.stringify(content, null, 2)}\n`);
  const heading = () => page.locator("main h1").first().textContent();
  const whereIsTitle = (title) => async () =>
    `The server's page data ${(await pageData()).includes(title) ? "has" : "does not have"} "${title}"; the open page's heading is "${await heading()}".`;

  setCurrent(`${coursePath} (content edits)`);
  await page.goto(`${origin}${coursePath}`, { waitUntil: "load" });
  await page.waitForFunction(() => document.querySelector("#gatsby-focus-wrapper main h1") !== null);

  // A mistake: a new Italian title saved with the English one left empty; neither must show.
  let outputFrom = developOutput.length;
  const untranslated = structuredClone(original);
  untranslated.title = { it: "Titolo salvato con un errore", en: "" };
  save(untranslated);
  const expectedLine = `${COURSE_NAME} (id "${first.id}"): title in inglese (en) è vuoto`;
  await waitFor(`the terminal names ${expectedLine}`, () => developOutput.slice(outputFrom).includes(expectedLine));
  await developQuiet();
  if (!(await pageData()).includes(first.title) || (await heading()) !== first.title)
    problems.push(`${coursePath}: a save with a missing translation replaced the last good content`);

  // Fixed: the page follows, without a restart.
  const fixed = structuredClone(original);
  fixed.title = { it: "Titolo corretto in anteprima", en: "Title fixed in the preview" };
  save(fixed);
  await waitFor("the fixed title in the open page", async () => (await heading()) === fixed.title.it, whereIsTitle(fixed.title.it));

  // Not JSON at all (a save halfway through typing): reported, and the page keeps the fixed title.
  outputFrom = developOutput.length;
  save(courseAsFound.slice(0, 200));
  await waitFor(`the terminal names ${COURSE_NAME}`, () => developOutput.slice(outputFrom).includes(COURSE_NAME));
  await developQuiet();
  if (!(await pageData()).includes(fixed.title.it) || (await heading()) !== fixed.title.it)
    problems.push(`${coursePath}: a file that is not JSON emptied the page`);

  // Back as it was.
  save(courseAsFound);
  await waitFor("the original title in the open page", async () => (await heading()) === first.title, whereIsTitle(first.title));
  if ((await page.locator("gatsby-fast-refresh").count()) > 0) problems.push(`${coursePath}: Gatsby's error overlay is open after the edits`);
};

const routesToVisit = process.argv.includes("--edits-only") ? [] : ROUTES;
const problems = [];
let browser;
try {
  await waitUntilServing();
  console.log(`gatsby develop serving on ${origin} after ${seconds()}`);

  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: readJson(path.join(root, "scripts", "lib", "chromium-flags.json")).flags,
  });
  const page = await browser.newPage();
  let current = "";
  page.on("pageerror", (error) => problems.push(`${current}: uncaught ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const text = message.text();
    if (ALLOWED.some((allowed) => text.startsWith(allowed.text))) return;
    problems.push(`${current}: console ${message.type()}: ${text.split("\n")[0]}`);
  });

  const rendered = async (route) => {
    await page.waitForFunction(
      // Gatsby's trailing-slash option may drop the slash of the address asked for; React has
      // rendered the page once gatsby-browser's onInitialClientRender has marked <html>.
      ([pathname, hydrated]) =>
        window.location.pathname.replace(/(.)\/$/, "$1") === pathname.replace(/(.)\/$/, "$1") &&
        document.querySelector("#gatsby-focus-wrapper main") !== null &&
        document.documentElement.hasAttribute(hydrated),
      [route, HYDRATED_ATTRIBUTE],
      { timeout: 120_000 },
    );
    // Hydration errors are reported once React is idle again, and the overlay opens right after.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
    await page.waitForTimeout(ROUTE_SETTLE_MS);
    if ((await page.locator("gatsby-fast-refresh").count()) > 0) problems.push(`${current}: Gatsby's error overlay is open`);
  };

  for (const route of routesToVisit) {
    current = `${route} (visit)`;
    await page.goto(`${origin}${route}`, { waitUntil: "load" });
    await rendered(route);
  }

  // Reached inside the site: a link clicked on the page before (gatsby-plugin-catch-links routes it).
  await page.goto(`${origin}/`, { waitUntil: "load" });
  current = "/ (visit before the links)";
  await rendered("/");
  for (const route of routesToVisit.slice(1)) {
    current = `${route} (link inside the site)`;
    await page.evaluate((href) => {
      const link = document.createElement("a");
      link.href = href;
      link.textContent = "check-develop";
      // Outside React's root, so React never meets it.
      document.body.append(link);
      link.click();
      link.remove();
    }, route);
    await rendered(route);
  }

  await checkContentEdits(page, (where) => (current = where));
} catch (error) {
  problems.push(`the check itself failed: ${error.message}`);
} finally {
  await browser?.close();
  stopDevelop();
}

if (problems.length > 0) {
  console.error(`gatsby develop: ${problems.length === 1 ? "1 problem" : `${problems.length} problems`} (${seconds()}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `gatsby develop: ${routesToVisit.length} routes visited and reached by link, and a course's file edited with a mistake, fixed and put back, with no overlay, error or warning (${seconds()})`,
);
console.log(`content edits, from save to result: ${editTimes.join("; ")}`);

#!/usr/bin/env node
/**
 * `node scripts/bench/search-first-use.mjs`: what the site search costs the first time it is used
 * (docs/search.md#what-it-costs-and-when). On the built site in public/ (served as a CDN would, static-server.mjs), a
 * fresh browser opens a page, starts its scripts as a visitor does (the mouse moves), then presses `/`
 * (no hover, so nothing was loaded ahead) and types a query at once. Measured at CPU 1× and 4×
 * (Emulation.setCPUThrottlingRate), median (max) of the runs:
 *  - open: from the key press to the dialog's field on screen (the dialog's chunk);
 *  - results: from the key press to the first result on screen (Pagefind's script, WebAssembly,
 *    index and fragments, and the typing pause);
 *  - bytes: the search's files downloaded from the press on, as sent (brotli for text; Pagefind's
 *    index files are gzip already), apart from the page data Gatsby prefetches for the result links.
 *
 *   node scripts/bench/search-first-use.mjs [--runs 5] [--route /chi-siamo] [--query strategia]
 *
 * Opens a port: on the shared machine, run it under the lock (flock /tmp/altura-ports.lock …).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { startStaticServer } from "./static-server.mjs";
import { readJson } from "../lib/read-json.mjs";
import { HYDRATED_ATTRIBUTE } from "../../src/start-up/hydrated-mark.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const runs = Number(option("--runs", "5"));
const route = option("--route", "/chi-siamo");
const query = option("--query", "strategia");
const FIELD = "#cerca-campo";
const FIRST_RESULT = "#cerca-risultati a";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const oneRun = async (browser, origin, rate) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "it-IT" });
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await page.goto(`${origin}${route}`, { waitUntil: "load" });
  await page.mouse.move(2, 2);
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
  await page.waitForTimeout(1000);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });

  // Playwright's request events include the search's worker, whose fetches CDP's page session does not see.
  let counting = false;
  const files = [];
  const pending = [];
  page.on("requestfinished", (request) => {
    if (!counting) return;
    pending.push(
      request.sizes().then((sizes) => {
        files.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize });
      }),
    );
  });
  counting = true;
  const start = await page.evaluate(() => performance.now());
  await page.keyboard.press("/");
  await page.locator(FIELD).waitFor({ state: "visible" });
  const opened = await page.evaluate(() => performance.now());
  await page.locator(FIELD).fill(query);
  await page.locator(FIRST_RESULT).first().waitFor({ state: "visible" });
  const found = await page.evaluate(() => performance.now());
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  await context.close();
  // The search's own files, apart from the page data Gatsby prefetches for the result links.
  const search = files.filter((file) => !file.path.startsWith("/page-data/"));
  const sum = (list) => list.reduce((total, file) => total + file.bytes, 0);
  return { openMs: opened - start, resultsMs: found - start, bytes: sum(search), prefetchBytes: sum(files) - sum(search), files: search };
};

const server = await startStaticServer(path.join(ROOT, "public"));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: readJson(path.join(ROOT, "scripts/lib/chromium-flags.json")).flags,
});
try {
  process.stdout.write(`Search, first use on ${route}, query "${query}", ${runs} runs each: median (max)\n`);
  for (const rate of [1, 4]) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await oneRun(browser, server.origin, rate));
    const line = (key) => `${median(results.map((r) => r[key])).toFixed(0)} (${Math.max(...results.map((r) => r[key])).toFixed(0)})`;
    process.stdout.write(
      `CPU ${rate}×: open ${line("openMs")} ms, first results ${line("resultsMs")} ms, search files ${line("bytes")} bytes, result pages' data prefetched ${line("prefetchBytes")} bytes\n`,
    );
    if (rate === 1) process.stdout.write(`  files of the first run: ${results[0].files.map((file) => `${file.path} ${file.bytes}`).join(", ")}\n`);
  }
} finally {
  await browser.close();
  await server.close();
}

#!/usr/bin/env node
/**
 * What the forms' proof of work costs: the time Chromium takes to solve one challenge at the
 * production difficulty (supabase/functions/_shared/challenge.ts), at CPU 1× and 4× (CDP
 * Emulation.setCPUThrottlingRate, Lighthouse's phone setting), in a Web Worker as the forms do
 * and on the main thread; and what the same work costs a bot using native code (Node's OpenSSL
 * PBKDF2), as requests per CPU-second. docs/forms-backend.md, "Cost", reports a run.
 *
 *   node scripts/bench/challenge-solve.mjs [--runs 5] [--chrome /usr/bin/chromium]
 *
 * Every run solves a challenge whose counter is the middle of the configured range, so runs
 * compare; the page is served from a fake origin on 127.0.0.1 (a secure context, so Web Crypto
 * is there) by Playwright's router — nothing leaves the machine.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey as webDeriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { deriveKey as nativeDeriveKey } from "altcha-lib/algorithms/pbkdf2";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg("runs", "5"));
const CHROME = arg("chrome", process.env.CHROMIUM_PATH ?? "/usr/bin/chromium");

// The production settings, read from the function's source so the two cannot drift apart.
const source = fs.readFileSync(path.join(ROOT, "supabase/functions/_shared/challenge.ts"), "utf8");
const settings = /DEFAULT_CHALLENGE_SETTINGS: ChallengeSettings = \{ cost: ([\d_]+), counterMax: ([\d_]+)/.exec(source);
if (!settings) throw new Error("DEFAULT_CHALLENGE_SETTINGS not found in challenge.ts");
const [cost, counterMax] = settings.slice(1).map((n) => Number(n.replaceAll("_", "")));
// The range starts at the browser's own start (COUNTER_START, 0): its middle is the average work.
const counterMin = 0;
const counter = Math.round((counterMin + counterMax) / 2);

const challenge = async () =>
  createChallenge({ algorithm: "PBKDF2/SHA-256", cost, counter, deriveKey: webDeriveKey, hmacSignatureSecret: "bench", hmacKeySignatureSecret: "bench-key" });

const ORIGIN = "http://127.0.0.1:1";
// The folder of the library's browser build: where its main export resolves.
const LIB = path.dirname(fileURLToPath(import.meta.resolve("altcha-lib")));
const PAGE = `<!doctype html><meta charset="utf-8"><title>bench</title><script type="module">
import { solveChallenge } from "/lib/index.js";
import { deriveKey } from "/lib/algorithms/web/pbkdf2.js";
window.solveMain = async (challenge) => { const t = performance.now(); const s = await solveChallenge({ challenge, deriveKey }); return { ms: performance.now() - t, counter: s.counter }; };
window.solveWorker = (challenge) => new Promise((resolve) => { const t = performance.now(); const w = new Worker("/worker.js", { type: "module" }); w.onmessage = (e) => { w.terminate(); resolve({ ms: performance.now() - t, counter: e.data.counter }); }; w.postMessage(challenge); });
window.ready = true;
</script>`;
const WORKER = `import { solveChallenge } from "/lib/index.js";
import { deriveKey } from "/lib/algorithms/web/pbkdf2.js";
onmessage = async (e) => postMessage(await solveChallenge({ challenge: e.data, deriveKey }));`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const browser = await chromium.launch({ executablePath: CHROME, headless: true });
const results = {};
try {
  for (const rate of [1, 4]) {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === "/") return route.fulfill({ contentType: "text/html", body: PAGE });
      if (pathname === "/worker.js") return route.fulfill({ contentType: "text/javascript", body: WORKER });
      if (pathname.startsWith("/lib/")) return route.fulfill({ contentType: "text/javascript", body: fs.readFileSync(path.join(LIB, pathname.slice(5))) });
      return route.fulfill({ status: 404, body: "" });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => window.ready === true);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    for (const where of ["Worker", "Main"]) {
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        const c = await challenge();
        const { ms, counter: found } = await page.evaluate(([fn, ch]) => window[fn](ch), [`solve${where}`, c]);
        if (found !== counter) throw new Error(`solved counter ${found}, expected ${counter}`);
        times.push(ms);
      }
      results[`chromium ${where.toLowerCase()} thread, CPU ${rate}×`] = { medianMs: Math.round(median(times)), runs: times.map(Math.round) };
    }
    await page.close();
  }
} finally {
  await browser.close();
}

const nativeTimes = [];
for (let i = 0; i < RUNS; i++) {
  const c = await challenge();
  const before = process.cpuUsage();
  await solveChallenge({ challenge: c, deriveKey: nativeDeriveKey });
  const used = process.cpuUsage(before);
  nativeTimes.push((used.user + used.system) / 1000);
}
const nativeMs = median(nativeTimes);
results["native (Node/OpenSSL), CPU time"] = { medianMs: Math.round(nativeMs), runs: nativeTimes.map(Math.round) };

console.log(
  JSON.stringify(
    {
      algorithm: "PBKDF2/SHA-256",
      cost,
      counterRange: [counterMin, counterMax],
      counterMeasured: counter,
      results,
      botRequestsPerCpuSecond: Number((1000 / nativeMs).toFixed(2)),
    },
    null,
    2,
  ),
);

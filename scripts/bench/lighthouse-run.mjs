/**
 * One Lighthouse run in a fresh Chromium: launch, audit one URL with Lighthouse's mobile defaults
 * (simulated throttling, default screen emulation), kill. A fresh browser per run keeps caches,
 * service workers and memory from one run out of the next. Returns only the numbers the benchmark
 * reports, not the whole (several MB) report.
 */
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { readJson } from "../lib/read-json.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Chromium as every benchmark runs it (the first-press runs too): nothing but the page under test
 * (scripts/lib/chromium-flags.json), headless (chrome-launcher, unlike Playwright, does not make it so).
 */
export const CHROME_FLAGS = ["--headless=new", ...readJson(fileURLToPath(new URL("../lib/chromium-flags.json", import.meta.url))).flags];

/** Audits of a category that did not pass (score below 1 and counted in the score, or failed outright). */
function failedAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  const failed = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit) continue;
    if (["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode)) continue;
    if (audit.scoreDisplayMode === "error" || (audit.score !== null && audit.score < 1)) {
      const items = audit.details?.items ?? [];
      const where = items
        .map((item) => {
          if (item.node) return item.node.selector || item.node.snippet;
          const url = item.url ?? item.sourceLocation?.url ?? item.source?.url;
          const text = typeof item.description === "string" ? item.description.slice(0, 160) : undefined;
          return [text, url && !text?.includes(url) ? url : undefined].filter(Boolean).join(" @ ") || undefined;
        })
        .filter(Boolean)
        .slice(0, 3);
      failed.push({ id: ref.id, title: audit.title, score: audit.score, weight: ref.weight, where });
    }
  }
  return failed;
}

/**
 * Transferred bytes by resource type, from the network-requests audit (resource-summary as fallback),
 * and the HTML document's own (headers and compressed body: what its round trips carry).
 */
function transferred(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items;
  if (Array.isArray(requests) && requests.length) {
    let js = 0;
    let total = 0;
    for (const r of requests) {
      const size = r.transferSize ?? 0;
      total += size;
      if (r.resourceType === "Script") js += size;
    }
    const doc = requests.find((r) => r.resourceType === "Document");
    return { jsBytes: js, totalBytes: total, documentBytes: doc?.transferSize ?? null };
  }
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  const of = (type) => summary.find((i) => i.resourceType === type)?.transferSize ?? null;
  return { jsBytes: of("script"), totalBytes: of("total"), documentBytes: of("document") };
}

/**
 * True when every console error is a 404 of the page itself or of its Gatsby page-data (or there is
 * none): what any correctly served 404 page logs, as the document and Gatsby's loader probe the URL.
 */
function consoleErrorsAreOwn404s(lhr, url) {
  const items = lhr.audits["errors-in-console"]?.details?.items ?? [];
  const u = new URL(url);
  const p = u.pathname.replace(/\/+$/, "");
  const own = new Set([`${u.origin}${p}`, `${u.origin}${p}/`, `${u.origin}/page-data${p || "/index"}/page-data.json`]);
  return items.every((i) => /status of 404/.test(String(i.description ?? "")) && own.has(i.sourceLocation?.url));
}

/**
 * @param {string} url
 * @param {{ chromePath: string }} options
 */
export async function runLighthouse(url, { chromePath }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent", handleSIGINT: false });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      // The 404 route is served with status 404 on purpose; without this Lighthouse refuses to audit it.
      ignoreStatusCode: true,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse runtime error for ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const num = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent,
      // Lighthouse's CPU benchmark of this machine at the time of the run: low values mean it was busy.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      consoleErrorsAreOwn404s: consoleErrorsAreOwn404s(lhr, url),
      warnings: lhr.runWarnings ?? [],
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
      },
      metrics: {
        fcpMs: num("first-contentful-paint"),
        lcpMs: num("largest-contentful-paint"),
        tbtMs: num("total-blocking-time"),
        cls: num("cumulative-layout-shift"),
        speedIndexMs: num("speed-index"),
      },
      ...transferred(lhr),
      // The simulated network the metrics were computed for (round-trips.mjs counts the HTML's round trips on it).
      network: { rttMs: lhr.configSettings.throttling.rttMs, throughputKbps: lhr.configSettings.throttling.throughputKbps },
      failedAudits: {
        accessibility: failedAudits(lhr, "accessibility"),
        bestPractices: failedAudits(lhr, "best-practices"),
        seo: failedAudits(lhr, "seo"),
      },
      // Kept so a budget can leave out an audit that is right to fail on a route (see budgets.json).
      categoryAuditRefs: Object.fromEntries(
        ["accessibility", "best-practices", "seo"].map((id) => [
          id,
          (lhr.categories[id]?.auditRefs ?? []).map((ref) => ({ id: ref.id, weight: ref.weight, score: lhr.audits[ref.id]?.score ?? null })),
        ]),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

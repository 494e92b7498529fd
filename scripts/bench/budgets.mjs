/**
 * Performance budgets: reads `bench/budgets.json`, works out the budget of each route (defaults,
 * then the 404 section for routes served with status 404, then `/prefix/*` patterns, then the exact
 * route) and compares a route's medians with it. The file names routes by their Italian paths, and
 * each applies to the same page in every language: `/cookie-policy` to `/en/cookie-policy` too,
 * `/newsletter/*` to `/en/newsletter/confirm` (budgetPath, through the route map). The values are compared as printed (scores as
 * integers, times in whole ms, CLS to 2 decimals, sizes to 0.1 KB), so a report never shows
 * "0.00 > 0.00".
 * The `firstPress` section is the budget of the first-press benchmark (scripts/bench/first-press.mjs):
 * a time per CPU rate that every run (or the median, if it says so) must meet, no press lost, and
 * the cookie banner shown on arrival.
 * The `busyVisitor` section is the budget of the busy-visitor benchmark (scripts/bench/busy-visitor.mjs):
 * the worst interaction of every run per CPU rate, no press lost, and the longest task from the
 * navigation on at 1×.
 */
import { DEFAULT_LOCALE } from "../../supabase/functions/_shared/site-contract/locales.ts";
import { articlePath, coursePath, eventPath, localeOfPath, pageAtPath, routePath } from "../../supabase/functions/_shared/site-contract/route-map.ts";
import { readJson } from "../lib/read-json.mjs";

/** Every metric a budget may name: how to read it from a route summary, and which way is good. */
export const BUDGET_METRICS = {
  performance: { label: "performance", kind: "min", unit: "" },
  accessibility: { label: "accessibility", kind: "min", unit: "", category: "accessibility" },
  bestPractices: { label: "best-practices", kind: "min", unit: "", category: "best-practices" },
  seo: { label: "seo", kind: "min", unit: "", category: "seo" },
  fcpMs: { label: "FCP", kind: "max", unit: " ms" },
  lcpMs: { label: "LCP", kind: "max", unit: " ms" },
  tbtMs: { label: "TBT", kind: "max", unit: " ms" },
  cls: { label: "CLS", kind: "max", unit: "" },
  speedIndexMs: { label: "Speed Index", kind: "max", unit: " ms" },
  jsTransferKb: { label: "JS transferred", kind: "max", unit: " KB" },
  totalTransferKb: { label: "total transferred", kind: "max", unit: " KB" },
  initialJsGzipKb: { label: "JS before interaction (gzip)", kind: "max", unit: " KB" },
  htmlGzipKb: { label: "HTML (gzip)", kind: "max", unit: " KB" },
  documentRoundTrips: { label: "HTML round trips", kind: "max", unit: "" },
};

/**
 * Not a metric: the FCP limit of a route whose HTML needs two round trips (documentRoundTrips ≥ 2),
 * in place of `fcpMs` (limitsForRoundTrips).
 */
const FCP_TWO_ROUND_TRIPS = "fcpMsTwoRoundTrips";

/** What the `firstPress` section may hold. */
const FIRST_PRESS_KEYS = ["maxMs1x", "maxMs4x", "checkedOn", "bannerOnArrival", "controls"];
const CHECKED_ON = ["every run", "median"];
/** What the `busyVisitor` section may hold. */
const BUSY_VISITOR_KEYS = ["maxMs1x", "maxMs4x", "longTaskMs1x"];

/** Rounds a value the way the report prints it. */
export function roundFor(metric, value) {
  if (value == null || Number.isNaN(value)) return null;
  if (metric === "cls") return Math.round(value * 100) / 100;
  if (metric.endsWith("Kb")) return Math.round(value * 10) / 10;
  return Math.round(value);
}

export function formatValue(metric, value) {
  const v = roundFor(metric, value);
  if (v == null) return "n/a";
  if (metric === "cls") return v.toFixed(2);
  if (metric.endsWith("Kb")) return v.toFixed(1);
  return String(v);
}

export function loadBudgets(file) {
  const raw = readJson(file);
  for (const route of Object.keys(raw.routes ?? {})) {
    if (localeOfPath(route.replace(/\/\*$/, "")) !== DEFAULT_LOCALE)
      throw new Error(`${file}: "${route}": name a route by its ${DEFAULT_LOCALE} path; its budget applies to the same page in every language`);
  }
  for (const section of [raw.default, raw.notFound, ...Object.values(raw.routes ?? {})]) {
    for (const key of Object.keys(section ?? {})) {
      if (key.startsWith("$") || key === "ignoreAudits" || key === FCP_TWO_ROUND_TRIPS) continue;
      if (!(key in BUDGET_METRICS)) throw new Error(`${file}: unknown budget "${key}" (known: ${Object.keys(BUDGET_METRICS).join(", ")})`);
    }
  }
  const fp = raw.firstPress;
  for (const section of fp ? [fp, ...Object.values(fp.controls ?? {})] : []) {
    for (const [key, value] of Object.entries(section)) {
      if (key.startsWith("$")) continue;
      if (!FIRST_PRESS_KEYS.includes(key)) throw new Error(`${file}: unknown firstPress budget "${key}" (known: ${FIRST_PRESS_KEYS.join(", ")})`);
      if (key === "checkedOn" && !CHECKED_ON.includes(value))
        throw new Error(`${file}: firstPress.checkedOn must be one of ${CHECKED_ON.map((v) => `"${v}"`).join(", ")}`);
    }
  }
  for (const key of Object.keys(raw.busyVisitor ?? {})) {
    if (!key.startsWith("$") && !BUSY_VISITOR_KEYS.includes(key))
      throw new Error(`${file}: unknown busyVisitor budget "${key}" (known: ${BUSY_VISITOR_KEYS.join(", ")})`);
  }
  return raw;
}

/** The first-press budget of one control: the `firstPress` section, then its `controls.<id>` entry; `null` removes a limit. */
export function firstPressBudgetFor(budgets, controlId) {
  const { controls, ...base } = clean(budgets.firstPress);
  return { checkedOn: "every run", ...base, ...clean(controls?.[controlId]) };
}

/**
 * Compares one control's first-press runs with its budget. A lost press misses whatever the
 * limit. Times are compared in whole ms, as printed.
 * @param {{ rates: Record<string, { runs: number, lost: number, medianMs: number | null, maxMs: number | null }>,
 *   bannerOnArrival?: { shown: number, of: number }, error?: string }} result
 * @returns {Array<{ metric: string, value: number | null, budget: number | boolean, ok: boolean, text: string }>}
 */
export function checkFirstPress(result, budget) {
  const checks = [];
  if (result.error) checks.push({ metric: "run", value: null, budget: true, ok: false, text: result.error });
  for (const [rate, s] of Object.entries(result.rates)) {
    const limit = budget[`maxMs${rate}x`];
    if (limit == null) continue;
    const onMedian = budget.checkedOn === "median";
    const raw = onMedian ? s.medianMs : s.maxMs;
    const value = raw == null || raw === Infinity ? null : Math.round(raw);
    const ok = s.runs > 0 && s.lost === 0 && value != null && value <= limit;
    const what = onMedian ? "median" : "slowest run";
    const text = s.lost
      ? `${rate}×: ${s.lost}/${s.runs} press(es) lost (budget <= ${limit} ms, ${budget.checkedOn})`
      : `${rate}×: ${what} ${value ?? "n/a"} ms (budget <= ${limit} ms, ${budget.checkedOn})`;
    checks.push({ metric: `maxMs${rate}x`, value, budget: limit, ok, text });
  }
  if (budget.bannerOnArrival === true && result.bannerOnArrival) {
    const { shown, of } = result.bannerOnArrival;
    checks.push({
      metric: "bannerOnArrival",
      value: shown,
      budget: true,
      ok: of > 0 && shown === of,
      text: `cookie banner on arrival in ${shown}/${of} runs (budget: every run)`,
    });
  }
  return checks;
}

/**
 * Compares one busy-visitor scenario with its budget: at each CPU rate the worst interaction of every
 * run (a lost press is infinitely slow), and at 1× the longest task from the navigation on.
 * @param {{ rates: Record<string, { maxMs: number, failed: number, longestTaskMs: number }> }} result
 */
export function checkBusyVisitor(result, budgets) {
  const budget = clean(budgets.busyVisitor);
  const checks = [];
  for (const [rate, s] of Object.entries(result.rates)) {
    const limit = budget[`maxMs${rate}x`];
    if (limit == null) continue;
    const value = s.maxMs === Infinity ? null : Math.round(s.maxMs);
    const text = s.failed
      ? `${rate}×: ${s.failed} run(s) lost a press (budget <= ${limit} ms, every run)`
      : `${rate}×: worst interaction ${value} ms (budget <= ${limit} ms, every run)`;
    checks.push({ metric: `maxMs${rate}x`, value, budget: limit, ok: !s.failed && value != null && value <= limit, text });
  }
  const taskLimit = budget.longTaskMs1x;
  if (taskLimit != null && result.rates[1]) {
    const longest = Math.round(result.rates[1].longestTaskMs);
    checks.push({
      metric: "longTaskMs1x",
      value: longest,
      budget: taskLimit,
      ok: longest <= taskLimit,
      text: `1×: longest task from the navigation on ${longest} ms (budget <= ${taskLimit} ms)`,
    });
  }
  return checks;
}

const clean = (section) => Object.fromEntries(Object.entries(section ?? {}).filter(([k]) => !k.startsWith("$")));
const normalizeRoute = (route) => (route.length > 1 ? route.replace(/\/+$/, "") : route);

/** A detail page's path in the default language, by its kind (its slug kept: budgets.json names a detail page by its Italian slug only where it must). */
const DETAIL_PATHS = { course: coursePath, event: eventPath, article: articlePath };

/**
 * The path budgets.json knows a route by: the same page's path in the default language
 * ("/en/cookie-policy" → "/cookie-policy", "/en/academy/<slug>" → "/academy/<slug>"); every page of the
 * article list (a category's, a numbered one) by the list's own ("/insights"); a path no page of the
 * route map has (a 404) stays as it is.
 */
export function budgetPath(route) {
  const page = pageAtPath(route);
  if (!page) return normalizeRoute(route);
  if (page.kind === "page") return routePath(page.key, DEFAULT_LOCALE);
  if (page.kind === "article-list") return routePath("insights", DEFAULT_LOCALE);
  return DETAIL_PATHS[page.kind](page.slug, DEFAULT_LOCALE);
}

/**
 * The budget of one route, in any language (budgetPath). `null` for a metric removes its budget.
 * @returns {{ limits: Record<string, number | null>, ignoreAudits: Record<string, string[]> }}
 */
export function budgetFor(budgets, route, status) {
  const r = budgetPath(route);
  const sections = [clean(budgets.default)];
  if (status === 404) sections.push(clean(budgets.notFound));
  const patterns = Object.entries(budgets.routes ?? {}).filter(([k]) => k.endsWith("/*"));
  patterns.sort(([a], [b]) => a.length - b.length);
  for (const [k, v] of patterns) if (r.startsWith(k.slice(0, -1))) sections.push(clean(v));
  for (const [k, v] of Object.entries(budgets.routes ?? {})) if (!k.endsWith("/*") && normalizeRoute(k) === r) sections.push(clean(v));
  const limits = {};
  const ignoreAudits = {};
  for (const s of sections) {
    for (const [k, v] of Object.entries(s)) {
      if (k === "ignoreAudits") {
        for (const [cat, ids] of Object.entries(v)) ignoreAudits[cat] = [...new Set([...(ignoreAudits[cat] ?? []), ...ids])];
      } else limits[k] = v;
    }
  }
  return { limits, ignoreAudits };
}

/** A category score recomputed without some audits (Lighthouse's weighted mean, same rounding). */
export function scoreWithout(auditRefs, ignored) {
  const items = auditRefs.filter((a) => a.weight > 0 && !ignored.includes(a.id));
  if (items.some((a) => a.score === null)) return null;
  const weight = items.reduce((n, a) => n + a.weight, 0);
  if (!weight) return 100;
  return Math.round((items.reduce((n, a) => n + a.score * a.weight, 0) / weight) * 100);
}

/**
 * A route's limits once its HTML's round trips are known: where the HTML needs a second round trip
 * (a TCP slow-start window is about 14 KB), that round trip delays the first paint whatever the page
 * does, so `fcpMsTwoRoundTrips` takes the place of `fcpMs`.
 * @param {Record<string, number | null>} limits @param {Record<string, number | null>} values
 */
export function limitsForRoundTrips(limits, values) {
  const { [FCP_TWO_ROUND_TRIPS]: twoTrips, ...rest } = limits;
  if (twoTrips != null && values.documentRoundTrips != null && values.documentRoundTrips >= 2) rest.fcpMs = twoTrips;
  return rest;
}

/**
 * Compares the values of one route with its limits.
 * @param {Record<string, number | null>} values metric → value (medians)
 * @returns {Array<{ metric: string, label: string, value: number | null, budget: number, kind: "min" | "max", ok: boolean }>}
 */
export function checkRoute(values, limits) {
  const checks = [];
  for (const [metric, budget] of Object.entries(limits)) {
    if (budget == null) continue;
    const def = BUDGET_METRICS[metric];
    const value = roundFor(metric, values[metric]);
    const ok = value != null && (def.kind === "min" ? value >= budget : value <= budget);
    checks.push({ metric, label: def.label, value, budget, kind: def.kind, ok });
  }
  return checks;
}

/**
 * Performance budgets: reads `bench/budgets.json`, works out the budget of each route (defaults,
 * then the 404 section for routes served with status 404, then `/prefix/*` patterns, then the exact
 * route) and compares a route's medians with it. The values are compared as printed (scores as
 * integers, times in whole ms, CLS to 2 decimals, sizes to 0.1 KB), so a report never shows
 * "0.00 > 0.00".
 */
import fs from "node:fs";

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
};

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
  const raw = JSON.parse(fs.readFileSync(file, "utf8"));
  for (const section of [raw.default, raw.notFound, ...Object.values(raw.routes ?? {})]) {
    for (const key of Object.keys(section ?? {})) {
      if (key.startsWith("$") || key === "ignoreAudits") continue;
      if (!(key in BUDGET_METRICS)) throw new Error(`${file}: unknown budget "${key}" (known: ${Object.keys(BUDGET_METRICS).join(", ")})`);
    }
  }
  return raw;
}

const clean = (section) => Object.fromEntries(Object.entries(section ?? {}).filter(([k]) => !k.startsWith("$")));
const normalizeRoute = (route) => (route.length > 1 ? route.replace(/\/+$/, "") : route);

/**
 * The budget of one route. `null` for a metric removes its budget.
 * @returns {{ limits: Record<string, number | null>, ignoreAudits: Record<string, string[]> }}
 */
export function budgetFor(budgets, route, status) {
  const r = normalizeRoute(route);
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

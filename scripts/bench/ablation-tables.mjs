/**
 * The tables of the start-up ablation (scripts/bench/ablation.mjs), from its raw runs: Markdown, for
 * docs/performance.md. Apart from the runner so that a saved run (bench/results/ablation-*.json) can be
 * printed again, and tested.
 */
import { median } from "./first-press.mjs";

/** The build every other is compared with: every mechanism on, no candidate. */
export const REFERENCE = "none";

const LIGHTHOUSE_METRICS = [
  ["perf", (run) => run.scores.performance],
  ["FCP", (run) => run.metrics.fcpMs],
  ["LCP", (run) => run.metrics.lcpMs],
  ["TBT", (run) => run.metrics.tbtMs],
];

const finite = (values) => values.filter((v) => v != null && Number.isFinite(v));
const maxOf = (values) => (values.length ? Math.max(...values) : null);
const round = (v) => (v == null ? "n/a" : v === Infinity ? "lost" : String(Math.round(v)));
/** The difference between two figures as printed (rounded), signed: +16, −214, ±0; nothing where either is not a number. */
const signed = (value, reference) => {
  if (!Number.isFinite(value) || !Number.isFinite(reference)) return "";
  const d = Math.round(value) - Math.round(reference);
  return `${d > 0 ? "+" : d < 0 ? "−" : "±"}${Math.abs(d)}`;
};

/** A median (with its difference from the reference's), for Lighthouse's figures. */
const valueCell = (value, reference) => {
  const difference = reference === undefined || value == null || reference == null ? "" : signed(value, reference);
  return `${round(value)}${difference ? ` (${difference})` : ""}`;
};
/** Median (max) of interactions, and the median's difference from the reference's. */
const interactionCell = (values, reference) => {
  if (!values?.length) return "–";
  const med = median(values);
  const cell = `${round(med)} (${round(maxOf(values))})`;
  const difference = reference?.length ? signed(med, median(reference)) : "";
  return difference ? `${cell}, ${difference}` : cell;
};

/** The interactions of one page at one rate, every control or scenario of it pooled. */
const pooled = (entries, route, rate) =>
  Object.values(entries)
    .filter((e) => e.route === route && e.rate === rate)
    .flatMap((e) => e.ms);

/**
 * The Markdown tables of an ablation run: each build against the reference ("none"), then each
 * measurement by build. `variants` are { name, label } with the reference first; `results[name]` holds
 * `lighthouse[route]` (Lighthouse runs, null for a failed one), `firstPress` and `busyVisitor` (by
 * "<id> <rate>": { id, route, rate, ms: [...] }, a lost press as Infinity); `opts` the routes and rates.
 */
export function ablationTables(variants, results, opts) {
  const ref = results[REFERENCE];
  const lighthouseMedian = (result, route, pick) => median(finite((result.lighthouse[route] ?? []).filter(Boolean).map(pick)));
  const out = [];

  const head = ["build"];
  for (const route of opts.routes) for (const [label] of LIGHTHOUSE_METRICS) head.push(`${route} ${label}`);
  for (const route of opts.routes) for (const rate of opts.rates) head.push(`${route} first press ${rate}×`, `${route} busy visitor ${rate}×`);
  out.push(
    "### Each build against none",
    "",
    "Lighthouse: medians (difference from none). Interactions, in ms: median (max) of every press on the page (first press) or of the worst",
    "interaction of every run (busy visitor), all its controls or scenarios pooled, then the median's difference from none.",
    "",
    `| ${head.join(" | ")} |`,
    `| ${head.map((_, i) => (i ? "---:" : "---")).join(" | ")} |`,
  );
  for (const variant of variants) {
    const result = results[variant.name];
    const isRef = variant.name === REFERENCE;
    const cells = [variant.label];
    for (const route of opts.routes) {
      for (const [, pick] of LIGHTHOUSE_METRICS) {
        const value = lighthouseMedian(result, route, pick);
        cells.push(valueCell(value, isRef ? undefined : lighthouseMedian(ref, route, pick)));
      }
    }
    for (const route of opts.routes) {
      for (const rate of opts.rates) {
        for (const kind of ["firstPress", "busyVisitor"]) {
          cells.push(interactionCell(pooled(result[kind], route, rate), isRef ? undefined : pooled(ref[kind], route, rate)));
        }
      }
    }
    out.push(`| ${cells.join(" | ")} |`);
  }

  out.push("", "### Each measurement, by build", "", "Medians; interactions median (max) in ms, then the median's difference from none.", "");
  out.push(`| measurement | ${variants.map((v) => v.name).join(" | ")} |`, `| --- | ${variants.map(() => "---:").join(" | ")} |`);
  for (const route of opts.routes) {
    for (const [label, pick] of LIGHTHOUSE_METRICS) {
      const refValue = lighthouseMedian(ref, route, pick);
      const cells = variants.map((v) => valueCell(lighthouseMedian(results[v.name], route, pick), v.name === REFERENCE ? undefined : refValue));
      out.push(`| ${route} Lighthouse ${label} | ${cells.join(" | ")} |`);
    }
  }
  for (const [kind, what] of [
    ["firstPress", "first press"],
    ["busyVisitor", "busy visitor"],
  ]) {
    for (const key of Object.keys(ref[kind])) {
      const { id, rate } = ref[kind][key];
      const cells = variants.map((v) => interactionCell(results[v.name][kind][key]?.ms, v.name === REFERENCE ? undefined : ref[kind][key].ms));
      out.push(`| ${what} ${id} ${rate}× | ${cells.join(" | ")} |`);
    }
  }
  return out.join("\n");
}

/**
 * The visitor distribution's summaries (scripts/bench/visitor-distribution.mjs) as Markdown tables,
 * one pair per CPU rate: p75 and worst per first action, then per delay after load, one row per site.
 */
import { AFTER_LOAD_MS, DEVICE_RATES, FIRST_ACTIONS } from "./visitor-distribution.mjs";

const ms = (v) => (v == null ? "n/a" : v === Infinity ? "lost" : String(Math.round(v)));
const pair = (s) => `${ms(s.p75)} / ${ms(s.worst)}`;
const row = (cells) => `| ${cells.join(" | ")} |`;
const rule = (n) => row(Array.from({ length: n }, () => "---"));
const deviceAt = (rate) => Object.entries(DEVICE_RATES).find(([, r]) => r === Number(rate))?.[0] ?? "device";
const seconds = (delay) => `${delay / 1000} s`;

/** @param {Record<string, Record<string, ReturnType<import("./visitor-distribution.mjs").summarizeVisits>>>} summary */
export function formatDistributionTables(summary) {
  const sites = Object.keys(summary);
  const rates = [...new Set(sites.flatMap((site) => Object.keys(summary[site])))].sort((a, b) => b - a);
  const out = [
    "",
    "A visit's latency: its worst interaction (Event Timing, as INP counts it) or the time from its press to the painted effect, " +
      "whichever is later; p75 / worst in ms over the visits; a visit whose press never took effect is lost and counts as infinitely slow; " +
      "'missed': visits left out because the benchmark's press did not land on its control after a scroll. " +
      "'Event Timing alone' is what INP would report in the field, blind to a press held until the scripts have started.",
  ];
  for (const rate of rates) {
    const visits = summary[sites[0]][rate].all.latency.n;
    out.push("", `Visitor distribution, ${deviceAt(rate)} at CPU ${rate}× (${visits} visit(s) per site)`, "");
    out.push(row(["site", "all", ...FIRST_ACTIONS, "lost", "missed", "Event Timing alone"]), rule(FIRST_ACTIONS.length + 5));
    for (const site of sites) {
      const s = summary[site][rate];
      if (!s) continue;
      const byAction = FIRST_ACTIONS.map((kind) => pair(s.byAction[kind].latency));
      out.push(row([site, pair(s.all.latency), ...byAction, String(s.all.lost), String(s.all.missed), pair(s.all.eventTiming)]));
    }
    out.push("", row(["site", ...AFTER_LOAD_MS.map((delay) => `first action ${seconds(delay)} after load`)]), rule(AFTER_LOAD_MS.length + 1));
    for (const site of sites) {
      const s = summary[site][rate];
      if (s) out.push(row([site, ...AFTER_LOAD_MS.map((delay) => pair(s.byDelay[delay].latency))]));
    }
    // The first activity as the page saw it (a desktop tap's first pointer move, a scroll's end, the first Tab): the benchmark's own delay shows here.
    for (const site of sites) {
      const s = summary[site][rate];
      if (s) out.push(row([`${site}: first activity, median ms after load`, ...AFTER_LOAD_MS.map((delay) => ms(s.byDelay[delay].firstActivityAfterLoadMs))]));
    }
  }
  return out.join("\n");
}

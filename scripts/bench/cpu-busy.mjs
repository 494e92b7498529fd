/**
 * How busy other work keeps the machine, sampled by the benchmarks (run-bench.mjs, ablation.mjs, site-backend.mjs) while no
 * Chromium of theirs runs: their timings are inflated when it is high.
 */
import fs from "node:fs";

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** Past this share of the CPUs busy with other work (median), the benchmarks warn that their timings are inflated. */
export const BUSY_LIMIT = 0.2;

/** Share of all CPUs busy over `ms` (Linux /proc/stat); null where /proc/stat cannot be read. */
export async function backgroundCpuBusy(ms = 1000) {
  const read = () => {
    try {
      const [, ...nums] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
      const v = nums.map(Number);
      const idle = v[3] + (v[4] ?? 0);
      return { idle, total: v.reduce((a, b) => a + b, 0) };
    } catch {
      return null;
    }
  };
  const a = read();
  await sleep(ms);
  const b = read();
  if (!a || !b || b.total === a.total) return null;
  return 1 - (b.idle - a.idle) / (b.total - a.total);
}

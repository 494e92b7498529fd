/**
 * The benchmark commands start: each answers --help with its usage, without building or measuring
 * anything. They run for hours, by hand, so a mistake at load (a name used before it is defined)
 * would otherwise first show at the start of a campaign.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

describe.each(["run-bench.mjs", "ablation.mjs", "compare-start-up.mjs", "scale-bench.mjs"])("scripts/bench/%s", (script) => {
  it("prints its usage for --help and exits 0", () => {
    const out = execFileSync(TSX, [path.join(ROOT, "scripts", "bench", script), "--help"], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
    expect(out).toMatch(/^Usage: /);
  });
});

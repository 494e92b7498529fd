/**
 * The start-up ablation's tables (scripts/bench/ablation-tables.mjs): Lighthouse's medians and the
 * interactions' median (max), each build's difference from "none", a failed Lighthouse run left out
 * and a lost press counted as infinitely slow. The bench's modules are plain ES modules run under tsx,
 * so they are asked through tsx here too.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

const lighthouse = (performance: number, fcpMs: number, lcpMs: number, tbtMs: number) => ({ scores: { performance }, metrics: { fcpMs, lcpMs, tbtMs } });
const presses = (route: string, id: string, ms: Array<number | "lost">) => ({ [`${id} 1`]: { id, route, rate: 1, ms } });

const RESULTS = {
  none: {
    lighthouse: { "/academy": [lighthouse(100, 800, 1000, 40), lighthouse(99, 820, 1040, 60), null] },
    firstPress: presses("/academy", "academy-category", [40, 50, 60]),
    busyVisitor: presses("/academy", "academy-category-twice", [70, 80, 90]),
  },
  "static-content": {
    lighthouse: { "/academy": [lighthouse(98, 830, 900, 100), lighthouse(98, 830, 900, 100)] },
    firstPress: presses("/academy", "academy-category", [60, 70, "lost"]),
    busyVisitor: presses("/academy", "academy-category-twice", [70, 80, 90]),
  },
};

/** The tables for RESULTS, printed by the module under tsx. */
const tables = (): string => {
  const script = [
    `import { ablationTables } from ${JSON.stringify(path.join(ROOT, "scripts/bench/ablation-tables.mjs"))};`,
    `const results = JSON.parse(${JSON.stringify(JSON.stringify(RESULTS))}, (_key, value) => (value === "lost" ? Infinity : value));`,
    `const variants = [{ name: "none", label: "none" }, { name: "static-content", label: "static-content off" }];`,
    `process.stdout.write(ablationTables(variants, results, { routes: ["/academy"], rates: [1] }));`,
  ].join("\n");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ablation-test-")), "probe.mjs");
  fs.writeFileSync(file, script);
  try {
    return execFileSync(TSX, [file], { cwd: ROOT, encoding: "utf8" });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
};

it("prints each build against none, and each measurement by build", () => {
  const text = tables();
  expect(text).toContain("| build | /academy perf | /academy FCP | /academy LCP | /academy TBT | /academy first press 1× | /academy busy visitor 1× |");
  expect(text).toContain("| none | 100 | 810 | 1020 | 50 | 50 (60) | 80 (90) |");
  expect(text).toContain("| static-content off | 98 (−2) | 830 (+20) | 900 (−120) | 100 (+50) | 70 (lost), +20 | 80 (90), ±0 |");
  expect(text).toContain("| first press academy-category 1× | 50 (60) | 70 (lost), +20 |");
  expect(text).toContain("| busy visitor academy-category-twice 1× | 80 (90) | 80 (90), ±0 |");
});

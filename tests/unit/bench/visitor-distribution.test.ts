/**
 * The visitor distribution's arithmetic (scripts/bench/visitor-distribution.mjs): which visits a round
 * makes, and how their latencies become a p75 and a worst. The bench's modules are plain ES modules
 * run under tsx, so they are asked through tsx here too.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

/** The value `expression` evaluates to, with the module as `distribution`. */
const evaluate = (expression: string): { value?: unknown; error?: string } => {
  const script = [
    `import * as distribution from ${JSON.stringify(path.join(ROOT, "scripts/bench/visitor-distribution.mjs"))};`,
    `const run = () => ${expression};`,
    "let out; try { out = { value: run() }; } catch (error) { out = { error: error.message }; }",
    "process.stdout.write(JSON.stringify(out, (_key, value) => (value === Infinity ? 'Infinity' : value)));",
  ].join("\n");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-test-")), "probe.mjs");
  fs.writeFileSync(file, script);
  try {
    return JSON.parse(execFileSync(TSX, [file], { cwd: ROOT, encoding: "utf8" })) as { value?: unknown; error?: string };
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
};

describe("the visitor distribution", () => {
  it("makes every first action at every delay, on both pages, from the phone at 4× and the desktop at 1×", () => {
    const { value } = evaluate("distribution.distributionVisits().map((v) => `${v.route} ${v.device} ${v.rate} ${v.firstAction} ${v.afterLoadMs}`)") as {
      value: string[];
    };
    expect(value).toHaveLength(2 * 2 * 3 * 4);
    expect(new Set(value).size).toBe(value.length);
    expect(value).toContain("academy phone 4 key 300");
    expect(value).toContain("home desktop 1 scroll 5000");
  });

  it("narrows to the options given, and refuses a value it does not have", () => {
    const narrowed = evaluate(
      'distribution.distributionVisits({ ...distribution.distributionOption("--pages", "academy"), ...distribution.distributionOption("--after-load", "300,5000") }).length',
    );
    expect(narrowed.value).toBe(2 * 3 * 2);
    expect(evaluate('distribution.distributionOption("--after-load", "300,400")').error).toMatch(
      /--after-load takes some of 300, 1000, 2000, 5000 \(not: 400\)/,
    );
  });

  it("takes the 75th percentile by nearest rank, counts a lost visit as infinitely slow and leaves a missed one out", () => {
    const visit = (latencyMs: number | "Infinity" | null, extra = {}) => ({
      firstAction: "tap",
      afterLoadMs: 300,
      ok: true,
      missed: false,
      worstMs: 40,
      latencyMs,
      ...extra,
    });
    const visits = [
      visit(100),
      visit(300),
      visit(200),
      visit(400),
      visit(null, { ok: false, missed: true }),
      visit("Infinity", { ok: false, worstMs: 30 }),
      visit(150),
      visit(120),
    ];
    const { value } = evaluate(
      `distribution.summarizeVisits(${JSON.stringify(visits)}.map((v) => ({ ...v, latencyMs: v.latencyMs === "Infinity" ? Infinity : v.latencyMs })))`,
    ) as { value: { all: { latency: unknown; lost: number; missed: number; eventTiming: unknown } } };
    // 100, 120, 150, 200, 300, 400, lost: the 6th of 7.
    expect(value.all.latency).toEqual({ p75: 400, worst: "Infinity", n: 7 });
    expect(value.all.lost).toBe(1);
    expect(value.all.missed).toBe(1);
    expect(value.all.eventTiming).toEqual({ p75: 40, worst: "Infinity", n: 7 });
  });
});

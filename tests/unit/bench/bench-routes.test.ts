/**
 * The benchmark's budgets and server in every language: bench/budgets.json names routes by their
 * Italian paths and each budget applies to the same page in English (scripts/bench/budgets.mjs), and
 * a missing English address is served the English 404 page (scripts/bench/static-server.mjs). The
 * bench's modules are plain ES modules run under tsx, so they are asked through tsx here too.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

/** The value `expression` evaluates to, with `budgets` (budgets.mjs) and `server` (static-server.mjs) in scope. */
const evaluate = (expression: string): unknown => {
  const script = [
    `import * as budgets from ${JSON.stringify(path.join(ROOT, "scripts/bench/budgets.mjs"))};`,
    `import * as server from ${JSON.stringify(path.join(ROOT, "scripts/bench/static-server.mjs"))};`,
    `const run = () => ${expression};`,
    "let out; try { out = { value: run() }; } catch (error) { out = { error: error.message }; }",
    "process.stdout.write(JSON.stringify(out));",
  ].join("\n");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-test-")), "probe.mjs");
  fs.writeFileSync(file, script);
  try {
    return JSON.parse(execFileSync(TSX, [file], { cwd: ROOT, encoding: "utf8" }));
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
};

const BUDGETS = JSON.stringify(path.join(ROOT, "bench/budgets.json"));

describe("bench budgets", () => {
  it("give an English page the budget of its Italian counterpart", () => {
    const pairs = [
      ["/", "/en"],
      ["/cookie-policy", "/en/cookie-policy"],
      ["/newsletter/conferma", "/en/newsletter/confirm"],
      ["/newsletter/disiscrizione", "/en/newsletter/unsubscribe"],
      ["/servizi", "/en/services"],
      ["/insights", "/en/insights"],
      ["/insights/pagina/2", "/en/insights/category/ai-automation"],
      ["/insights/go-to-market-b2b-in-sei-settimane", "/en/insights/b2b-go-to-market-in-six-weeks"],
    ];
    const result = evaluate(
      `(() => { const b = budgets.loadBudgets(${BUDGETS}); return ${JSON.stringify(pairs)}.map(([it, en]) => [budgets.budgetFor(b, it, 200), budgets.budgetFor(b, en, 200)]); })()`,
    ) as { value: Array<[unknown, unknown]> };
    for (const [italian, english] of result.value) expect(english).toEqual(italian);
  });

  it("check an English newsletter page without is-crawlable, as the Italian one", () => {
    const result = evaluate(`budgets.budgetFor(budgets.loadBudgets(${BUDGETS}), "/en/newsletter/confirm", 200).ignoreAudits`) as { value: unknown };
    expect(result.value).toEqual({ seo: ["is-crawlable"] });
  });

  it("refuse a route named by its English path, whose budget would drift from the Italian one", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-budgets-")), "budgets.json");
    fs.writeFileSync(file, JSON.stringify({ default: {}, routes: { "/en/cookie-policy": { documentRoundTrips: 1 } } }));
    try {
      const result = evaluate(`budgets.loadBudgets(${JSON.stringify(file)})`) as { error?: string };
      expect(result.error).toMatch(/name a route by its it path/);
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});

describe("bench static server", () => {
  it("serves a missing address the nearest 404.html up its path, with status 404", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "bench-site-"));
    for (const file of ["index.html", "404.html", "en/index.html", "en/404.html", "en/academy/index.html"]) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), file);
    }
    try {
      const urls = ["/pagina-inesistente", "/en/missing-page", "/en/academy/missing/", "/en", "/enx/page"];
      const result = evaluate(
        `${JSON.stringify(urls)}.map((url) => { const r = server.resolveRoute(${JSON.stringify(site)}, url); return [r.file.slice(${site.length + 1}), r.status]; })`,
      ) as { value: unknown };
      expect(result.value).toEqual([
        ["404.html", 404],
        ["en/404.html", 404],
        ["en/404.html", 404],
        ["en/index.html", 200],
        ["404.html", 404],
      ]);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});

/**
 * Where a served build calls its backend (scripts/bench/site-backend.mjs): read from its _headers'
 * Content-Security-Policy, so the benchmark answers on the port the build was made for, and refuses a
 * build whose page views would leave the machine. The bench's modules are plain ES modules run under
 * tsx, so they are asked through tsx here too.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

/** backendOfBuild of each `_headers` text, in one tsx process: its answer or its error's message. */
const backendsOf = (headersTexts: string[]): Array<{ value?: { origin: string; port: number }; error?: string }> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-test-"));
  const script = [
    `import { backendOfBuild } from ${JSON.stringify(path.join(ROOT, "scripts/bench/site-backend.mjs"))};`,
    `const texts = ${JSON.stringify(headersTexts)};`,
    "const out = texts.map((text) => { try { return { value: backendOfBuild(text) }; } catch (error) { return { error: error.message }; } });",
    "process.stdout.write(JSON.stringify(out));",
  ].join("\n");
  const file = path.join(dir, "probe.mjs");
  fs.writeFileSync(file, script);
  try {
    return JSON.parse(execFileSync(TSX, [file], { cwd: ROOT, encoding: "utf8" }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

/** static/_headers as the build completes it (src/lib/security/content-security-policy.ts), with the given connect-src origins. */
const TEMPLATE = fs.readFileSync(path.join(ROOT, "static", "_headers"), "utf8");
const built = (supabaseOrigin: string, analyticsOrigin = "") =>
  TEMPLATE.replace("'__INLINE_SCRIPT_HASHES__'", "'sha256-abc='")
    .replace("__SUPABASE_ORIGIN__", supabaseOrigin)
    .replace(analyticsOrigin ? "__ANALYTICS_ORIGIN__" : " __ANALYTICS_ORIGIN__", analyticsOrigin);

describe("the backend a build calls", () => {
  const [local, e2e, byName, hosted, plausible, twoLocal, noPolicy] = backendsOf([
    built("http://127.0.0.1:54321"),
    built("http://127.0.0.1:54421"),
    built("http://localhost:54321"),
    built("https://abcdefgh.supabase.co"),
    built("http://127.0.0.1:54321", "https://plausible.example.com"),
    built("http://127.0.0.1:54321", "http://127.0.0.1:8800"),
    "# nothing but a comment\n/admin\n  X-Robots-Tag: noindex\n",
  ]);

  it("is the one origin besides 'self' in the site's connect-src, not the CMS's", () => {
    expect(local).toEqual({ value: { origin: "http://127.0.0.1:54321", port: 54321 } });
    expect(byName).toEqual({ value: { origin: "http://localhost:54321", port: 54321 } });
  });

  it("is the end-to-end backend's port for a build made for it", () => {
    expect(e2e).toEqual({ value: { origin: "http://127.0.0.1:54421", port: 54421 } });
  });

  it("refuses a build that would send its page views off this machine, naming where", () => {
    expect(hosted.error).toMatch(
      /^it calls https:\/\/abcdefgh\.supabase\.co \(the connect-src of its _headers\), not a backend on this machine's 127\.0\.0\.1/,
    );
    expect(plausible.error).toMatch(/^it calls https:\/\/plausible\.example\.com /);
  });

  it("refuses a build that calls two backends, and a file with no policy for the site's pages", () => {
    expect(twoLocal.error).toMatch(/^it calls http:\/\/127\.0\.0\.1:54321 and http:\/\/127\.0\.0\.1:8800 .*the benchmark starts one backend/);
    expect(noPolicy.error).toMatch(/no Content-Security-Policy for \/\*/);
  });
});

import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import {
  ANALYTICS_ORIGIN_PLACEHOLDER,
  completeHeadersFile,
  inlineScriptHashes,
  originOf,
  SCRIPT_HASHES_PLACEHOLDER,
  scriptHash,
  SUPABASE_ORIGIN_PLACEHOLDER,
} from "../../../src/lib/security/content-security-policy";
import { ADMIN_PATH } from "../../../supabase/functions/_shared/site-contract/route-map";
import { analyticsSettings } from "../../../src/lib/analytics/analytics-settings";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("hashes the exact text of inline executable scripts, and only of those", () => {
  const html = [
    '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/academy";/*]]>*/</script>',
    '<script type="module">const e=1;</script>',
    '<script src="/app-123.js" async></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    "<SCRIPT>\n  multi\n  line\n</SCRIPT>",
  ].join("");
  expect(inlineScriptHashes(html)).toEqual([sha('/*<![CDATA[*/window.pagePath="/academy";/*]]>*/'), sha("const e=1;"), sha("\n  multi\n  line\n")]);
  expect(scriptHash("alert(1)")).toBe(sha("alert(1)"));
});

test("connect-src gets the origin of the Supabase URL", () => {
  expect(originOf("https://abcd.supabase.co/")).toBe("https://abcd.supabase.co");
  expect(originOf("http://127.0.0.1:54421")).toBe("http://127.0.0.1:54421");
});

describe("completeHeadersFile", () => {
  const template = fs.readFileSync(path.resolve(__dirname, "../../../static/_headers"), "utf8");

  test("fills the policy of static/_headers with sorted, unique hashes and the Supabase origin", () => {
    const filled = completeHeadersFile(template, {
      scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
      supabaseUrl: "https://abcd.supabase.co",
      analyticsEndpoint: "https://abcd.supabase.co/functions/v1/collect/api/event",
    });
    const csp = /Content-Security-Policy: (.*)/.exec(filled)?.[1] ?? "";
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b';");
    expect(csp).toContain("connect-src 'self' https://abcd.supabase.co;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(filled).not.toContain("__");
  });

  const connectSrc = (filled: string) => /Content-Security-Policy: .*?(connect-src [^;]*);/.exec(filled)?.[1];

  test("page analytics' endpoint: the embedded collector adds nothing, a Plausible elsewhere adds its origin and only that", () => {
    const inputs = { scriptHashes: [], supabaseUrl: "https://abcd.supabase.co" };
    expect(connectSrc(completeHeadersFile(template, { ...inputs, analyticsEndpoint: "https://abcd.supabase.co/functions/v1/collect/api/event" }))).toBe(
      "connect-src 'self' https://abcd.supabase.co",
    );
    expect(connectSrc(completeHeadersFile(template, { ...inputs, analyticsEndpoint: "https://plausible.example.com/api/event" }))).toBe(
      "connect-src 'self' https://abcd.supabase.co https://plausible.example.com",
    );
    expect(connectSrc(completeHeadersFile(template, { ...inputs, analyticsEndpoint: null }))).toBe("connect-src 'self' https://abcd.supabase.co");
  });

  test("the policy a build writes holds the endpoint its tracker posts to (one answer: analytics-settings.ts)", () => {
    for (const env of [
      { NODE_ENV: "production", GATSBY_SUPABASE_URL: "https://abcd.supabase.co", GATSBY_SUPABASE_ANON_KEY: "k" },
      { NODE_ENV: "production", GATSBY_SUPABASE_URL: "https://abcd.supabase.co", GATSBY_ANALYTICS_ENDPOINT: "https://stats.alturaconsulting.it/api/event" },
      { NODE_ENV: "production", SITE_URL: "http://127.0.0.1:9000", GATSBY_SUPABASE_URL: "http://127.0.0.1:54421" },
    ]) {
      const settings = analyticsSettings(env)!;
      const csp = connectSrc(completeHeadersFile(template, { scriptHashes: [], supabaseUrl: env.GATSBY_SUPABASE_URL, analyticsEndpoint: settings.endpoint }))!;
      expect(csp.split(" ")).toContain(new URL(settings.endpoint).origin);
    }
  });

  test("every directive the site relies on is in static/_headers", () => {
    const csp = /Content-Security-Policy: (.*)/.exec(template)?.[1] ?? "";
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(template).toMatch(/Strict-Transport-Security: max-age=\d+/);
    expect(template).toContain("Referrer-Policy: strict-origin-when-cross-origin");
    expect(template).toContain("X-Content-Type-Options: nosniff");
    expect(template).toContain("X-Frame-Options: DENY");
    expect(template).toMatch(/Permissions-Policy: .*camera=\(\)/);
  });

  test("no published policy lets a page talk to this machine: /admin's names GitHub's API, never decap-server on the loopback", () => {
    const policies = [...template.matchAll(/^\s*Content-Security-Policy: (.*)$/gm)].map((m) => m[1]);
    expect(policies.length).toBe(3);
    for (const csp of policies) expect(csp).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
    const admin = policies.filter((csp) => csp.includes("'unsafe-eval'"));
    expect(admin).toHaveLength(2);
    for (const csp of admin) expect(csp).toContain("connect-src 'self' https://api.github.com;");
  });

  test("the CMS's path (the route map's ADMIN_PATH) has its own rules, for its page and for its files", () => {
    const rulePaths = template.split("\n").filter((line) => line.startsWith("/"));
    expect(rulePaths).toEqual(["/*", ADMIN_PATH, `${ADMIN_PATH}/*`]);
  });

  test("refuses a template without its placeholders", () => {
    const inputs = { scriptHashes: [], supabaseUrl: "https://x.supabase.co", analyticsEndpoint: "https://x.supabase.co/functions/v1/collect/api/event" };
    expect(() => completeHeadersFile(template.replace(SCRIPT_HASHES_PLACEHOLDER, "'self'"), inputs)).toThrow(/INLINE_SCRIPT_HASHES/);
    expect(() => completeHeadersFile(template.replace(SUPABASE_ORIGIN_PLACEHOLDER, ""), inputs)).toThrow(/SUPABASE_ORIGIN/);
    expect(() => completeHeadersFile(template.replace(ANALYTICS_ORIGIN_PLACEHOLDER, ""), inputs)).toThrow(/ANALYTICS_ORIGIN/);
  });
});

/**
 * The built site served WITH the headers of public/_headers (scripts/serve-with-headers.mjs,
 * on its own port; the :9000 server of the other specs sends none): every route loads with no
 * Content-Security-Policy violation, also once the contact form's lazy code has loaded and a
 * message went to the end-to-end backend (http://127.0.0.1:54421, the origin the test build allows).
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { articlePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { expect, newestArticleSlug, test, waitForHydration } from "./fixtures";
import { watchNetwork } from "./network-settled";

const PORT = 9100;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROUTES = [
  "/",
  "/servizi",
  "/chi-siamo",
  "/academy",
  "/eventi",
  "/insights",
  articlePath(newestArticleSlug("it"), "it"),
  "/privacy",
  "/cookie-policy",
  "/accessibilita",
];
const MISSING = "/pagina-che-non-esiste";

// One worker for this file: its server on PORT is started once, in beforeAll.
test.describe.configure({ mode: "default" });

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  server = spawn(process.execPath, [path.resolve(__dirname, "../../scripts/serve-with-headers.mjs"), String(PORT)], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    server?.stdout?.once("data", () => resolve());
    server?.once("exit", (code) => reject(new Error(`serve-with-headers exited with ${code}`)));
  });
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

/** Collects every `securitypolicyviolation` event of the page from its very first script on. */
const recordViolations = async (page: Page) => {
  await page.addInitScript(() => {
    const w = window as Window & { __cspViolations?: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
};

const violations = (page: Page) => page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? []);

const open = async (page: Page, route: string) => {
  const response = await page.goto(`${ORIGIN}${route}`);
  await waitForHydration(page);
  return response;
};

test.describe("intestazioni di sicurezza", () => {
  test("nessuna mappa dei sorgenti pubblicata: gli script non la indicano e non si scarica", async ({ page, request }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await open(page, "/");
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      expect(await (await request.get(url)).text(), url).not.toContain("sourceMappingURL");
      expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
    }
  });

  test("ogni risposta porta CSP, HSTS, Referrer-Policy, Permissions-Policy, nosniff e X-Frame-Options", async ({ request }) => {
    for (const route of [...ROUTES, "/manifest.webmanifest", MISSING]) {
      const response = await request.get(`${ORIGIN}${route}`);
      expect(response.status(), route).toBe(route === MISSING ? 404 : 200);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      // 'wasm-unsafe-eval': the site search's WebAssembly (docs/search.md); nothing else but hashes.
      expect(csp, route).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:54421;");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // One policy line a host accepts (Cloudflare Pages: 2,000 characters): every inline script is
      // the same on every page, so the hashes do not grow with the number of pages.
      expect(csp.length, route).toBeLessThanOrEqual(2000 - "  Content-Security-Policy: ".length);
      expect(csp.match(/'sha256-/g)?.length ?? 0, route).toBeLessThanOrEqual(12);
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
    }
  });

  for (const route of ROUTES) {
    test(`${route}: nessuna violazione della CSP`, async ({ page }) => {
      await recordViolations(page);
      const network = watchNetwork(page);
      await open(page, route);
      // Scrolling to the end loads lazy images and runs the scroll-driven code.
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      await network.settled();
      expect(await violations(page)).toEqual([]);
    });
  }

  test("la ricerca nel sito (Pagefind: script, worker, WebAssembly, indice) non viola la CSP", async ({ page }) => {
    await recordViolations(page);
    const network = watchNetwork(page);
    await open(page, "/chi-siamo");
    await page.getByRole("banner").getByRole("button", { name: "Cerca nel sito" }).click();
    const dialog = page.getByRole("dialog", { name: "Cerca nel sito" });
    await dialog.getByRole("searchbox").fill("strategia");
    await expect(dialog.getByRole("list", { name: "Risultati" }).getByRole("link").first()).toBeVisible();
    await network.settled();
    expect(await violations(page)).toEqual([]);
  });

  test.describe("pagina 404", () => {
    test.use({ allowedMissingPaths: [MISSING] });

    test("nessuna violazione della CSP", async ({ page }) => {
      await recordViolations(page);
      const network = watchNetwork(page);
      const response = await open(page, MISSING);
      expect(response?.status()).toBe(404);
      await network.settled();
      expect(await violations(page)).toEqual([]);
    });
  });

  test("il modulo di contatto carica il suo codice e invia al backend senza violazioni", async ({ page }) => {
    await recordViolations(page);
    await open(page, "/");
    const form = page.getByRole("form", { name: "Modulo di contatto" });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel("Nome e cognome").fill("Giulia Ferrari");
    await form.getByLabel("Email").fill(`csp-${Date.now()}@example.it`);
    await form.getByLabel("Messaggio").fill("Vorremmo capire come impostare il go-to-market del nuovo prodotto.");
    await form.getByText(/Ho letto l/).click();
    await expect(page.locator('form[data-form="contact"][data-form-state="live"]')).toBeAttached();
    const sent = page.waitForResponse((response) => response.url().startsWith("http://127.0.0.1:54421/") && response.request().method() === "POST");
    await form.getByRole("button", { name: "Invia messaggio" }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "Messaggio inviato!" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test.describe("la CSP è davvero applicata", () => {
    test.use({ allowedConsoleError: /Content Security Policy/ });

    test("uno script inline iniettato viene bloccato", async ({ page }) => {
      await recordViolations(page);
      await open(page, "/");
      const ran = await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true;";
        document.body.append(script);
        return (window as Window & { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src-elem blocked inline/));
    });
  });

  test.describe("/admin, la gestione dei contenuti", () => {
    // Opened on 127.0.0.1, Decap first looks for decap-server (npm start) on its port: the published policy
    // blocks that request (the page never talks to the editor's machine), and Decap goes on without it.
    // Chromium logs that block twice: the policy's report and the fetch's refusal.
    test.use({
      allowedConsoleError:
        /^Connecting to 'http:\/\/127\.0\.0\.1:8081\/[^']*' violates the following Content Security Policy directive|^Fetch API cannot load http:\/\/127\.0\.0\.1:8081\/\S* Refused to connect because it violates the document's Content Security Policy|ERR_CONNECTION_REFUSED/,
    });

    test("ha la sua CSP al posto di quella del sito, non è indicizzata e si apre senza violazioni", async ({ page, request }) => {
      for (const route of ["/admin", "/admin/decap-cms.js"]) {
        const headers = (await request.get(`${ORIGIN}${route}`)).headers();
        // One policy: the site's (hashes only, no eval) is detached, not added to.
        expect(headers["content-security-policy"], route).not.toContain("sha256-");
        expect(headers["content-security-policy"], route).toContain("connect-src 'self' https://api.github.com;");
        expect(headers["content-security-policy"], route).toContain("frame-ancestors 'none'");
        expect(headers["cross-origin-opener-policy"], route).toBe("same-origin-allow-popups");
        expect(headers["x-robots-tag"], route).toBe("noindex, nofollow");
      }
      await recordViolations(page);
      await page.goto(`${ORIGIN}/admin`);
      await expect(page.getByRole("button", { name: /Accedi/ })).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      // The one request blocked: Decap's look for decap-server on this machine.
      expect((await violations(page)).filter((v) => !/^connect-src blocked http:\/\/127\.0\.0\.1:8081\//.test(v))).toEqual([]);
    });
  });
});

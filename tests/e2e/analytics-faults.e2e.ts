/**
 * Page analytics with its collector down (docs/analytics.md, "In the browser"): whether it refuses
 * the connection, answers 503 or never answers, the visitor notices nothing. The site writes no error
 * to the console and throws nothing (the browser's own note of a failed request is all there is, and
 * only for the collector's address); nothing is retried: a whole visit makes at most two requests to
 * it; pages reached inside the site open without waiting for it; and the contact form, sent to the
 * same functions' host, goes as ever.
 *
 * The browser presents itself as a visitor, as in page-analytics.e2e.ts: a desktop Chrome's user
 * agent and the tracker's own switch for a browser driven by automation (`window.__plausible`).
 */
import type { Page, Route } from "@playwright/test";
import { routePath, type RouteKey } from "../../supabase/functions/_shared/site-contract/route-map";
import { expect, expectPathname, test, toast, validContact, visit } from "./fixtures";

const COLLECTOR_URL = "**/functions/v1/collect/**";

/** The collector down, three ways; null: the request is held, never answered, until the test ends. */
const COLLECTOR_DOWN: [string, ((route: Route) => Promise<void>) | null][] = [
  ["rifiuta la connessione", (route) => route.abort("connectionrefused")],
  [
    "risponde 503",
    (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        headers: { "access-control-allow-origin": "*" },
        body: JSON.stringify({ error: "Servizio non disponibile." }),
      }),
  ],
  ["non risponde", null],
];

/**
 * How long an in-site page may take to open here: well under the five seconds after which the site
 * gives up on an unanswered request (src/lib/analytics/page-analytics.ts), so a page that waited for
 * the collector could not pass.
 */
const PAGE_OPENS_WITHIN_MS = 3000;

const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Menu principale" });

test.describe("statistiche: quando il collettore non c'è", () => {
  test.use({
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.77777.0 Safari/537.36",
    // The browser's own note of each failed request; the test checks below that every one is about the collector.
    allowedConsoleError: /^Failed to load resource/,
  });

  for (const [label, answer] of COLLECTOR_DOWN) {
    test(`${label}: nessun errore, al più due richieste in tutta la visita, le pagine si aprono subito e il modulo si invia`, async ({
      page,
      context,
      consoleEntries,
    }) => {
      await context.addInitScript(() => {
        (window as Window & { __plausible?: boolean }).__plausible = true;
      });
      const requests: string[] = [];
      const held: Route[] = [];
      await page.route(COLLECTOR_URL, async (route) => {
        requests.push(JSON.parse(route.request().postData() ?? "{}").n);
        if (answer) await answer(route);
        else held.push(route);
      });
      try {
        await visit(page, "/");
        // The tracker arrives once the browser is idle, and sends the first page view.
        await expect.poll(() => requests.length, { timeout: 15_000 }).toBeGreaterThan(0);

        // Pages reached inside the site, while the collector fails or keeps the first request waiting.
        const opened = async (name: string, key: RouteKey) => {
          const began = Date.now();
          await mainMenu(page).getByRole("link", { name, exact: true }).click();
          await expectPathname(page, routePath(key, "it"));
          expect(Date.now() - began, `${name} should open without waiting for the collector`).toBeLessThan(PAGE_OPENS_WITHIN_MS);
        };
        await opened("Servizi", "servizi");
        await opened("Academy", "academy");
        // Past the five seconds after which an unanswered request counts as failed.
        await page.waitForTimeout(6000);
        await opened("Eventi", "eventi");
        await opened("Home", "home");

        // The contact form goes to the same functions' host as the collector, and is sent as ever.
        await page.locator("#contatti").scrollIntoViewIfNeeded();
        const form = page.getByRole("form", { name: "Modulo di contatto" });
        await form.getByLabel("Nome e cognome").fill(validContact.name);
        await form.getByLabel("Email").fill(`e2e.collettore.${Date.now()}@example.it`);
        await form.getByLabel(/Azienda/).fill(validContact.company);
        await form.getByLabel("Messaggio").fill(validContact.message);
        await form.getByText(/Ho letto l/).click();
        await form.getByRole("button", { name: "Invia messaggio" }).click();
        await expect(toast(page, "Messaggio inviato!", "Ti abbiamo inviato una email di conferma. Ti risponderemo entro 24 ore.")).toBeVisible({
          timeout: 20_000,
        });

        // No retry, nothing more after the collector was found down: the first page view, and at most the ping of the page then shown.
        expect(requests.length).toBeLessThanOrEqual(2);
        expect(requests[0]).toBe("pageview");
        expect(requests.slice(1).every((name) => name === "engagement")).toBe(true);
        // The only console errors are the browser's own notes of those requests.
        const errors = consoleEntries.filter((entry) => entry.type === "error");
        expect(errors.length).toBeLessThanOrEqual(requests.length);
        for (const entry of errors) {
          expect(entry.text).toMatch(/^Failed to load resource/);
          expect(entry.url).toContain("/functions/v1/collect/");
        }
      } finally {
        await Promise.all(held.map((route) => route.abort().catch(() => {})));
      }
    });
  }
});

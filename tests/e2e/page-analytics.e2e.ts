/**
 * Page analytics on the built site, against the end-to-end backend's collector (docs/analytics.md):
 * a visit records its page views, those reached inside the site too, its language switch and its
 * brochure download in public.analytics_events, exactly as a deployed site does; a visit whose
 * browser asks not to be tracked (Do Not Track, Global Privacy Control) sends nothing at all.
 *
 * Playwright's Chromium is not a visitor's browser twice over: its user agent says HeadlessChrome,
 * which the collector drops as a bot (isbot), and navigator.webdriver is set, from which the tracker
 * sends nothing unless the page sets `window.__plausible` (the tracker's own switch for its tests).
 * So here the browser presents a desktop Chrome's user agent, one per test (the visitor's hash is the
 * address and the browser: the tests run side by side from 127.0.0.1), and that switch; every other
 * test leaves both alone and sends nothing.
 */
import type { BrowserContext, Page } from "@playwright/test";
import postgres from "postgres";
import { LOCALE_SETTINGS, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { brochurePath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { VISIT_STORAGE_KEY } from "../../src/lib/attribution/visit-attribution";
import { WEB_FONT_KEY } from "../../src/theme/web-font";
import { COOKIE_CONSENT_KEY, e2eBackend, expect, expectPathname, test, waitForHydration } from "./fixtures";

/** A desktop Chrome, told apart per test by its build number. */
const visitorBrowser = (build: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${build}.0 Safari/537.36`;

/** The tracker's events reach the collector on the e2e backend's functions (playwright.config.ts, scripts/test.sh). */
const isAnalyticsRequest = (url: string) => url.includes("/functions/v1/collect/");
/** The tracker's chunk (src/lib/analytics/page-analytics.ts names it). */
const isTrackerChunk = (url: string) => /\/page-analytics-tracker-[^/]*\.js$/.test(url);

const asVisitor = async (context: BrowserContext) => {
  await context.addInitScript(() => {
    (window as Window & { __plausible?: boolean }).__plausible = true;
  });
};

const switcherTo = (page: Page, locale: Locale) => page.getByRole("banner").getByRole("link", { name: LOCALE_SETTINGS[locale].nativeName, exact: true });

interface EventRow {
  name: string;
  pathname: string;
  props: Record<string, string>;
}

test.describe("una visita come quella di un visitatore", () => {
  test.use({ userAgent: visitorBrowser(Date.now() % 100_000) });

  test("registra nel collettore locale le sue pagine viste, anche quelle raggiunte nel sito, il cambio di lingua e la brochure scaricata", async ({
    page,
    context,
  }) => {
    await asVisitor(context);
    const campaign = `e2e-analytics-${Date.now()}`;
    const sent: string[] = [];
    const cookiesSet: string[] = [];
    page.on("request", (request) => {
      if (isAnalyticsRequest(request.url())) sent.push(request.url());
    });
    page.on("response", async (response) => {
      const cookie = isAnalyticsRequest(response.url()) ? await response.headerValue("set-cookie") : null;
      if (cookie) cookiesSet.push(cookie);
    });

    // Arrives from a campaign link on the home page, reads the services page, then switches to English.
    await page.goto(`/?utm_source=e2e&utm_medium=test&utm_campaign=${campaign}&token=non-deve-uscire`);
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Menu principale" }).getByRole("link", { name: "Servizi", exact: true }).click();
    await expectPathname(page, routePath("servizi", "it"));
    await switcherTo(page, "en").click();
    await expectPathname(page, routePath("servizi", "en"));

    const sql = postgres(e2eBackend().dbUrl, { max: 1 });
    try {
      // The landing page view carries the campaign; the visit's other rows are found by its visitor.
      const visitor = async () =>
        (await sql<{ visitor: string }[]>`select visitor::text from public.analytics_events where utm_campaign = ${campaign} and name = 'pageview'`)[0]
          ?.visitor;
      await expect.poll(visitor, { timeout: 20_000 }).toBeDefined();
      const rows = async () =>
        sql<
          EventRow[]
        >`select name, pathname, props from public.analytics_events where visitor = ${(await visitor())!}::bigint and name <> 'engagement' order by id`;
      await expect.poll(async () => (await rows()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
      expect(await rows()).toEqual([
        { name: "pageview", pathname: "/", props: {} },
        { name: "pageview", pathname: routePath("servizi", "it"), props: {} },
        { name: "Language switched", pathname: routePath("servizi", "it"), props: { from: "it", to: "en" } },
        { name: "pageview", pathname: routePath("servizi", "en"), props: {} },
      ]);
      const [landing] = await sql`select utm_source, utm_medium, utm_campaign, referrer_host from public.analytics_events where utm_campaign = ${campaign}`;
      expect(landing).toEqual({ utm_source: "e2e", utm_medium: "test", utm_campaign: campaign, referrer_host: null });

      // The brochure from the English home page's hero: a download the tracker notes by itself.
      await page.goto(routePath("home", "en"));
      await waitForHydration(page);
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: /Download the brochure/ }).click();
      await download;
      await expect
        .poll(async () => (await rows()).filter((row) => row.name === "File Download").map((row) => row.props.url), { timeout: 20_000 })
        .toEqual([expect.stringMatching(new RegExp(`${brochurePath("en").replace(/\./g, "\\.")}$`))]);
    } finally {
      await sql.end();
    }
    // Nothing of the query string but the campaign ever left the browser.
    expect(sent.length).toBeGreaterThan(0);
    // Nothing on the device: no cookie, from the collector or anyone; in the browser's storage only the
    // site's own technical keys (the cookie notice's choice, the web font cached; the visit's attribution, for the tab).
    expect(cookiesSet).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
    const storage = await page.evaluate(() => ({ local: Object.keys(window.localStorage), session: Object.keys(window.sessionStorage) }));
    expect(storage.local.filter((key) => ![COOKIE_CONSENT_KEY, WEB_FONT_KEY].includes(key))).toEqual([]);
    expect(storage.session.filter((key) => key !== VISIT_STORAGE_KEY)).toEqual([]);
  });
});

test.describe("un browser che chiede di non essere tracciato", () => {
  test.use({ userAgent: visitorBrowser(99_999) });

  for (const [signal, property, value] of [
    ["Do Not Track", "doNotTrack", "1"],
    ["Global Privacy Control", "globalPrivacyControl", true],
  ] as const) {
    test(`con ${signal} la visita non invia nulla: né il tracker né un evento`, async ({ page, context }) => {
      await asVisitor(context);
      await context.addInitScript(
        ([name, answer]) => {
          Object.defineProperty(Navigator.prototype, name, { get: () => answer, configurable: true });
        },
        [property, value] as const,
      );
      const campaign = `e2e-no-tracking-${property}-${Date.now()}`;
      const requested: string[] = [];
      page.on("request", (request) => {
        if (isAnalyticsRequest(request.url()) || isTrackerChunk(request.url())) requested.push(request.url());
      });

      await page.goto(`/?utm_source=e2e&utm_campaign=${campaign}`);
      await waitForHydration(page);
      await page.getByRole("navigation", { name: "Menu principale" }).getByRole("link", { name: "Servizi", exact: true }).click();
      await expectPathname(page, routePath("servizi", "it"));
      await switcherTo(page, "en").click();
      await expectPathname(page, routePath("servizi", "en"));
      // Well past the moment the tracker would have arrived: the load, and two idle periods of the browser.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            window.requestIdleCallback(() => window.requestIdleCallback(() => setTimeout(resolve, 1000), { timeout: 5000 }), { timeout: 5000 }),
          ),
      );
      await page.waitForTimeout(2000);

      expect(requested).toEqual([]);
      const sql = postgres(e2eBackend().dbUrl, { max: 1 });
      try {
        expect(await sql`select 1 from public.analytics_events where utm_campaign = ${campaign}`).toEqual([]);
      } finally {
        await sql.end();
      }
    });
  }
});

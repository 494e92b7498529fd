/**
 * Shared fixtures and helpers of the end-to-end tests.
 *
 * Every test imports `test` and `expect` from here, never from @playwright/test: the
 * automatic `consoleGuard` fixture records console errors and uncaught page errors of
 * every page in the test's browser context and fails the test if there were any; the
 * automatic `cssGuard` fails it if a page's CSS, at the end, holds a declaration the
 * browser rejects, a Chakra variable nothing declares or an animation without keyframes (./css-check.ts).
 */
import path from "node:path";
import { test as base, expect, type Page, type Route } from "@playwright/test";
import { readJson } from "../../src/lib/files/file-io";
import { HYDRATED_ATTRIBUTE } from "../../src/start-up/hydrated-mark";
import { DEFAULT_LOCALE, type Locale, PUBLISHED_LOCALES } from "../../supabase/functions/_shared/site-contract/locales";
import { ADMIN_PATH, type RouteKey, articlePath, coursePath, eventPath, pageAtPath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { dataDocument, dataItems, dataItemsIn, publishedArticlesIn } from "../support/content";
import { findCssFaults, type CssFaults } from "./css-check";

export { expect };

/** A console message as recorded by the guard. */
export interface ConsoleEntry {
  type: string;
  text: string;
  /** URL of the resource the message is about (for network errors: the failed request). */
  url: string;
}

export type CookieConsentValue = "accepted" | "rejected";

interface Options {
  /**
   * Value written to localStorage `cookie-consent` before any page script runs, so the
   * cookie banner stays out of the way; `null` for a first visit (the banner shows).
   */
  cookieConsent: CookieConsentValue | null;
  /**
   * Paths (e.g. "/pagina-che-non-esiste") expected to answer 404: Chromium's
   * "Failed to load resource … 404" console error for that document is then allowed,
   * and for its page data: Gatsby's runtime asks for `/page-data/<path>/page-data.json`
   * before it falls back to the 404 page's data, and that request 404s too.
   */
  allowedMissingPaths: string[];
  /**
   * Console errors a test provokes on purpose (e.g. the contact form's failure log when
   * the function is unreachable). One pattern, not a list: Playwright reads an array
   * option value as a [value, options] pair.
   */
  allowedConsoleError: RegExp | null;
}

interface Fixtures {
  /** Every console message of the test's pages, in order. */
  consoleEntries: ConsoleEntry[];
  consoleGuard: void;
  cssGuard: void;
}

export const COOKIE_CONSENT_KEY = "cookie-consent";

const isAllowedNotFound = (entry: ConsoleEntry, allowedPaths: readonly string[]): boolean => {
  if (!/^Failed to load resource: .*\b404\b/.test(entry.text) || !entry.url) return false;
  const { pathname } = new URL(entry.url);
  return allowedPaths.some((allowed) => pathname === allowed || pathname === `${allowed}/` || pathname === `/page-data${allowed}/page-data.json`);
};

export const test = base.extend<Options & Fixtures>({
  cookieConsent: ["accepted", { option: true }],
  allowedMissingPaths: [[], { option: true }],
  allowedConsoleError: [null, { option: true }],

  context: async ({ context, cookieConsent }, use) => {
    if (cookieConsent) {
      await context.addInitScript(
        ([key, value]) => {
          try {
            window.localStorage.setItem(key, value);
          } catch {
            // about:blank and opaque origins have no storage.
          }
        },
        [COOKIE_CONSENT_KEY, cookieConsent] as const,
      );
    }
    await use(context);
  },

  consoleEntries: async ({ context }, use) => {
    const entries: ConsoleEntry[] = [];
    context.on("console", (message) => {
      entries.push({ type: message.type(), text: message.text(), url: message.location().url });
    });
    await use(entries);
  },

  consoleGuard: [
    async ({ context, consoleEntries, allowedMissingPaths, allowedConsoleError }, use) => {
      const pageErrors: string[] = [];
      context.on("weberror", (webError) => {
        const error = webError.error();
        pageErrors.push(`${error.name}: ${error.message}`);
      });
      await use();
      const consoleErrors = consoleEntries
        .filter((entry) => entry.type === "error" && !isAllowedNotFound(entry, allowedMissingPaths))
        .filter((entry) => !allowedConsoleError?.test(entry.text))
        .map((entry) => `${entry.text}${entry.url ? ` (${entry.url})` : ""}`);
      expect(consoleErrors, "console errors while the test ran").toEqual([]);
      expect(pageErrors, "uncaught errors in the page while the test ran").toEqual([]);
    },
    { auto: true },
  ],

  cssGuard: [
    async ({ context, baseURL }, use) => {
      await use();
      const faults: Record<string, CssFaults> = {};
      for (const page of context.pages()) {
        const url = page.url();
        // The CMS at /admin brings its own CSS, which is not the site's.
        if (page.isClosed() || !baseURL || !url.startsWith(baseURL) || new URL(url).pathname.startsWith(ADMIN_PATH)) continue;
        const found = await page.evaluate(findCssFaults).catch(() => null); // a page in the middle of a navigation has nothing to say
        if (found && hasCssFaults(found)) faults[new URL(url).pathname] = found;
      }
      expect(faults, CSS_FAULTS_MESSAGE).toEqual({});
    },
    { auto: true },
  ],
});

const CSS_FAULTS_MESSAGE = "CSS the browser rejects, Chakra variables nothing declares, or animations without keyframes (tests/e2e/css-check.ts)";

const hasCssFaults = (found: CssFaults): boolean => Boolean(found.invalid.length || found.undeclared.length || found.missingKeyframes.length);

/**
 * The cssGuard's check of one page, now: for a state a test leaves behind before it ends (a test
 * that opens several pages, or takes one page from before its scripts to live), since the guard
 * reads each page of the test as it is at the end.
 */
export const expectNoCssFaults = async (page: Page): Promise<void> => {
  const found = await page.evaluate(findCssFaults);
  expect(hasCssFaults(found) ? { [new URL(page.url()).pathname]: found } : {}, CSS_FAULTS_MESSAGE).toEqual({});
};

/* ------------------------------------------------------------------------------------ */
/* Content                                                                              */
/* ------------------------------------------------------------------------------------ */

export interface PageEntry {
  id: string;
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
}

/** The routes of the site, in the order of the main navigation. */
export const ROUTES = [
  { path: "/", label: "Home" },
  { path: "/servizi", label: "Servizi" },
  { path: "/chi-siamo", label: "Chi Siamo" },
  { path: "/academy", label: "Academy" },
  { path: "/eventi", label: "Eventi" },
] as const;

export const NAV_LABELS = ROUTES.map((route) => route.label);

/**
 * One page of each kind a visitor can reach, in one language: the sections (the Insights list among
 * them), the legal pages and the accessibility statement, one course, one event and one article (the
 * newest published), the newsletter's pages.
 */
export const pageOfEachKind = (locale: Locale = DEFAULT_LOCALE): string[] => [
  ...PAGE_KINDS.map((key) => routePath(key, locale)),
  coursePath(dataItemsIn<{ slug: string }>("courses.json", locale)[0].slug, locale),
  eventPath(dataItemsIn<{ slug: string }>("events.json", locale)[0].slug, locale),
  articlePath(newestArticleSlug(locale), locale),
  routePath("newsletter-conferma", locale),
  routePath("newsletter-disiscrizione", locale),
];

/** The pages of the main navigation, the Insights list, the legal pages and the accessibility statement, in pageOfEachKind's order. */
const PAGE_KINDS = [
  "home",
  "servizi",
  "chi-siamo",
  "academy",
  "eventi",
  "insights",
  "privacy",
  "cookie-policy",
  "accessibilita",
] as const satisfies readonly RouteKey[];

/** The slug of the newest article a production build shows, in a language: the first of the Insights list. */
export const newestArticleSlug = (locale: Locale): string => {
  const [newest] = publishedArticlesIn<{ slug: string; publishedAt: string }>(locale);
  if (!newest) throw new Error("data/articles/ has no published article: the Insights pages' tests need one");
  return newest.slug;
};

/** Every published language's page of each kind. */
export const pageOfEachKindInEveryLanguage = (): string[] => PUBLISHED_LOCALES.flatMap((locale) => pageOfEachKind(locale));

/** What every page's <title> ends with: the firm's name from data/site.json. */
export const BRAND_SUFFIX = ` | ${dataDocument<{ brandName: string }>("site.json").brandName}`;

/**
 * The Italian texts of the page at a path (data/pages/<its route key>.json). Read at test time, not
 * at import time: content staff edit the texts, and the tests must follow them.
 */
export const pageContent = (routePath: string): PageEntry => {
  const page = pageAtPath(routePath);
  const entry = page?.kind === "page" ? dataItems<PageEntry>("pages").find((item) => item.id === page.key) : undefined;
  if (!entry) throw new Error(`data/pages/ has no texts for the page at "${routePath}"`);
  return entry;
};

/**
 * Text of the server's HTML as a visitor reads it: React escapes these five characters in text
 * and attributes, and the data holds them unescaped.
 */
export const decodeEntities = (html: string): string =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/* ------------------------------------------------------------------------------------ */
/* Page helpers                                                                         */
/* ------------------------------------------------------------------------------------ */

/** Resolves once React has hydrated the server-rendered markup (src/start-up/hydrated-mark.ts). */
export const waitForHydration = async (page: Page): Promise<void> => {
  // A visitor's first activity: what starts the page's scripts under the start-up strategies that wait for one (docs/performance.md, "The start-up strategy, decided on the visitors").
  await page.mouse.move(2, 2);
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
};

/**
 * Holds back the site's own scripts (Gatsby's runtime, React, the app), as a slow phone's network
 * would: whatever a test checks meanwhile works without React. `release` lets them load.
 */
export const holdAppScripts = async (page: Page): Promise<() => Promise<void>> => {
  const held: Route[] = [];
  let released = false;
  await page.route("**/*.js", async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
};

/** Whether React has hydrated the page (see waitForHydration). */
export const isHydrated = (page: Page): Promise<boolean> =>
  page
    .locator(`html[${HYDRATED_ATTRIBUTE}]`)
    .count()
    .then((count) => count > 0);

/** Opens a route and waits until the page is interactive. */
export const visit = async (page: Page, routePath: string) => {
  const response = await page.goto(routePath);
  await waitForHydration(page);
  return response;
};

/**
 * Two keys pressed within one frame, as a practised keyboard user types them: both keydowns reach
 * the focused element in one task, before any animation frame or scheduled render has run.
 * (Playwright's own presses wait for each other, and on a quiet machine never overlap.)
 */
export const pressKeysInOneFrame = (page: Page, keys: readonly string[]): Promise<void> =>
  page.evaluate((names) => {
    for (const key of names) document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  }, keys);

/** Waits for the browser to paint twice: scroll listeners throttled by rAF have then run. */
export const nextFrames = async (page: Page): Promise<void> => {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
};

/** Scrolls the window to `y` (instantly) and waits until it is there and the page has reacted. */
export const scrollToY = async (page: Page, y: number): Promise<void> => {
  await page.evaluate((top) => window.scrollTo({ top, left: 0, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  await nextFrames(page);
};

export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** The pathname of the page's current URL. */
export const pathnameOf = (page: Page): string => new URL(page.url()).pathname;

/** Waits until the page's URL has this pathname. */
export const expectPathname = async (page: Page, expected: string): Promise<void> => {
  await expect.poll(() => pathnameOf(page), { message: `URL pathname should become ${expected}` }).toBe(expected);
};

/** Top of an element relative to the viewport, in CSS pixels (null if it is not in the DOM). */
export const viewportTop = (page: Page, selector: string): Promise<number | null> =>
  page.evaluate((sel) => {
    const element = document.querySelector(sel);
    return element ? element.getBoundingClientRect().top : null;
  }, selector);

/** The bottom edge of the fixed header's bar, in viewport pixels. */
export const headerBottom = (page: Page): Promise<number> => page.evaluate(() => document.querySelector("header")!.getBoundingClientRect().bottom);

/** How far below the header's bar a section reached by its anchor may start: the scroll padding's air, and rounding. */
export const ANCHOR_GAP_MAX = 24;

/** Waits until the (smooth) scroll to a section has left it just below the header: not under it, not far from it. */
export const expectBelowHeader = async (page: Page, selector: string): Promise<void> => {
  await expect
    .poll(
      async () => {
        const [top, bottom] = [await viewportTop(page, selector), await headerBottom(page)];
        return top !== null && top >= bottom - 1 && top <= bottom + ANCHOR_GAP_MAX;
      },
      { message: `${selector} should end up just below the header` },
    )
    .toBe(true);
};

/** Sum of the layout shifts not caused by input (CLS without session windows) since the page started, after `settleMs` more. */
export const layoutShift = (page: Page, settleMs = 1500): Promise<number> =>
  page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), wait);
      }),
    settleMs,
  );

/* ------------------------------------------------------------------------------------ */
/* Forms and the cookie banner                                                          */
/* ------------------------------------------------------------------------------------ */

/** Where the end-to-end backend (scripts/backend/e2e-backend.mjs) runs: its database and its mail catcher. */
export const e2eBackend = () => readJson<{ dbUrl: string; mailApi: string }>(path.resolve(__dirname, "../../.tmp/e2e-backend.json"));

/** The forms' function, as page.route patterns: a form's submission, and the proof-of-work challenge it asks for first. */
export const FUNCTION_URL = "**/functions/v1/forms";
export const CHALLENGE_URL = "**/functions/v1/forms/challenge?form=*";

/** A contact message every rule accepts. */
export const validContact = {
  name: "Giulia Ferrari",
  email: "giulia.ferrari@example.it",
  company: "Nordica S.p.A.",
  message: "Vorremmo capire come impostare il go-to-market del nuovo prodotto.",
};

/** Opens the home page with its contact form in view. */
export const openContactForm = async (page: Page) => {
  await visit(page, "/");
  await page.locator("#contatti").scrollIntoViewIfNeeded();
};

/** The toast (a status, or an alert for an error) with this title and description. */
export const toast = (page: Page, title: string, description: string) =>
  page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: title }).filter({ hasText: description });

export const cookieBanner = (page: Page) => page.getByRole("region", { name: "Preferenze sui cookie" });

/** The choice stored in localStorage, or null before any. */
export const storedConsent = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), COOKIE_CONSENT_KEY);

/**
 * The first-press benchmark: what a visitor feels at the first tap. Lighthouse loads a page and
 * never touches it; this loads it, waits 3 s without any input, then makes a press (or a select
 * change) the very first thing the visitor does, and times how long the page takes to show its
 * effect: from the press's input event to the frame that paints it. A press whose effect never
 * shows within 10 s is "lost". Each control is pressed at CPU 1× and 4× (CDP
 * Emulation.setCPUThrottlingRate, set before navigation), in a fresh browser context per run (cold
 * cache, empty storage), one Chromium at a time, on the same static server as the Lighthouse runs.
 * Also counted: the long tasks (> 50 ms) from the start of the page until 5 s after the press.
 *
 * How a run goes:
 *  1. load the route (until the load event);
 *  2. bring the control into view — only if it is not fully in view already — with
 *     `scrollIntoView({ block: "center", behavior: "instant" })` from the page (back-to-top: a
 *     `window.scrollTo` to 2000 px, its precondition). A scroll is activity: on a site that starts
 *     its scripts at the first activity, that starts them, as the visitor's own scroll would;
 *  3. wait 3 s with no input;
 *  4. arm the in-page agent (scripts/bench/first-press-page.mjs), then press at the control's
 *     centre: on the desktop a mouse press and release sent straight through CDP
 *     (Input.dispatchMouseEvent, back to back, no mouse move first), on the phone
 *     page.touchscreen.tap, for a select locator.selectOption — never locator.click, which scrolls
 *     and waits in ways that add input. Not page.mouse.click either: it moves the mouse first and
 *     waits until the page has handled the move before pressing, so on a busy page the press leaves
 *     later than the visitor's would, and that wait escapes t0;
 *  5. t0 = event.timeStamp of the first pointerdown/touchstart/mousedown/keydown (input/change
 *     for a select), caught by a passive capture listener. The agent checks the effect at every
 *     animation frame; t1 = performance.now() in the rAF callback of the frame AFTER the first
 *     frame whose rAF callback saw the effect, i.e. once the frame with the effect has been
 *     rendered and handed to the compositor (≈ its presentation when the main thread is idle, as
 *     Event Timing counts the "next paint"). So t1 − t0 includes up to one frame (≈ 17 ms) after
 *     the DOM change, more if a task delays the next frame; `frameMs` in the results is the lower
 *     bound (the rAF callback that first saw it).
 *
 * The page's own work is measured as it happens: the agent's per-frame check is a few element
 * lookups (text is searched only in nodes the page adds), so it adds little to the main thread.
 *
 * Every control is pressed on the pages of each published language (or of `--locales`), found by
 * that language's words and content.
 *
 *   npm run bench -- --no-lighthouse [--controls faq,menu] [--locales it,en] [--runs N] [--site-dir DIR]
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

import { dictionaryFor } from "../../src/i18n/dictionary.ts";
import { readEntries } from "../../src/lib/content/read-entries.ts";
import { articlePath, coursePath, routePath } from "../../supabase/functions/_shared/site-contract/route-map.ts";
import { CONTACT_MESSAGES } from "../../supabase/functions/_shared/site-contract/contact-rules.ts";
import { cpuProbe, firstPressAgent } from "./first-press-page.mjs";
import { CHROME_FLAGS } from "./lighthouse-run.mjs";

export const CPU_RATES = [1, 4];
const WAIT_BEFORE_PRESS_MS = 3000;
export const LOST_AFTER_MS = 10_000;
const LONG_TASKS_UNTIL_MS = 5000;
/** A long task, as the Long Tasks API reports it. */
export const LONG_TASK_MS = 50;

export const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/**
 * The words, paths and texts the controls are found by and their effects recognised by, in one
 * language: the interface's words from its dictionary, the paths from the route map, the texts from
 * the site's content (data/) and the contact rules, so a refactor of the markup does not break them.
 * The content is read from the work tree: a --site-dir build of other content would need the same content.
 */
export function siteData(root, siteDir, locale) {
  const items = (name) => readEntries(path.join(root, "data"), name, locale);
  const words = dictionaryFor(locale);
  const courses = items("courses");
  // A level some courses have and some do not: choosing it changes the cards shown.
  const level = items("course-levels").find((l) => {
    const n = courses.filter((c) => c.level === l.id).length;
    return n > 0 && n < courses.length;
  });
  const messages = CONTACT_MESSAGES[locale];
  // The first course, in the catalogue's order, whose page the build holds.
  const course = courses.find((c) => fs.existsSync(path.join(siteDir, coursePath(c.slug, locale), "index.html")));
  // The newest article whose page the build holds (a draft or a scheduled one has none), and a category of its list.
  const article = items("articles").find((a) => fs.existsSync(path.join(siteDir, articlePath(a.slug, locale), "index.html")));
  const articleCategory = article ? items("article-categories").find((c) => c.id === article.category) : null;
  return {
    locale,
    path: (key) => routePath(key, locale),
    words: {
      openMenu: words.layout.openMenu,
      closeMenu: words.layout.closeMenu,
      backToTop: words.layout.backToTop,
      cookieBanner: words.cookieBanner.region,
      accept: words.cookieBanner.accept,
      reject: words.cookieBanner.reject,
      level: words.facts.level,
      askForInformation: words.coursePage.askForInformation,
      message: words.forms.contact.message,
      submit: words.forms.contact.submit,
      articleCategories: words.insights.categories,
      copyLink: words.insights.article.share.copyLink,
      linkCopied: [words.insights.article.share.copied, words.insights.article.share.copyFailed],
    },
    faq: items("faq")[0],
    secondService: items("services")[1],
    firstCategory: items("course-categories")[0],
    level,
    firstEventType: items("event-types")[0],
    validationTexts: [
      messages.consent,
      messages.consentTitle,
      messages.validationTitle,
      messages.nameRequired,
      messages.emailInvalid,
      messages.messageRequired,
    ],
    coursePath: course ? coursePath(course.slug, locale) : null,
    articlePath: article ? articlePath(article.slug, locale) : null,
    articleCategory,
    courseRequest: course ? words.forms.contact.aboutCourse(course.title) : null,
  };
}

/** The first of these locators that finds a visible element, or null. */
export async function firstVisible(...locators) {
  for (const locator of locators) {
    const l = locator.filter({ visible: true }).first();
    if (await l.count()) return l;
  }
  return null;
}

/** The banner by its accessible name, whatever element and role it is (a section is a region; a dialog, an aside…). */
const cookieBanner = (page, d) =>
  ["region", "dialog", "alertdialog", "complementary"]
    .map((role) => page.getByRole(role, { name: d.words.cookieBanner, exact: true }))
    .reduce((a, b) => a.or(b), page.locator(`[aria-label="${d.words.cookieBanner}"]`));
/** A button of the cookie banner, by the key of its name in the words of `siteData` ("accept", "reject"). */
export const cookieButton = (word) => async (page, d) => {
  const name = d.words[word];
  const banner = cookieBanner(page, d).filter({ visible: true }).first();
  if (!(await banner.count())) return null;
  return firstVisible(banner.getByRole("button", { name, exact: true }));
};
const tabNamed = (name) => (page) => firstVisible(page.getByRole("tab", { name, exact: true }), page.getByRole("radio", { name, exact: true }));

/**
 * The controls. `route` and `find` take the language's data (siteData); `find` returns the element
 * pressed (Playwright locators, by role and name or by the content's own text); `effect` what the
 * agent waits for (see `check` in first-press-page.mjs).
 */
export const CONTROLS = [
  {
    id: "faq",
    route: (d) => d.path("home"),
    what: "first FAQ question",
    find: (page, d) =>
      firstVisible(
        page.locator("#faq").locator("button, summary, [role='button']").filter({ hasText: d.faq.question }),
        page.getByText(d.faq.question, { exact: true }),
      ),
    effect: (d) => ({ kind: "textVisible", texts: [d.faq.answer.slice(0, 60)], inViewport: true, minPx: 10 }),
  },
  {
    id: "menu",
    device: "phone",
    route: (d) => d.path("home"),
    what: "phone menu button",
    find: (page, d) => firstVisible(page.getByRole("button", { name: d.words.openMenu, exact: true })),
    effect: (d) => ({ kind: "menuOpen", closeName: d.words.closeMenu }),
  },
  {
    id: "servizi-tab",
    route: (d) => d.path("servizi"),
    what: "second service tab",
    find: (page, d) => tabNamed(d.secondService.title)(page),
    effect: (d) => ({
      kind: "tabSelected",
      name: d.secondService.title,
      // Text of the second service's panel only (its title and description are on the tab and cards too).
      texts: [d.secondService.subtitle, d.secondService.longDescription.slice(0, 60)].filter(Boolean),
    }),
  },
  {
    id: "academy-category",
    route: (d) => d.path("academy"),
    what: "second tab of the course categories",
    find: (page, d) => tabNamed(d.firstCategory.label)(page),
    effect: () => ({ kind: "cardsChanged" }),
  },
  {
    id: "academy-level",
    route: (d) => d.path("academy"),
    what: "level select",
    press: "select",
    find: (page, d) => firstVisible(page.getByLabel(d.words.level, { exact: true }), page.getByRole("combobox", { name: d.words.level })),
    // Matched against option values and labels alike.
    selectValues: (d) => [d.level.id, d.level.label],
    effect: () => ({ kind: "cardsChanged" }),
  },
  {
    id: "eventi-type",
    route: (d) => d.path("eventi"),
    what: "second tab of the event types",
    find: (page, d) => tabNamed(d.firstEventType.label)(page),
    effect: () => ({ kind: "cardsChanged" }),
  },
  {
    id: "cookie-accept",
    route: (d) => d.path("home"),
    what: "cookie banner's accept button, first visit",
    consent: null,
    cookieBanner: true,
    find: cookieButton("accept"),
    effect: (d) => ({ kind: "cookieDecided", label: d.words.cookieBanner, value: "accepted" }),
  },
  {
    id: "cookie-reject",
    route: (d) => d.path("home"),
    what: "cookie banner's reject button, first visit",
    consent: null,
    cookieBanner: true,
    find: cookieButton("reject"),
    effect: (d) => ({ kind: "cookieDecided", label: d.words.cookieBanner, value: "rejected" }),
  },
  {
    id: "back-to-top",
    route: (d) => d.path("home"),
    what: "back-to-top button, after scrolling to 2000 px",
    prepare: "scrollTo2000",
    find: (page, d) =>
      firstVisible(page.getByRole("button", { name: d.words.backToTop, exact: true }), page.getByRole("link", { name: d.words.backToTop, exact: true })),
    effect: () => ({ kind: "scrollUp" }),
  },
  {
    id: "course-info",
    route: (d) => d.coursePath,
    what: "the ask-for-information link on a course page",
    find: (page, d) =>
      firstVisible(
        page.getByRole("link", { name: d.words.askForInformation, exact: true }),
        page.getByRole("button", { name: d.words.askForInformation, exact: true }),
      ),
    // Holding the course's name, and on screen or being scrolled to: wherever the form is (on the course
    // page, or on the home page it may lead to). The smooth scroll's arrival (≈ 0.6 s of animation on this
    // page) is not the press's latency, as for back-to-top; with reduced motion the jump is instant.
    effect: (d) => ({
      kind: "fieldContains",
      text: d.courseRequest,
      label: d.words.message,
      inViewport: true,
      minPx: 10,
      orScrollingTo: true,
    }),
  },
  {
    id: "insights-category",
    route: (d) => d.path("insights"),
    what: "a category of the Insights list's filter (a link: the category's own page)",
    find: (page, d) =>
      d.articleCategory
        ? firstVisible(page.getByRole("navigation", { name: d.words.articleCategories }).getByRole("link", { name: d.articleCategory.label, exact: true }))
        : null,
    // The category's own list: its description opens the page.
    effect: (d) => ({ kind: "textVisible", texts: [d.articleCategory.description.slice(0, 60)], inViewport: true, minPx: 10 }),
  },
  {
    id: "article-copy-link",
    route: (d) => d.articlePath,
    what: "the copy-link button of an article",
    find: (page, d) => firstVisible(page.getByRole("button", { name: d.words.copyLink, exact: true })),
    // Copied, or the browser refused the clipboard: either way the button answered.
    effect: (d) => ({ kind: "textVisible", texts: d.words.linkCopied, inViewport: true, minPx: 8 }),
  },
  {
    id: "contact-empty-submit",
    route: (d) => d.path("home"),
    what: "contact form submitted empty",
    find: (page, d) =>
      firstVisible(
        page.locator("#contatti").locator("button[type='submit'], input[type='submit']"),
        page.getByRole("button", { name: d.words.submit, exact: true }),
      ),
    effect: (d) => ({ kind: "textVisible", texts: d.validationTexts, inViewport: true, minPx: 8, nativeValidation: true }),
  },
];

export const CONTROL_IDS = CONTROLS.map((c) => c.id);

/** Scrolls the element to the middle of the viewport unless it is already fully in view; true if it scrolled. */
const scrollIntoViewIfNeeded = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth) return false;
    el.scrollIntoView({ block: "center", behavior: "instant" });
    return true;
  });

/** Where to press: the element's centre (a visually hidden radio's label instead), and what is on top there. */
export const pressPoint = (locator) =>
  locator.evaluate((el) => {
    let target = el;
    if (el instanceof HTMLInputElement && el.labels && el.labels.length) {
      const r = el.getBoundingClientRect();
      if (r.width < 8 || r.height < 8 || getComputedStyle(el).opacity === "0") target = el.labels[0];
    }
    const r = target.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    const covered = !hit || !(target === hit || target.contains(hit));
    const describe = (n) =>
      n
        ? `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ""}${n.getAttribute("aria-label") ? `[aria-label="${n.getAttribute("aria-label")}"]` : ""}`
        : "nothing";
    return { x, y, inView: x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight, coveredBy: covered ? describe(hit) : null };
  });

const bannerShown = (page, d) =>
  cookieBanner(page, d)
    .evaluateAll((els) =>
      els.some((el) => {
        if (el.checkVisibility && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
      }),
    )
    .catch(() => false);

function summarizeTasks(tasks) {
  if (!tasks) return { count: null, totalMs: null, longestMs: null };
  return {
    count: tasks.length,
    totalMs: tasks.reduce((n, t) => n + t.durationMs, 0),
    longestMs: tasks.reduce((n, t) => Math.max(n, t.durationMs), 0),
  };
}

/** One press in a fresh context. */
async function runOnce(browser, origin, control, rate, data) {
  const route = control.route(data);
  const run = { rate, route, lost: true, ms: null, frameMs: null, effect: null, reason: null, scrolls: 0 };
  const context = await browser.newContext(control.device === "phone" ? PHONE : DESKTOP);
  try {
    await context.addInitScript(firstPressAgent, { consent: control.consent === undefined ? "accepted" : control.consent });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const response = await page.goto(origin + route, { waitUntil: "load", timeout: 60_000 });
    run.status = response?.status() ?? null;

    if (control.prepare === "scrollTo2000") {
      await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
      run.scrolls++;
    } else {
      const early = await control.find(page, data);
      if (early && (await scrollIntoViewIfNeeded(early))) run.scrolls++;
    }
    await sleep(WAIT_BEFORE_PRESS_MS);
    if (control.cookieBanner) run.bannerOnArrival = await bannerShown(page, data);

    let locator = await control.find(page, data);
    if (!locator) {
      run.reason = control.cookieBanner && !run.bannerOnArrival ? "no cookie banner before any input" : "control not found after load + 3 s";
      return run;
    }
    // The page moved while waiting (images, the showcase): back into view, and wait again.
    if (control.prepare !== "scrollTo2000" && (await scrollIntoViewIfNeeded(locator))) {
      run.scrolls++;
      await sleep(WAIT_BEFORE_PRESS_MS);
      locator = await control.find(page, data);
      if (!locator) {
        run.reason = "control gone after scrolling it into view";
        return run;
      }
    }
    const point = await pressPoint(locator);
    run.coveredBy = point.coveredBy;
    const press = control.press ?? (control.device === "phone" ? "tap" : "click");
    const spec = { ...control.effect(data), press, giveUpMs: LOST_AFTER_MS + 2000 };
    const armed = await locator.evaluate((el, s) => window.__firstPress.arm(s, el), spec);
    if (armed.already) {
      run.reason = `effect already shown before the press (${armed.already})`;
      return run;
    }
    run.cardsBefore = armed.cardsBefore ?? undefined;

    const pressedAt = Date.now();
    if (press === "select") await locator.selectOption(control.selectValues(data), { timeout: LOST_AFTER_MS });
    else if (press === "tap") await page.touchscreen.tap(point.x, point.y);
    else {
      // Sent together: the release does not wait for the page to have handled the press (see the header).
      const mouse = (type, buttons) => cdp.send("Input.dispatchMouseEvent", { type, x: point.x, y: point.y, button: "left", buttons, clickCount: 1 });
      await Promise.all([mouse("mousePressed", 1), mouse("mouseReleased", 0)]);
    }

    // Poll (a few tiny evaluations a second) until 5 s after the press, or 10 s without the effect.
    let snap = null;
    for (;;) {
      await sleep(200);
      try {
        snap = (await page.evaluate(() => window.__firstPress?.snapshot())) ?? snap;
      } catch {
        continue; // A press that loads a page: the old document is gone, the new one not ready.
      }
      const s = snap?.state;
      if (Date.now() - pressedAt > LOST_AFTER_MS + 15_000) break;
      if (!s || s.t0 == null) {
        if (Date.now() - pressedAt > LOST_AFTER_MS) break;
        continue;
      }
      const painted = s.result?.paintedAt;
      if (painted != null && snap.now >= Math.max(s.t0 + LONG_TASKS_UNTIL_MS, painted)) break;
      if (painted == null && snap.now >= s.t0 + LOST_AFTER_MS) break;
    }
    const s = snap?.state;
    if (!s || s.t0 == null) {
      run.reason = "the press produced no input event in the page";
      return run;
    }
    const t0 = s.t0;
    run.t0Event = s.t0Event;
    if (s.firstMove != null && s.firstMove <= t0) run.moveBeforePressMs = t0 - s.firstMove;
    if (s.error) run.agentError = s.error;
    run.finalUrl = snap.url.replace(origin, "");
    if (s.result?.paintedAt != null) {
      run.ms = s.result.paintedAt - t0;
      run.frameMs = s.result.frameCallbackAt - t0;
      run.effect = s.result.effect;
      run.lost = run.ms > LOST_AFTER_MS;
      if (run.lost) run.reason = `effect shown after ${Math.round(run.ms)} ms`;
    } else {
      run.reason = `effect not shown within ${LOST_AFTER_MS / 1000} s`;
    }

    const docs = snap.documents ?? [];
    const allTasks = docs.some((d) => d.longTasks === null)
      ? null
      : docs
          .flatMap((d) => d.longTasks ?? [])
          .filter((t) => t.start <= t0 + LONG_TASKS_UNTIL_MS)
          .map((t) => ({ atMs: Math.round(t.start - t0), durationMs: Math.round(t.duration) }))
          .sort((a, b) => a.atMs - b.atMs);
    run.longTasks = { ...summarizeTasks(allTasks), list: allTasks };
    run.longTasksAfterPress = summarizeTasks(allTasks?.filter((t) => t.atMs + t.durationMs > 0) ?? null);
    const interactions = docs.flatMap((d) => d.interactions ?? []).filter((e) => e.start >= t0 - 1);
    if (interactions.length) {
      const worst = interactions.reduce((a, b) => (b.duration > a.duration ? b : a));
      run.eventTiming = {
        name: worst.name,
        durationMs: worst.duration,
        inputDelayMs: Math.round(worst.inputDelay),
        processingMs: Math.round(worst.processing),
      };
    }
    run.cpuProbeMs = await page.evaluate(cpuProbe).catch(() => null);
    return run;
  } catch (e) {
    run.reason = `error: ${String(e?.message ?? e).split("\n")[0]}`;
    return run;
  } finally {
    await context.close().catch(() => {});
  }
}

export function median(values) {
  const v = [...values].sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** Medians and maxima of one control at one CPU rate; a lost press counts as infinitely slow. */
export function summarizeRate(runs) {
  const times = runs.map((r) => (r.lost ? Infinity : r.ms));
  const tasks = runs.map((r) => r.longTasks).filter((t) => t && t.count != null);
  return {
    runs: runs.length,
    lost: runs.filter((r) => r.lost).length,
    medianMs: median(times),
    maxMs: times.length ? Math.max(...times) : null,
    longTasks: {
      medianCount: median(tasks.map((t) => t.count)),
      medianTotalMs: median(tasks.map((t) => t.totalMs)),
      longestMs: tasks.length ? Math.max(...tasks.map((t) => t.longestMs)) : null,
    },
    cpuProbeMs: median(runs.map((r) => r.cpuProbeMs).filter((x) => x != null)),
  };
}

let openBrowser = null;

/** Closes the Chromium of a run in progress (on SIGINT/SIGTERM). */
export async function closeFirstPressBrowser() {
  const b = openBrowser;
  openBrowser = null;
  if (b) await b.close().catch(() => {});
}

/**
 * Runs every control `runs` times at each CPU rate (`rates`, default all), in each language of `locales` (all its controls, then the next language's).
 * @param {{ origin: string, root: string, siteDir: string, chromePath: string, locales: string[], controls?: string[], runs: number,
 *   log: (...args: unknown[]) => void, cpuBusy?: () => Promise<number | null>, rates?: number[] }} options
 */
export async function runFirstPress({ origin, root, siteDir, chromePath, locales, controls, runs, log, cpuBusy, rates = CPU_RATES }) {
  const chosen = controls ? CONTROLS.filter((c) => controls.includes(c.id)) : CONTROLS;
  const results = [];
  for (const locale of locales) {
    const data = siteData(root, siteDir, locale);
    for (const control of chosen) results.push(await runControl({ origin, chromePath, control, data, runs, log, cpuBusy, rates }));
  }
  return results;
}

/** One control in one language: `runs` presses at each CPU rate of `rates`. */
async function runControl({ origin, chromePath, control, data, runs, log, cpuBusy, rates }) {
  const route = control.route(data);
  const tag = `${control.id} [${data.locale}]`;
  const result = { id: control.id, locale: data.locale, what: control.what, route, device: control.device ?? "desktop", rates: {}, runs: [] };
  if (!route) {
    result.error = "no route (no course page in the build)";
    log(`  ${tag}: skipped, ${result.error}`);
    return result;
  }
  for (const rate of rates) {
    const busy = cpuBusy ? await cpuBusy() : null;
    // A browser per control and rate: one Chromium at a time, and nothing of a run lingers in the next.
    openBrowser = await chromium.launch({ executablePath: chromePath, headless: true, args: CHROME_FLAGS });
    const rateRuns = [];
    try {
      for (let i = 1; i <= runs; i++) {
        const run = await runOnce(openBrowser, origin, control, rate, data);
        run.backgroundCpuBusy = busy;
        rateRuns.push(run);
        const time = run.lost ? `LOST (${run.reason})` : `${Math.round(run.ms)} ms (${run.effect})`;
        const lt = run.longTasks?.count == null ? "" : `, ${run.longTasks.count} long tasks (longest ${run.longTasks.longestMs} ms)`;
        const extra = [
          run.scrolls ? `scrolled ${run.scrolls}×` : null,
          run.coveredBy ? `covered by ${run.coveredBy}` : null,
          run.bannerOnArrival != null ? `banner on arrival: ${run.bannerOnArrival ? "yes" : "no"}` : null,
        ].filter(Boolean);
        log(`  ${tag} ${rate}× run ${i}/${runs}: ${time}${lt}${extra.length ? `; ${extra.join(", ")}` : ""}`);
      }
    } finally {
      await closeFirstPressBrowser();
    }
    result.runs.push(...rateRuns);
    result.rates[rate] = summarizeRate(rateRuns);
  }
  const arrivals = result.runs.filter((r) => r.bannerOnArrival != null);
  if (arrivals.length) result.bannerOnArrival = { shown: arrivals.filter((r) => r.bannerOnArrival).length, of: arrivals.length };
  return result;
}

// ---------- printing ----------

const pad = (s, n) => String(s).padEnd(n);
const ms = (v) => (v == null ? "n/a" : v === Infinity ? "lost" : String(Math.round(v)));

/** The table printed beside Lighthouse's: one row per control. `checks` come from budgets.mjs (checkFirstPress). */
export function formatFirstPressTable(results, runsWanted) {
  const cols = [
    ["control", 21, (r) => r.id],
    ["lang", 4, (r) => r.locale],
    ["route", 40, (r) => r.route ?? "-"],
    ["1× ms med (max)", 17, (r) => rateCell(r.rates[1])],
    ["4× ms med (max)", 17, (r) => rateCell(r.rates[4])],
    ["lost 1×/4×", 11, (r) => (r.rates[1] ? `${r.rates[1].lost}/${r.rates[4]?.lost ?? "-"}` : "-")],
    ["long tasks 1×", 17, (r) => taskCell(r.rates[1])],
    ["long tasks 4×", 17, (r) => taskCell(r.rates[4])],
    ["budget", 6, (r) => (r.error ? "MISS" : r.checks?.length ? (r.checks.every((c) => c.ok) ? "ok" : "MISS") : "")],
  ];
  const line = (cells) =>
    cells
      .map((c, i) => pad(c, cols[i][1]))
      .join(" ")
      .trimEnd();
  const out = [
    "",
    `First press (${runsWanted} run(s) per CPU rate; time from the press to the painted effect, median (max); ` +
      `lost = not shown within ${LOST_AFTER_MS / 1000} s, counted as infinitely slow)`,
    line(cols.map((c) => c[0])),
    "-".repeat(cols.reduce((n, c) => n + c[1] + 1, -1)),
  ];
  for (const r of results) out.push(line(cols.map((c) => c[2](r))));
  out.push(`long tasks = median count · median total ms · longest ms (max), tasks > ${LONG_TASK_MS} ms from the load until 5 s after the press`);
  const notes = [];
  for (const r of results) {
    const id = `${r.id} [${r.locale}]`;
    if (r.error) notes.push(`  ${id}: ${r.error}`);
    if (r.bannerOnArrival)
      notes.push(`  ${id}: cookie banner shown on arrival (load + 3 s, no input) in ${r.bannerOnArrival.shown}/${r.bannerOnArrival.of} runs`);
    const reasons = [...new Set(r.runs.filter((x) => x.lost).map((x) => `${x.rate}×: ${x.reason}`))];
    for (const reason of reasons) notes.push(`  ${id} lost, ${reason}`);
    const effects = [...new Set(r.runs.filter((x) => !x.lost && x.effect).map((x) => x.effect.replace(/\d+ → \d+/, "… → …")))];
    if (effects.length) notes.push(`  ${id} effect: ${effects.join(" | ")}`);
    const covered = [...new Set(r.runs.filter((x) => x.coveredBy).map((x) => x.coveredBy))];
    if (covered.length) notes.push(`  ${id}: the press point was covered by ${covered.join(", ")}`);
  }
  if (notes.length) out.push("Notes:", ...notes);
  const probe1 = median(results.map((r) => r.rates[1]?.cpuProbeMs).filter((x) => x != null));
  const probe4 = median(results.map((r) => r.rates[4]?.cpuProbeMs).filter((x) => x != null));
  if (probe1 && probe4)
    out.push(`CPU probe (fixed work, median): ${probe1.toFixed(1)} ms at 1×, ${probe4.toFixed(1)} ms at 4× (ratio ${(probe4 / probe1).toFixed(1)})`);
  return out.join("\n");
}

function rateCell(s) {
  if (!s) return "-";
  return `${ms(s.medianMs)} (${ms(s.maxMs)})`;
}

function taskCell(s) {
  if (!s || s.longTasks.medianCount == null) return "-";
  const t = s.longTasks;
  return `${ms(t.medianCount)} · ${ms(t.medianTotalMs)} · ${ms(t.longestMs)}`;
}

/**
 * The busy-visitor benchmark: what a visitor feels who does not wait. The first-press benchmark
 * presses once, after three quiet seconds; here the visitor scrolls and presses at once, presses
 * twice in a row, or moves the mouse to a control and presses without pausing, so the presses land
 * while the page's scripts start (they start while the page loads). Every interaction is timed as
 * the browser times INP: its Event Timing entries (input delay + handlers + the next paint), read in
 * the page (scripts/bench/busy-visitor-page.mjs); the long tasks from the navigation on are listed
 * with the scripts that ran in their frames (Long Animation Frames).
 *
 * A run: a fresh context (cold cache, empty storage), CPU throttled from before the navigation, the
 * route loaded, 3 s without input, then the scenario's steps sent through CDP (a scroll gesture, mouse
 * presses and moves, touch taps) without Playwright's own waits, then a few quiet seconds for the
 * last entries. A run also checks the final state (the tab selected, the answer open, the menu
 * closed…): a press the page lost fails the run whatever its timing.
 *
 * Every scenario runs on the pages of each published language (or of `--locales`), with that
 * language's words and content.
 *
 *   npm run bench -- --no-lighthouse --no-first-press [--scenarios faq-twice,menu-open-close] [--locales it,en] [--runs N]
 */
import path from "node:path";
import { chromium } from "@playwright/test";

import { readEntries } from "../../src/lib/content/read-entries.ts";
import { busyVisitorRecorder } from "./busy-visitor-page.mjs";
import { CPU_RATES, DESKTOP, LONG_TASK_MS, PHONE, cookieButton, firstVisible, median, siteData } from "./first-press.mjs";
import { CHROME_FLAGS } from "./lighthouse-run.mjs";
import { HAND_MOVES, moveAndPress, press, scrollGesture } from "./visitor-input.mjs";

const QUIET_BEFORE_MS = 3000;
/** After the last step: time for the last next-paint and for the entries to be delivered. */
export const SETTLE_AFTER_MS = { 1: 1500, 4: 4000 };
const SCROLL_THEN_PRESS_AFTER_MS = [0, 120, 300, 600];
const SECOND_PRESS_AFTER_MS = 150;

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** The controls a scenario presses, found by role and the content's own texts (data/*.json). */
export const faqQuestion = (question) => (page) =>
  firstVisible(page.locator("#faq").locator("button, summary, [role='button']").filter({ hasText: question }), page.getByText(question, { exact: true }));
export const tab = (name) => (page) => firstVisible(page.getByRole("tab", { name, exact: true }), page.getByRole("radio", { name, exact: true }));
export const button = (name) => (page) => firstVisible(page.getByRole("button", { name, exact: true }));

/** Pressed, selected, expanded or open: the state a press on a tab, a question or a toggle leaves. */
export const isOn = (locator) =>
  locator.evaluate(
    (el) =>
      el.getAttribute("aria-selected") === "true" || el.getAttribute("aria-expanded") === "true" || el.checked === true || Boolean(el.closest("details")?.open),
  );

export const menuOpen = (page) => page.evaluate(() => Boolean(document.querySelector("#menu-mobile[open], #menu-mobile:popover-open")));

/** The words, paths and texts the scenarios use in one language, beside the first-press benchmark's (siteData). */
export function scenarioData(root, siteDir, locale) {
  const items = (name) => readEntries(path.join(root, "data"), name, locale);
  return {
    ...siteData(root, siteDir, locale),
    faqItems: items("faq"),
    services: items("services"),
    categories: items("course-categories"),
    eventTypes: items("event-types"),
  };
}

/**
 * The scenarios. `route` is the page's key in the route map; `steps` are sent in order after load +
 * 3 s of quiet; `find` functions take (page, data); `done` is the final state every run must reach.
 */
function scenarios() {
  const list = [];
  const scrollThenPress = (id, route, find) => {
    for (const after of SCROLL_THEN_PRESS_AFTER_MS) {
      list.push({
        id: `${id}-scroll-press-${after}`,
        group: `${id}: scroll, then press`,
        what: `scroll to it, press ${after} ms later`,
        route,
        steps: [{ scrollTo: find }, { wait: after }, { press: find }],
        done: async (page, d) => isOn(await find(page, d)),
      });
    }
  };
  const pressTwice = (id, route, first, second, device = "desktop") =>
    list.push({
      id: `${id}-twice`,
      group: `${id}: press, press again`,
      what: `press, and another ${SECOND_PRESS_AFTER_MS} ms later`,
      route,
      device,
      steps: [{ scrollTo: first }, { wait: 300 }, { press: first }, { wait: SECOND_PRESS_AFTER_MS }, { press: second }],
      done: async (page, d) => isOn(await second(page, d)),
    });

  const faq1 = (page, d) => faqQuestion(d.faqItems[0].question)(page);
  const faq2 = (page, d) => faqQuestion(d.faqItems[1].question)(page);
  const service = (n) => (page, d) => tab(d.services[n].title)(page);
  const category = (n) => (page, d) => tab(d.categories[n].label)(page);
  const eventType = (n) => (page, d) => tab(d.eventTypes[n].label)(page);

  scrollThenPress("faq", "home", faq1);
  scrollThenPress("servizi-tab", "servizi", service(1));
  scrollThenPress("academy-category", "academy", category(0));
  scrollThenPress("eventi-type", "eventi", eventType(0));

  pressTwice("faq", "home", faq1, faq2);
  pressTwice("servizi-tab", "servizi", service(1), service(2));
  pressTwice("academy-category", "academy", category(0), category(1));
  pressTwice("eventi-type", "eventi", eventType(0), eventType(1));

  const openMenu = (page, d) => button(d.words.openMenu)(page);
  const closeMenu = (page, d) => button(d.words.closeMenu)(page);
  list.push({
    id: "menu-open-close",
    group: "phone menu: open, close",
    what: `open it, close it ${SECOND_PRESS_AFTER_MS} ms later`,
    route: "home",
    device: "phone",
    steps: [{ press: openMenu }, { wait: SECOND_PRESS_AFTER_MS }, { press: closeMenu }],
    done: async (page) => !(await menuOpen(page)),
  });
  for (const after of SCROLL_THEN_PRESS_AFTER_MS) {
    list.push({
      id: `tap-then-menu-${after}`,
      group: "phone: a tap on the page, then the menu",
      what: `tap the page's heading, the menu ${after} ms later`,
      route: "home",
      device: "phone",
      steps: [{ press: (page) => firstVisible(page.getByRole("heading", { level: 1 })) }, { wait: after }, { press: openMenu }],
      done: menuOpen,
    });
  }
  list.push({
    id: "cookie-then-menu",
    group: "phone: the cookie banner, then the menu",
    what: `the banner's accept button, the menu ${SECOND_PRESS_AFTER_MS} ms later`,
    route: "home",
    device: "phone",
    consent: null,
    steps: [{ press: cookieButton("accept") }, { wait: SECOND_PRESS_AFTER_MS }, { press: openMenu }],
    done: async (page) => (await menuOpen(page)) && (await page.evaluate(() => localStorage.getItem("cookie-consent"))) === "accepted",
  });
  for (const [id, route, find] of [
    ["servizi-tab", "servizi", service(1)],
    ["academy-category", "academy", category(0)],
    ["eventi-type", "eventi", eventType(0)],
  ]) {
    list.push({
      id: `${id}-hand`,
      group: "desktop: a hand moves to a tab and presses",
      what: `${id}: scrolled into view, then ${HAND_MOVES} moves a frame apart and the press`,
      route,
      steps: [{ scrollTo: find }, { moveAndPress: find }],
      done: async (page, d) => isOn(await find(page, d)),
    });
  }
  return list;
}

export const SCENARIO_IDS = scenarios().map((s) => s.id);
/** Each scenario's page, by its key in the route map. */
export const SCENARIO_ROUTE_KEYS = Object.fromEntries(scenarios().map((s) => [s.id, s.route]));

/**
 * The recorder's entries (busy-visitor-page.mjs) as interactions (INP's grouping) and the long tasks
 * and frames, each timed from the navigation: the scripts start while the page loads, so their work
 * counts wherever it falls, before the visitor's first act as after it.
 */
export function analyse(snap) {
  const byId = new Map();
  for (const e of snap.events.filter((x) => x.interactionId)) {
    const worst = byId.get(e.interactionId);
    if (!worst || e.duration > worst.duration) byId.set(e.interactionId, e);
  }
  const interactions = [...byId.values()]
    .sort((a, b) => a.start - b.start)
    .map((e) => ({
      name: e.name,
      target: e.target,
      ms: e.duration,
      inputDelayMs: Math.round(e.processingStart - e.start),
      processingMs: Math.round(e.processingEnd - e.processingStart),
      presentationMs: Math.round(e.start + e.duration - e.processingEnd),
      atMs: Math.round(e.start),
    }));
  const tasks = snap.tasks.map((t) => ({ atMs: Math.round(t.start), durationMs: Math.round(t.duration) }));
  const frames = snap.frames.map((f) => ({
    atMs: Math.round(f.start),
    durationMs: Math.round(f.duration),
    blockingMs: Math.round(f.blocking),
    scripts: f.scripts
      .filter((s) => s.duration >= 5)
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 4)
      .map((s) => `${path.basename(s.url.split("?")[0]) || "(inline)"} ${s.invoker} ${Math.round(s.duration)} ms`),
  }));
  return { interactions, tasks, frames };
}

async function runOnce(browser, origin, scenario, rate, data) {
  const device = scenario.device ?? "desktop";
  const run = { rate, ok: false, reason: null, worstMs: null };
  const context = await browser.newContext(device === "phone" ? PHONE : DESKTOP);
  try {
    await context.addInitScript(busyVisitorRecorder, { consent: scenario.consent === undefined ? "accepted" : scenario.consent });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await page.goto(origin + data.path(scenario.route), { waitUntil: "load", timeout: 60_000 });
    await sleep(QUIET_BEFORE_MS);
    for (const step of scenario.steps) {
      if (step.wait != null) {
        await sleep(step.wait);
        continue;
      }
      const find = step.scrollTo ?? step.press ?? step.moveAndPress;
      const locator = await find(page, data);
      if (!locator) throw new Error(`control not found for ${Object.keys(step)[0]}`);
      if (step.scrollTo) await scrollGesture(cdp, locator, device);
      else if (step.press) await press(cdp, locator, device);
      else await moveAndPress(cdp, locator);
    }
    await sleep(SETTLE_AFTER_MS[rate] ?? 4000);
    Object.assign(run, analyse(await page.evaluate(() => window.__busyVisitor.snapshot())));
    run.worstMs = run.interactions.reduce((n, i) => Math.max(n, i.ms), 0);
    run.longestTaskMs = run.tasks.reduce((n, t) => Math.max(n, t.durationMs), 0);
    run.ok = await scenario.done(page, data);
    if (!run.ok) run.reason = "the final state was not reached (a press lost)";
  } catch (e) {
    run.reason = `error: ${String(e?.message ?? e).split("\n")[0]}`;
  } finally {
    await context.close().catch(() => {});
  }
  return run;
}

let openBrowser = null;

/** Closes the Chromium of a run in progress (on SIGINT/SIGTERM). */
export async function closeBusyVisitorBrowser() {
  const b = openBrowser;
  openBrowser = null;
  if (b) await b.close().catch(() => {});
}

/**
 * Runs every scenario `runs` times at each CPU rate (`rates`, default all), one Chromium at a time, in
 * each language of `locales` (all its scenarios, then the next language's).
 * @param {{ origin: string, root: string, siteDir: string, chromePath: string, locales: string[], scenarios?: string[], runs: number,
 *   log: (...args: unknown[]) => void, rates?: number[] }} options
 */
export async function runBusyVisitor({ origin, root, siteDir, chromePath, locales, scenarios: wanted, runs, log, rates = CPU_RATES }) {
  const chosen = scenarios().filter((s) => !wanted || wanted.includes(s.id));
  const results = [];
  for (const locale of locales) {
    const data = scenarioData(root, siteDir, locale);
    for (const scenario of chosen) results.push(await runScenario({ chromePath, origin, scenario, data, runs, log, rates }));
  }
  return results;
}

/** One scenario in one language: `runs` runs at each CPU rate of `rates`. */
async function runScenario({ chromePath, origin, scenario, data, runs, log, rates }) {
  const result = {
    id: scenario.id,
    locale: data.locale,
    group: scenario.group,
    what: scenario.what,
    route: data.path(scenario.route),
    device: scenario.device ?? "desktop",
    rates: {},
    runs: [],
  };
  for (const rate of rates) {
    openBrowser = await chromium.launch({ executablePath: chromePath, headless: true, args: CHROME_FLAGS });
    const rateRuns = [];
    try {
      for (let i = 1; i <= runs; i++) {
        const run = await runOnce(openBrowser, origin, scenario, rate, data);
        rateRuns.push(run);
        const list = run.interactions?.map((x) => `${x.name} ${Math.round(x.ms)}`).join(", ") || "all < 16 ms";
        log(
          `  ${scenario.id} [${data.locale}] ${rate}× run ${i}/${runs}: ${run.ok ? "" : `FAILED (${run.reason}); `}${list}; longest task ${run.longestTaskMs ?? "-"} ms`,
        );
      }
    } finally {
      await closeBusyVisitorBrowser();
    }
    result.runs.push(...rateRuns);
    const worst = rateRuns.map((r) => (r.ok ? r.worstMs : Infinity));
    result.rates[rate] = {
      medianMs: median(worst),
      maxMs: Math.max(...worst),
      failed: rateRuns.filter((r) => !r.ok).length,
      longestTaskMs: Math.max(0, ...rateRuns.map((r) => r.longestTaskMs ?? 0)),
    };
  }
  return result;
}

const fmt = (v) => (v == null ? "n/a" : v === Infinity ? "lost" : String(Math.round(v)));

/** One row per scenario: the worst interaction of each run, median (max), at 1× and 4×, and the longest task. */
export function formatBusyVisitorTable(results, runsWanted) {
  const cols = [
    ["scenario", 34, (r) => r.id],
    ["lang", 4, (r) => r.locale],
    ["route", 18, (r) => `${r.route}${r.device === "phone" ? " (phone)" : ""}`],
    ["1× ms med (max)", 16, (r) => cell(r.rates[1])],
    ["4× ms med (max)", 16, (r) => cell(r.rates[4])],
    ["longest task 1×/4×", 19, (r) => `${fmt(r.rates[1]?.longestTaskMs)}/${fmt(r.rates[4]?.longestTaskMs)}`],
    ["budget", 6, (r) => (r.checks?.length ? (r.checks.every((c) => c.ok) ? "ok" : "MISS") : "")],
  ];
  const line = (cells) =>
    cells
      .map((c, i) => String(c).padEnd(cols[i][1]))
      .join(" ")
      .trimEnd();
  const out = [
    "",
    `Busy visitor (${runsWanted} run(s) per CPU rate; the worst interaction of a run as Event Timing reports it, median (max); ` +
      `a lost press counts as infinitely slow; long tasks > ${LONG_TASK_MS} ms from the navigation on)`,
    line(cols.map((c) => c[0])),
    "-".repeat(cols.reduce((n, c) => n + c[1] + 1, -1)),
  ];
  for (const r of results) out.push(line(cols.map((c) => c[2](r))));
  const attribution = new Map();
  for (const run of results.flatMap((r) => r.runs))
    for (const frame of run.frames ?? [])
      for (const script of frame.scripts) attribution.set(script.replace(/ \d+ ms$/, ""), (attribution.get(script.replace(/ \d+ ms$/, "")) ?? 0) + 1);
  if (attribution.size) {
    out.push("Scripts in the long frames from the navigation on (how many frames):");
    for (const [script, n] of [...attribution].sort((a, b) => b[1] - a[1]).slice(0, 10)) out.push(`  ${n}× ${script}`);
  }
  return out.join("\n");
}

const cell = (s) => (s ? `${fmt(s.medianMs)} (${fmt(s.maxMs)})${s.failed ? ` ${s.failed} lost` : ""}` : "-");

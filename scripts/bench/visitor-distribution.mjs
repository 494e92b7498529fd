/**
 * The visitor distribution: one population of visitors, each visit timed as the browser times INP,
 * to compare ways of starting the page's scripts (scripts/bench/compare-start-up.mjs) or to measure
 * one build (`npm run bench -- --distribution`).
 *
 * A visitor's first action is a tap, a scroll or a key, made 0.3, 1, 2 or 5 s after the `load` event,
 * on a phone at CPU 4× or a desktop at CPU 1×, on the home page or on /academy:
 *  - tap: on the phone the menu button (its first-viewport control; native, it never waits for the
 *    scripts), on the desktop a hand moving to the header's search button and pressing it (held until
 *    React is live, then replayed). Nothing else on these pages that needs the scripts is in the
 *    first viewport, and arriving at an anchor is a scroll;
 *  - scroll: a scroll gesture to the page's control, pressed right after it ends: the first FAQ
 *    question on the home page, the first course category on /academy;
 *  - key: Tab from the top of the page to the search button, then Enter.
 * Every visit is a busy-visitor run on the visitor's clock (scripts/bench/timed-visit.mjs): a fresh
 * context, the interactions' Event Timing entries, the final state checked (a press lost fails the
 * visit), and the time from the press to its painted effect. A visit's latency is the larger of its worst interaction
 * and that time: a held press shows its effect only once the scripts have started, long after its
 * Event Timing entries end, and the visitor waits for the effect.
 *
 * Per site (a start-up strategy's build) and CPU rate: the 75th percentile and the worst of the
 * visits' latencies, overall and per first action, and the same from Event Timing alone (what INP in
 * the field would report). Sites take turns visit by visit, so a change in the machine's load falls on
 * all of them alike.
 */
import { chromium } from "@playwright/test";

import { dictionaryFor } from "../../src/i18n/dictionary.ts";
import { button, faqQuestion, isOn, menuOpen, scenarioData, tab } from "./busy-visitor.mjs";
import { median } from "./first-press.mjs";
import { CHROME_FLAGS } from "./lighthouse-run.mjs";
import { countTabs, runTimedVisit } from "./timed-visit.mjs";
import { commaList } from "./cli-lists.mjs";

export const FIRST_ACTIONS = ["tap", "scroll", "key"];
export const AFTER_LOAD_MS = [300, 1000, 2000, 5000];
/** Each device at its CPU throttling rate: a mid-range phone, a desktop. */
export const DEVICE_RATES = { phone: 4, desktop: 1 };
export const DEVICES = Object.keys(DEVICE_RATES);
/** The pages, by their key in the route map: a content page and the catalogue. */
export const PAGES = ["home", "academy"];

const searchOpen = (page) => page.evaluate(() => Boolean(document.querySelector('dialog[open] [role="search"]')));

/**
 * The control a first action presses on `pageKey` from `device`: found in the page by `control` (role
 * and name, for the timed visit) and by `find` (Playwright's locator, for the Tab count and the final
 * state), the effect timed, and the state the visit must leave.
 */
function firstAction(kind, pageKey, device) {
  const named = (name) => ({ selector: "button", name });
  const search = { control: (d) => named(d.searchOpen), find: (page, d) => button(d.searchOpen)(page), done: searchOpen, what: "search button" };
  if (kind === "tap" && device === "phone") {
    return {
      control: (d) => named(d.words.openMenu),
      find: (page, d) => button(d.words.openMenu)(page),
      effect: { kind: "menuOpen" },
      done: menuOpen,
      what: "menu button",
    };
  }
  if (kind === "tap") return { ...search, effect: { kind: "searchOpen" } };
  if (kind === "key") return { ...search, effect: { kind: "searchOpen", key: "Enter" } };
  if (pageKey === "home") {
    const find = (page, d) => faqQuestion(d.faqItems[0].question)(page);
    return {
      control: (d) => ({ selector: "#faq summary", name: d.faqItems[0].question, contains: true }),
      find,
      effect: { kind: "on" },
      done: async (page, d) => isOn(await find(page, d)),
      what: "first FAQ question",
    };
  }
  const find = (page, d) => tab(d.categories[0].label)(page);
  return {
    control: (d) => ({ selector: '[role="tab"]', name: d.categories[0].label }),
    find,
    effect: { kind: "on" },
    done: async (page, d) => isOn(await find(page, d)),
    what: "first course category",
  };
}

/** The command-line options that narrow the distribution, each to the part of `only` it sets. */
const OPTIONS = {
  "--first-actions": { key: "firstActions", known: FIRST_ACTIONS },
  "--after-load": { key: "afterLoadMs", known: AFTER_LOAD_MS, parse: Number },
  "--devices": { key: "devices", known: DEVICES },
  "--pages": { key: "pages", known: PAGES },
};

/** `{ [key]: values }` for one narrowing option and its comma-separated value; throws on a value the distribution does not have. */
export function distributionOption(flag, raw) {
  const option = OPTIONS[flag];
  if (!option) throw new Error(`${flag} is not an option of the visitor distribution`);
  const values = commaList(raw).map(option.parse ?? String);
  const unknown = values.filter((v) => !option.known.includes(v));
  if (!values.length || unknown.length)
    throw new Error(`${flag} takes some of ${option.known.join(", ")}${unknown.length ? ` (not: ${unknown.join(", ")})` : ""}`);
  return { [option.key]: values };
}

/** Every visit of the distribution, narrowed by `only` ({ pages, firstActions, afterLoadMs, devices }). */
export function distributionVisits(only = {}) {
  const visits = [];
  for (const pageKey of only.pages ?? PAGES)
    for (const device of only.devices ?? DEVICES)
      for (const kind of only.firstActions ?? FIRST_ACTIONS)
        for (const afterLoadMs of only.afterLoadMs ?? AFTER_LOAD_MS) {
          const { what, ...action } = firstAction(kind, pageKey, device);
          visits.push({
            id: `${pageKey}-${device}-${kind}-${afterLoadMs}`,
            route: pageKey,
            device,
            rate: DEVICE_RATES[device],
            firstAction: kind,
            afterLoadMs,
            what: `${kind} (${what}) ${afterLoadMs} ms after load`,
            ...action,
          });
        }
  return visits;
}

let openBrowser = null;

/** Closes the Chromium of a round in progress (on SIGINT/SIGTERM). */
export async function closeDistributionBrowser() {
  const b = openBrowser;
  openBrowser = null;
  if (b) await b.close().catch(() => {});
}

/**
 * A visit's latency: the worst interaction or the press's effect, whichever came later; a lost press is
 * infinitely slow. A press that missed its control (the benchmark's aim, not the page) has none.
 */
const latencyOf = (run) => (run.missed ? null : run.ok ? Math.max(run.worstMs ?? 0, run.effectMs ?? 0) : Infinity);

/**
 * Runs every visit of the distribution `runs` times on each site, the sites taking turns visit by visit
 * (their order rotating each round), one Chromium at a time (a new one each round).
 * @param {{ sites: Array<{ name: string, origin: string }>, root: string, siteDir: string, chromePath: string, locale: string,
 *   runs: number, only?: object, log: (...args: unknown[]) => void }} options
 * @returns {Promise<Record<string, object[]>>} each site's visits
 */
export async function runVisitorDistribution({ sites, root, siteDir, chromePath, locale, runs, only, log }) {
  const data = { ...scenarioData(root, siteDir, locale), searchOpen: dictionaryFor(locale).search.open };
  const visits = distributionVisits(only);
  const bySite = Object.fromEntries(sites.map((site) => [site.name, []]));
  // The Tab order is the server's HTML, the same whichever way the scripts start: counted once per page and device.
  const tabs = new Map();
  for (let round = 1; round <= runs; round++) {
    openBrowser = await chromium.launch({ executablePath: chromePath, headless: true, args: CHROME_FLAGS });
    try {
      for (const visit of visits) {
        const tabsKey = `${visit.route} ${visit.device}`;
        if (visit.firstAction === "key" && !tabs.has(tabsKey)) tabs.set(tabsKey, await countTabs(openBrowser, sites[0].origin, visit, data));
        for (let i = 0; i < sites.length; i++) {
          const site = sites[(i + round - 1) % sites.length];
          const run = await runTimedVisit(openBrowser, site.origin, visit, data, tabs.get(tabsKey));
          const result = {
            id: visit.id,
            page: visit.route,
            device: visit.device,
            rate: visit.rate,
            firstAction: visit.firstAction,
            afterLoadMs: visit.afterLoadMs,
            ok: run.ok,
            missed: Boolean(run.missed),
            reason: run.reason,
            worstMs: run.worstMs,
            effectMs: run.effectMs ?? null,
            latencyMs: latencyOf(run),
            firstActivityAfterLoadMs: run.firstActivityAfterLoadMs ?? null,
            longestTaskMs: run.longestTaskMs ?? null,
            interactions: run.interactions,
          };
          bySite[site.name].push(result);
          log(
            `  ${site.name} ${visit.id} (${visit.rate}×) run ${round}/${runs}: ` +
              (run.ok ? `${Math.round(result.latencyMs)} ms` : `LOST (${run.reason})`) +
              ` (worst interaction ${run.worstMs ?? "-"} ms, effect ${run.effectMs ?? "-"} ms; first activity ${result.firstActivityAfterLoadMs ?? "-"} ms after load)`,
          );
        }
      }
    } finally {
      await closeDistributionBrowser();
    }
  }
  return bySite;
}

/** The 75th percentile, nearest rank (a lost visit counts as infinitely slow), and the worst. */
export function p75AndWorst(values) {
  if (!values.length) return { p75: null, worst: null, n: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  return { p75: sorted[Math.ceil(0.75 * sorted.length) - 1], worst: sorted[sorted.length - 1], n: sorted.length };
}

/**
 * One site's visits at one CPU rate: latency and Event Timing alone, overall and per first action, the
 * visits lost, and those left out because the benchmark's press missed its control.
 */
export function summarizeVisits(visits) {
  const of = (all) => {
    const list = all.filter((v) => !v.missed);
    return {
      latency: p75AndWorst(list.map((v) => v.latencyMs)),
      eventTiming: p75AndWorst(list.map((v) => (v.ok ? v.worstMs : Infinity))),
      lost: list.filter((v) => !v.ok).length,
      missed: all.length - list.length,
      firstActivityAfterLoadMs: median(list.map((v) => v.firstActivityAfterLoadMs).filter((ms) => ms != null)),
    };
  };
  const byAction = Object.fromEntries(FIRST_ACTIONS.map((kind) => [kind, of(visits.filter((v) => v.firstAction === kind))]));
  const byDelay = Object.fromEntries(AFTER_LOAD_MS.map((ms) => [ms, of(visits.filter((v) => v.afterLoadMs === ms))]));
  return { all: of(visits), byAction, byDelay };
}

/** Every site's summary at every CPU rate it was measured at: `{ [site]: { [rate]: summary } }`. */
export function summarizeDistribution(bySite) {
  return Object.fromEntries(
    Object.entries(bySite).map(([site, visits]) => {
      const rates = [...new Set(visits.map((v) => v.rate))].sort((a, b) => b - a);
      return [site, Object.fromEntries(rates.map((rate) => [rate, summarizeVisits(visits.filter((v) => v.rate === rate))]))];
    }),
  );
}

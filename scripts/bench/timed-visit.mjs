/**
 * One visit of the visitor distribution (scripts/bench/visitor-distribution.mjs): the first action at a
 * set time after the `load` event. Like a busy-visitor run (a fresh context, CPU throttled from before
 * the navigation, the recorder of scripts/bench/busy-visitor-page.mjs, the final state checked), but
 * everything the benchmark must know is read by the page itself in its `load` event and handed over
 * at once (scripts/bench/timed-visit-page.mjs): the control found, where to press it, where a scroll
 * takes it, the effect's watch armed. The wait is counted from then. From then on the input goes out
 * on the visitor's clock: an evaluation would wait for the task the page is running (some strategies
 * start the scripts right after `load`) and let the input dodge it. (Playwright's locators, by role
 * and name, still count the Tabs and check the final state, after the visit's timing.)
 */
import { analyse, SETTLE_AFTER_MS } from "./busy-visitor.mjs";
import { busyVisitorRecorder } from "./busy-visitor-page.mjs";
import { DESKTOP, PHONE } from "./first-press.mjs";
import { timedVisitAgent } from "./timed-visit-page.mjs";
import { handPressAt, pressAt, scrollAlong, tabThenPress, tabsTo } from "./visitor-input.mjs";

const sleep = (ms) => new Promise((ok) => setTimeout(ok, Math.max(0, ms)));

const LOAD_TIMEOUT_MS = 60_000;

/**
 * A page of the visit's device and rate, loaded; `rate` null leaves the CPU as it is. `ready` is what
 * the page read in its `load` event (timed-visit-page.mjs), handed over as the event ran.
 */
async function openPage(browser, origin, visit, data, rate) {
  const context = await browser.newContext(visit.device === "phone" ? PHONE : DESKTOP);
  let handOver;
  const ready = new Promise((ok) => (handOver = ok));
  await context.exposeBinding("__timedVisitReady", (_source, found) => handOver(found));
  await context.addInitScript(busyVisitorRecorder, { consent: "accepted" });
  await context.addInitScript(timedVisitAgent, { control: visit.control(data), effect: visit.effect });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (rate) await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await page.goto(origin + data.path(visit.route), { waitUntil: "commit", timeout: LOAD_TIMEOUT_MS });
  const timeout = sleep(LOAD_TIMEOUT_MS).then(() => ({ found: false, error: "no load event" }));
  return { context, page, cdp, ready: await Promise.race([ready, timeout]) };
}

/** How many Tabs take a keyboard visitor from the top of the visit's page to its control (counted on a visit of its own). */
export async function countTabs(browser, origin, visit, data) {
  const { context, page, cdp } = await openPage(browser, origin, visit, data, null);
  try {
    const control = await visit.find(page, data);
    if (!control) throw new Error(`${visit.id}: control not found`);
    return await tabsTo(cdp, control);
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * @param {{ route: string, device: string, rate: number, firstAction: "tap" | "scroll" | "key", afterLoadMs: number,
 *   control: (data: object) => { selector: string, name: string, contains?: boolean }, effect: { kind: string, key?: string },
 *   find: Function, done: Function }} visit
 * @param {number | undefined} tabs for a key visit, the Tabs to its control (countTabs)
 */
export async function runTimedVisit(browser, origin, visit, data, tabs) {
  const run = { ok: false, reason: null, worstMs: null };
  let context = null;
  try {
    const opened = await openPage(browser, origin, visit, data, visit.rate);
    context = opened.context;
    const { page, cdp, ready } = opened;
    if (!ready.found) throw new Error(ready.error ?? "control not found");
    if (ready.already) throw new Error("the effect shows before the press");
    await sleep(visit.afterLoadMs);
    if (visit.firstAction === "scroll") await pressAt(cdp, await scrollAlong(cdp, ready.scroll, visit.device), visit.device);
    else if (visit.firstAction === "key") await tabThenPress(cdp, tabs, visit.effect.key);
    else if (visit.device === "phone") await pressAt(cdp, ready.point, "phone");
    else await handPressAt(cdp, ready.point);
    await sleep(SETTLE_AFTER_MS[visit.rate] ?? 4000);
    const [recorded, watched] = await page.evaluate(() => [window.__busyVisitor.snapshot(), window.__timedVisit.snapshot()]);
    Object.assign(run, analyse(recorded));
    run.worstMs = run.interactions.reduce((n, i) => Math.max(n, i.ms), 0);
    run.longestTaskMs = run.tasks.reduce((n, t) => Math.max(n, t.durationMs), 0);
    run.effectMs = watched.t0 != null && watched.paintedAt != null ? Math.round(watched.paintedAt - watched.t0) : null;
    run.firstActivityAfterLoadMs = recorded.firstActivity != null && watched.loadEnd ? Math.round(recorded.firstActivity - watched.loadEnd) : null;
    run.ok = await visit.done(page, data);
    if (watched.t0 == null) {
      // The press went down elsewhere: the control was not where the benchmark expected it after the scroll, or not focused after the Tabs.
      run.ok = false;
      run.missed = true;
      run.reason = `the press missed the control (it went down on ${watched.lastPressOn ?? "nothing"})`;
    } else if (!run.ok) run.reason = "the final state was not reached (a press lost)";
    else if (run.effectMs == null) {
      // Reached, yet the watch saw no press on its control or no effect: the control was replaced (React
      // rendering it again), and how long the visitor waited is unknown.
      run.ok = false;
      run.reason = "the final state was reached, but the watch saw no press on the control or no effect";
    }
  } catch (e) {
    run.reason = `error: ${String(e?.message ?? e).split("\n")[0]}`;
  } finally {
    await context?.close().catch(() => {});
  }
  return run;
}

/**
 * The part of a timed visit (scripts/bench/timed-visit.mjs) that runs inside the page, installed with
 * Playwright's addInitScript beside the busy-visitor recorder. Playwright sends its source text, so it
 * stays self-contained.
 *
 * In the `load` event's own dispatch it does everything the benchmark must know before the first
 * action, and hands it over through the `__timedVisitReady` binding, which needs nothing more of the
 * page (an evaluation from the benchmark would wait for whatever the page runs after `load`, which is
 * when some strategies start the scripts): it finds the control by its role and accessible name (the
 * page's own query, a few milliseconds where Playwright's accessibility-tree query takes a throttled
 * page hundreds), says where to press it and how far a scroll gesture must go to bring it to the
 * middle of the window, and arms the watch on its effect.
 *
 * The watch times a press as the first-press benchmark does (scripts/bench/first-press-page.mjs):
 * from the first press event on the control (`pointerdown`, `touchstart`, `mousedown`, or `keydown`
 * of the given key) to the frame after the first frame whose rAF callback sees the effect. A press
 * held until React is live and replayed then (src/start-up/held-presses.ts) shows
 * its effect long after its Event Timing entries end, at the next paint after the loader's handler.
 */
/** @param {{ control: { selector: string, name: string, contains?: boolean }, effect: { kind: string, key?: string } }} spec */
export function timedVisitAgent(spec) {
  const watch = { kind: null, control: null, key: null, t0: null, paintedAt: null, lastPressOn: null };
  const norm = (s) =>
    String(s || "")
      .replace(/\s+/g, " ")
      .trim();
  const visible = (el) => el.checkVisibility() && el.getBoundingClientRect().width > 0;

  /** The first visible element of `selector` whose accessible name (aria-label, else text) is `name`, or contains it. */
  const findControl = ({ selector, name, contains }) =>
    Array.from(document.querySelectorAll(selector)).find((el) => {
      const label = norm(el.getAttribute("aria-label") || el.textContent);
      return (contains ? label.includes(name) : label === name) && visible(el);
    }) ?? null;

  const shown = () => {
    const el = watch.control;
    switch (watch.kind) {
      case "on":
        return el.getAttribute("aria-selected") === "true" || el.getAttribute("aria-expanded") === "true" || Boolean(el.closest("details")?.open);
      case "menuOpen":
        return Boolean(document.querySelector("#menu-mobile[open], #menu-mobile:popover-open"));
      case "searchOpen":
        return Boolean(document.querySelector('dialog[open] [role="search"]'));
      default:
        throw new Error(`unknown effect ${watch.kind}`);
    }
  };
  const look = () => {
    if (shown()) requestAnimationFrame(() => (watch.paintedAt = performance.now()));
    else requestAnimationFrame(look);
  };
  const describe = (node) =>
    node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""} "${norm(node.textContent).slice(0, 30)}"` : String(node);
  const pressed = (event) => {
    if (watch.kind && (event.type === "pointerdown" || (event.type === "keydown" && event.key === watch.key))) watch.lastPressOn = describe(event.target);
    if (!watch.kind || watch.t0 != null || !(event.target instanceof Node) || !watch.control.contains(event.target)) return;
    if ((event.type === "keydown") !== Boolean(watch.key) || (watch.key && event.key !== watch.key)) return;
    watch.t0 = event.timeStamp;
    requestAnimationFrame(look);
  };
  for (const type of ["pointerdown", "touchstart", "mousedown", "keydown"]) addEventListener(type, pressed, { capture: true, passive: true });

  const loadEnd = () => performance.getEntriesByType("navigation")[0]?.loadEventEnd || null;

  const prepare = ({ control, effect }) => {
    const el = findControl(control);
    if (!el) return { found: false };
    Object.assign(watch, { kind: effect.kind, control: el, key: effect.key ?? null, t0: null, paintedAt: null, lastPressOn: null });
    const r = el.getBoundingClientRect();
    const centre = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    return {
      found: true,
      already: shown(),
      point: centre,
      scroll: { delta: Math.round(centre.y - innerHeight / 2), centre, viewport: { w: innerWidth, h: innerHeight } },
    };
  };
  addEventListener("load", () => {
    let ready;
    try {
      ready = prepare(spec);
    } catch (e) {
      ready = { found: false, error: String(e && e.message ? e.message : e) };
    }
    window.__timedVisitReady(ready);
  });

  window.__timedVisit = {
    snapshot: () => ({ t0: watch.t0, paintedAt: watch.paintedAt, lastPressOn: watch.lastPressOn, loadEnd: loadEnd() }),
  };
}

/**
 * The busy-visitor benchmark's in-page recorder, installed before the page's own scripts
 * (context.addInitScript). It keeps what the browser itself reports, as INP is computed:
 * - Event Timing entries (`event`, durationThreshold 16 ms, and `first-input`): an interaction's
 *   latency is the longest duration among the entries sharing its interactionId (input delay +
 *   handlers + the next paint);
 * - long tasks (`longtask`, over 50 ms), what the budget counts, and Long Animation Frames
 *   (`long-animation-frame`), the frames over 50 ms with the scripts that ran in them (their URL, the
 *   function that invoked them, their time), to say whose work the time was;
 * `window.__busyVisitor.snapshot()` returns it all, with the element each entry's target was.
 */
export function busyVisitorRecorder({ consent }) {
  if (consent) {
    try {
      localStorage.setItem("cookie-consent", consent);
    } catch {
      // about:blank has no storage.
    }
  }
  const describe = (node) => {
    if (!node || !node.tagName) return null;
    const label = node.getAttribute("aria-label") || (node.textContent || "").trim().slice(0, 40);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${label ? ` "${label}"` : ""}`;
  };
  const state = { events: [], frames: [], tasks: [], supported: {} };
  const observe = (type, options, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...options });
      state.supported[type] = true;
    } catch {
      state.supported[type] = false;
    }
  };
  const onEvent = (e) =>
    state.events.push({
      name: e.name,
      interactionId: e.interactionId || 0,
      start: e.startTime,
      duration: e.duration,
      processingStart: e.processingStart,
      processingEnd: e.processingEnd,
      target: describe(e.target),
    });
  observe("event", { durationThreshold: 16 }, onEvent);
  observe("first-input", {}, onEvent);
  observe("long-animation-frame", {}, (f) =>
    state.frames.push({
      start: f.startTime,
      duration: f.duration,
      blocking: f.blockingDuration,
      scripts: (f.scripts || []).map((s) => ({
        url: s.sourceURL || "",
        invoker: s.invoker || "",
        duration: s.duration,
        forcedStyleAndLayout: s.forcedStyleAndLayoutDuration,
      })),
    }),
  );
  observe("longtask", {}, (t) => state.tasks.push({ start: t.startTime, duration: t.duration }));
  window.__busyVisitor = { snapshot: () => ({ now: performance.now(), ...state }) };
}

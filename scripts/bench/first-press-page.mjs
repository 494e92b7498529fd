/**
 * The part of the first-press benchmark (scripts/bench/first-press.mjs) that runs inside the page.
 * `firstPressAgent` is installed with Playwright's addInitScript, so it runs at the start of every
 * document of the browser context, before any script of the site. Playwright sends its source
 * text, so it must stay self-contained: no imports, no closures over this module.
 *
 * What it does:
 *  - records every long task (PerformanceObserver 'longtask', buffered) and the Event Timing
 *    entries of interactions, from the start of the document;
 *  - once armed (right before the press), takes the press's time: the `timeStamp` of the first
 *    pointerdown, touchstart, mousedown or keydown — or, for a select, of the first input or
 *    change event — caught by passive capture listeners on window, so the site cannot hide it;
 *  - checks the effect's predicate at every animation frame (requestAnimationFrame loop; a
 *    MutationObserver only collects candidate text nodes, so a frame does not walk the page);
 *  - keeps its state in sessionStorage, so a press that loads another page (a link followed
 *    natively before the site's scripts are live) is still timed in the next document.
 *
 * All times are kept as epoch milliseconds (performance.timeOrigin + a DOMHighResTimeStamp), the
 * only clock two documents share; the runner reports them relative to the press.
 */

/** @param {{ consent: string | null }} options */
export function firstPressAgent(options) {
  const STATE_KEY = "__firstPress";
  const origin = performance.timeOrigin;
  const now = () => origin + performance.now();
  const fp = (window.__firstPress = { longTasks: [], interactions: [], invalidAt: null });

  // A returning visitor who has already answered the cookie banner: every control but the
  // banner's own is pressed without the banner in the way (it covers the bottom of the screen).
  if (options.consent) {
    try {
      if (!localStorage.getItem("cookie-consent")) localStorage.setItem("cookie-consent", options.consent);
    } catch {
      // No storage: the banner shows, as it would for this visitor.
    }
  }

  let state = null;
  try {
    state = JSON.parse(sessionStorage.getItem(STATE_KEY) || "null");
  } catch {
    state = null;
  }
  const save = () => {
    try {
      sessionStorage.setItem(STATE_KEY, JSON.stringify(state));
    } catch {
      // The state stays in memory; only a press that changes page would lose it.
    }
  };

  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) fp.longTasks.push({ start: origin + e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch {
    // No Long Tasks API: the counts are reported as missing, not as zero.
    fp.longTasks = null;
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        fp.interactions.push({
          name: e.name,
          start: origin + e.startTime,
          duration: e.duration,
          inputDelay: e.processingStart - e.startTime,
          processing: e.processingEnd - e.processingStart,
        });
      }
    }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  } catch {
    // No Event Timing API: only the predicate's timing is reported.
  }

  // A press that loads another page: this document's long tasks would go with it. Kept under a
  // key of their own, so the order of this handler and the next document's start does not matter.
  addEventListener("pagehide", () => {
    if (!state || !state.armed) return;
    try {
      sessionStorage.setItem(`${STATE_KEY}:document:${origin}`, JSON.stringify({ longTasks: fp.longTasks, interactions: fp.interactions }));
    } catch {
      // Those long tasks are not counted; the timing itself is unaffected.
    }
  });

  const PRESS_EVENTS = ["pointerdown", "touchstart", "mousedown", "keydown"];
  const CHANGE_EVENTS = ["input", "change"];
  const onPress = (event) => {
    if (!state || !state.armed || state.t0 != null) return;
    if (CHANGE_EVENTS.includes(event.type) && state.press !== "select") return;
    state.t0 = origin + event.timeStamp;
    state.t0Event = event.type;
    save();
  };
  for (const type of [...PRESS_EVENTS, ...CHANGE_EVENTS]) addEventListener(type, onPress, { capture: true, passive: true });
  addEventListener(
    "pointermove",
    (event) => {
      if (state && state.armed && state.firstMove == null) state.firstMove = origin + event.timeStamp;
    },
    { capture: true, passive: true },
  );
  // Native constraint validation: the browser's bubble is not in the DOM, its `invalid` event is.
  addEventListener(
    "invalid",
    () => {
      if (fp.invalidAt == null) fp.invalidAt = now();
    },
    { capture: true, passive: true },
  );

  // ---------- what "shown" means ----------

  const norm = (s) =>
    String(s || "")
      .replace(/\s+/g, " ")
      .trim();

  /** Accessible name, approximately (enough for buttons, tabs and radios). */
  const nameOf = (el) => {
    const label = el.getAttribute("aria-label");
    if (label) return norm(label);
    const by = el.getAttribute("aria-labelledby");
    if (by)
      return norm(
        by
          .split(/\s+/)
          .map((id) => (document.getElementById(id) || {}).textContent || "")
          .join(" "),
      );
    if (el.labels && el.labels.length) return norm(Array.from(el.labels, (l) => l.textContent).join(" "));
    return norm(el.textContent || el.getAttribute("title"));
  };

  /**
   * The part of an element the visitor can see: not display:none, visibility:hidden or opacity 0
   * (itself or an ancestor), clipped by every ancestor that clips its overflow (an accordion
   * animating its height) and, when asked, by the viewport. Returns the visible width and height.
   */
  const visibleSize = (el, inViewport) => {
    if (!el || !el.isConnected) return null;
    if (el.checkVisibility && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
    const r = el.getBoundingClientRect();
    let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    let fixed = getComputedStyle(el).position === "fixed";
    for (let a = el.parentElement; a && !fixed && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX !== "visible" || cs.overflowY !== "visible") {
        const ar = a.getBoundingClientRect();
        box = {
          left: Math.max(box.left, ar.left),
          top: Math.max(box.top, ar.top),
          right: Math.min(box.right, ar.right),
          bottom: Math.min(box.bottom, ar.bottom),
        };
      }
      if (cs.position === "fixed") fixed = true;
    }
    if (inViewport) {
      box = {
        left: Math.max(box.left, 0),
        top: Math.max(box.top, 0),
        right: Math.min(box.right, innerWidth),
        bottom: Math.min(box.bottom, innerHeight),
      };
    }
    const w = box.right - box.left;
    const h = box.bottom - box.top;
    return w > 0 && h > 0 ? { w, h, fullW: r.width, fullH: r.height } : null;
  };

  // Text candidates: elements whose own text contains one of the texts looked for. Collected once
  // at arming, then only from what the page adds or rewrites (MutationObserver records).
  let textCandidates = new Set();
  let watchedTexts = [];
  const collectText = (root) => {
    if (!watchedTexts.length || !root) return;
    if (root.nodeType === Node.TEXT_NODE) {
      if (root.parentElement && watchedTexts.some((t) => root.data.includes(t))) textCandidates.add(root.parentElement);
      return;
    }
    if (root.nodeType !== Node.ELEMENT_NODE && root.nodeType !== Node.DOCUMENT_NODE) return;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.parentElement && watchedTexts.some((t) => n.data.includes(t))) textCandidates.add(n.parentElement);
    }
  };
  const textShown = (inViewport, minPx) => {
    for (const el of textCandidates) {
      if (!el.isConnected) {
        textCandidates.delete(el);
        continue;
      }
      const size = visibleSize(el, inViewport);
      if (size && size.h >= minPx && size.w >= minPx) return norm(el.textContent).slice(0, 80);
    }
    return null;
  };

  const isSelected = (el) =>
    el.getAttribute("aria-selected") === "true" ||
    el.checked === true ||
    el.getAttribute("aria-checked") === "true" ||
    el.getAttribute("aria-pressed") === "true" ||
    (el.hasAttribute("aria-current") && el.getAttribute("aria-current") !== "false");

  const findControl = (spec) => {
    const all = document.querySelectorAll('[role="tab"], [role="radio"], input[type="radio"]');
    for (const el of all) if (nameOf(el) === spec.name) return el;
    for (const el of all) if (nameOf(el).includes(spec.name)) return el;
    return null;
  };

  /** Laid out and not hidden (anywhere on the page): cheap enough for a dozen cards every frame. */
  const rendered = (el) => {
    if (!el || !el.isConnected) return false;
    if (el.checkVisibility && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };

  /** Headings of the cards shown in the catalogue region: what the visitor sees change. */
  const cardSignature = (region) => {
    if (!region || !region.isConnected) return null;
    const titles = [];
    for (const card of region.querySelectorAll("li, article")) {
      if (card.closest('[role="tablist"], [role="radiogroup"], nav')) continue;
      const heading = card.querySelector("h2, h3, h4");
      if (!heading || !rendered(card)) continue;
      titles.push(norm(heading.textContent));
    }
    const empty = Array.from(region.querySelectorAll("h2, h3, h4")).find(
      (h) => !h.closest("li, article") && /^Nessun/i.test(norm(h.textContent)) && rendered(h),
    );
    return titles.join("\n") + (empty ? `\n[${norm(empty.textContent)}]` : "");
  };

  let refs = { control: null, region: null };

  /** The effect's predicate: a short description of what showed, or null. */
  const check = (spec) => {
    switch (spec.kind) {
      case "textVisible": {
        const shown = textShown(spec.inViewport, spec.minPx || 10);
        if (shown) return `text shown: "${shown}"`;
        if (spec.nativeValidation && fp.invalidAt != null && fp.invalidAt >= state.armedAt) return "native validation (invalid event)";
        return null;
      }
      case "menuOpen": {
        const mostlyShown = (el) => {
          const s = visibleSize(el, true);
          return s && s.w * s.h >= 0.5 * s.fullW * s.fullH;
        };
        const named = document.querySelectorAll(`[aria-label="${spec.closeName}"], button, [role="button"]`);
        for (const el of named) {
          if (el.getAttribute("aria-label") !== spec.closeName && norm(el.textContent) !== spec.closeName) continue;
          if (mostlyShown(el)) return `"${spec.closeName}" shown`;
        }
        let popovers = [];
        try {
          popovers = Array.from(document.querySelectorAll("[popover]:popover-open"));
        } catch {
          popovers = [];
        }
        for (const box of [...document.querySelectorAll('dialog[open], [role="dialog"]'), ...popovers]) {
          if (!visibleSize(box, true)) continue;
          for (const link of box.querySelectorAll("a[href]")) if (mostlyShown(link)) return "menu link shown in an open dialog";
        }
        return null;
      }
      case "tabSelected": {
        if (!refs.control || !refs.control.isConnected) refs.control = findControl(spec);
        const tab = refs.control;
        if (!tab || !isSelected(tab)) return null;
        const controls = tab.getAttribute("aria-controls");
        const panel = controls && document.getElementById(controls);
        if (panel && !rendered(panel)) return null;
        const shown = textShown(false, 1);
        return shown ? `tab selected, panel shows "${shown.slice(0, 40)}"` : null;
      }
      case "cardsChanged": {
        if (!refs.region || !refs.region.isConnected) refs.region = (spec.regionId && document.getElementById(spec.regionId)) || document.body;
        const sig = cardSignature(refs.region);
        if (sig == null || sig === state.before) return null;
        const count = sig ? sig.split("\n").filter((l) => l && !l.startsWith("[")).length : 0;
        return `cards changed (${state.beforeCount} → ${count})`;
      }
      case "cookieDecided": {
        for (const banner of document.querySelectorAll("[aria-label], [aria-labelledby]")) {
          if (nameOf(banner) === spec.label && visibleSize(banner, true)) return null;
        }
        let stored = null;
        try {
          stored = localStorage.getItem("cookie-consent");
        } catch {
          stored = null;
        }
        return stored === spec.value ? `banner hidden, cookie-consent=${stored}` : null;
      }
      case "scrollUp":
        return scrollY < state.startY - 0.5 ? `scrollY ${Math.round(state.startY)} → ${Math.round(scrollY)}` : null;
      case "fieldContains": {
        let field = document.querySelector("#contatti textarea") || document.querySelector('textarea[name="message"]');
        if (!field) {
          const label = Array.from(document.querySelectorAll("label")).find((l) => norm(l.textContent).startsWith(spec.label));
          field = label && label.control;
        }
        if (!field || !String(field.value).includes(spec.text)) return null;
        // A form that already holds the text (a course page's own form) counts once it is on screen,
        // or, with `orScrollingTo`, once the page has started to scroll towards it: a smooth scroll is
        // the press's effect showing, as for back-to-top (the arrival is a fixed animation after it).
        if (spec.inViewport) {
          const size = visibleSize(field, true);
          const onScreen = size && size.h >= spec.minPx && size.w >= spec.minPx;
          const below = field.getBoundingClientRect().top > 0;
          const scrolling = spec.orScrollingTo && (below ? scrollY > state.startY + 0.5 : scrollY < state.startY - 0.5);
          if (!onScreen && !scrolling) return null;
          if (!onScreen)
            return `scrolling to the message field (scrollY ${Math.round(state.startY)} → ${Math.round(scrollY)}), which holds "${norm(field.value).slice(0, 40)}"`;
        }
        return `message field: "${norm(field.value).slice(0, 60)}"`;
      }
      default:
        throw new Error(`unknown effect ${spec.kind}`);
    }
  };

  // ---------- the watch ----------

  let watching = false;
  const watch = () => {
    if (watching || !state || !state.armed || state.result) return;
    watching = true;
    let observer = null;
    if (watchedTexts.length) {
      observer = new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === "characterData") collectText(r.target);
          else for (const n of r.addedNodes) collectText(n);
        }
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    }
    const frame = (ts) => {
      if (!state || state.result) return;
      if (now() - state.armedAt > state.giveUpMs) {
        if (observer) observer.disconnect();
        return;
      }
      let hit = null;
      try {
        hit = check(state.spec);
      } catch (e) {
        state.error = String(e && e.message ? e.message : e);
      }
      if (hit) {
        if (observer) observer.disconnect();
        // The predicate holds in this frame's rAF callback: the frame about to be rendered has the
        // effect. By the next frame's rAF callback that frame has been rendered and handed to the
        // compositor: performance.now() there is when the visitor can see it (about its
        // presentation when the main thread is idle; later if a task delays the next frame). The
        // rAF time stamps themselves are not used: Chrome may give a frame that starts late the
        // time of a vsync that has already passed, even one before the previous callback ran.
        state.result = { effect: hit, frameAt: origin + ts, frameCallbackAt: now(), paintedAt: null };
        save();
        requestAnimationFrame(() => {
          state.result.paintedAt = now();
          save();
        });
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };

  /**
   * Called by the runner right before the press. Records what the effect is compared with
   * (cards shown, scroll position) and starts the watch. Returns the predicate's answer before
   * the press: an effect already shown would be timed at zero.
   */
  fp.arm = (spec, control) => {
    state = {
      armed: true,
      spec,
      press: spec.press,
      armedAt: now(),
      giveUpMs: spec.giveUpMs,
      t0: null,
      t0Event: null,
      firstMove: null,
      result: null,
      startY: scrollY,
      before: null,
      beforeCount: null,
    };
    fp.invalidAt = null;
    refs = { control: control || null, region: null };
    watchedTexts = spec.texts || [];
    textCandidates = new Set();
    collectText(document.body);
    if (spec.kind === "cardsChanged") {
      const region = (control && control.closest("section")) || document.body;
      refs.region = region;
      spec.regionId = region.id || null;
      state.before = cardSignature(region);
      state.beforeCount = state.before ? state.before.split("\n").filter((l) => l && !l.startsWith("[")).length : 0;
    }
    save();
    let already = null;
    try {
      already = check(spec);
    } catch (e) {
      already = null;
      state.error = String(e && e.message ? e.message : e);
    }
    watch();
    return { already, cardsBefore: state.beforeCount };
  };

  /** What the runner polls: the state, this document's long tasks and the page's clock. */
  fp.snapshot = () => {
    const documents = [{ longTasks: fp.longTasks, interactions: fp.interactions }];
    try {
      for (let i = 0; i < sessionStorage.length; i++) {
        const key = sessionStorage.key(i);
        if (key && key.startsWith(`${STATE_KEY}:document:`)) documents.push(JSON.parse(sessionStorage.getItem(key)));
      }
    } catch {
      // Only this document's entries.
    }
    return { now: now(), state, documents, url: location.href };
  };

  // A document loaded by the press itself: go on watching for the effect here.
  if (state && state.armed && !state.result) {
    watchedTexts = state.spec.texts || [];
    if (watchedTexts.length) document.addEventListener("DOMContentLoaded", () => collectText(document.body));
    watch();
  }
}

/**
 * A fixed amount of work, timed in the page after a run: its ratio between the 4× and 1× runs
 * shows that CPU throttling was in force (also after a press that loaded another page).
 */
export function cpuProbe() {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const t = performance.now();
    let x = 0;
    for (let i = 0; i < 3e6; i++) x += Math.sqrt(i) % 7;
    best = Math.min(best, performance.now() - t);
    if (x < 0) best = -1;
  }
  return best;
}

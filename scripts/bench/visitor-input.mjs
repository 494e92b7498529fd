/**
 * A visitor's input, sent straight through CDP as the benchmarks' visitors make it (the busy
 * visitor, the visitor distribution): a scroll gesture, a press (a touch tap on the phone, a mouse
 * press and release on the desktop), a hand moving to a control and pressing, keys. Never
 * Playwright's own click or keyboard helpers, which wait for the page between events: on a busy
 * page a visitor's input does not wait (see "the press sent through CDP" in docs/performance.md).
 */
import { pressPoint } from "./first-press.mjs";

/** A hand moving to a control: this many pointer moves, one a frame. */
export const HAND_MOVES = 8;
const FRAME_MS = 16;
/** A swipe: its speed (px a frame), the frames the finger holds still before lifting, what Chromium takes as a tap's wobble, the rest after the last stroke. */
const SWIPE_STEP_PX = 40;
const SWIPE_HOLD_FRAMES = 6;
const TOUCH_SLOP_PX = 15;
const SWIPE_REST_MS = 150;
/** A keyboard visitor's pace through the page's focus stops, and how far they go before giving up. */
const TAB_INTERVAL_MS = 150;
const MAX_TABS = 40;

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** What a scroll gesture bringing the element to the middle of the window needs, read from the page. */
export const scrollPlan = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      delta: Math.round(r.top + r.height / 2 - innerHeight / 2),
      centre: { x: r.left + r.width / 2, y: r.top + r.height / 2 },
      viewport: { w: innerWidth, h: innerHeight },
    };
  });

/** Scrolls the element to the middle of the window with a gesture, as a finger or a wheel does (touch on the phone). */
export async function scrollGesture(cdp, locator, device) {
  return scrollAlong(cdp, await scrollPlan(locator), device);
}

/**
 * The gesture of a plan read before (`scrollPlan`). Returns where the element's centre is once it has
 * ended, so a press can follow without asking the page: an evaluation waits for the task the page is running.
 */
export async function scrollAlong(cdp, { delta, centre, viewport }, device) {
  if (Math.abs(delta) < 8) return centre;
  if (device === "phone") await swipe(cdp, delta, viewport);
  else {
    await cdp.send("Input.synthesizeScrollGesture", {
      x: Math.round(viewport.w / 2),
      y: Math.round(viewport.h / 2),
      yDistance: -delta,
      gestureSourceType: "mouse",
      speed: 3000,
    });
  }
  return { x: centre.x, y: centre.y - delta };
}

/**
 * A finger's scroll, `distance` px down the page: strokes up the screen a frame at a time, each held
 * still before the finger lifts, so nothing flings (headless Chromium does not scroll for CDP's
 * synthesized touch gestures). Each touch event is sent once the page has taken the one before:
 * sent ahead of a busy page, they scrolled by a different distance from run to run and the tap after
 * them was sometimes taken for part of the scroll. So on a phone the scroll waits for the page as a
 * visitor watching it move would, and the press after it may land after a long task rather than in it.
 * Each stroke's first TOUCH_SLOP_PX do not scroll; the finger rests SWIPE_REST_MS before what follows.
 */
async function swipe(cdp, distance, viewport) {
  const x = Math.round(viewport.w / 2);
  const fromY = viewport.h - 60;
  const longest = viewport.h - 160;
  const touch = (type, y) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: y == null ? [] : [{ x, y }] });
  for (let left = distance; left > 0;) {
    const stroke = Math.min(left, longest);
    const travel = stroke + TOUCH_SLOP_PX;
    await touch("touchStart", fromY);
    for (let moved = 0; moved < travel;) {
      moved = Math.min(travel, moved + SWIPE_STEP_PX);
      await sleep(FRAME_MS);
      await touch("touchMove", fromY - moved);
    }
    for (let i = 0; i < SWIPE_HOLD_FRAMES; i++) {
      await sleep(FRAME_MS);
      await touch("touchMove", fromY - travel);
    }
    await touch("touchEnd");
    left -= stroke;
  }
  await sleep(SWIPE_REST_MS);
}

export async function press(cdp, locator, device) {
  await pressAt(cdp, await pressPoint(locator), device);
}

/** A tap on the phone, a mouse press and release on the desktop, at a point of the window. */
export async function pressAt(cdp, { x, y }, device) {
  if (device === "phone") {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    return;
  }
  // Sent together, as the first-press benchmark does: the release does not wait for the page.
  const mouse = (type, buttons) => cdp.send("Input.dispatchMouseEvent", { type, x, y, button: "left", buttons, clickCount: 1 });
  await Promise.all([mouse("mousePressed", 1), mouse("mouseReleased", 0)]);
}

export async function moveAndPress(cdp, locator) {
  await handPressAt(cdp, await pressPoint(locator));
}

/** A hand moving from the lower middle of the window to the point, a frame at a time, and pressing there. */
export async function handPressAt(cdp, { x, y }) {
  const from = { x: 640, y: 700 };
  for (let i = 1; i <= HAND_MOVES; i++) {
    const t = i / HAND_MOVES;
    void cdp.send("Input.dispatchMouseEvent", { type: "mouseMoved", x: from.x + (x - from.x) * t, y: from.y + (y - from.y) * t, buttons: 0 });
    await sleep(FRAME_MS);
  }
  const mouse = (type, buttons) => cdp.send("Input.dispatchMouseEvent", { type, x, y, button: "left", buttons, clickCount: 1 });
  await Promise.all([mouse("mousePressed", 1), mouse("mouseReleased", 0)]);
}

/** The keys the benchmarks press, as CDP describes them (`text` makes Enter activate a focused button). */
const KEYS = {
  Tab: { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9 },
  Enter: { key: "Enter", code: "Enter", windowsVirtualKeyCode: 13, text: "\r" },
  " ": { key: " ", code: "Space", windowsVirtualKeyCode: 32, text: " " },
};

/** One key pressed and released, the release sent without waiting for the page to handle the press. */
export async function pressKey(cdp, name) {
  const key = KEYS[name];
  if (!key) throw new Error(`no CDP description for the key ${JSON.stringify(name)}`);
  const { text, ...rest } = key;
  await Promise.all([
    cdp.send("Input.dispatchKeyEvent", { type: "keyDown", ...rest, ...(text ? { text, unmodifiedText: text } : {}) }),
    cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...rest }),
  ]);
}

/**
 * How many Tabs take the focus from the top of the page to the control. Counted on a visit of its
 * own: each step asks the page where the focus is, and an evaluation waits for whatever task the page
 * is running, which would hold back a timed visitor's next key.
 */
export async function tabsTo(cdp, locator) {
  for (let tabs = 0; tabs <= MAX_TABS; tabs++) {
    if (await locator.evaluate((el) => document.activeElement === el)) return tabs;
    if (tabs === MAX_TABS) break;
    await pressKey(cdp, "Tab");
    await sleep(TAB_INTERVAL_MS);
  }
  throw new Error(`the control did not get the focus in ${MAX_TABS} Tabs`);
}

/** `count` Tabs at a keyboard visitor's pace, then `key`, none waiting for the page to have handled the one before. */
export async function tabThenPress(cdp, count, key) {
  const sent = [];
  for (let i = 0; i < count; i++) {
    sent.push(pressKey(cdp, "Tab"));
    await sleep(TAB_INTERVAL_MS);
  }
  sent.push(pressKey(cdp, key));
  await Promise.all(sent);
}

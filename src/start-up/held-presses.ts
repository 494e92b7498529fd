/**
 * Gatsby's scripts (webpack runtime, React, the app) start while the page loads, from Gatsby's own
 * `<script async>` tags; before React is live, a visitor may already press. Nothing pressed then is
 * lost: an inline script placed before those tags holds it until React is live (`goLive`).
 *  - links, anchors, checkboxes, typing, the FAQ's questions (`<details>`) and the phone menu's
 *    buttons (invoker commands) are native and work at once;
 *  - a press on a button, tab or submit button before React is live is held and replayed once it is,
 *    as is a submitted form — never submitted natively, which would lose a lead to a POST on a static
 *    page — and the arrows, Home and End pressed on a tab;
 *  - the field that has the focus gets its focus event again, so a form's live version loads;
 *  - when one of Gatsby's tags cannot be fetched, a notice says so, with a link that reloads the page:
 *    a held press would otherwise wait for ever.
 * Why the scripts start while the page loads, and not at the first activity or when the browser is
 * idle: docs/performance.md, "The start-up strategy, decided on the visitors".
 *
 * Applied to the built HTML (onPostBuild, src/gatsby-node/post-build.ts, before the CSP hashes are
 * computed): Gatsby renders its script tags in its `_gatsby-scripts` slice, out of reach of onPreRenderHTML.
 */
import { COOKIE_BANNER_OPENER_ATTRIBUTE, COOKIE_CHOICE_ATTRIBUTE } from "./page-script/page-state";
import { afterHydration } from "./hydrated-mark";

/**
 * What a press before the scripts are live is held for: controls whose action is JavaScript.
 * Not the buttons the browser acts on by itself (invoker commands: the phone menu), nor those the
 * page script answers at once (the cookie banner's choices, "Gestisci cookie").
 */
export const HELD_CONTROLS = `button:not([commandfor]):not([${COOKIE_CHOICE_ATTRIBUTE}]):not([${COOKIE_BANNER_OPENER_ATTRIBUTE}]),[role="button"],[role="tab"],input[type="submit"]`;

/**
 * The keys a tab list answers with JavaScript only (moving between tabs): pressed on a tab before the
 * scripts are live, each is held and replayed, in order, once they are. Enter and Space need nothing of
 * this: on a button they make a click, which is held.
 */
export const HELD_KEYS = { controls: '[role="tab"]', keys: ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"] } as const;

/**
 * Controls whose action the browser or the page script performs by itself before React is live:
 * links, the FAQ's questions, form fields (typing, choosing), labels, the phone menu's invoker
 * commands, the cookie banner's choices, and a focusable scrolling region (an article's wide table),
 * which the arrow keys scroll.
 */
export const NATIVE_CONTROLS = `a[href],summary,[role="region"][tabindex="0"],input:not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"]),select,textarea,label,button[commandfor],[${COOKIE_CHOICE_ATTRIBUTE}],[${COOKIE_BANNER_OPENER_ATTRIBUTE}]`;

/**
 * Everything a visitor can press or pick on a page (a tab panel takes the focus only to be read).
 * Each one must be native (NATIVE_CONTROLS)
 * or held (HELD_CONTROLS): any other, pressed before React is live, would lose its press. The
 * end-to-end test of the start-up contract checks it on every kind of page in both languages.
 */
export const OPERABLE_CONTROLS = [
  "a[href]",
  "button",
  "input",
  "select",
  "textarea",
  "summary",
  '[tabindex]:not([tabindex="-1"]):not([role="tabpanel"])',
  "[onclick]",
  ...[
    "button",
    "tab",
    "checkbox",
    "switch",
    "radio",
    "option",
    "menuitem",
    "menuitemcheckbox",
    "menuitemradio",
    "combobox",
    "slider",
    "spinbutton",
    "link",
    "treeitem",
    "gridcell",
  ].map((role) => `[role="${role}"]`),
].join(",");

/**
 * When one of the page's scripts cannot be fetched (a dropped connection, a deploy that replaced
 * them), no button, tab or form works, and a held press would wait for ever: the holder says so
 * and offers the one remedy, loading the page again, as a plain link (a button would itself be
 * held). Plain DOM, styled through the CSSOM (allowed by the CSP). Its words are in the page's
 * language, in the page's data block (below), so the holder's text stays the same on every page.
 */
export const LOAD_FAILED_ID = "altura-caricamento-non-riuscito";

/** The global through which the holder hands held presses to `goLive`. */
const PENDING = "__alturaPending";
const LIVE = "__alturaLive";

/**
 * Where each page keeps the list of Gatsby's entry scripts and the failure notice's words: an inert
 * JSON block (not executed, so not subject to the CSP's script-src) that the holder reads. The holder
 * itself is then the same text on every page, and the policy lists one hash for it, not one per page.
 */
export const PRESS_HOLDER_DATA_ID = "altura-press-holder";

/** What the page's data block holds. */
export interface PressHolderData {
  /** Gatsby's entry scripts, as its tags name them: a failure of one of them shows the notice. */
  scripts: readonly string[];
  /** The notice shown when a script cannot be fetched, and its reload link's text. */
  loadFailed: { text: string; action: string };
}

/** The holder's constants, given to it as one JSON argument. */
export interface PressHolderConfig {
  dataId: string;
  pendingKey: string;
  liveKey: string;
  heldControls: string;
  heldKeys: { controls: string; keys: readonly string[] };
  failedId: string;
}

const PRESS_HOLDER_CONFIG: PressHolderConfig = {
  dataId: PRESS_HOLDER_DATA_ID,
  pendingKey: PENDING,
  liveKey: LIVE,
  heldControls: HELD_CONTROLS,
  heldKeys: HELD_KEYS,
  failedId: LOAD_FAILED_ID,
};

/** The page's data block for the holder (`<` escaped, so no value can close the block). */
export const pressHolderData = (data: PressHolderData): string =>
  `<script type="application/json" id="${PRESS_HOLDER_DATA_ID}">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

/**
 * The inline holder. It runs before anything else of ours, so it is serialised like the page script
 * (src/start-up/page-script/page-script.ts): a real, type-checked function, written into the page with
 * Function.prototype.toString and called with its constants. Hence the rules for its body: no imports,
 * nothing from this module's scope, nothing a browser of the last few years lacks, no comments (it
 * ships as written, then minified). `pendingKey` collects the held controls and forms, and the held
 * keys as `{ key }`; `goLive` sets `liveKey`. A script's failure to load does not bubble, so the holder
 * hears it on its way down (capture on window).
 */
function holdPressesUntilLive(config: PressHolderConfig): void {
  const w = window;
  const d = document;
  const globals = w as unknown as Record<string, unknown>;
  const data = JSON.parse(d.getElementById(config.dataId)?.textContent ?? "{}") as PressHolderData;
  const pending: Array<Element | { key: string }> = [];
  globals[config.pendingKey] = pending;

  function failed(event: Event): void {
    const target = event.target;
    if (!(target instanceof HTMLScriptElement) || data.scripts.indexOf(target.getAttribute("src") ?? "") < 0) return;
    if (d.getElementById(config.failedId)) return;
    const notice = d.createElement("div");
    const reload = d.createElement("a");
    const style = notice.style;
    notice.id = config.failedId;
    notice.setAttribute("role", "alert");
    style.position = "fixed";
    style.left = style.right = style.bottom = "16px";
    style.maxWidth = "36rem";
    style.margin = "0 auto";
    style.padding = "12px 16px";
    style.background = "#fff";
    style.color = "#1a202c";
    style.border = "2px solid #b91c1c";
    style.borderRadius = "8px";
    style.zIndex = "2147483647";
    style.font = "16px/1.5 system-ui,sans-serif";
    notice.appendChild(d.createTextNode(data.loadFailed.text + " "));
    reload.href = w.location.pathname + w.location.search;
    reload.textContent = data.loadFailed.action;
    reload.style.color = "#1d4ed8";
    reload.style.fontWeight = "700";
    notice.appendChild(reload);
    d.body.appendChild(notice);
  }

  function closest(target: EventTarget | null, selector: string): Element | null {
    return target instanceof Element ? target.closest(selector) : null;
  }

  function hold(event: Event): void {
    if (globals[config.liveKey]) return;
    const control = closest(event.target, config.heldControls);
    if (!control || (control as HTMLButtonElement).disabled) return;
    event.preventDefault();
    event.stopPropagation();
    if (pending.indexOf(control) < 0) pending.push(control);
  }

  function holdKey(event: KeyboardEvent): void {
    if (globals[config.liveKey] || config.heldKeys.keys.indexOf(event.key) < 0 || !closest(event.target, config.heldKeys.controls)) return;
    event.preventDefault();
    pending.push({ key: event.key });
  }

  function submit(event: Event): void {
    if (globals[config.liveKey]) return;
    event.preventDefault();
    event.stopPropagation();
    const form = event.target as Element;
    if (pending.indexOf(form) < 0) pending.push(form);
  }

  w.addEventListener("error", failed, true);
  d.addEventListener("click", hold, true);
  d.addEventListener("keydown", holdKey, true);
  d.addEventListener("submit", submit, true);
}

/** The holder's <script> text: the function, called with its constants (`<` escaped). */
export const pressHolderCode = (): string => `(${holdPressesUntilLive.toString()})(${JSON.stringify(PRESS_HOLDER_CONFIG).replace(/</g, "\\u003c")})`;

/** The page's data block and the holder, as they go into the page. */
export const pressHolder = (data: PressHolderData): string => `${pressHolderData(data)}<script>${pressHolderCode()}</script>`;

/**
 * Called once React has started on the page (its listeners are attached): from then on
 * presses go to React, and what the visitor did while it was starting is replayed. React
 * hydrates the part pressed first, then runs its handler.
 */
export function goLive(): void {
  const globals = window as unknown as Record<string, unknown>;
  globals[LIVE] = true;
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) {
    focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  }
  const pending = (globals[PENDING] as Array<HTMLElement | { key: string }> | undefined) ?? [];
  const keys: string[] = [];
  for (const target of pending.splice(0)) {
    if (!(target instanceof HTMLElement)) keys.push(target.key);
    else if (!target.isConnected) continue;
    else if (target instanceof HTMLFormElement) target.requestSubmit();
    else target.click();
  }
  if (keys.length) afterHydration(() => requestAnimationFrame(() => replayKeys(keys)));
}

/**
 * The held keys, in order, once the page is hydrated and each a frame after what came before, to the
 * element that has the focus then. React hydrates at once the part a key lands in, but replays a focus
 * event only once that part has hydrated: a tab list learns from that focus which tab has it, and
 * without it ignores the arrows. It moves the focus to the tab a key chose, where the next key starts.
 */
function replayKeys(keys: readonly string[]): void {
  const [key, ...rest] = keys;
  document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  if (rest.length) requestAnimationFrame(() => replayKeys(rest));
}

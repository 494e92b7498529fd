/**
 * Gatsby's scripts (webpack runtime, React, the app) start at the visitor's first sign of
 * activity — a scroll, a key, the mouse moving, a focus, a press — not while the page loads.
 *
 * Why: the server-rendered HTML already holds every word, figure and link of the page, styled.
 * What the scripts add is behaviour (menus, filters, forms, animations), and starting them costs
 * a mid-range phone about a second of main-thread work (React, Chakra's styling runtime,
 * hydration) during which it cannot answer a tap. Started on activity, that second is spent
 * while the visitor is reading or scrolling — both handled by the compositor, not the main
 * thread — and not during the load. On a desktop the mouse moves at once and nothing changes.
 *
 * Once the page has loaded and the browser is idle, the scripts — and the page data and template
 * chunks the runtime fetches next — are downloaded at the lowest priority (`rel=prefetch`,
 * skipped under Save-Data) but not run: the first activity then only has to run them. One
 * link per idle moment: each download Chrome starts costs main-thread time, and starting them
 * all in one callback makes a long task right after load.
 *
 * Nothing the visitor does before the scripts are live is lost:
 *  - links, anchors, checkboxes, typing, the FAQ's questions (`<details>`) and the phone menu's
 *    buttons (invoker commands) are native and work at once;
 *  - a press on a button, tab or submit button before React is live is held and replayed
 *    once it is (`goLive`), as is a submitted form — never submitted natively, which would put
 *    a lead's data in a URL;
 *  - the field that has the focus gets its focus event again, so a form's live version loads.
 * An address with a query string starts them after its first paint instead, without waiting
 * (`/servizi?service=2`, `/?corso=…#contatti`, a newsletter link's `?token=…`): it holds state only
 * the script can apply, so the server's markup is not yet what the visitor asked for.
 *
 * Applied to the built HTML (onPostBuild, src/gatsby-node/post-build.ts, before the CSP hashes are computed):
 * Gatsby renders its script tags in its `_gatsby-scripts` slice, out of reach of onPreRenderHTML.
 *
 * That is the default start-up strategy (`activity`). A build may choose another one
 * (`SCRIPTS_START`, src/start-up/scripts-start.ts): `idle` also starts them once the browser
 * is idle after `load`, with the same loader; `eager` leaves Gatsby's own script tags in the page.
 */
import { COOKIE_BANNER_OPENER_ATTRIBUTE, COOKIE_CHOICE_ATTRIBUTE } from "./page-script/page-state";
import { dictionaryFor } from "../i18n/dictionary";
import { isLocale, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { entryScriptTags, takeEntryScripts } from "./library-internals/gatsby-build-output";
import type { ScriptsStart } from "./scripts-start";
import { afterHydration } from "./hydrated-mark";

/** A built page's language, as its <html lang> says. */
const localeOfHtml = (html: string, file: string): Locale => {
  const lang = /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  if (!isLocale(lang)) throw new Error(`${file}: <html lang="${lang ?? ""}"> is none of the site's languages (gatsby-ssr.tsx sets it from the page's path)`);
  return lang;
};

/**
 * Events that show a visitor is there. Listened to passively: none of them is delayed. The
 * scripts start once the frame after the event has painted, so what the event does natively
 * (a focus ring, a key's effect) shows first. Not pointerdown or touchstart: a tap on the phone
 * menu or a link would wait behind the scripts' start for its own effect; a press starts them
 * when it needs them (a held control), or once its native effect has painted.
 * A touch's pointermove is part of a tap or a scroll, not of a mouse on its way somewhere.
 * A scroll starts them once it has ended (`scrollend`; `scroll` where the browser lacks it): a
 * start in its first frames can stall a jump's smooth scroll behind the start's long task.
 * For the same reason a link neither starts them when pressed nor when it takes the focus: what
 * follows is a new page or a jump, and the jump's end starts them.
 */
export const ACTIVITY_EVENTS = ["scrollend", "wheel", "pointermove", "keydown", "focusin"] as const;

/**
 * What a press before the scripts are live is held for: controls whose action is JavaScript.
 * Not the buttons the browser acts on by itself (invoker commands: the phone menu), nor those the
 * page script answers (the cookie banner's choices, "Gestisci cookie"): started at their
 * pointerdown, the scripts' first tasks would run between the press and the frame that hides
 * the banner.
 */
export const HELD_CONTROLS = `button:not([commandfor]):not([${COOKIE_CHOICE_ATTRIBUTE}]):not([${COOKIE_BANNER_OPENER_ATTRIBUTE}]),[role="button"],[role="tab"],input[type="submit"]`;

/**
 * The keys a tab list answers with JavaScript only (moving between tabs): pressed on a tab before the
 * scripts are live, each is held and replayed, in order, once they are. Enter and Space need nothing of
 * this: on a button they make a click, which is held.
 */
const HELD_KEYS = { controls: '[role="tab"]', keys: ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"] } as const;

/**
 * Controls whose action the browser or the page script performs by itself before the scripts start:
 * links, the FAQ's questions, form fields (typing, choosing), labels, the phone menu's invoker
 * commands, the cookie banner's choices, and a focusable scrolling region (an article's wide table),
 * which the arrow keys scroll.
 */
export const NATIVE_CONTROLS = `a[href],summary,[role="region"][tabindex="0"],input:not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"]),select,textarea,label,button[commandfor],[${COOKIE_CHOICE_ATTRIBUTE}],[${COOKIE_BANNER_OPENER_ATTRIBUTE}]`;

/**
 * Everything a visitor can press or pick on a page (a tab panel takes the focus only to be read).
 * Each one must be native (NATIVE_CONTROLS)
 * or held (HELD_CONTROLS): any other, pressed before the scripts start, would lose its press. The
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
 * them), no button, tab or form works, and a held press would wait for ever: the loader says so
 * and offers the one remedy, loading the page again, as a plain link (a button would itself be
 * held). Plain DOM, styled through the CSSOM (allowed by the CSP). Its words are in the page's
 * language, in the page's data block (below), so the loader's text stays the same on every page.
 */
export const LOAD_FAILED_ID = "altura-caricamento-non-riuscito";

/** The global through which the loader hands held presses to `goLive`. */
const PENDING = "__alturaPending";
const LIVE = "__alturaLive";

/**
 * Where each page keeps its own list of scripts and of what to prefetch, and the failure notice's
 * words: an inert JSON block (not executed, so not subject to the CSP's script-src) that the loader
 * reads. The loader itself is then the same text on every page, and the policy lists one hash for
 * it, not one per page.
 */
export const LOADER_DATA_ID = "altura-scripts";

/** What the page's data block holds. */
export interface LoaderData {
  scripts: readonly string[];
  prefetch: readonly string[];
  /** The notice shown when a script cannot be fetched, and its reload link's text. */
  loadFailed: { text: string; action: string };
}

/** The strategies that start the scripts through the loader (`eager` keeps Gatsby's tags). */
export type LoaderStart = Exclude<ScriptsStart, "eager">;

/**
 * Under `idle`, how long after `load` the scripts wait at most for the browser to be idle: a page
 * kept busy (an animation that never yields an idle period) still starts them before most visitors'
 * first press.
 */
export const IDLE_START_TIMEOUT_MS = 2000;

/** The loader's constants, given to it as one JSON argument. */
export interface ScriptLoaderConfig {
  dataId: string;
  pendingKey: string;
  liveKey: string;
  activityEvents: readonly string[];
  heldControls: string;
  heldKeys: { controls: string; keys: readonly string[] };
  failedId: string;
  /** `idle` only: start once the browser is idle after `load`, at the latest this long after it (no prefetch then). */
  idleStartTimeoutMs?: number;
}

const SCRIPT_LOADER_CONFIG: ScriptLoaderConfig = {
  dataId: LOADER_DATA_ID,
  pendingKey: PENDING,
  liveKey: LIVE,
  activityEvents: ACTIVITY_EVENTS,
  heldControls: HELD_CONTROLS,
  heldKeys: HELD_KEYS,
  failedId: LOAD_FAILED_ID,
};

/** The loader's constants under `start`: `activity` has no setting of its own, so the default build's loader carries none. */
export const scriptLoaderConfig = (start: LoaderStart): ScriptLoaderConfig =>
  start === "idle" ? { ...SCRIPT_LOADER_CONFIG, idleStartTimeoutMs: IDLE_START_TIMEOUT_MS } : SCRIPT_LOADER_CONFIG;

/** The page's data block for the loader (`<` escaped, so no value can close the block). */
export const loaderData = (data: LoaderData): string =>
  `<script type="application/json" id="${LOADER_DATA_ID}">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

/**
 * The inline loader. It runs before anything else of ours, so it is serialised like the page script
 * (src/start-up/page-script/page-script.ts): a real, type-checked function, written into the page with
 * Function.prototype.toString and called with its constants. Hence the rules for its body: no imports,
 * nothing from this module's scope, nothing a browser of the last few years lacks, no comments (it
 * ships as written, then minified). `pendingKey` collects the held controls and forms, and the held
 * keys as `{ key }`; `goLive` sets `liveKey`.
 * With `idleStartTimeoutMs` (the `idle` strategy) the first idle period after `load` starts the scripts
 * instead of prefetching them: a prefetch still in flight when its script is requested would be a
 * second download.
 */
function loadScriptsOnFirstActivity(config: ScriptLoaderConfig): void {
  const w = window;
  const d = document;
  const globals = w as unknown as Record<string, unknown>;
  const data = JSON.parse(d.getElementById(config.dataId)?.textContent ?? "{}") as LoaderData;
  const pending: Array<Element | { key: string }> = [];
  globals[config.pendingKey] = pending;
  const events = config.activityEvents.slice();
  if (!("onscrollend" in w)) events[events.indexOf("scrollend")] = "scroll";
  const listening = { capture: true, passive: true };
  let started = false;
  let queued = false;

  function failed(): void {
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

  function start(): void {
    if (started) return;
    started = true;
    events.forEach((type) => w.removeEventListener(type, soon, listening));
    data.scripts.forEach((source) => {
      const script = d.createElement("script");
      script.src = source;
      script.async = true;
      script.onerror = failed;
      d.body.appendChild(script);
    });
  }

  function closest(target: EventTarget | null, selector: string): Element | null {
    return target instanceof Element ? target.closest(selector) : null;
  }

  function soon(event?: Event): void {
    if (started || queued) return;
    if (event && ((event as PointerEvent).pointerType === "touch" || (event.type === "focusin" && closest(event.target, "a[href]")))) return;
    queued = true;
    requestAnimationFrame(() => setTimeout(start, 0));
  }

  function heldControl(event: Event): Element | null {
    const control = closest(event.target, config.heldControls);
    return control && !(control as HTMLButtonElement).disabled ? control : null;
  }

  function press(event: Event): void {
    if (heldControl(event)) start();
  }

  function hold(event: Event): void {
    if (globals[config.liveKey]) return;
    const control = heldControl(event);
    if (!control) {
      if (!closest(event.target, "a[href]")) soon();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (pending.indexOf(control) < 0) pending.push(control);
    start();
  }

  function holdKey(event: KeyboardEvent): void {
    if (globals[config.liveKey] || config.heldKeys.keys.indexOf(event.key) < 0 || !closest(event.target, config.heldKeys.controls)) return;
    event.preventDefault();
    pending.push({ key: event.key });
    start();
  }

  function submit(event: Event): void {
    if (globals[config.liveKey]) return;
    event.preventDefault();
    event.stopPropagation();
    const form = event.target as Element;
    if (pending.indexOf(form) < 0) pending.push(form);
    start();
  }

  function idle(callback: () => void, timeout?: number): void {
    if ("requestIdleCallback" in w) w.requestIdleCallback(callback, { timeout });
    else setTimeout(callback, 0);
  }

  function prefetch(queue: string[]): void {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (started || !queue.length || (connection && connection.saveData)) return;
    const link = d.createElement("link");
    link.rel = "prefetch";
    link.href = queue.shift() as string;
    d.head.appendChild(link);
    idle(() => prefetch(queue));
  }

  function loaded(): void {
    if (config.idleStartTimeoutMs) idle(start, config.idleStartTimeoutMs);
    else idle(() => prefetch(data.scripts.concat(data.prefetch)));
  }

  w.addEventListener("load", loaded);
  events.forEach((type) => w.addEventListener(type, soon, listening));
  d.addEventListener("pointerdown", press, listening);
  d.addEventListener("click", hold, true);
  d.addEventListener("keydown", holdKey, true);
  d.addEventListener("submit", submit, true);
  if (w.location.search) requestAnimationFrame(() => setTimeout(start, 0));
}

/** The loader's <script> text under `start`: the function, called with its constants (`<` escaped). */
export const scriptLoaderCode = (start: LoaderStart): string =>
  `(${loadScriptsOnFirstActivity.toString()})(${JSON.stringify(scriptLoaderConfig(start)).replace(/</g, "\\u003c")})`;

/** What the loader prefetches once the page is idle, as its text names it: the scripts, then the rest. */
const PREFETCH_QUEUE = /([\w$]+)\.scripts\.concat\(\1\.prefetch\)/g;

/**
 * The loader under START_UP_ABLATE=prefetch (measurement only): its idle prefetch given an empty queue,
 * every other character as in `code`. Throws if the loader's text no longer names the queue once.
 */
export function loaderCodeWithoutPrefetch(code: string): string {
  const queues = code.match(PREFETCH_QUEUE) ?? [];
  if (queues.length !== 1) {
    throw new Error(
      `The scripts' loader names its prefetch queue (<data>.scripts.concat(<data>.prefetch)) ${queues.length} times, not once: update loaderCodeWithoutPrefetch (src/start-up/scripts-on-first-activity.ts).`,
    );
  }
  return code.replace(PREFETCH_QUEUE, "[]");
}

/** The loader's text under `start`; without its prefetch only for a measurement build. */
const loaderCode = (start: LoaderStart, { prefetch = true }: { prefetch?: boolean }): string =>
  prefetch ? scriptLoaderCode(start) : loaderCodeWithoutPrefetch(scriptLoaderCode(start));

/** The page's data block and the loader, as they go into the page. */
export const scriptLoader = (data: LoaderData, start: LoaderStart, options: { prefetch?: boolean } = {}): string =>
  `${loaderData(data)}<script>${loaderCode(start, options)}</script>`;

/**
 * The data block and the loader after it, in a page an earlier build rewrote (the loader minified by
 * then). Made when called: a RegExp at the module's top level would stay in the browser's bundle,
 * which imports this module for `goLive`.
 */
const placedLoader = (html: string): RegExpExecArray | null =>
  new RegExp(`(<script type="application/json" id="${LOADER_DATA_ID}">([^<]*)</script>)<script>[\\s\\S]*?</script>`).exec(html);

/**
 * The page with Gatsby's entry scripts started as `start` says: under `activity` and `idle` their
 * tags replaced by one loader where the first of them was; under `eager` left as Gatsby wrote them.
 * A page an earlier build rewrote (Gatsby writes again only the pages whose data changed, and the
 * earlier build may have had another strategy or another loader) gets this build's loader, or
 * Gatsby's tags back under `eager`: its data block lists them. Throws, naming Gatsby, if the page has
 * neither (src/start-up/library-internals/gatsby-build-output.ts).
 * `alsoPrefetch`: what the runtime will fetch once started (page data, template chunks; see page-resources).
 * `prefetch: false` (START_UP_ABLATE=prefetch, measurement only): a loader that prefetches nothing.
 */
export function startScripts(
  html: string,
  file: string,
  start: ScriptsStart,
  alsoPrefetch: readonly string[] = [],
  options: { prefetch?: boolean } = {},
): string {
  const placed = placedLoader(html);
  if (placed) {
    const [whole, block, json] = placed;
    const replacement =
      start === "eager" ? entryScriptTags((JSON.parse(json) as LoaderData).scripts) : `${block}<script>${loaderCode(start, options)}</script>`;
    return html.slice(0, placed.index) + replacement + html.slice(placed.index + whole.length);
  }
  const { sources, without, firstAt } = takeEntryScripts(html, file);
  if (start === "eager") return html;
  const { scriptLoadFailed } = dictionaryFor(localeOfHtml(html, file));
  const data = { scripts: sources, prefetch: alsoPrefetch, loadFailed: { text: scriptLoadFailed.notice, action: scriptLoadFailed.reload } };
  return without.slice(0, firstAt) + scriptLoader(data, start, options) + without.slice(firstAt);
}

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

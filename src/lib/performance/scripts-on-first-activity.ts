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
 */
import { COOKIE_BANNER_OPENER_ATTRIBUTE, COOKIE_CHOICE_ATTRIBUTE } from "../page-script/page-state";

/** Exactly the tags Gatsby writes for its entry chunks. */
const GATSBY_SCRIPT_TAG = /<script src="(\/[^"<>]+\.js)" async=""><\/script>|<script src="(\/[^"<>]+\.js)" async><\/script>/g;

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
const HELD_CONTROLS = `button:not([commandfor]):not([${COOKIE_CHOICE_ATTRIBUTE}]):not([${COOKIE_BANNER_OPENER_ATTRIBUTE}]),[role="button"],[role="tab"],input[type="submit"]`;

/**
 * When one of the page's scripts cannot be fetched (a dropped connection, a deploy that replaced
 * them), no button, tab or form works, and a held press would wait for ever: the loader says so
 * and offers the one remedy, loading the page again, as a plain link (a button would itself be
 * held). Plain DOM, styled through the CSSOM (allowed by the CSP).
 */
export const LOAD_FAILED_ID = "altura-caricamento-non-riuscito";
export const LOAD_FAILED_TEXT =
  "Una parte della pagina non si è caricata, quindi pulsanti e moduli non rispondono. Controlla la connessione e ricarica la pagina.";
export const LOAD_FAILED_ACTION = "Ricarica la pagina";

/** The global through which the loader hands held presses to `goLive`. */
const PENDING = "__alturaPending";
const LIVE = "__alturaLive";

/**
 * Where each page keeps its own list of scripts and of what to prefetch: an inert JSON block
 * (not executed, so not subject to the CSP's script-src) that the loader reads. The loader
 * itself is then the same text on every page, and the policy lists one hash for it, not one per page.
 */
export const LOADER_DATA_ID = "altura-scripts";

/** The page's data block for the loader. */
export const loaderData = (sources: readonly string[], alsoPrefetch: readonly string[] = []): string =>
  `<script type="application/json" id="${LOADER_DATA_ID}">${JSON.stringify({ scripts: sources, prefetch: alsoPrefetch }).replace(/</g, "\\u003c")}</script>`;

/**
 * The inline loader. ES5, no dependencies: it runs before anything else of ours.
 * `w[PENDING]` collects the held controls and forms; `w[LIVE]` is set by `goLive`.
 */
export const SCRIPT_LOADER_CODE = `(function(w,d){var c=JSON.parse(d.getElementById("${LOADER_DATA_ID}").textContent),s=c.scripts,started=false,queued=false,pending=w.${PENDING}=[],events=${JSON.stringify(ACTIVITY_EVENTS)},opts={capture:true,passive:true};if(!("onscrollend" in w))events[events.indexOf("scrollend")]="scroll";
function start(){if(started)return;started=true;events.forEach(function(t){w.removeEventListener(t,soon,opts)});s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;e.onerror=failed;d.body.appendChild(e)})}
function failed(){if(d.getElementById("${LOAD_FAILED_ID}"))return;var n=d.createElement("div"),a=d.createElement("a"),t=n.style;n.id="${LOAD_FAILED_ID}";n.setAttribute("role","alert");t.position="fixed";t.left=t.right=t.bottom="16px";t.maxWidth="36rem";t.margin="0 auto";t.padding="12px 16px";t.background="#fff";t.color="#1a202c";t.border="2px solid #b91c1c";t.borderRadius="8px";t.zIndex="2147483647";t.font="16px/1.5 system-ui,sans-serif";n.appendChild(d.createTextNode(${JSON.stringify(LOAD_FAILED_TEXT)}+" "));a.href=w.location.pathname+w.location.search;a.textContent=${JSON.stringify(LOAD_FAILED_ACTION)};a.style.color="#1d4ed8";a.style.fontWeight="700";n.appendChild(a);d.body.appendChild(n)}
function up(t,q){return t&&t.closest?t.closest(q):null}
function link(t){return up(t,"a[href]")}
function soon(e){if(started||queued||(e&&(e.pointerType==="touch"||(e.type==="focusin"&&link(e.target)))))return;queued=true;requestAnimationFrame(function(){setTimeout(start,0)})}
function held(e){var c=up(e.target,${JSON.stringify(HELD_CONTROLS)});return c&&!c.disabled?c:null}
function press(e){if(held(e))start()}
function hold(e){if(w.${LIVE})return;var c=held(e);if(!c){if(!link(e.target))soon();return}e.preventDefault();e.stopPropagation();if(pending.indexOf(c)<0)pending.push(c);start()}
function submit(e){if(w.${LIVE})return;e.preventDefault();e.stopPropagation();if(pending.indexOf(e.target)<0)pending.push(e.target);start()}
function idle(f){(w.requestIdleCallback||setTimeout)(f)}
function prefetch(q){if(started||!q.length||(navigator.connection&&navigator.connection.saveData))return;var l=d.createElement("link");l.rel="prefetch";l.href=q.shift();d.head.appendChild(l);idle(function(){prefetch(q)})}
w.addEventListener("load",function(){idle(function(){prefetch(s.concat(c.prefetch))})});
events.forEach(function(t){w.addEventListener(t,soon,opts)});d.addEventListener("pointerdown",press,opts);d.addEventListener("click",hold,true);d.addEventListener("submit",submit,true);
if(w.location.search)requestAnimationFrame(function(){setTimeout(start,0)})})(window,document);`;

/** The page's data block and the loader, as they go into the page. */
export const scriptLoader = (sources: readonly string[], alsoPrefetch: readonly string[] = []): string =>
  `${loaderData(sources, alsoPrefetch)}<script>${SCRIPT_LOADER_CODE}</script>`;

/**
 * The page with its Gatsby script tags replaced by one loader where the first of them was; unchanged if there are none.
 * `alsoPrefetch`: what the runtime will fetch once started (page data, template chunks; see page-resources).
 */
export function deferScriptsUntilActivity(html: string, alsoPrefetch: readonly string[] = []): string {
  const sources: string[] = [];
  let firstAt = -1;
  const stripped = html.replace(GATSBY_SCRIPT_TAG, (tag, a: string | undefined, b: string | undefined, offset: number) => {
    if (firstAt < 0) firstAt = offset;
    sources.push((a ?? b) as string);
    return "";
  });
  if (sources.length === 0) return html;
  return stripped.slice(0, firstAt) + scriptLoader(sources, alsoPrefetch) + stripped.slice(firstAt);
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
  const pending = (globals[PENDING] as Array<HTMLElement> | undefined) ?? [];
  for (const target of pending.splice(0)) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else target.click();
  }
}

/**
 * The page script: a few lines inlined in every page's <head> (gatsby-ssr's onRenderBody) for
 * what must work on arrival, without React.
 *
 * The app's scripts start while the page loads and hydrate in slices, on a phone seconds after the
 * first paint (src/start-up/held-presses.ts); whatever waits for them waits for the visitor. The cookie banner must be
 * there on arrival and answer the first press, and the header's look and the back-to-top link must
 * follow the very first scroll. So this script keeps that state on <html> (names in ./page-state)
 * and the components' CSS reads it there: one source of truth, before hydration and after it.
 *
 * It is a real function, type-checked, serialised once with Function.prototype.toString and given
 * its constants as one JSON argument: the same text on every page, so the Content-Security-Policy
 * needs one hash for it (computed from the built HTML, see security/content-security-policy).
 * Hence the rules for its body: no imports, nothing from this module's scope, nothing a browser
 * of the last few years lacks.
 */
import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALUES } from "../../lib/cookie-consent";
import {
  BACK_TO_TOP_ATTRIBUTE,
  BACK_TO_TOP_THRESHOLD,
  COOKIE_BANNER_ATTRIBUTE,
  COOKIE_BANNER_OPENER_ATTRIBUTE,
  COOKIE_BANNER_REOPENED,
  COOKIE_CHOICE_ATTRIBUTE,
  COOKIE_CONSENT_ATTRIBUTE,
  HEADER_SCROLL_THRESHOLD,
  SCROLLED_ATTRIBUTE,
  WEB_FONT_ATTRIBUTE,
} from "./page-state";
import { WEB_FONT_FAMILY, WEB_FONT_KEY } from "../../theme/web-font";

export interface PageScriptConfig {
  cookieConsent: {
    storageKey: string;
    values: readonly string[];
    /** On <html>: the stored choice. */
    attribute: string;
    /** On <html>, set to `reopened` while "Gestisci cookie" shows the banner again. */
    bannerAttribute: string;
    reopened: string;
    /** On the banner's buttons, with the choice each one makes. */
    choiceAttribute: string;
    /** On the buttons that show the banner again. */
    openerAttribute: string;
  };
  /** Each attribute is on <html> while the page is scrolled more than its threshold, in CSS pixels. */
  scrolledPast: ReadonlyArray<{ threshold: number; attribute: string }>;
  webFont: {
    /** localStorage: the family, once the font is in the browser's cache. */
    storageKey: string;
    family: string;
    /** On <html> when the font is cached: the CSS names it then. */
    attribute: string;
  };
}

export const PAGE_SCRIPT_CONFIG: PageScriptConfig = {
  cookieConsent: {
    storageKey: COOKIE_CONSENT_KEY,
    values: COOKIE_CONSENT_VALUES,
    attribute: COOKIE_CONSENT_ATTRIBUTE,
    bannerAttribute: COOKIE_BANNER_ATTRIBUTE,
    reopened: COOKIE_BANNER_REOPENED,
    choiceAttribute: COOKIE_CHOICE_ATTRIBUTE,
    openerAttribute: COOKIE_BANNER_OPENER_ATTRIBUTE,
  },
  scrolledPast: [
    { threshold: HEADER_SCROLL_THRESHOLD, attribute: SCROLLED_ATTRIBUTE },
    { threshold: BACK_TO_TOP_THRESHOLD, attribute: BACK_TO_TOP_ATTRIBUTE },
  ],
  webFont: { storageKey: WEB_FONT_KEY, family: WEB_FONT_FAMILY, attribute: WEB_FONT_ATTRIBUTE },
};

/**
 * Why it does what it does (comments stay out of the body: it ships in every page as written):
 * 1. It reads the stored choice in <head>, before the banner is parsed: a visitor who has chosen
 *    never sees the banner, not even for a frame. Storage can be blocked (private modes, strict
 *    settings): the banner then asks again next time, and a choice holds for the visit.
 * 2. It listens on window, capturing: before anything else on the page sees the press. A press it
 *    answers goes no further: the loader of the app's scripts would otherwise hold it and replay it
 *    once React is live, choosing or reopening a second time.
 * 3. Shown again, the banner takes the focus on its first button (Rifiuta), visible as soon as the
 *    attribute is set; after the choice the focus goes back to the "Gestisci cookie" it came from.
 * 4. The scroll state comes from an invisible strip over the first `threshold` pixels of the
 *    document: the page is scrolled past the threshold exactly when no pixel of it is in view. The
 *    browser reports that after layout, at no cost; reading window.scrollY instead forces a layout,
 *    and on every scroll frame. The strips go into <body> once it is parsed.
 * 5. The web font (theme/web-font.ts): named by the CSS from the first paint if an earlier page
 *    has cached it; otherwise fetched after `load`, when the browser is idle, and only noted as
 *    cached. This page keeps the fallback it was painted in: switching now would move its text.
 */
/* eslint-disable no-empty -- an empty catch says "storage blocked: the choice holds for the visit" (1.) without a comment in the body */
export function pageScript(config: PageScriptConfig): void {
  const html = document.documentElement;
  const consent = config.cookieConsent;

  const read = (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const store = (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {}
  };

  const stored = read(consent.storageKey);
  if (stored !== null && consent.values.indexOf(stored) >= 0) html.setAttribute(consent.attribute, stored);

  let opener: HTMLElement | null = null;

  const choose = (value: string) => {
    store(consent.storageKey, value);
    html.setAttribute(consent.attribute, value);
    html.removeAttribute(consent.bannerAttribute);
    const back = opener;
    opener = null;
    if (back && back.isConnected) back.focus();
  };

  const reopen = (from: HTMLElement) => {
    opener = from;
    html.setAttribute(consent.bannerAttribute, consent.reopened);
    const first = document.querySelector<HTMLElement>(`[${consent.choiceAttribute}]`);
    if (first) first.focus();
  };

  window.addEventListener(
    "click",
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const choice = target.closest(`[${consent.choiceAttribute}]`);
      if (choice) {
        const value = choice.getAttribute(consent.choiceAttribute);
        if (value === null || consent.values.indexOf(value) < 0) return;
        event.stopImmediatePropagation();
        choose(value);
        return;
      }
      const from = target.closest<HTMLElement>(`[${consent.openerAttribute}]`);
      if (!from) return;
      event.stopImmediatePropagation();
      reopen(from);
    },
    true,
  );

  const watchScroll = () => {
    if (!("IntersectionObserver" in window)) return;
    for (const { threshold, attribute } of config.scrolledPast) {
      const strip = document.createElement("div");
      strip.setAttribute("aria-hidden", "true");
      strip.style.cssText = `position:absolute;top:0;left:0;width:1px;height:${threshold}px;pointer-events:none;visibility:hidden`;
      document.body.appendChild(strip);
      new IntersectionObserver((entries) => {
        if (entries[entries.length - 1].isIntersecting) html.removeAttribute(attribute);
        else html.setAttribute(attribute, "");
      }).observe(strip);
    }
  };
  document.addEventListener("DOMContentLoaded", watchScroll);

  const font = config.webFont;
  if (read(font.storageKey) === font.family) {
    html.setAttribute(font.attribute, "");
  } else if (document.fonts) {
    const fetchFont = () => {
      document.fonts.load(`1em "${font.family}"`).then(
        (faces) => {
          if (faces.length) store(font.storageKey, font.family);
        },
        () => {},
      );
    };
    window.addEventListener("load", () => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(fetchFont, { timeout: 2000 });
      else setTimeout(fetchFont, 0);
    });
  }
}
/* eslint-enable no-empty */

/** The <script> text: the function, called with its constants (`<` escaped, so no value can close the tag). */
export const PAGE_SCRIPT = `(${pageScript.toString()})(${JSON.stringify(PAGE_SCRIPT_CONFIG).replace(/</g, "\\u003c")})`;

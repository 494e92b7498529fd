/** @jest-environment jsdom */
/**
 * The page script as every page gets it: the serialised text (PAGE_SCRIPT), run in the <head> of a
 * fresh document of its own (an iframe), so nothing of this module's scope can leak into it.
 */
import { PAGE_SCRIPT } from "../../../../src/start-up/page-script/page-script";
import {
  BACK_TO_TOP_ATTRIBUTE,
  BACK_TO_TOP_THRESHOLD,
  COOKIE_BANNER_ATTRIBUTE,
  COOKIE_CONSENT_ATTRIBUTE,
  HEADER_SCROLL_THRESHOLD,
  SCROLLED_ATTRIBUTE,
  WEB_FONT_ATTRIBUTE,
  cookieBannerOpener,
  cookieChoice,
} from "../../../../src/start-up/page-script/page-state";
import { COOKIE_CONSENT_KEY } from "../../../../src/lib/cookie-consent";
import { WEB_FONT_FAMILY, WEB_FONT_KEY } from "../../../../src/theme/web-font";
import { inlineScriptHashes, scriptHash } from "../../../../src/lib/security/content-security-policy";

const attributes = (spread: Record<string, string>) =>
  Object.entries(spread)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");

/** The parts of a page the script acts on, marked as the components mark them. */
const BODY = `
  <script>window.consentAtBody = document.documentElement.getAttribute("${COOKIE_CONSENT_ATTRIBUTE}")</script>
  <script>window.webFontAtBody = document.documentElement.hasAttribute("${WEB_FONT_ATTRIBUTE}")</script>
  <div id="___gatsby">
    <main id="contenuto"><h1>Titolo</h1><button type="button" id="altro">Altro pulsante</button></main>
    <footer><button type="button" ${attributes(cookieBannerOpener)}>Gestisci cookie</button></footer>
    <section aria-label="Preferenze sui cookie">
      <button type="button" ${attributes(cookieChoice("rejected"))}>Rifiuta</button>
      <button type="button" ${attributes(cookieChoice("accepted"))}>Accetta</button>
      <button type="button" ${attributes(cookieChoice("rejected"))} aria-label="Chiudi e rifiuta i cookie facoltativi"></button>
    </section>
  </div>`;

/** A stand-in for the browser's IntersectionObserver: the test says when a target enters or leaves the viewport. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** A stand-in for document.fonts (jsdom has none): records each load and settles it as the test says. */
class FakeFontFaceSet {
  readonly loads: Array<{ font: string; settle: (faces: unknown[] | Error) => void }> = [];
  load(font: string) {
    return new Promise<unknown[]>((resolve, reject) => {
      this.loads.push({ font, settle: (faces) => (faces instanceof Error ? reject(faces) : resolve(faces)) });
    });
  }
}

interface PageOptions {
  /** The value in localStorage before the page loads; `"blocked"` makes storage throw, as private modes can. */
  stored?: string | null | "blocked";
  /** The web-font entry in localStorage before the page loads. */
  fontStored?: string;
}

type FrameWindow = Window & typeof globalThis;

const openPage = async ({ stored = null, fontStored }: PageOptions = {}) => {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const win = frame.contentWindow as FrameWindow;
  win.localStorage.clear();
  if (stored === "blocked") {
    Object.defineProperty(win, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  } else if (stored !== null) {
    win.localStorage.setItem(COOKIE_CONSENT_KEY, stored);
  }
  if (fontStored !== undefined && stored !== "blocked") win.localStorage.setItem(WEB_FONT_KEY, fontStored);
  Object.assign(win, { IntersectionObserver: FakeIntersectionObserver });
  const fonts = new FakeFontFaceSet();
  Object.defineProperty(win.Document.prototype, "fonts", { configurable: true, get: () => fonts });
  const doc = frame.contentDocument as Document;
  doc.open();
  doc.write(`<!doctype html><html lang="it"><head><script>${PAGE_SCRIPT}</script></head><body>${BODY}</body></html>`);
  doc.close();
  await new Promise((resolve) => doc.addEventListener("DOMContentLoaded", resolve, { once: true }));
  const html = doc.documentElement;
  const button = (name: string) => {
    const found = Array.from(doc.querySelectorAll("button")).find((candidate) => (candidate.getAttribute("aria-label") ?? candidate.textContent) === name);
    if (!found) throw new Error(`no button "${name}"`);
    return found;
  };
  const storedValue = () => win.localStorage.getItem(COOKIE_CONSENT_KEY);
  return { win, doc, html, button, storedValue, fonts };
};

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  document.body.replaceChildren();
});

describe("the serialised page script", () => {
  it("is one call of a self-contained function, safe inside a <script> tag", () => {
    expect(PAGE_SCRIPT).toMatch(/^\(function pageScript\(config\) \{[\s\S]*\}\)\(\{.*\}\)$/);
    expect(PAGE_SCRIPT).not.toContain("</");
  });

  it("ships without comments: every page carries it, and its reasons are in the source above it", () => {
    expect(PAGE_SCRIPT).not.toMatch(/\/\/|\/\*/);
  });

  it("gets the one hash the Content-Security-Policy lists for it", () => {
    expect(inlineScriptHashes(`<head><script>${PAGE_SCRIPT}</script></head>`)).toEqual([scriptHash(PAGE_SCRIPT)]);
  });
});

describe("cookie consent", () => {
  it("leaves <html> without a choice on a first visit, so the banner shows", async () => {
    const { html } = await openPage();
    expect(html.hasAttribute(COOKIE_CONSENT_ATTRIBUTE)).toBe(false);
  });

  it.each(["accepted", "rejected"])("reflects a stored %s on <html> before the body is parsed", async (value) => {
    const { win, html } = await openPage({ stored: value });
    expect((win as FrameWindow & { consentAtBody?: string }).consentAtBody).toBe(value);
    expect(html.getAttribute(COOKIE_CONSENT_ATTRIBUTE)).toBe(value);
  });

  it("counts any other stored value as no choice", async () => {
    const { html } = await openPage({ stored: "yes" });
    expect(html.hasAttribute(COOKIE_CONSENT_ATTRIBUTE)).toBe(false);
  });

  it.each([
    ["Accetta", "accepted"],
    ["Rifiuta", "rejected"],
    ["Chiudi e rifiuta i cookie facoltativi", "rejected"],
  ])("'%s' stores %s and closes the banner", async (name, value) => {
    const { html, button, storedValue } = await openPage();
    button(name).click();
    expect(storedValue()).toBe(value);
    expect(html.getAttribute(COOKIE_CONSENT_ATTRIBUTE)).toBe(value);
  });

  it("handles the press in full: listeners added later (the app scripts' loader, React) never see it", async () => {
    const { doc, button } = await openPage();
    const seen: string[] = [];
    doc.addEventListener("click", (event) => seen.push((event.target as HTMLElement).textContent ?? ""), true);
    button("Accetta").click();
    button("Gestisci cookie").click();
    button("Altro pulsante").click();
    expect(seen).toEqual(["Altro pulsante"]);
  });

  it("with storage blocked, the page works and the choice holds for the visit", async () => {
    const { html, button } = await openPage({ stored: "blocked" });
    expect(html.hasAttribute(COOKIE_CONSENT_ATTRIBUTE)).toBe(false);
    expect(() => button("Rifiuta").click()).not.toThrow();
    expect(html.getAttribute(COOKIE_CONSENT_ATTRIBUTE)).toBe("rejected");
  });

  it("'Gestisci cookie' shows the banner again with the focus in it, and gives the focus back after the choice", async () => {
    const { doc, html, button, storedValue } = await openPage({ stored: "accepted" });
    const opener = button("Gestisci cookie");
    opener.focus();
    opener.click();
    expect(html.getAttribute(COOKIE_BANNER_ATTRIBUTE)).toBe("reopened");
    // The current choice stays on <html> while the banner asks again: it says "Scelta attuale: «Accetta»".
    expect(html.getAttribute(COOKIE_CONSENT_ATTRIBUTE)).toBe("accepted");
    expect(doc.activeElement).toBe(button("Rifiuta"));

    button("Rifiuta").click();
    expect(storedValue()).toBe("rejected");
    expect(html.getAttribute(COOKIE_CONSENT_ATTRIBUTE)).toBe("rejected");
    expect(html.hasAttribute(COOKIE_BANNER_ATTRIBUTE)).toBe(false);
    expect(doc.activeElement).toBe(opener);
  });

  it("a choice made without 'Gestisci cookie' moves the focus nowhere", async () => {
    const { doc, button } = await openPage();
    button("Accetta").focus();
    button("Accetta").click();
    // Hidden by CSS in a browser; the script does not send the focus back to an old opener.
    expect(doc.activeElement).toBe(button("Accetta"));
  });
});

describe("scroll state", () => {
  it("watches a strip over the first 20 px and one over the first 300 px of the document", async () => {
    const { doc } = await openPage();
    const strips = FakeIntersectionObserver.instances.map((observer) => observer.targets[0] as HTMLElement);
    expect(strips.map((strip) => strip.style.height)).toEqual([`${HEADER_SCROLL_THRESHOLD}px`, `${BACK_TO_TOP_THRESHOLD}px`]);
    for (const strip of strips) {
      expect(strip.parentElement).toBe(doc.body);
      expect(strip.style.position).toBe("absolute");
      expect(strip.style.top).toBe("0px");
      expect(strip.getAttribute("aria-hidden")).toBe("true");
    }
  });

  it("marks <html> scrolled while a strip is out of view, and unmarks it when it is back", async () => {
    const { html } = await openPage();
    const [header, backToTop] = FakeIntersectionObserver.instances;
    header.report(true);
    backToTop.report(true);
    expect(html.hasAttribute(SCROLLED_ATTRIBUTE)).toBe(false);
    expect(html.hasAttribute(BACK_TO_TOP_ATTRIBUTE)).toBe(false);

    header.report(false);
    expect(html.hasAttribute(SCROLLED_ATTRIBUTE)).toBe(true);
    expect(html.hasAttribute(BACK_TO_TOP_ATTRIBUTE)).toBe(false);

    backToTop.report(false);
    expect(html.hasAttribute(BACK_TO_TOP_ATTRIBUTE)).toBe(true);

    header.report(true);
    backToTop.report(true);
    expect(html.hasAttribute(SCROLLED_ATTRIBUTE)).toBe(false);
    expect(html.hasAttribute(BACK_TO_TOP_ATTRIBUTE)).toBe(false);
  });
});

describe("web font", () => {
  /** The page's `load`, then the idle moment after it (jsdom has no requestIdleCallback: a timeout). */
  const loadAndIdle = async (win: FrameWindow) => {
    if (win.document.readyState !== "complete") await new Promise((resolve) => win.addEventListener("load", resolve, { once: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("on a first visit names no web font, and fetches it only after load, noting it as cached", async () => {
    const { win, html, fonts } = await openPage();
    expect(html.hasAttribute(WEB_FONT_ATTRIBUTE)).toBe(false);
    expect(fonts.loads).toHaveLength(0);

    await loadAndIdle(win);
    expect(fonts.loads.map((load) => load.font)).toEqual([`1em "${WEB_FONT_FAMILY}"`]);
    expect(win.localStorage.getItem(WEB_FONT_KEY)).toBeNull();

    fonts.loads[0].settle([{}]);
    await settled();
    expect(win.localStorage.getItem(WEB_FONT_KEY)).toBe(WEB_FONT_FAMILY);
    // This page keeps the font it was painted in.
    expect(html.hasAttribute(WEB_FONT_ATTRIBUTE)).toBe(false);
  });

  it("once cached, names it on <html> before the body is parsed, and fetches nothing", async () => {
    const { win, html, fonts } = await openPage({ fontStored: WEB_FONT_FAMILY });
    expect((win as FrameWindow & { webFontAtBody?: boolean }).webFontAtBody).toBe(true);
    expect(html.hasAttribute(WEB_FONT_ATTRIBUTE)).toBe(true);
    await loadAndIdle(win);
    expect(fonts.loads).toHaveLength(0);
  });

  it("counts any other stored value as not cached", async () => {
    const { html } = await openPage({ fontStored: "Altro" });
    expect(html.hasAttribute(WEB_FONT_ATTRIBUTE)).toBe(false);
  });

  it.each([
    ["matches no face", []],
    ["fails", new Error("network")],
  ])("notes nothing when the fetch %s", async (_, outcome) => {
    const { win, fonts } = await openPage();
    await loadAndIdle(win);
    fonts.loads[0].settle(outcome);
    await settled();
    expect(win.localStorage.getItem(WEB_FONT_KEY)).toBeNull();
  });

  it("with storage blocked, still fetches the font and the page works", async () => {
    const { win, html, fonts } = await openPage({ stored: "blocked" });
    expect(html.hasAttribute(WEB_FONT_ATTRIBUTE)).toBe(false);
    await loadAndIdle(win);
    fonts.loads[0].settle([{}]);
    await settled();
    expect(fonts.loads).toHaveLength(1);
  });
});

/** @jest-environment jsdom */
import { dictionaryFor } from "../../../src/i18n/dictionary";
import {
  ACTIVITY_EVENTS,
  IDLE_START_TIMEOUT_MS,
  type LoaderStart,
  goLive,
  loaderCodeWithoutPrefetch,
  loaderData,
  scriptLoader,
  scriptLoaderCode,
  scriptLoaderConfig,
  startScripts,
} from "../../../src/start-up/scripts-on-first-activity";
import { minifyScript } from "../../../src/start-up/minify-inline-scripts";
import { HYDRATED_ATTRIBUTE, markHydrated } from "../../../src/start-up/hydrated-mark";

const LOAD_FAILED = dictionaryFor("it").scriptLoadFailed;

/** An Italian page's data block. */
const italianData = (scripts: string[], prefetch: string[] = []) => ({
  scripts,
  prefetch,
  loadFailed: { text: LOAD_FAILED.notice, action: LOAD_FAILED.reload },
});

/** The page's data block, then the loader's code, as the browser meets them. */
const runLoaderCode = (sources: string[], prefetch: string[] = [], start: LoaderStart = "activity", code = scriptLoaderCode(start)) => {
  document.body.insertAdjacentHTML("beforeend", loaderData(italianData(sources, prefetch)));
  new Function(code)();
};

const page = (scripts: string, lang = "it") =>
  `<html lang="${lang}"><body><div id="___gatsby"></div><script id="gatsby-script-loader">window.pagePath="/";</script>${scripts}<script>window.x=1;</script></body></html>`;

describe("startScripts", () => {
  const gatsbyTags =
    '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script><script src="/app-3.js" async=""></script>';
  const entrySources = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];

  it.each(["activity", "idle"] as const)("under %s, replaces Gatsby's async entry scripts with one loader, in their order and place", (start) => {
    const html = page(gatsbyTags.replace('async=""></script>', "async></script>"));
    const out = startScripts(html, "page.html", start);
    expect(out).not.toMatch(/<script src=/);
    expect(out).toBe(page(scriptLoader(italianData(entrySources), start)));
    // Inline scripts that must run during parsing stay where they were.
    expect(out.indexOf("gatsby-script-loader")).toBeLessThan(out.indexOf("__alturaPending"));
  });

  it("writes the same loader on every page, its page's list in a JSON block (one CSP hash for the whole site)", () => {
    const home = startScripts(page('<script src="/app-1.js" async=""></script>'), "index.html", "activity", ["/page-data/index/page-data.json"]);
    const other = startScripts(
      page('<script src="/app-1.js" async=""></script><script src="/component---servizi-2.js" async=""></script>'),
      "servizi/index.html",
      "activity",
    );
    const english = startScripts(page('<script src="/app-1.js" async=""></script>', "en"), "en/index.html", "activity");
    const loaderOf = (html: string) => html.match(/<script>(\(function [\s\S]*?)<\/script>/)?.[1];
    expect(loaderOf(home)).toBe(scriptLoaderCode("activity"));
    expect(loaderOf(other)).toBe(scriptLoaderCode("activity"));
    expect(loaderOf(english)).toBe(scriptLoaderCode("activity"));
    expect(home).toContain(
      `<script type="application/json" id="altura-scripts">{"scripts":["/app-1.js"],"prefetch":["/page-data/index/page-data.json"],"loadFailed":{"text":"${LOAD_FAILED.notice}","action":"${LOAD_FAILED.reload}"}}</script>`,
    );
    // The failure notice speaks the page's language.
    expect(english).toContain(`"loadFailed":{"text":"${dictionaryFor("en").scriptLoadFailed.notice}"`);
    // A path can never close the block early.
    expect(loaderData(italianData(["/a</script>.js"]))).not.toContain("</script>.js");
  });

  it("stops the build, naming Gatsby and the page, when a page has no entry scripts of the form it expects", () => {
    for (const start of ["activity", "eager"] as const) {
      expect(() => startScripts(page(""), "servizi/index.html", start)).toThrow(/Gatsby's build output changed: servizi\/index.html has no entry script/);
      expect(() => startScripts(page('<script src="/app-1.js" defer></script>'), "servizi/index.html", start)).toThrow(/Gatsby's build output changed/);
    }
  });

  it("under eager-held, places the loader before Gatsby's tags, which stay as Gatsby wrote them, and prefetches nothing", () => {
    const out = startScripts(page(gatsbyTags), "page.html", "eager-held", ["/page-data/index/page-data.json"]);
    expect(out).toBe(page(scriptLoader(italianData(entrySources), "eager-held") + gatsbyTags));
    expect(out.indexOf("__alturaPending")).toBeLessThan(out.indexOf('<script src="/webpack-runtime-1.js"'));
  });

  it("under eager, leaves Gatsby's script tags as Gatsby wrote them", () => {
    expect(startScripts(page(gatsbyTags), "index.html", "eager")).toBe(page(gatsbyTags));
  });

  it("gives a page an earlier build rewrote this build's loader, or Gatsby's tags back under eager (Gatsby writes again only the pages whose data changed)", async () => {
    const asShipped = async (start: LoaderStart) => {
      const html = startScripts(page(gatsbyTags), "index.html", start);
      return html.replace(scriptLoaderCode(start), await minifyScript(scriptLoaderCode(start)));
    };
    const byActivity = startScripts(page(gatsbyTags), "index.html", "activity");
    expect(startScripts(byActivity, "index.html", "activity")).toBe(byActivity);
    expect(startScripts(await asShipped("activity"), "index.html", "activity")).toBe(byActivity);
    expect(startScripts(await asShipped("idle"), "index.html", "activity")).toBe(byActivity);
    expect(startScripts(await asShipped("activity"), "index.html", "idle")).toBe(startScripts(page(gatsbyTags), "index.html", "idle"));
    expect(startScripts(await asShipped("idle"), "index.html", "eager")).toBe(page(gatsbyTags));
    expect(startScripts(startScripts(page(gatsbyTags), "index.html", "eager"), "index.html", "activity")).toBe(byActivity);
    const byEagerHeld = startScripts(page(gatsbyTags), "index.html", "eager-held");
    expect(startScripts(byEagerHeld, "index.html", "eager-held")).toBe(byEagerHeld);
    expect(startScripts(await asShipped("eager-held"), "index.html", "eager-held")).toBe(byEagerHeld);
    expect(startScripts(await asShipped("activity"), "index.html", "eager-held")).toBe(byEagerHeld);
    expect(startScripts(await asShipped("eager-held"), "index.html", "activity")).toBe(byActivity);
    expect(startScripts(await asShipped("eager-held"), "index.html", "eager")).toBe(page(gatsbyTags));
  });

  it("gives the loader under idle its idle start, under eager-held the scripts in the page, and under activity neither", () => {
    expect(scriptLoaderConfig("activity")).not.toHaveProperty("idleStartTimeoutMs");
    expect(scriptLoaderConfig("activity")).not.toHaveProperty("scriptsInPage");
    expect(scriptLoaderConfig("eager-held")).toEqual({ ...scriptLoaderConfig("activity"), scriptsInPage: true });
    expect(scriptLoaderConfig("idle")).toMatchObject({ ...scriptLoaderConfig("activity"), idleStartTimeoutMs: IDLE_START_TIMEOUT_MS });
  });

  it("stops the build on a page whose <html lang> is none of the site's languages", () => {
    expect(() => startScripts(page('<script src="/app-1.js" async=""></script>', "de"), "de/index.html", "activity")).toThrow(
      /de\/index.html: <html lang="de">/,
    );
  });
});

describe("the loader in the browser", () => {
  type TestWindow = Window & { __alturaPending?: unknown[]; __alturaLive?: boolean };
  const w = window as TestWindow;
  const added = () => Array.from(document.querySelectorAll("script[src]"), (s) => s.getAttribute("src"));
  const listeners: Array<[string, EventListener, boolean]> = [];

  const runLoader = (body: string, head = "", start: LoaderStart = "activity") => {
    document.head.innerHTML = head;
    document.body.innerHTML = body;
    delete w.__alturaLive;
    delete w.__alturaPending;
    // The loader's listeners are removed after each test, as a new page would.
    const realAdd = document.addEventListener.bind(document);
    jest.spyOn(document, "addEventListener").mockImplementation((type, listener, options) => {
      listeners.push([type, listener as EventListener, true]);
      realAdd(type, listener, options);
    });
    runLoaderCode(["/a.js", "/b.js"], [], start);
    jest.restoreAllMocks();
  };

  // Fake timers throughout: a loader's start waits for a frame (requestAnimationFrame).
  beforeEach(() => jest.useFakeTimers());

  // jsdom has no scrollend; Chromium, Firefox and Edge have it, and the loader listens to it there.
  beforeAll(() => Object.defineProperty(window, "onscrollend", { value: null, writable: true, configurable: true }));
  afterAll(() => delete (window as { onscrollend?: unknown }).onscrollend);

  afterEach(() => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener, true);
    // A scroll's end ends any loader still waiting, so its window listeners go too.
    window.dispatchEvent(new Event("scrollend"));
    window.dispatchEvent(new Event("scroll"));
    jest.runAllTimers();
    jest.useRealTimers();
  });

  it.each(ACTIVITY_EVENTS)("adds no script while the page loads, then all of them once, after the frame of the first %s", (type) => {
    jest.useFakeTimers();
    runLoader("<p>Ciao</p>");
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event(type));
    // The event's own effect paints first.
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual(["/a.js", "/b.js"]);
    window.dispatchEvent(new Event("scrollend"));
    jest.runAllTimers();
    expect(added()).toEqual(["/a.js", "/b.js"]);
  });

  it("waits for a scroll to end, not its first frames (a jump's smooth scroll is not stalled by the start)", () => {
    runLoader("<p>Ciao</p>");
    window.dispatchEvent(new Event("scroll"));
    jest.runAllTimers();
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event("scrollend"));
    jest.runAllTimers();
    expect(added()).toEqual(["/a.js", "/b.js"]);
  });

  it("starts at a scroll in a browser without scrollend", () => {
    delete (window as { onscrollend?: unknown }).onscrollend;
    try {
      runLoader("<p>Ciao</p>");
      window.dispatchEvent(new Event("scroll"));
      jest.runAllTimers();
      expect(added()).toEqual(["/a.js", "/b.js"]);
    } finally {
      Object.defineProperty(window, "onscrollend", { value: null, writable: true, configurable: true });
    }
  });

  it("does not start at a touch's pointermove or a press's pointerdown on what the browser handles itself", () => {
    jest.useFakeTimers();
    runLoader('<a href="#contatti" id="link">Contatti</a><button type="button" id="open" commandfor="menu" command="show-modal">Menu</button>');
    const touchMove = new Event("pointermove") as Event & { pointerType?: string };
    touchMove.pointerType = "touch";
    window.dispatchEvent(touchMove);
    document.getElementById("open")?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    document.getElementById("link")?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    jest.runAllTimers();
    expect(added()).toEqual([]);
  });

  it("does not start at a press on what the page script answers: the cookie banner's buttons", () => {
    jest.useFakeTimers();
    runLoader(
      '<button type="button" id="accept" data-cookie-choice="accepted">Accetta</button><button type="button" id="manage" data-cookie-banner-opener="">Gestisci cookie</button>',
    );
    for (const id of ["accept", "manage"]) document.getElementById(id)?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    jest.runAllTimers();
    expect(added()).toEqual([]);
  });

  it("starts at once when a press goes down on a control that needs the scripts", () => {
    runLoader('<button type="button" id="tab" role="tab">Corsi</button>');
    document.getElementById("tab")?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(added()).toEqual(["/a.js", "/b.js"]);
  });

  it("starts once a click the browser handles itself (the phone menu) has painted its effect", () => {
    jest.useFakeTimers();
    runLoader('<button type="button" id="open" commandfor="menu" command="show-modal">Menu</button>');
    (document.getElementById("open") as HTMLButtonElement).click();
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual(["/a.js", "/b.js"]);
  });

  it("does not start at a link's press or focus: a new page or a jump follows, and the jump's end starts them", () => {
    jest.useFakeTimers();
    runLoader('<a href="#contatti" id="link">Contatti <span id="inside">qui</span></a>');
    const link = document.getElementById("link") as HTMLAnchorElement;
    link.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    link.click();
    document.getElementById("inside")?.click();
    jest.runAllTimers();
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event("scrollend"));
    jest.runAllTimers();
    expect(added()).toEqual(["/a.js", "/b.js"]);
  });

  it("starts after the first paint at an address with a query string: state only the script can apply", () => {
    jest.useFakeTimers();
    window.history.replaceState(null, "", "/servizi?service=2");
    runLoader("<p>Ciao</p>");
    window.history.replaceState(null, "", "/");
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual(["/a.js", "/b.js"]);
  });

  describe("under SCRIPTS_START=idle", () => {
    const idleCalls: Array<IdleRequestOptions | undefined> = [];
    const prefetched = () => document.head.querySelectorAll('link[rel="prefetch"]').length;

    // jsdom has no requestIdleCallback; Chromium's runs the callback in the first idle period, or at the timeout.
    beforeEach(() => {
      idleCalls.length = 0;
      window.requestIdleCallback = (callback, options) => {
        idleCalls.push(options);
        return window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
      };
    });
    afterEach(() => delete (window as { requestIdleCallback?: unknown }).requestIdleCallback);

    it("adds no script while the page loads, then all of them once, when the browser is idle after load, at the latest after the timeout", () => {
      runLoader("<p>Ciao</p>", "", "idle");
      jest.runAllTimers();
      expect(added()).toEqual([]);
      window.dispatchEvent(new Event("load"));
      expect(added()).toEqual([]);
      jest.runAllTimers();
      expect(added()).toEqual(["/a.js", "/b.js"]);
      // The earlier tests' loaders, started already, hear the load too and ask for no timeout.
      expect(idleCalls.filter((options) => options?.timeout)).toEqual([{ timeout: IDLE_START_TIMEOUT_MS }]);
      // Started, not prefetched: a prefetch in flight would be a second download of the same script.
      expect(prefetched()).toBe(0);
    });

    it("starts at the first activity when it comes before the browser is idle", () => {
      runLoader("<p>Ciao</p>", "", "idle");
      window.dispatchEvent(new Event("keydown"));
      jest.runAllTimers();
      expect(added()).toEqual(["/a.js", "/b.js"]);
      window.dispatchEvent(new Event("load"));
      jest.runAllTimers();
      expect(added()).toEqual(["/a.js", "/b.js"]);
    });

    it("holds a press before React is live and replays it once", () => {
      runLoader('<button type="button" id="tab" role="tab">Corsi</button>', "", "idle");
      const presses: string[] = [];
      const tab = document.getElementById("tab") as HTMLButtonElement;
      tab.addEventListener("click", (event) => presses.push(event.defaultPrevented ? "held" : "handled"));
      window.dispatchEvent(new Event("load"));
      jest.runAllTimers();
      expect(added()).toEqual(["/a.js", "/b.js"]);
      // The scripts have started, but React is not live yet.
      tab.click();
      expect(presses).toEqual([]);
      goLive();
      expect(presses).toEqual(["handled"]);
    });
  });

  describe("under SCRIPTS_START=eager-held (Gatsby's tags in the page)", () => {
    it("adds no script and prefetches nothing, whatever the visitor does", () => {
      runLoader("<p>Ciao</p>", "", "eager-held");
      for (const type of [...ACTIVITY_EVENTS, "load"]) window.dispatchEvent(new Event(type));
      jest.runAllTimers();
      expect(added()).toEqual([]);
      expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
    });

    it("holds a press and a submitted form before React is live, and replays them once", () => {
      runLoader('<button type="button" id="tab" role="tab">Corsi</button><form id="form"><button>Invia</button></form>', "", "eager-held");
      const presses: string[] = [];
      const tab = document.getElementById("tab") as HTMLButtonElement;
      const form = document.getElementById("form") as HTMLFormElement;
      tab.addEventListener("click", (event) => presses.push(event.defaultPrevented ? "held" : "handled"));
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        presses.push("submitted");
      });
      tab.click();
      form.requestSubmit();
      expect(presses).toEqual([]);
      goLive();
      expect(presses).toEqual(["handled", "submitted"]);
    });

    it("says so, with a way to reload, when one of Gatsby's tags cannot be fetched, and not for any other script", () => {
      runLoader("<p>Ciao</p>", "", "eager-held");
      document.body.insertAdjacentHTML("beforeend", '<script src="/other.js"></script><script src="/b.js"></script>');
      const [other, entry] = Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"));
      other.dispatchEvent(new Event("error"));
      expect(document.querySelector('[role="alert"]')).toBeNull();
      entry.dispatchEvent(new Event("error"));
      expect(document.querySelector('[role="alert"]')?.textContent).toContain(LOAD_FAILED.notice);
    });
  });

  it("holds a press on a button until the page is live, then replays it once", () => {
    runLoader('<button type="button" id="menu">Menu</button><a href="#contatti" id="link">Contatti</a>');
    const presses: string[] = [];
    const menu = document.getElementById("menu") as HTMLButtonElement;
    menu.addEventListener("click", (event) => presses.push(event.defaultPrevented ? "held" : "handled"));

    menu.click();
    menu.click();
    expect(presses).toEqual([]);
    expect(added()).toEqual(["/a.js", "/b.js"]);

    goLive();
    expect(presses).toEqual(["handled"]);
    menu.click();
    expect(presses).toEqual(["handled", "handled"]);
  });

  it("holds the keys a tab list answers (arrows, Home, End) on a tab until the page is live, then replays them in order, each to the focused tab", () => {
    runLoader(
      '<div role="tablist"><button type="button" role="tab" id="one">Uno</button><button type="button" role="tab" id="two">Due</button></div><button type="button" id="other">Altro</button>',
    );
    const [one, two, other] = ["one", "two", "other"].map((id) => document.getElementById(id) as HTMLButtonElement);
    const received: string[] = [];
    for (const tab of [one, two]) tab.addEventListener("keydown", (event) => received.push(`${tab.id}:${event.key}`));
    one.focus();
    const arrow = new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true });
    one.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    one.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true, cancelable: true }));
    // Other keys, and keys on other controls, are the browser's.
    const letter = new KeyboardEvent("keydown", { key: "a", bubbles: true, cancelable: true });
    one.dispatchEvent(letter);
    const down = new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true });
    other.dispatchEvent(down);
    expect([letter.defaultPrevented, down.defaultPrevented]).toEqual([false, false]);
    received.length = 0;
    expect(added()).toEqual(["/a.js", "/b.js"]);

    goLive();
    jest.runOnlyPendingTimers();
    // Replayed once the page is hydrated, a frame later.
    expect(received).toEqual([]);
    markHydrated();
    expect(received).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(received).toEqual(["one:ArrowRight"]);
    // The tab list moves the focus with the first key; the next one goes where the focus is then.
    two.focus();
    jest.runOnlyPendingTimers();
    expect(received).toEqual(["one:ArrowRight", "two:End"]);
    const live = new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true, cancelable: true });
    two.dispatchEvent(live);
    expect(live.defaultPrevented).toBe(false);
  });

  it("says so, with a way to reload, when a script cannot be fetched: a held press would otherwise wait for ever", () => {
    runLoader('<button type="button" id="menu">Menu</button>');
    (document.getElementById("menu") as HTMLButtonElement).click();
    const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"));
    expect(document.querySelector('[role="alert"]')).toBeNull();
    scripts[0].dispatchEvent(new Event("error"));
    scripts[1].dispatchEvent(new Event("error"));
    const alerts = document.querySelectorAll('[role="alert"]');
    expect(alerts).toHaveLength(1);
    expect(alerts[0].textContent).toContain(LOAD_FAILED.notice);
    const reload = alerts[0].querySelector("a");
    expect(reload?.textContent).toBe(LOAD_FAILED.reload);
    expect(reload?.getAttribute("href")).toBe(window.location.pathname);
  });

  it("lets links work natively", () => {
    runLoader('<a href="#contatti" id="link">Contatti</a>');
    const link = document.getElementById("link") as HTMLAnchorElement;
    let prevented: boolean | undefined;
    document.addEventListener("click", (event) => (prevented = event.defaultPrevented), { once: true });
    link.click();
    expect(prevented).toBe(false);
  });

  it("lets the browser act on an invoker-command button (the phone menu) at once", () => {
    runLoader('<button type="button" id="open" commandfor="menu" command="show-modal">Menu</button>');
    const open = document.getElementById("open") as HTMLButtonElement;
    let prevented: boolean | undefined;
    open.addEventListener("click", (event) => (prevented = event.defaultPrevented), { once: true });
    open.click();
    expect(prevented).toBe(false);
  });

  it("never submits a form natively before the page is live: the submission is replayed", () => {
    runLoader('<form id="contact"><input name="email" value="a@b.it"><button type="submit" id="send">Invia</button></form>');
    const form = document.getElementById("contact") as HTMLFormElement;
    const submissions: boolean[] = [];
    form.addEventListener("submit", (event) => {
      submissions.push(event.defaultPrevented);
      event.preventDefault();
    });
    form.requestSubmit();
    expect(submissions).toEqual([]);
    goLive();
    expect(submissions).toEqual([false]);
  });

  it("gives the focused field its focus event again once live", () => {
    runLoader('<form><input id="name"></form>');
    const input = document.getElementById("name") as HTMLInputElement;
    input.focus();
    const seen: string[] = [];
    input.addEventListener("focusin", () => seen.push("focusin"));
    goLive();
    expect(seen).toEqual(["focusin"]);
  });
});

describe("the loader's prefetch", () => {
  it("downloads the scripts without running them once the page has loaded and the browser is idle", () => {
    jest.useFakeTimers();
    document.head.innerHTML = "";
    document.body.innerHTML = "<p>Ciao</p>";
    runLoaderCode(["/a.js", "/b.js"], ["/page-data/index/page-data.json", "/component.js"]);
    window.dispatchEvent(new Event("load"));
    const prefetched = () => Array.from(document.head.querySelectorAll('link[rel="prefetch"]'), (l) => l.getAttribute("href"));
    // One download started per idle moment, never a burst in one task.
    jest.runOnlyPendingTimers();
    expect(prefetched()).toEqual(["/a.js"]);
    jest.runOnlyPendingTimers();
    expect(prefetched()).toEqual(["/a.js", "/b.js"]);
    jest.runAllTimers();
    expect(prefetched()).toEqual(["/a.js", "/b.js", "/page-data/index/page-data.json", "/component.js"]);
    expect(document.querySelectorAll("script[src]")).toHaveLength(0);
    // Started, so that its prefetch does not answer the next test's load.
    window.dispatchEvent(new Event("scroll"));
    jest.runAllTimers();
    jest.useRealTimers();
  });
});

describe("the loader without its prefetch (START_UP_ABLATE=prefetch, a measurement build)", () => {
  it("prefetches nothing once the page has loaded, and still starts the scripts at the first activity", () => {
    jest.useFakeTimers();
    document.head.innerHTML = "";
    document.body.innerHTML = "<p>Ciao</p>";
    runLoaderCode(["/a.js", "/b.js"], [], "activity", loaderCodeWithoutPrefetch(scriptLoaderCode("activity")));
    window.dispatchEvent(new Event("load"));
    jest.runAllTimers();
    expect(Array.from(document.head.querySelectorAll('link[rel="prefetch"]'), (l) => l.getAttribute("href"))).toEqual([]);
    window.dispatchEvent(new Event("keydown"));
    jest.runAllTimers();
    expect(Array.from(document.querySelectorAll("script[src]"), (s) => s.getAttribute("src"))).toEqual(["/a.js", "/b.js"]);
    jest.useRealTimers();
  });

  it("differs from the loader only in its prefetch queue, written or minified (Gatsby minifies the build's own code)", async () => {
    const minified = await minifyScript(scriptLoaderCode("activity"));
    for (const code of [scriptLoaderCode("activity"), minified]) {
      const without = loaderCodeWithoutPrefetch(code);
      expect(without).not.toBe(code);
      expect(without).not.toMatch(/\.scripts\.concat\(/);
      expect(code.replace(/([\w$]+)\.scripts\.concat\(\1\.prefetch\)/, "[]")).toBe(without);
    }
  });

  it("stops the build, naming itself, when the loader no longer names its prefetch queue once", () => {
    expect(() => loaderCodeWithoutPrefetch("(function(){})()")).toThrow(/names its prefetch queue .* 0 times, not once: update loaderCodeWithoutPrefetch/);
  });

  it("leaves the page's prefetch list empty", () => {
    const html = page('<script src="/app-1.js" async=""></script>');
    const out = startScripts(html, "index.html", "activity", [], { prefetch: false });
    expect(out).toBe(page(`${loaderData(italianData(["/app-1.js"]))}<script>${loaderCodeWithoutPrefetch(scriptLoaderCode("activity"))}</script>`));
  });
});

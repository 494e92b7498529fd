/** @jest-environment jsdom */
import { dictionaryFor } from "../../../src/i18n/dictionary";
import { goLive, pressHolderData, pressHolder, pressHolderCode } from "../../../src/start-up/held-presses";
import { placePressHolder } from "../../../src/start-up/place-press-holder";
import { minifyScript } from "../../../src/start-up/minify-inline-scripts";
import { HYDRATED_ATTRIBUTE, markHydrated } from "../../../src/start-up/hydrated-mark";

const LOAD_FAILED = dictionaryFor("it").scriptLoadFailed;

/** An Italian page's data block. */
const italianData = (scripts: string[]) => ({ scripts, loadFailed: { text: LOAD_FAILED.notice, action: LOAD_FAILED.reload } });

const page = (scripts: string, lang = "it") =>
  `<html lang="${lang}"><body><div id="___gatsby"></div><script id="gatsby-script-loader">window.pagePath="/";</script>${scripts}<script>window.x=1;</script></body></html>`;

describe("placePressHolder", () => {
  const gatsbyTags =
    '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script><script src="/app-3.js" async=""></script>';
  const entrySources = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];

  it("places the holder right before Gatsby's entry scripts, which stay as Gatsby wrote them", () => {
    const out = placePressHolder(page(gatsbyTags.replace('async=""></script>', "async></script>")), "page.html");
    expect(out).toBe(page(pressHolder(italianData(entrySources)) + gatsbyTags));
    // Inline scripts that must run during parsing stay where they were.
    expect(out.indexOf("gatsby-script-loader")).toBeLessThan(out.indexOf("__alturaPending"));
  });

  it("writes the same holder on every page, its page's list in a JSON block (one CSP hash for the whole site)", () => {
    const home = placePressHolder(page('<script src="/app-1.js" async=""></script>'), "index.html");
    const other = placePressHolder(
      page('<script src="/app-1.js" async=""></script><script src="/component---servizi-2.js" async=""></script>'),
      "servizi/index.html",
    );
    const english = placePressHolder(page('<script src="/app-1.js" async=""></script>', "en"), "en/index.html");
    const holderOf = (html: string) => html.match(/<script>(\(function [\s\S]*?)<\/script>/)?.[1];
    expect(holderOf(home)).toBe(pressHolderCode());
    expect(holderOf(other)).toBe(pressHolderCode());
    expect(holderOf(english)).toBe(pressHolderCode());
    expect(home).toContain(
      `<script type="application/json" id="altura-press-holder">{"scripts":["/app-1.js"],"loadFailed":{"text":"${LOAD_FAILED.notice}","action":"${LOAD_FAILED.reload}"}}</script>`,
    );
    // The failure notice speaks the page's language.
    expect(english).toContain(`"loadFailed":{"text":"${dictionaryFor("en").scriptLoadFailed.notice}"`);
    // A path can never close the block early.
    expect(pressHolderData(italianData(["/a</script>.js"]))).not.toContain("</script>.js");
  });

  it("stops the build, naming Gatsby and the page, when a page has no entry scripts of the form it expects", () => {
    expect(() => placePressHolder(page(""), "servizi/index.html")).toThrow(/Gatsby's build output changed: servizi\/index.html has no entry script/);
    expect(() => placePressHolder(page('<script src="/app-1.js" defer></script>'), "servizi/index.html")).toThrow(/Gatsby's build output changed/);
  });

  it("gives a page an earlier build rewrote this build's holder (Gatsby writes again only the pages whose data changed)", async () => {
    const placed = placePressHolder(page(gatsbyTags), "index.html");
    expect(placePressHolder(placed, "index.html")).toBe(placed);
    const shipped = placed.replace(pressHolderCode(), await minifyScript(pressHolderCode()));
    expect(placePressHolder(shipped, "index.html")).toBe(placed);
    // A build that started the scripts at the first activity had taken Gatsby's tags out; its block lists them.
    const byFirstActivity = page(
      `${pressHolderData({ ...italianData(entrySources), prefetch: [] } as ReturnType<typeof italianData>)}<script>(function(c){})({})</script>`,
    );
    expect(placePressHolder(byFirstActivity, "index.html")).toBe(placed);
  });

  it("stops the build on a page whose <html lang> is none of the site's languages", () => {
    expect(() => placePressHolder(page('<script src="/app-1.js" async=""></script>', "de"), "de/index.html")).toThrow(/de\/index.html: <html lang="de">/);
  });
});

describe("the holder in the browser", () => {
  type TestWindow = Window & { __alturaPending?: unknown[]; __alturaLive?: boolean };
  const w = window as TestWindow;
  const listeners: Array<[EventTarget, string, EventListener]> = [];

  /** The page's body, then its data block and the holder, as the browser meets them. */
  const runHolder = (body: string) => {
    document.body.innerHTML = body;
    delete w.__alturaLive;
    delete w.__alturaPending;
    // The holder's listeners are removed after each test, as a new page would.
    for (const target of [document, window] as EventTarget[]) {
      const realAdd = target.addEventListener.bind(target);
      jest
        .spyOn(target, "addEventListener")
        .mockImplementation((type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
          listeners.push([target, type, listener as EventListener]);
          realAdd(type, listener, options);
        });
    }
    document.body.insertAdjacentHTML("beforeend", pressHolderData(italianData(["/a.js", "/b.js"])));
    new Function(pressHolderCode())();
    jest.restoreAllMocks();
  };

  beforeEach(() => jest.useFakeTimers());

  afterEach(() => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    for (const [target, type, listener] of listeners.splice(0)) target.removeEventListener(type, listener, true);
    jest.runAllTimers();
    jest.useRealTimers();
  });

  it("adds no script and starts nothing: Gatsby's own tags do", () => {
    runHolder("<p>Ciao</p>");
    for (const type of ["load", "scrollend", "pointermove", "keydown", "focusin"]) window.dispatchEvent(new Event(type));
    jest.runAllTimers();
    expect(document.querySelectorAll("script[src]")).toHaveLength(0);
    expect(document.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });

  it("does not hold a disabled button, nor the buttons the page script answers (the cookie banner's)", () => {
    runHolder('<button type="button" id="off" disabled>Invia</button><button type="button" id="accept" data-cookie-choice="accepted">Accetta</button>');
    for (const id of ["off", "accept"]) {
      let prevented: boolean | undefined;
      document.addEventListener("click", (event) => (prevented = event.defaultPrevented), { once: true });
      (document.getElementById(id) as HTMLButtonElement).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      expect(prevented).toBe(false);
    }
    expect(w.__alturaPending).toEqual([]);
  });

  it("holds a press on a button until the page is live, then replays it once", () => {
    runHolder('<button type="button" id="menu">Menu</button><a href="#contatti" id="link">Contatti</a>');
    const presses: string[] = [];
    const menu = document.getElementById("menu") as HTMLButtonElement;
    menu.addEventListener("click", (event) => presses.push(event.defaultPrevented ? "held" : "handled"));

    menu.click();
    menu.click();
    expect(presses).toEqual([]);

    goLive();
    expect(presses).toEqual(["handled"]);
    menu.click();
    expect(presses).toEqual(["handled", "handled"]);
  });

  it("holds the keys a tab list answers (arrows, Home, End) on a tab until the page is live, then replays them in order, each to the focused tab", () => {
    runHolder(
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

  it("says so, with a way to reload, when one of Gatsby's scripts cannot be fetched, and not for another script: a held press would otherwise wait for ever", () => {
    runHolder('<button type="button" id="menu">Menu</button><script src="/other.js"></script><script src="/a.js"></script><script src="/b.js"></script>');
    (document.getElementById("menu") as HTMLButtonElement).click();
    const [other, ...scripts] = Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"));
    other.dispatchEvent(new Event("error"));
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
    runHolder('<a href="#contatti" id="link">Contatti</a>');
    const link = document.getElementById("link") as HTMLAnchorElement;
    let prevented: boolean | undefined;
    document.addEventListener("click", (event) => (prevented = event.defaultPrevented), { once: true });
    link.click();
    expect(prevented).toBe(false);
  });

  it("lets the browser act on an invoker-command button (the phone menu) at once", () => {
    runHolder('<button type="button" id="open" commandfor="menu" command="show-modal">Menu</button>');
    const open = document.getElementById("open") as HTMLButtonElement;
    let prevented: boolean | undefined;
    open.addEventListener("click", (event) => (prevented = event.defaultPrevented), { once: true });
    open.click();
    expect(prevented).toBe(false);
  });

  it("never submits a form natively before the page is live: the submission is replayed", () => {
    runHolder('<form id="contact"><input name="email" value="a@b.it"><button type="submit" id="send">Invia</button></form>');
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
    runHolder('<form><input id="name"></form>');
    const input = document.getElementById("name") as HTMLInputElement;
    input.focus();
    const seen: string[] = [];
    input.addEventListener("focusin", () => seen.push("focusin"));
    goLive();
    expect(seen).toEqual(["focusin"]);
  });
});

/**
 * @jest-environment jsdom
 */
import { minifyInlineScripts, minifyScript } from "../../../src/start-up/minify-inline-scripts";
import { PAGE_SCRIPT } from "../../../src/start-up/page-script/page-script";
import { pressHolderCode } from "../../../src/start-up/held-presses";
import { MARK_MISSING_TOKEN_SCRIPT } from "../../../src/lib/newsletter/link-token";
import { PAGE_PATH_CODE } from "../../../src/start-up/page-path-script";

const OURS = { "the page script": PAGE_SCRIPT, "the press holder": pressHolderCode(), "the newsletter link's script": MARK_MISSING_TOKEN_SCRIPT };

describe.each(Object.entries(OURS))("%s", (_name, source) => {
  it("comes out shorter", async () => {
    expect((await minifyScript(source)).length).toBeLessThan(source.length);
  });

  it("comes out the same when minified again: a page an incremental build did not write keeps the text, and the CSP one hash", async () => {
    const once = await minifyScript(source);
    expect(await minifyScript(once)).toBe(once);
  });
});

describe("minifyInlineScripts", () => {
  const sample = `(function(){var message = "Ciao";   window.greeting = message;})();`;

  it("minifies the classic scripts and leaves everything else as written, Gatsby's page-path script and the Head API's scripts included", async () => {
    const untouched = [
      `<script id="gatsby-script-loader" data-page-path="/">${PAGE_PATH_CODE}</script>`,
      `<script data-gatsby-head="true">${sample.replace("greeting", "fromHead")}</script>`,
      `<script type="application/ld+json">{"@context": "https://schema.org", "name": "b"}</script>`,
      `<script type="application/json" id="altura-press-holder">{"scripts": ["c"]}</script>`,
      `<script type="module">const   x = "d";   console.log(x);</script>`,
      `<script src="/app.js" async></script>`,
    ];
    const html = `<html><head>${untouched.slice(0, 2).join("")}<script>${sample}</script></head><body>${untouched.slice(2).join("")}<script type="text/javascript">${sample}</script></body></html>`;
    const result = await minifyInlineScripts(html);
    for (const tag of untouched) expect(result).toContain(tag);
    const minified = await minifyScript(sample);
    expect(minified.length).toBeLessThan(sample.length);
    expect(result).toBe(html.split(sample).join(minified));
  });

  it("never lets a string close the script early", async () => {
    // Valid in a page only escaped; minifying must not undo the escape.
    const result = await minifyInlineScripts(`<script>(function(){var closing = "<\\/script><p>oops</p>"; window.x = closing})()</script>`);
    expect(result.match(/<\/script/gi)).toHaveLength(1);
  });

  it("minifies each distinct text once across pages", async () => {
    const cache = new Map<string, Promise<string>>();
    const page = `<script>${sample}</script>`;
    const first = await minifyInlineScripts(page, cache);
    const second = await minifyInlineScripts(page, cache);
    expect(second).toBe(first);
    expect(cache.size).toBe(1);
  });

  it("the minified scripts behave as written", async () => {
    // The page script reads a stored choice; the press holder holds a press until the page is live;
    // the link's script marks a missing token.
    window.localStorage.setItem("cookie-consent", "accepted");
    window.history.replaceState(null, "", "/newsletter/conferma/?utm_source=email");
    document.body.innerHTML = `<script type="application/json" id="altura-press-holder">{"scripts":["/a.js"],"loadFailed":{"text":"","action":""}}</script><button type="button" id="send">Invia</button>`;
    jest.useFakeTimers();
    for (const source of Object.values(OURS)) {
      const minified = await minifyScript(source);
      expect(minified).not.toBe(source);
      window.eval(minified);
    }
    const html = document.documentElement;
    expect(html.getAttribute("data-cookie-consent")).toBe("accepted");
    expect(html.hasAttribute("data-link-token-missing")).toBe(true);
    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("send")?.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    jest.runAllTimers();
    jest.useRealTimers();
  });
});

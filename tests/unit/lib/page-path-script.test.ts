/** @jest-environment jsdom */
import { PAGE_PATH_CODE, constantPagePathScript } from "../../../src/lib/security/page-path-script";
import { inlineScriptHashes } from "../../../src/lib/security/content-security-policy";

// What Gatsby 5 writes (.cache/static-entry.js with slices): if this changes, the rewrite must change with it.
const gatsbyScript = (pagePath: string) => `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>`;
const page = (script: string) => `<html><body><div id="___gatsby"></div>${script}<script>window.x=1;</script></body></html>`;

test("every page gets the same script, so the policy needs one hash for all of them", () => {
  const pages = ["/", "/servizi/", "/academy/ai-generativa-per-il-business/", "/404.html"].map((p) => constantPagePathScript(page(gatsbyScript(p))));
  const hashes = new Set(pages.map((html) => inlineScriptHashes(html)[0]));
  expect(hashes.size).toBe(1);
  expect(pages[1]).toContain(`<script id="gatsby-script-loader" data-page-path="/servizi/">${PAGE_PATH_CODE}</script>`);
});

test("the script still sets window.pagePath to the page's own path, quotes and ampersands included", () => {
  const path = '/odd "path" & <more>/';
  document.body.innerHTML = "";
  const html = constantPagePathScript(page(gatsbyScript(path)));
  const attribute = /data-page-path="([^"]*)"/.exec(html)?.[1] ?? "";
  const script = document.createElement("script");
  script.id = "gatsby-script-loader";
  // The attribute as the HTML parser reads it.
  script.setAttribute("data-page-path", new DOMParser().parseFromString(`<p title="${attribute}"></p>`, "text/html").querySelector("p")?.title ?? "");
  document.body.appendChild(script);
  jest.spyOn(document, "currentScript", "get").mockReturnValue(script);
  new Function(PAGE_PATH_CODE)();
  expect((window as unknown as { pagePath: string }).pagePath).toBe(path);
});

test("a page without Gatsby's script is left alone; a script in another form stops the build, loudly", () => {
  expect(constantPagePathScript(page(""))).toBe(page(""));
  expect(() => constantPagePathScript(page('<script id="gatsby-script-loader">window.pagePath="/";</script>'), "servizi/index.html")).toThrow(
    /servizi\/index.html: Gatsby's "gatsby-script-loader" script no longer has the form/,
  );
});

test("a page already rewritten passes unchanged: a second build leaves the pages whose data did not change as they were", () => {
  const once = constantPagePathScript(page(gatsbyScript("/servizi/")));
  expect(constantPagePathScript(once, "servizi/index.html")).toBe(once);
});

/** @jest-environment jsdom */
import { PAGE_PATH_CODE, constantPagePathScript, pagePathOf } from "../../../src/start-up/page-path-script";
import { inlineScriptHashes } from "../../../src/lib/security/content-security-policy";

// What Gatsby 5 writes (.cache/static-entry.js with slices): if this changes, the rewrite must change with it.
const gatsbyScript = (pagePath: string) => `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>`;
const page = (script: string) => `<html><body><div id="___gatsby"></div>${script}<script>window.x=1;</script></body></html>`;

test("every page gets the same script, so the policy needs one hash for all of them", () => {
  const pages = ["/", "/servizi/", "/academy/ai-generativa-per-il-business/", "/404.html"].map((p) =>
    constantPagePathScript(page(gatsbyScript(p)), "page.html"),
  );
  const hashes = new Set(pages.map((html) => inlineScriptHashes(html)[0]));
  expect(hashes.size).toBe(1);
  expect(pages[1]).toContain(`<script id="gatsby-script-loader" data-page-path="/servizi/">${PAGE_PATH_CODE}</script>`);
});

test("the script still sets window.pagePath to the page's own path, quotes and ampersands included", () => {
  const path = '/odd "path" & <more>/';
  document.body.innerHTML = "";
  const html = constantPagePathScript(page(gatsbyScript(path)), "odd/index.html");
  expect(pagePathOf(html, "odd/index.html")).toBe(path);
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

test("a page without Gatsby's script, or with it in another form, stops the build, naming Gatsby and the page", () => {
  expect(() => constantPagePathScript(page(""), "servizi/index.html")).toThrow(/Gatsby's build output changed: servizi\/index.html has no page-path script/);
  expect(() => constantPagePathScript(page('<script id="gatsby-script-loader">window.pagePath="/";</script>'), "servizi/index.html")).toThrow(
    /Gatsby's build output changed: servizi\/index.html has no page-path script of the form/,
  );
  expect(() => pagePathOf(page(""), "servizi/index.html")).toThrow(/Gatsby's build output changed/);
});

test("a page already rewritten passes unchanged: a second build leaves the pages whose data did not change as they were", () => {
  const once = constantPagePathScript(page(gatsbyScript("/servizi/")), "servizi/index.html");
  expect(constantPagePathScript(once, "servizi/index.html")).toBe(once);
  expect(pagePathOf(once, "servizi/index.html")).toBe("/servizi/");
});

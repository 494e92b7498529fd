import { deferScriptsAfterFirstPaint, scriptLoader } from "../../../src/lib/performance/scripts-after-first-paint";

const page = (scripts: string) =>
  `<html><body><div id="___gatsby"></div><script id="gatsby-script-loader">window.pagePath="/";</script>${scripts}<script>window.x=1;</script></body></html>`;

describe("deferScriptsAfterFirstPaint", () => {
  it("replaces Gatsby's async entry scripts with one loader, in their order and place", () => {
    const html = page('<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script><script src="/app-3.js" async></script>');
    const out = deferScriptsAfterFirstPaint(html);
    expect(out).not.toMatch(/<script src=/);
    expect(out).toBe(page(scriptLoader(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])));
    // Inline scripts that must run during parsing stay where they were.
    expect(out.indexOf("gatsby-script-loader")).toBeLessThan(out.indexOf("requestAnimationFrame"));
  });

  it("leaves a page without entry scripts unchanged", () => {
    const html = page("");
    expect(deferScriptsAfterFirstPaint(html)).toBe(html);
  });

  it("the loader adds each script after a frame, as async scripts", () => {
    const added: string[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const fakeDocument = {
      createElement: () => ({ src: "", async: false }),
      body: { appendChild: (element: { src: string; async: boolean }) => added.push(`${element.src}${element.async ? " async" : ""}`) },
    };
    const code = scriptLoader(["/a.js", "/b.js"]).replace(/^<script>|<\/script>$/g, "");
    new Function("document", "requestAnimationFrame", "setTimeout", code)(
      fakeDocument,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    expect(added).toEqual([]);
    frames.forEach((run) => run());
    expect(added).toEqual([]);
    timers.forEach((run) => run());
    expect(added).toEqual(["/a.js async", "/b.js async"]);
  });
});

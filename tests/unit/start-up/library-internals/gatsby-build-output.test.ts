/**
 * What src/start-up/library-internals/gatsby-build-output.ts expects of Gatsby's build output, checked
 * against Gatsby's own source: a Gatsby release that writes the pages' scripts or the page-path script
 * differently fails here, naming the file and the form, before any build.
 * (The build itself stops on any page that is not of these forms.)
 */
import fs from "node:fs";
import path from "node:path";
import {
  GatsbyOutputChanged,
  entryScriptTags,
  hasEntryScripts,
  pagePathScript,
  takeEntryScripts,
} from "../../../../src/start-up/library-internals/gatsby-build-output";

const GATSBY = path.resolve(__dirname, "../../../../node_modules/gatsby");
const source = (file: string): string => fs.readFileSync(path.join(GATSBY, file), "utf8");
const expectIn = (file: string, text: string, what: string) => {
  if (!source(file).includes(text))
    throw new Error(`Gatsby's build output changed: ${file} no longer writes ${what} as src/start-up/library-internals/gatsby-build-output.ts expects`);
};

describe("Gatsby's source still writes what the build reads", () => {
  it("the entry chunks as <script src async> tags", () => {
    expectIn("cache-dir/static-entry.js", "<script key={scriptPath} src={scriptPath} async />", "the entry scripts");
  });

  it("the page path as a CDATA-wrapped JSON string in the gatsby-script-loader script", () => {
    expectIn("cache-dir/static-entry.js", "`/*<![CDATA[*/window.pagePath=${JSON.stringify(", "window.pagePath");
    expectIn("cache-dir/static-entry.js", "id={`gatsby-script-loader`}", 'the script with id "gatsby-script-loader"');
  });
});

describe("the readers", () => {
  it("take the entry scripts Gatsby writes, in order, and stop on a page without them", () => {
    const page = '<body><p>x</p><script src="/webpack-runtime-1.js" async=""></script><script src="/app-2.js" async></script></body>';
    expect(takeEntryScripts(page, "index.html")).toEqual({ sources: ["/webpack-runtime-1.js", "/app-2.js"], without: "<body><p>x</p></body>", firstAt: 14 });
    expect(() => takeEntryScripts("<body></body>", "index.html")).toThrow(GatsbyOutputChanged);
    expect(hasEntryScripts(page)).toBe(true);
    expect(hasEntryScripts("<body></body>")).toBe(false);
  });

  it("write the entry scripts back as Gatsby writes them, so they are read again the same", () => {
    const tags = entryScriptTags(["/webpack-runtime-1.js", "/app-2.js"]);
    expect(tags).toBe('<script src="/webpack-runtime-1.js" async=""></script><script src="/app-2.js" async=""></script>');
    expect(takeEntryScripts(`<body>${tags}</body>`, "index.html").sources).toEqual(["/webpack-runtime-1.js", "/app-2.js"]);
  });

  it("read the page path, and stop on a page without the script unless it was rewritten already", () => {
    const script = '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/servizi/";/*]]>*/</script>';
    expect(pagePathScript(`<body>${script}</body>`, "servizi/index.html", () => false)).toEqual({ pagePath: "/servizi/", index: 6, length: script.length });
    expect(pagePathScript("<body></body>", "servizi/index.html", () => true)).toBeNull();
    expect(() => pagePathScript("<body></body>", "servizi/index.html", () => false)).toThrow(
      /Gatsby's build output changed: servizi\/index.html has no page-path script/,
    );
  });
});

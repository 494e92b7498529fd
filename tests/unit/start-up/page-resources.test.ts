import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageResourcesReader } from "../../../src/start-up/page-resources";

describe("pageResources", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-resources-"));
  const write = (file: string, value: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(value));
  };
  write("page-data/academy/page-data.json", { componentChunkName: "component---src-pages-academy-tsx", staticQueryHashes: ["123"] });
  write("page-data/index/page-data.json", { componentChunkName: "component---src-pages-index-tsx", staticQueryHashes: [] });
  write("webpack.stats.json", {
    namedChunkGroups: {
      "component---src-pages-academy-tsx": {
        assets: [{ name: "shared-1.js" }, { name: "shared-1.js.map" }, { name: "component---src-pages-academy-tsx-2.js" }],
      },
      "component---src-pages-index-tsx": { assets: ["component---src-pages-index-tsx-3.js"] },
    },
  });
  // Made after the files above are written: the reader reads the webpack stats once, when made.
  const pageResources = (publicDir: string, page: string) => pageResourcesReader(publicDir)(page, "page/index.html");
  const html = (pagePath: string) => `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>`;

  it("names the page data, the site data, the static queries and the template's chunks", () => {
    expect(pageResources(dir, html("/academy/"))).toEqual([
      "/page-data/academy/page-data.json",
      "/page-data/app-data.json",
      "/page-data/sq/d/123.json",
      "/shared-1.js",
      "/component---src-pages-academy-tsx-2.js",
    ]);
    expect(pageResources(dir, html("/"))).toEqual(["/page-data/index/page-data.json", "/page-data/app-data.json", "/component---src-pages-index-tsx-3.js"]);
  });

  it("stops the build, naming Gatsby and the file, for a page it cannot place", () => {
    expect(() => pageResources(dir, "<p>no Gatsby here</p>")).toThrow(/Gatsby's build output changed: page\/index.html has no page-path script/);
    expect(() => pageResources(dir, html("/missing"))).toThrow(/Gatsby's build output changed: public\/page-data\/missing\/page-data.json is missing/);
    write("page-data/odd/page-data.json", { componentChunkName: "component---src-pages-odd-tsx", staticQueryHashes: [] });
    expect(() => pageResources(dir, html("/odd"))).toThrow(/public\/webpack.stats.json has no chunk group "component---src-pages-odd-tsx"/);
    write("page-data/old/page-data.json", { componentChunkName: "component---src-pages-index-tsx" });
    expect(() => pageResources(dir, html("/old"))).toThrow(/page-data\/old\/page-data.json has no componentChunkName \(a string\) and staticQueryHashes/);
  });

  it("stops the build when Gatsby wrote no webpack stats", () => {
    expect(() => pageResourcesReader(fs.mkdtempSync(path.join(os.tmpdir(), "no-stats-")))).toThrow(/public\/webpack.stats.json is missing/);
  });
});

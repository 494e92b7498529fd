/**
 * What Gatsby's runtime fetches for a page once it starts: the page's data, the site's data,
 * the static queries' results and the page template's chunks. Read from the build (page-data
 * and webpack.stats.json) so the loader can prefetch them with the entry scripts: at the
 * visitor's first activity nothing is left to download, only to run.
 */
import { APP_DATA_URL, chunkGroupScripts, pageDataOf, pageDataUrl, staticQueryUrl } from "./library-internals/gatsby-build-files";
import { pagePathOf } from "./page-path-script";

/**
 * A reader of the URLs (site-relative) of the resources Gatsby's runtime loads for the page of a
 * built HTML file. The build's webpack stats are read once, not once per page. Throws, naming
 * Gatsby, when the page, its data or the stats are not of the form expected.
 */
export function pageResourcesReader(publicDir: string): (html: string, file: string) => string[] {
  const scriptsOf = chunkGroupScripts(publicDir);
  return (html, file) => {
    const pagePath = pagePathOf(html, file);
    const { componentChunkName, staticQueryHashes } = pageDataOf(publicDir, pagePath);
    return [pageDataUrl(pagePath), APP_DATA_URL, ...staticQueryHashes.map(staticQueryUrl), ...scriptsOf(componentChunkName)];
  };
}

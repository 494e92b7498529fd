/** What the site adds to Gatsby's webpack config (gatsby-node's onCreateWebpackConfig). */
export { chakraThemeAlias } from "../start-up/library-internals/chakra-theme-files";

/**
 * The browser bundles' source maps, without the comment that points a browser to them: the build
 * moves them out of public/ (post-build.ts), so they stay at hand for reading a production stack
 * trace but are never published (they would hand out the whole source, comments included).
 */
export const unpublishedSourceMaps = (stage: string): { devtool?: string } => (stage === "build-javascript" ? { devtool: "hidden-source-map" } : {});

/**
 * `chakra-theme-defaults/*` → Chakra's own theme files, so src/theme/chakra-defaults.ts can take
 * only the tokens and recipes the site uses (the package's `exports` publish only the whole theme).
 */
import path from "node:path";
import { createRequire } from "node:module";

export const chakraThemeDefaultsAlias = (): Record<string, string> => {
  // createRequire: Gatsby bundles gatsby-node with this file, and the bundle's own `require` cannot resolve packages.
  const requireFromSite = createRequire(path.resolve("package.json"));
  const chakraRoot = path.dirname(requireFromSite.resolve("@chakra-ui/react/package.json"));
  return { "chakra-theme-defaults": path.join(chakraRoot, "dist/esm/theme") };
};

/**
 * The browser bundles' source maps, without the comment that points a browser to them: the build
 * moves them out of public/ (post-build.ts), so they stay at hand for reading a production stack
 * trace but are never published (they would hand out the whole source, comments included).
 */
export const unpublishedSourceMaps = (stage: string): { devtool?: string } => (stage === "build-javascript" ? { devtool: "hidden-source-map" } : {});

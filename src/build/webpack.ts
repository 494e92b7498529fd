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

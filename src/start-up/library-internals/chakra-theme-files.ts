/**
 * Chakra UI's theme files, reached past the package's `exports` (tests/unit/start-up/library-internals/chakra-theme-files.test.ts
 * fails, naming this file, when a Chakra release moves them or publishes them).
 *
 * Why: src/theme/chakra-defaults.ts takes only the tokens and recipes the site uses, file by file,
 * and Chakra publishes its theme only as one entry (`@chakra-ui/react/theme`) whose module builds
 * the whole default config, with every recipe, at import: about 60 KB more in every page's scripts.
 * `chakra-theme-defaults/<file>` is an alias of the theme folder for the three tools that resolve
 * it: webpack (this module, through src/gatsby-node/webpack.ts), TypeScript (tsconfig.json's `paths`)
 * and Jest (jest.config.js's `moduleNameMapper`), each to the build of the folder it reads.
 */
import path from "node:path";
import { createRequire } from "node:module";

export const CHAKRA_THEME_ALIAS = "chakra-theme-defaults";

/** The builds of the theme folder: ES modules for webpack, CommonJS for Jest, declarations for TypeScript. */
export type ChakraThemeBuild = "esm" | "cjs" | "types";

/** Chakra's theme folder of one build, as installed beside the site. */
export const chakraThemeFolder = (build: ChakraThemeBuild): string => {
  // createRequire: Gatsby bundles gatsby-node with this file, and the bundle's own `require` cannot resolve packages.
  const requireFromSite = createRequire(path.resolve("package.json"));
  const chakraRoot = path.dirname(requireFromSite.resolve("@chakra-ui/react/package.json"));
  return path.join(chakraRoot, "dist", build, "theme");
};

/** webpack's `resolve.alias` for the site's bundles. */
export const chakraThemeAlias = (): Record<string, string> => ({ [CHAKRA_THEME_ALIAS]: chakraThemeFolder("esm") });

// ESLint (flat config): correctness, hooks and accessibility. Formatting is Prettier's job:
// eslint-config-prettier, last, turns off every rule that could disagree with it.
// `npm run lint` (scripts/lint.sh) runs it with --max-warnings 0, beside `prettier --check .`.
//
// The TypeScript rules are typescript-eslint's syntactic `recommended` set, without type
// information: `recommendedTypeChecked` more than doubles lint's CPU time here, for checks tsc
// and the tests mostly cover; see docs/testing.md, "Lint, format and links".
import { defineConfig, globalIgnores } from "eslint/config";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier";
import globals from "globals";
import designTokens from "./scripts/lint/design-tokens.cjs";
import themeTokens from "./scripts/lint/theme-tokens.cjs";
import uiStrings from "./scripts/lint/ui-strings.cjs";
import importDirection from "./scripts/lint/import-direction.cjs";

/** The project's own rules (scripts/lint), one plugin for every config below that turns one on. */
const altura = { rules: { "design-tokens": designTokens.rule, "ui-strings": uiStrings.rule, "import-direction": importDirection.rule } };

/** Browser code: the site, rendered on the server too, and its component tests. */
const REACT_FILES = ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx", "tests/unit/**/*.{ts,tsx}"];

export default defineConfig(
  // Generated or installed, never edited by hand (.gitignore's list, and the GraphQL types).
  globalIgnores([
    "node_modules/",
    "public/",
    ".cache/",
    "coverage/",
    "test-results/",
    "playwright-report/",
    "bench/results/",
    ".tmp/",
    "src/gatsby-types.d.ts",
  ]),
  // A disable comment that no longer disables anything fails the lint, so none outlives its reason.
  { linterOptions: { reportUnusedDisableDirectives: "error" } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore names a parameter or binding that must be there but is not used, and
      // `({ omitted, ...rest }) => rest` is how a field is left out of a copy.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },

  {
    files: REACT_FILES,
    extends: [react.configs.flat.recommended, reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    settings: { react: { version: "18.3" } },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The automatic JSX runtime (tsconfig "jsx": "react-jsx") needs no React in scope.
      "react/react-in-jsx-scope": "off",
      // TypeScript checks every component's props; runtime propTypes would say it twice.
      "react/prop-types": "off",
      // It flags the apostrophes of Italian text ("dell'Academy"), which JSX renders as written.
      "react/no-unescaped-entities": "off",
    },
  },

  // Style values on the theme's scales (scripts/lint/design-tokens.cjs; docs/architecture.md, "Design
  // tokens: values on the scale"). The theme's fingerprint in `settings` makes ESLint's cache forget
  // its results when the theme changes; the scales themselves are read only when a file is linted.
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { altura },
    settings: { designTokens: { theme: themeTokens.themeFingerprint() } },
    rules: { "altura/design-tokens": "error" },
  },

  // The interface's words come from the dictionaries (scripts/lint/ui-strings.cjs; docs/i18n.md, "UI strings").
  {
    files: ["src/pages/**/*.{ts,tsx}", "src/templates/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}"],
    plugins: { altura },
    rules: { "altura/ui-strings": "error" },
  },

  // Components reach the start-up layer only through its index, the API its contract describes
  // (docs/start-up.md). The provider is part of the layer's design-system mechanism.
  {
    files: ["src/pages/**/*.{ts,tsx}", "src/templates/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}"],
    ignores: ["src/components/ui/provider.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "start-up/.+", message: "Use the start-up layer through its index (src/start-up/index.ts), as docs/start-up.md describes." }] },
      ],
    },
  },

  // The site and the forms function reach each other only through the site contract, one way
  // (scripts/lint/import-direction.cjs; docs/forms-backend.md, "The site's contract with the function").
  // The function's own tests and tools import its modules directly.
  {
    files: ["**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}"],
    ignores: ["tests/backend/**", "scripts/backend/**"],
    plugins: { altura },
    rules: { "altura/import-direction": "error" },
  },

  // Build time (the local plugins of plugins/ too), scripts, configs and tests run on Node.
  {
    files: [
      "gatsby-node.ts",
      "gatsby-config.ts",
      "src/gatsby-node/**",
      "src/content-model/**",
      "plugins/**",
      "scripts/**",
      "tests/**",
      "*.config.{js,ts,mjs}",
      "jest.*.{js,cjs}",
    ],
    ignores: ["tests/backend/deno/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ["tests/unit/**"], languageOptions: { globals: { ...globals.jest } } },
  // The CommonJS configs (jest).
  { files: ["**/*.js"], languageOptions: { sourceType: "commonjs" } },
  // CommonJS modules (scripts/lint: both this config and Jest load them as they are) import with require().
  { files: ["**/*.cjs"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  {
    // Playwright runs these files' page.evaluate/waitForFunction callbacks in the page.
    files: ["scripts/bench/**", "scripts/check-develop.mjs"],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The edge function, and the Deno scripts that test it, run on Deno: its globals, not Node's.
  {
    files: ["supabase/**/*.ts", "tests/backend/deno/**"],
    languageOptions: { globals: { ...globals.denoBuiltin } },
  },

  prettier,
);

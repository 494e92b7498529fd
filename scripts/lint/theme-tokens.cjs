/**
 * The theme's scales for the `altura/design-tokens` lint rule, read from the real Chakra system:
 * src/theme/index.ts is bundled with esbuild (with the build's own `chakra-theme-defaults` alias,
 * from src/start-up/library-internals/chakra-theme-files.ts, and its start-up measurement switches) and run, and its public `designSystem().tokens` and `.utility`
 * say which tokens exist and which style property reads which scale. No copy of the scales lives
 * here, so a step added to or left out of the theme (USED_STEPS) is what the rule accepts.
 *
 * Anything unexpected (the theme does not bundle, does not run, or Chakra's API is not there)
 * throws, naming the cause: the lint fails instead of passing every value.
 *
 * CommonJS, so both eslint.config.mjs and Jest (tests/unit/lint) load it as it is.
 */
"use strict";

const crypto = require("node:crypto");
const path = require("node:path");
const vm = require("node:vm");
const { createRequire } = require("node:module");
const esbuild = require("esbuild");

/** The scales the rule checks: Chakra's token categories. */
const SCALES = ["spacing", "sizes", "colors", "radii"];
const ROOT = path.resolve(__dirname, "../..");
const THEME_ENTRY = "src/theme/index.ts";
const ALIAS_MODULE = "src/start-up/library-internals/chakra-theme-files.ts";
const SWITCHES_MODULE = "src/start-up/measurement-switches.ts";

const fail = (what, cause) => {
  const reason = cause instanceof Error ? cause.message : String(cause ?? "");
  return new Error(`altura/design-tokens: ${what}${reason ? `\n${reason}` : ""}`, { cause });
};

/** One module bundled for Node; packages stay outside and are required from the site's node_modules. */
function bundle(entry, alias, define = {}) {
  try {
    const result = esbuild.buildSync({
      entryPoints: [path.join(ROOT, entry)],
      bundle: true,
      write: false,
      platform: "node",
      format: "cjs",
      packages: "external",
      alias,
      define,
      logLevel: "silent",
    });
    return result.outputFiles[0].text;
  } catch (error) {
    throw fail(`cannot bundle ${entry} to read the theme's tokens.`, error);
  }
}

/** Runs a CommonJS bundle as if it were the entry file (its `require` resolves from there). */
function run(code, entry) {
  const filename = path.join(ROOT, entry);
  const module = { exports: {} };
  try {
    const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename });
    wrapper(module.exports, createRequire(filename), module, filename, path.dirname(filename));
  } catch (error) {
    throw fail(`cannot run ${entry} to read the theme's tokens.`, error);
  }
  return module.exports;
}

/**
 * The start-up layer's measurement switches as the site's bundles have them (src/gatsby-node/webpack.ts):
 * each `START_UP_ABLATED.<flag>` and `START_UP_TRIED.<flag>` a literal, for esbuild's `define`.
 */
function switchConstants() {
  const constants = run(bundle(SWITCHES_MODULE, {}), SWITCHES_MODULE);
  if (typeof constants.switchConstants !== "function") throw fail(`${SWITCHES_MODULE} no longer exports switchConstants().`);
  return Object.fromEntries(
    Object.entries(constants.switchConstants(constants.startUpSwitches())).flatMap(([global, flags]) =>
      Object.entries(flags).map(([flag, literal]) => [`${global}.${flag}`, literal]),
    ),
  );
}

let themeCode;
/** The bundled theme, once per process. */
function themeBundle() {
  if (themeCode === undefined) {
    const { chakraThemeAlias } = run(bundle(ALIAS_MODULE, {}), ALIAS_MODULE);
    if (typeof chakraThemeAlias !== "function") throw fail(`${ALIAS_MODULE} no longer exports chakraThemeAlias().`);
    themeCode = bundle(THEME_ENTRY, chakraThemeAlias(), switchConstants());
  }
  return themeCode;
}

/**
 * A hash of everything the scales come from: the theme's own files, Chakra's theme files it
 * imports (both inside the bundle) and Chakra's version. eslint.config.mjs puts it in the rule's
 * settings, so ESLint's cache forgets its results when the theme changes.
 */
function themeFingerprint() {
  const chakraVersion = createRequire(path.join(ROOT, "package.json"))("@chakra-ui/react/package.json").version;
  return crypto.createHash("sha256").update(themeBundle()).update(chakraVersion).digest("hex").slice(0, 16);
}

/** `Tokens["sizes"]` in a utility's types → "sizes". */
const scaleOfTypes = (types) => SCALES.find((scale) => (types ?? []).includes(`Tokens["${scale}"]`));

/** What the rule needs of a Chakra system, checked to be there. */
function readSystem(system) {
  const tokens = system?.tokens;
  const utility = system?.utility;
  if (!(tokens?.categoryMap instanceof Map) || !(tokens?.tokenMap instanceof Map) || !Array.isArray(tokens?.allTokens)) {
    throw fail(`${THEME_ENTRY}'s \`system\` has no tokens.categoryMap, tokenMap or allTokens: not a Chakra system, or Chakra's API changed.`);
  }
  if (
    typeof utility?.getTypes !== "function" ||
    !(utility?.shorthands instanceof Map) ||
    !(system.properties instanceof Set) ||
    typeof system.conditions?.has !== "function"
  ) {
    throw fail(`${THEME_ENTRY}'s \`system\` has no utility.getTypes(), utility.shorthands, properties or conditions: Chakra's API changed.`);
  }

  /** Each scale's token names, as style props take them: "4", "-4", "header.wide", "surface.dark", "colorPalette.fg". */
  const scales = {};
  for (const scale of SCALES) {
    const names = [...(tokens.categoryMap.get(scale)?.keys() ?? [])];
    if (names.length === 0) throw fail(`the theme has no ${scale} tokens: ${THEME_ENTRY} did not build the system the site uses.`);
    scales[scale] = new Set(names);
  }

  /** Style property (longhand, Chakra shorthand or Chakra utility) → the scale it reads. */
  const propertyScale = new Map();
  for (const [property, types] of utility.getTypes()) {
    const scale = scaleOfTypes(types);
    if (scale) propertyScale.set(property, scale);
  }
  for (const [shorthand, property] of utility.shorthands) {
    if (propertyScale.has(property)) propertyScale.set(shorthand, propertyScale.get(property));
  }
  for (const scale of SCALES) {
    if (![...propertyScale.values()].includes(scale)) throw fail(`no style property reads the ${scale} scale in utility.getTypes(): Chakra's API changed.`);
  }

  return {
    scales,
    propertyScale,
    /** Full token names, for `{sizes.header.wide}` and `token(…)` references. */
    tokenNames: new Set(tokens.tokenMap.keys()),
    /** The CSS variables tokens declare, for `var(--chakra-…)`. */
    cssVars: new Set(tokens.allTokens.map((token) => token.extensions?.cssVar?.var).filter(Boolean)),
    /** A style property Chakra knows (longhand, shorthand or utility), not a condition (`_hover`, `md`). */
    isStyleProperty: (name) => system.properties.has(name) && !system.conditions.has(name),
    /** The CSS property a Chakra shorthand stands for. */
    longhand: (name) => utility.resolveShorthand(name),
  };
}

let theme;
/** The theme's scales, loaded once per process (an ESLint run, a Jest worker). */
function loadThemeTokens() {
  if (theme === undefined) {
    const { designSystem } = run(themeBundle(), THEME_ENTRY);
    if (typeof designSystem !== "function") throw fail(`${THEME_ENTRY} no longer exports \`designSystem()\`.`);
    theme = readSystem(designSystem());
  }
  return theme;
}

module.exports = { SCALES, loadThemeTokens, readSystem, themeFingerprint };

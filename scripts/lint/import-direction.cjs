/**
 * ESLint rule `altura/import-direction`: the site and the forms function share one module, the site
 * contract (supabase/functions/_shared/site-contract/), and reach each other only through it
 * (docs/forms-backend.md, "The site's contract with the function"):
 * - nothing under supabase/ imports from src/;
 * - the contract's files import only each other (and packages), so whatever imports one of them
 *   reaches neither the function's own modules nor the site's;
 * - everywhere else (the site, its build, its tests and scripts) an import of supabase/functions/
 *   names one of the contract's files: not the function's own modules, and not the contract's index,
 *   which re-exports the forms' rules and would put yup in a page's first load.
 * The function's own tests and tools (tests/backend, scripts/backend) are not given the rule
 * (eslint.config.mjs): they exercise its modules directly.
 *
 * Every relative specifier is resolved against the file's folder: imports and exports, `import()`,
 * `import("…")` types, `require()`, and Jest's `jest.mock("…")` and its kin.
 */
"use strict";

const path = require("node:path");

const RULE_NAME = "altura/import-direction";

const ROOT = path.resolve(__dirname, "../..");
const SRC = "src";
const SUPABASE = "supabase";
const FUNCTIONS = "supabase/functions";
const CONTRACT = "supabase/functions/_shared/site-contract";

/** The extensions an import may name or leave out; compared without them. */
const EXTENSION = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

const JEST_MODULE_CALLS = new Set(["mock", "doMock", "unmock", "dontMock", "requireActual", "requireMock", "createMockFromModule", "setMock"]);

/** A path relative to the repository, with forward slashes and without its extension. */
const fromRoot = (absolute) => path.relative(ROOT, absolute).split(path.sep).join("/").replace(EXTENSION, "");

const isInside = (file, folder) => file === folder || file.startsWith(`${folder}/`);

/** What is wrong with `file` importing `target` (both from the repository's root), or undefined. */
const violation = (file, target) => {
  if (isInside(file, SUPABASE)) {
    if (isInside(target, SRC)) return "supabaseToSrc";
    if (isInside(file, CONTRACT) && !isInside(target, CONTRACT)) return "contractOutside";
    return undefined;
  }
  if (!isInside(target, FUNCTIONS)) return undefined;
  if (!isInside(target, CONTRACT)) return "siteToFunction";
  if (target === CONTRACT || target === `${CONTRACT}/index`) return "siteToContractIndex";
  return undefined;
};

/** The string literal a module is named by, from the node that holds it. */
const moduleName = (node) => {
  if (!node) return undefined;
  if (node.type === "TSLiteralType") return moduleName(node.literal);
  if (node.type === "Literal" && typeof node.value === "string") return node;
  if (node.type === "TemplateLiteral" && node.expressions.length === 0) return { ...node, value: node.quasis[0].value.cooked };
  return undefined;
};

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "The site and the forms function import each other only through the site contract, one way" },
    schema: [],
    messages: {
      supabaseToSrc:
        "supabase/ imports nothing from src/ ({{specifier}}): what the function shares with the site lives in supabase/functions/_shared/site-contract/.",
      contractOutside:
        "The site contract imports only its own files ({{specifier}}): the site imports it, so it must reach neither the function's modules nor src/.",
      siteToFunction:
        "The site reaches the function's code only through the site contract ({{specifier}}): import a file of supabase/functions/_shared/site-contract/, or move what both sides need there.",
      siteToContractIndex:
        "The site imports the contract's files by name, not its index ({{specifier}}): the index re-exports the forms' rules and yup, which would land in a page's first load.",
    },
  },
  create(context) {
    const file = fromRoot(path.resolve(context.cwd, context.filename));
    const folder = path.dirname(path.resolve(context.cwd, context.filename));
    const check = (holder) => {
      const literal = moduleName(holder);
      if (!literal || !/^\.{1,2}(?:\/|$)/.test(literal.value)) return;
      const messageId = violation(file, fromRoot(path.resolve(folder, literal.value)));
      if (messageId) context.report({ node: holder, messageId, data: { specifier: literal.value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // typescript-eslint 8 names the module `source`, and warns when `argument` is read.
      TSImportType: (node) => check(node.source ?? node.argument),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression(node) {
        const { callee } = node;
        const isRequire = callee.type === "Identifier" && callee.name === "require";
        const isJest =
          callee.type === "MemberExpression" &&
          callee.object.type === "Identifier" &&
          callee.object.name === "jest" &&
          callee.property.type === "Identifier" &&
          JEST_MODULE_CALLS.has(callee.property.name);
        if (isRequire || isJest) check(node.arguments[0]);
      },
    };
  },
};

module.exports = { rule, RULE_NAME, violation };

/**
 * ESLint rule `altura/design-tokens`: a style value that reads the spacing, sizes, colours or radii
 * scale must be a token of the theme. `h="18"`, `p="12px"`, `bg="#fff"` fail where they are written;
 * Chakra would pass them to the CSS as they are (`height: 18`, which the browser ignores).
 *
 * Where it looks: style props of components (`<Box h="…">`, `_hover={{…}}`, responsive objects and
 * arrays, `a ? "x" : "y"`), `css={…}` objects, objects spread onto components, recipes
 * (`defineRecipe`, `defineSlotRecipe`), `defineStyle`, `defineGlobalStyles` and `defineConfig`'s
 * `globalCss`; a `const` of the same file used there is followed. Not checked: plain DOM elements
 * and their `style` (no Chakra, no scale), components of other packages (gatsby-plugin-image,
 * lucide-react), and style objects imported from another module.
 *
 * What passes: a token of the property's scale (semantic tokens and `colorPalette.*` included; a
 * colour with an opacity, `black/40`), a CSS keyword valid for the property (`auto`, `none` on
 * `max-*`, `transparent`, `currentColor`, `inherit`…), `0`, a percentage, a viewport unit, and
 * `calc()`/`min()`/`var()`/`{token.path}` expressions whose references exist and which hold no raw
 * length or colour. Every other style value is checked for raw colours (`#…`, `rgb(…)`, `hsl(…)`…)
 * and for references to tokens that do not exist.
 *
 * A deliberate exception: `// eslint-disable-next-line altura/design-tokens -- <why>`; the reason
 * is required. The scales come from the theme itself (theme-tokens.cjs); docs/architecture.md,
 * "Design tokens: values on the scale".
 */
"use strict";

const { loadThemeTokens } = require("./theme-tokens.cjs");

const RULE_NAME = "altura/design-tokens";
const CHAKRA = "@chakra-ui/react";
/** Chakra helpers whose argument is a style definition. */
const STYLE_HELPERS = new Set(["defineRecipe", "defineSlotRecipe", "defineStyle", "defineGlobalStyles", "defineConfig"]);

const GLOBAL_KEYWORDS = ["inherit", "initial", "unset", "revert", "revert-layer"];
/** CSS keywords each property accepts, by its longhand name. */
const KEYWORDS = [
  [/^(margin|inset|top|right|bottom|left|scrollPadding|translate)/i, ["auto"]],
  [/(gap|Gap)$/, ["normal"]],
  [/^(width|height|minWidth|minHeight|inlineSize|blockSize|minInlineSize|minBlockSize|boxSize|flexBasis)$/, ["auto"]],
  [/^max(Width|Height|InlineSize|BlockSize)$/, ["none"]],
  [/^flexBasis$/, ["content"]],
  [
    /^(width|height|(min|max)(Width|Height|InlineSize|BlockSize)|inlineSize|blockSize|boxSize|flexBasis)$/,
    ["min-content", "max-content", "fit-content", "stretch", "-webkit-fill-available"],
  ],
  [/^(background|fill|stroke)$/, ["none"]],
];
const COLOR_KEYWORDS = ["transparent", "currentColor", "currentcolor", "currentBg"];

const RAW_COLOR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const LENGTH_UNITS = "px|rem|em|ch|ex|pt|pc|cm|mm|in|q|lh|rlh|cap|ic";
const RAW_LENGTH = new RegExp(`(?:^|[\\s(,*/+-])(-?\\d*\\.?\\d+(?:${LENGTH_UNITS}))(?![\\w-])`, "gi");
const PERCENT_OR_VIEWPORT = /^-?(?:\d+|\d*\.\d+)(?:%|[dsl]?v[hwib]|vmin|vmax|cq[whib]|cqmin|cqmax)$/i;
const ZERO = /^-?0*\.?0+(?:[a-z]+)?$/i;
const REFERENCE = /\{([^{}]+)\}/g;
const TOKEN_FUNCTION = /\btoken\(\s*([^,)\s]+)/g;
const CHAKRA_VAR = /var\(\s*(--chakra-[\w-]+)/g;
/** Where a value's own text is not a style value. */
const FREE_TEXT_PROPERTIES = new Set(["content", "quotes", "gridTemplateAreas", "fontFamily", "animation", "animationName"]);

/** The parts of a value separated by spaces outside parentheses: "0 auto" → ["0", "auto"]. */
function topLevelParts(value) {
  const parts = [];
  let depth = 0;
  let current = "";
  for (const char of value) {
    if (char === "(") depth += 1;
    if (char === ")") depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = "";
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** A short list of a scale's steps for the message. */
function describeScale(theme, scale) {
  const names = [...theme.scales[scale]].filter((name) => !name.startsWith("-") && !name.startsWith("colorPalette") && !name.startsWith("breakpoint-"));
  if (scale === "colors") {
    const groups = [...new Set(names.map((name) => (name.includes(".") ? `${name.split(".")[0]}.*` : name)))];
    return groups.join(", ");
  }
  const numeric = names.filter((name) => /^\d+(?:\.\d+)?$/.test(name)).sort((a, b) => parseFloat(a) - parseFloat(b));
  const named = names.filter((name) => !numeric.includes(name));
  return [...numeric, ...named].join(", ");
}

/**
 * What is wrong with a string value of a property that reads `scale` (null: nothing).
 * Returns { problem: "scale" | "rawColor" | "rawLength" | "reference", detail }.
 */
function checkScaleValue(theme, scale, longhand, raw) {
  const value = raw.trim().replace(/\s*!(?:important)?$/, "");
  if (value === "") return null;
  const tokens = theme.scales[scale];
  if (tokens.has(value)) return null;
  if (scale === "colors") {
    const withOpacity = /^(.+)\/(\d{1,3}(?:\.\d+)?)$/.exec(value);
    if (withOpacity && tokens.has(withOpacity[1]) && Number(withOpacity[2]) <= 100) return null;
  }
  if (keywordFits(scale, longhand, value)) return null;
  const parts = topLevelParts(value);
  const problems = parts.map((part) => checkPart(theme, scale, longhand, part, parts.length > 1));
  return problems.find(Boolean) ?? null;
}

function keywordFits(scale, longhand, value) {
  if (GLOBAL_KEYWORDS.includes(value)) return true;
  if (scale === "colors" && COLOR_KEYWORDS.includes(value)) return true;
  return KEYWORDS.some(([property, keywords]) => property.test(longhand) && keywords.includes(value));
}

/** One space-separated part of a scale's value. Inside a multi-part value, tokens are not expanded. */
function checkPart(theme, scale, longhand, part, inMultiPart) {
  if (!inMultiPart && theme.scales[scale].has(part)) return null;
  if (keywordFits(scale, longhand, part)) return null;
  if (RAW_COLOR.test(part)) return { problem: "rawColor", detail: part };
  const reference = unknownReference(theme, part);
  if (reference) return reference;
  if (/^\{[^{}]+\}$/.test(part) || /^[\w-]+\(.*\)$/s.test(part)) {
    if (scale === "colors") return null;
    const lengths = rawLengths(part);
    return lengths.length ? { problem: "rawLength", detail: lengths.join(", ") } : null;
  }
  if (scale !== "colors" && (ZERO.test(part) || PERCENT_OR_VIEWPORT.test(part))) return null;
  return { problem: "scale", detail: part };
}

/** Raw lengths in a value, outside token references and variable names ("calc(100% - 3.5rem)" → ["3.5rem"]). */
function rawLengths(value) {
  const bare = value.replace(REFERENCE, "ref").replace(/var\([^()]*\)/g, "var");
  return [...bare.matchAll(RAW_LENGTH)].map((match) => match[1]).filter((length) => !ZERO.test(length));
}

/** A `{path}`, `token(path)` or `var(--chakra-…)` that names no token of the theme. */
function unknownReference(theme, value) {
  for (const [, name] of value.matchAll(REFERENCE)) {
    const path = name.trim().replace(/\/[\d.]+$/, "");
    if (!theme.tokenNames.has(path)) return { problem: "reference", detail: `{${name}}` };
  }
  for (const [, name] of value.matchAll(TOKEN_FUNCTION)) {
    if (!theme.tokenNames.has(name.replace(/\/[\d.]+$/, ""))) return { problem: "reference", detail: `token(${name})` };
  }
  for (const [, name] of value.matchAll(CHAKRA_VAR)) {
    if (!theme.cssVars.has(name)) return { problem: "reference", detail: `var(${name})` };
  }
  return null;
}

/** A value of a style property outside the four scales: only raw colours and broken references. */
function checkOtherValue(theme, property, raw) {
  if (FREE_TEXT_PROPERTIES.has(property)) return null;
  const color = RAW_COLOR.exec(raw);
  if (color) {
    const start = color.index;
    const end = raw.startsWith("#", start) ? start + color[0].length : closingParen(raw, start + color[0].length - 1);
    return { problem: "rawColorInside", detail: raw.slice(start, end) };
  }
  return unknownReference(theme, raw);
}

function closingParen(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === "(") depth += 1;
    if (text[i] === ")" && --depth === 0) return i + 1;
  }
  return text.length;
}

const MESSAGES = {
  scale: "{{shown}} is not on the {{scale}} scale (tokens: {{tokens}}): use a token, add the step to the theme, or mark a deliberate exception",
  rawColor:
    "{{shown}} is a raw colour ({{detail}}), not a token of the colors scale (tokens: {{tokens}}): use a token, add one to the theme, or mark a deliberate exception",
  rawLength:
    "{{shown}} holds raw lengths ({{detail}}), not on the {{scale}} scale (tokens: {{tokens}}): use {{{scale}}.…} references, add the step to the theme, or mark a deliberate exception",
  reference: "{{shown}} refers to {{detail}}, which is no token of the theme: fix the name or add the token to the theme",
  rawColorInside:
    "{{shown}} holds a raw colour ({{detail}}), not a token of the colors scale: use a colour token ({colors.…}), add one to the theme, or mark a deliberate exception",
  exceptionWithoutReason: "A deliberate exception to altura/design-tokens says why: `// eslint-disable-next-line altura/design-tokens -- <the reason>`",
};

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Style values on the theme's spacing, sizes, colours and radii scales (docs/architecture.md)" },
    schema: [],
    messages: MESSAGES,
  },
  create(context) {
    const sourceCode = context.sourceCode;
    /** Local names imported from Chakra, and from other packages (whose components are not Chakra's). */
    const chakraImports = new Map();
    const foreignImports = new Set();
    let theme;
    // Loaded on the first value to check, once per process; throws (failing the lint) if it cannot be.
    const getTheme = () => (theme ??= loadThemeTokens());

    function report(node, messageId, data) {
      context.report({ node, messageId, data });
    }

    /** Shown in the message: `h="18"` in JSX, `height: "18px"` in an object. */
    function shown(property, raw, inJsx, isNumber) {
      const text = isNumber ? raw : JSON.stringify(raw);
      if (inJsx) return isNumber ? `${property}={${text}}` : `${property}=${text}`;
      return `${property}: ${text}`;
    }

    function checkString(property, raw, node, inJsx, isNumber = false) {
      const t = getTheme();
      const scale = t.propertyScale.get(property);
      const longhand = t.longhand(property);
      const result = scale ? checkScaleValue(t, scale, longhand, raw) : t.isStyleProperty(property) ? checkOtherValue(t, longhand, raw) : null;
      if (!result) return;
      const tokens = scale ? describeScale(t, scale) : "";
      report(node, result.problem, { shown: shown(property, raw, inJsx, isNumber), scale: scale ?? "", detail: result.detail, tokens });
    }

    /** The variable's `const` initialiser in this file, if the expression is a name for one. */
    function resolveConst(node) {
      if (node.type !== "Identifier") return null;
      let scope = sourceCode.getScope(node);
      while (scope) {
        const variable = scope.set.get(node.name);
        if (variable) {
          const def = variable.defs[0];
          if (def?.type === "Variable" && def.parent?.kind === "const" && def.node.init && def.node.id.type === "Identifier") return def.node.init;
          return null;
        }
        scope = scope.upper;
      }
      return null;
    }

    function unwrap(node) {
      let current = node;
      while (
        current &&
        ["TSAsExpression", "TSSatisfiesExpression", "TSNonNullExpression", "JSXExpressionContainer", "ChainExpression"].includes(current.type)
      ) {
        current = current.expression;
      }
      return current;
    }

    /** The value of one style property: literal, responsive object or array, conditional, const. */
    function checkValue(property, expression, inJsx, seen = new Set()) {
      const node = unwrap(expression);
      if (!node || seen.has(node)) return;
      seen.add(node);
      switch (node.type) {
        case "Literal":
          if (typeof node.value === "string") checkString(property, node.value, node, inJsx);
          else if (typeof node.value === "number") checkString(property, String(node.value), node, inJsx, true);
          return;
        case "UnaryExpression":
          if (node.operator === "-" && node.argument.type === "Literal" && typeof node.argument.value === "number") {
            checkString(property, `-${node.argument.value}`, node, inJsx, true);
          }
          return;
        case "TemplateLiteral":
          // The ${…} parts are the code's own values: a neutral placeholder stands in for them.
          checkString(property, node.quasis.map((quasi) => quasi.value.cooked ?? "").join("var(--dynamic)"), node, inJsx);
          return;
        case "ObjectExpression":
          // Breakpoints and conditions: { base: "4", md: "8", _hover: "…" }.
          for (const prop of node.properties) {
            if (prop.type === "Property") checkValue(property, prop.value, inJsx, seen);
          }
          return;
        case "ArrayExpression":
          for (const element of node.elements) if (element) checkValue(property, element, inJsx, seen);
          return;
        case "ConditionalExpression":
          checkValue(property, node.consequent, inJsx, seen);
          checkValue(property, node.alternate, inJsx, seen);
          return;
        case "LogicalExpression":
          if (node.operator !== "&&") checkValue(property, node.left, inJsx, seen);
          checkValue(property, node.right, inJsx, seen);
          return;
        case "Identifier": {
          const init = resolveConst(node);
          if (init) checkValue(property, init, inJsx, seen);
          return;
        }
        default:
      }
    }

    function propertyName(prop) {
      if (prop.computed) return null;
      if (prop.key.type === "Identifier") return prop.key.name;
      if (prop.key.type === "Literal") return String(prop.key.value);
      return null;
    }

    /** A style object: properties, conditions (`_hover`), selectors (`"& a"`, `@media …`), spreads. */
    function checkStyleObject(expression, seen = new Set()) {
      const node = unwrap(expression);
      if (!node || seen.has(node)) return;
      seen.add(node);
      if (node.type === "Identifier") {
        const init = resolveConst(node);
        if (init) checkStyleObject(init, seen);
        return;
      }
      if (node.type === "ArrayExpression") {
        for (const element of node.elements) if (element) checkStyleObject(element, seen);
        return;
      }
      if (node.type === "ConditionalExpression") {
        checkStyleObject(node.consequent, seen);
        checkStyleObject(node.alternate, seen);
        return;
      }
      if (node.type === "LogicalExpression") {
        checkStyleObject(node.right, seen);
        return;
      }
      if (node.type !== "ObjectExpression") return;
      const t = getTheme();
      for (const prop of node.properties) {
        if (prop.type === "SpreadElement") {
          checkStyleObject(prop.argument, seen);
          continue;
        }
        const name = propertyName(prop);
        const value = unwrap(prop.value);
        if (name !== null && t.isStyleProperty(name) && !isNestedStyle(value)) checkValue(name, prop.value, false);
        else checkStyleObject(prop.value, seen);
      }
    }

    /** `{ base: {…} }` under a style property is a nested style, not a responsive value (`color` as a variant name). */
    function isNestedStyle(value) {
      return value?.type === "ObjectExpression" && value.properties.some((p) => p.type === "Property" && unwrap(p.value)?.type === "ObjectExpression");
    }

    /** `defineRecipe({ base, variants, compoundVariants })`; slot recipes have one more level, by slot. */
    function checkRecipe(definition, slots) {
      const node = unwrap(definition);
      if (node?.type !== "ObjectExpression") return;
      const field = (object, key) =>
        object?.type === "ObjectExpression" && object.properties.find((p) => p.type === "Property" && propertyName(p) === key)?.value;
      const styles = (value) => {
        const object = unwrap(value);
        if (!slots) return checkStyleObject(object);
        if (object?.type === "ObjectExpression") for (const p of object.properties) if (p.type === "Property") checkStyleObject(p.value);
      };
      styles(field(node, "base"));
      const variants = unwrap(field(node, "variants"));
      for (const variant of variants?.type === "ObjectExpression" ? variants.properties : []) {
        const options = unwrap(variant.value);
        for (const option of options?.type === "ObjectExpression" ? options.properties : []) if (option.type === "Property") styles(option.value);
      }
      const compound = unwrap(field(node, "compoundVariants"));
      for (const entry of compound?.type === "ArrayExpression" ? compound.elements : []) styles(field(unwrap(entry), "css"));
    }

    /** Is this JSX element a component that takes Chakra's style props? */
    function isStyleHost(name) {
      if (name.type === "JSXIdentifier") return /^[A-Z]/.test(name.name) && !foreignImports.has(name.name);
      if (name.type === "JSXMemberExpression") {
        let root = name.object;
        while (root.type === "JSXMemberExpression") root = root.object;
        return root.type === "JSXIdentifier" && !foreignImports.has(root.name) && (/^[A-Z]/.test(root.name) || chakraImports.has(root.name));
      }
      return false;
    }

    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        const isChakra = source === CHAKRA;
        const isPackage = !source.startsWith(".") && !source.startsWith("/");
        for (const specifier of node.specifiers) {
          if (isChakra)
            chakraImports.set(specifier.local.name, specifier.type === "ImportSpecifier" ? (specifier.imported.name ?? specifier.imported.value) : null);
          else if (isPackage) foreignImports.add(specifier.local.name);
        }
      },

      JSXOpeningElement(node) {
        if (!isStyleHost(node.name)) return;
        for (const attribute of node.attributes) {
          if (attribute.type === "JSXSpreadAttribute") {
            checkStyleObject(attribute.argument);
            continue;
          }
          if (attribute.name.type !== "JSXIdentifier" || !attribute.value) continue;
          const name = attribute.name.name;
          if (name === "css" || name.startsWith("_")) {
            if (attribute.value.type === "JSXExpressionContainer") checkStyleObject(attribute.value.expression);
            continue;
          }
          const t = getTheme();
          if (t.isStyleProperty(name)) checkValue(name, attribute.value, true);
        }
      },

      CallExpression(node) {
        if (node.callee.type !== "Identifier") return;
        const helper = chakraImports.get(node.callee.name);
        if (!helper || !STYLE_HELPERS.has(helper) || node.arguments.length === 0) return;
        const [definition] = node.arguments;
        if (helper === "defineRecipe") checkRecipe(definition, false);
        else if (helper === "defineSlotRecipe") checkRecipe(definition, true);
        else if (helper === "defineConfig") {
          const config = unwrap(definition);
          const globalCss = config?.type === "ObjectExpression" && config.properties.find((p) => p.type === "Property" && propertyName(p) === "globalCss");
          if (globalCss) checkStyleObject(globalCss.value);
        } else checkStyleObject(definition);
      },

      // An exception to this rule carries its reason.
      Program() {
        for (const comment of sourceCode.getAllComments()) {
          const directive = /^\s*eslint-disable(?:-next-line|-line)?\s+([^]*)$/.exec(comment.value);
          if (!directive) continue;
          const [rules, reason] = directive[1].split(/\s-{2,}\s/);
          if (rules.split(",").some((name) => name.trim() === RULE_NAME) && !reason?.trim()) report(comment, "exceptionWithoutReason", {});
        }
      },
    };
  },
};

module.exports = { rule, RULE_NAME };

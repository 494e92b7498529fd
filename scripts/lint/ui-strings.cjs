/**
 * ESLint rule `altura/ui-strings`: the interface's words come from the dictionaries
 * (src/i18n/dictionaries/it.ts and en.ts, read with useDictionary), never from a literal in a page,
 * template or component, so that an English page cannot show an Italian word by accident.
 *
 * What it reports, by heuristic:
 * - text written in JSX (`<a>Scopri i corsi</a>`): any text with a letter in it;
 * - a string in a place that shows text (`eyebrow="Catalogo"`, `aria-label="…"`, `{ term: "Durata" }`):
 *   any string with a letter in it (TEXT_NAMES below);
 * - any other string or template literal that reads as Italian: an Italian accented letter, an
 *   elided article (`dell'`, `l'`), or two words or more among which an Italian function word.
 * Not reported: imports, GraphQL queries (`graphql` tags), and strings that are identifiers, paths
 * or style values (`id="corsi"`, `href="#corsi"`, `variant="cta"`) outside the places that show text.
 *
 * A deliberate exception: `// eslint-disable-next-line altura/ui-strings -- <why>`.
 * Texts content staff change belong in data/, not in a dictionary (docs/i18n.md).
 */
"use strict";

const RULE_NAME = "altura/ui-strings";

/** Props and object keys whose value is shown to the visitor (or read out by a screen reader). */
const TEXT_NAMES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "alt",
  "title",
  "placeholder",
  "label",
  "eyebrow",
  "lead",
  "heading",
  "intro",
  "prefix",
  "term",
  "description",
  "text",
  "message",
  "children",
]);

/** Words of Italian that English does not use on its own (articles, prepositions, pronouns, conjunctions). */
const ITALIAN_WORDS = new Set(
  (
    "il lo gli di del dello della dei degli delle che per con una uno nel nello nella nei negli nelle sul sullo sulla " +
    "sui sugli sulle alla alle allo agli ai al dal dalla dalle dai dagli da e ed è non sono tuo tua tuoi tue questo questa " +
    "questi queste ogni anche più tra fra ci ti vi ne chi cosa dove quando nostro nostra nostri nostre vostro perché " +
    "oppure già ancora solo tutti tutte tutto tutta su"
  ).split(" "),
);
const ITALIAN_ACCENTS = /[àèéìòù]/i;
const ELIDED_ARTICLE = /(?:^|[\s«"(])(?:l|dell|nell|all|dall|sull|un|d|c|quest|tutt)['’][a-zà-ù]/i;
const LETTER = /\p{L}/u;

/** Whether a text reads as Italian. */
const looksItalian = (text) => {
  if (ITALIAN_ACCENTS.test(text) || ELIDED_ARTICLE.test(text)) return true;
  // Words as written between spaces and punctuation: "E-mail" and "#F59E0B" are one word each.
  const words = text
    .toLowerCase()
    .split(/[\s,.;:!?()[\]{}«»"“”…]+/u)
    .filter((word) => LETTER.test(word));
  return words.length >= 2 && words.some((word) => ITALIAN_WORDS.has(word));
};

/** The name of the prop or object key a string is the value of (through `a ? "x" : "y"`, `a && "x"`, `{…}`). */
const nameOfPlace = (node) => {
  let current = node;
  let parent = node.parent;
  while (
    parent &&
    (parent.type === "ConditionalExpression" ||
      parent.type === "LogicalExpression" ||
      parent.type === "JSXExpressionContainer" ||
      parent.type === "TemplateLiteral")
  ) {
    current = parent;
    parent = parent.parent;
  }
  if (!parent) return undefined;
  if (parent.type === "JSXAttribute") return typeof parent.name.name === "string" ? parent.name.name : parent.name.name.name;
  if (parent.type === "Property" && parent.value === current && !parent.computed) {
    return parent.key.type === "Identifier" ? parent.key.name : String(parent.key.value);
  }
  if (parent.type === "JSXElement" || parent.type === "JSXFragment") return "children";
  return undefined;
};

/** Strings that are code, not words: imports, GraphQL, type positions, object keys. */
const isCode = (node) => {
  const parent = node.parent;
  if (!parent) return true;
  if (parent.type === "ImportDeclaration" || parent.type === "ExportNamedDeclaration" || parent.type === "ExportAllDeclaration") return true;
  if (parent.type === "ImportExpression" || parent.type === "TSExternalModuleReference") return true;
  if (parent.type === "TSLiteralType") return true;
  if (parent.type === "Property" && parent.key === node) return true;
  if (parent.type === "TaggedTemplateExpression" || parent.parent?.type === "TaggedTemplateExpression") return true;
  if (parent.type === "CallExpression" && parent.callee.type === "Identifier" && parent.callee.name === "require") return true;
  return false;
};

const rule = {
  meta: {
    type: "problem",
    docs: { description: "The interface's words come from the dictionaries (src/i18n), not from literals" },
    schema: [],
    messages: {
      jsxText: "Text written in JSX ({{text}}): take it from the dictionary (useDictionary(), src/i18n/dictionaries/it.ts and en.ts).",
      textProp: "A shown text ({{text}}) in `{{name}}`: take it from the dictionary (useDictionary(), src/i18n/dictionaries/it.ts and en.ts).",
      italian: "An Italian literal ({{text}}): take it from the dictionary (useDictionary(), src/i18n/dictionaries/it.ts and en.ts).",
    },
  },
  create(context) {
    const excerpt = (text) => JSON.stringify(text.trim().replace(/\s+/g, " ").slice(0, 40));
    const check = (node, text) => {
      if (!LETTER.test(text) || isCode(node)) return;
      const name = nameOfPlace(node);
      if (name !== undefined && TEXT_NAMES.has(name) && name !== "children") {
        context.report({ node, messageId: "textProp", data: { text: excerpt(text), name } });
      } else if (looksItalian(text)) {
        context.report({ node, messageId: "italian", data: { text: excerpt(text) } });
      }
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, messageId: "jsxText", data: { text: excerpt(node.value) } });
      },
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateLiteral(node) {
        if (isCode(node)) return;
        const text = node.quasis.map((quasi) => quasi.value.cooked ?? "").join(" … ");
        if (LETTER.test(text)) check(node, text);
      },
    };
  },
};

module.exports = { rule, looksItalian, RULE_NAME };

/**
 * A sub-plugin of gatsby-transformer-remark (gatsby-config.ts): gives every heading of a Markdown text
 * a stable id, from its words alone, before the text is rendered. The HTML carries it
 * (`<h2 id="perche-l-ai-non-basta">`), MarkdownRemark's `headings` return it, and its
 * `tableOfContents` links to it (mdast-util-toc reads the same `hProperties.id`), so an article's
 * table of contents, its headings and any link to a section agree.
 *
 * Why not gatsby-remark-autolink-headers: its gatsby-ssr adds an inline script to the head of every
 * page of the site and its gatsby-browser takes over the router's scrolling, and its ids keep accented
 * letters (`perché-…`). Here an id is ASCII: accents dropped (`perché` → `perche`), lower case, every
 * other run of characters one hyphen; a repeated heading gets `-2`, `-3`… in the order of the text.
 *
 * CommonJS, as gatsby-transformer-remark requires it (the build does not compile plugins); Jest and
 * the type check read it through index.d.cts.
 */
"use strict";

/** The id of a heading whose words leave nothing once cleaned (a heading of symbols only). */
const FALLBACK_ID = "section";

/**
 * "Perché l'AI non basta?" → "perche-l-ai-non-basta"; "The manager's part" → "the-managers-part". An
 * apostrophe before a consonant (English: manager's, it's, don't) is dropped; before a vowel or h
 * (Italian elision: l'AI, dell'obiettivo) it separates two words.
 */
const headingSlug = (text) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’](?=[bcdfgjklmnpqrstvwxyz])/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") || FALLBACK_ID;

/** The text of an mdast node: its value, or its children's, joined (inline code and links included). */
const textOf = (node) => {
  if (typeof node.value === "string") return node.value;
  return Array.isArray(node.children) ? node.children.map(textOf).join("") : "";
};

/** Every heading of an mdast tree, in document order. */
const headingsOf = (node, found = []) => {
  if (node.type === "heading") found.push(node);
  if (Array.isArray(node.children)) for (const child of node.children) headingsOf(child, found);
  return found;
};

/** Gives each heading of the tree its id (`data.id`, and `data.hProperties.id` for the HTML); returns the ids in order. */
const addHeadingIds = (markdownAST) => {
  const used = new Set();
  return headingsOf(markdownAST).map((heading) => {
    const base = headingSlug(textOf(heading));
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    const data = heading.data ?? {};
    heading.data = { ...data, id, hProperties: { ...(data.hProperties ?? {}), id } };
    return id;
  });
};

/** The sub-plugin API of gatsby-transformer-remark: called with each text's tree before it is rendered. */
const headingIdsPlugin = ({ markdownAST }) => {
  addHeadingIds(markdownAST);
  return markdownAST;
};

module.exports = headingIdsPlugin;
module.exports.addHeadingIds = addHeadingIds;
module.exports.headingSlug = headingSlug;

/**
 * An article's Markdown rendered as the build renders it, for the one place that has to render it in
 * the browser: the CMS's preview at /admin (src/cms/article-preview.tsx), while the editor types. No
 * page of the site carries this module: the pages get their HTML from the build (MarkdownRemark).
 *
 * The build's steps, with the packages gatsby-transformer-remark 6 itself requires (its
 * extend-node-type.js, with the site's options in gatsby-config.ts): remark's parser
 * (mdast-util-from-markdown) with remark-gfm and remark-footnotes (inline notes), then the site's
 * sub-plugin's heading ids (plugins/gatsby-remark-heading-ids), then mdast-util-to-hast with
 * gatsby-transformer-remark's own code handler, then hast-util-to-html. Its `headings` are
 * MarkdownRemark's, and the reading time is its `timeToRead` rule (265 words a minute, at least one).
 * tests/unit/articles/render-markdown.test.ts renders every article of data/ both ways and compares.
 */
import fromMarkdown from "mdast-util-from-markdown";
import remarkGfm from "remark-gfm";
import remarkFootnotes from "remark-footnotes";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import mdastToString from "mdast-util-to-string";
import words from "lodash/words";
import codeHandler from "gatsby-transformer-remark/code-handler";
import headingIds from "../../../plugins/gatsby-remark-heading-ids/index.cjs";
import type { MarkdownHeading } from "./table-of-contents";

/** What a remark plugin of remark 13 writes to its processor: the parser's extensions, by kind. */
interface ParserExtensions {
  micromarkExtensions?: NonNullable<fromMarkdown.Options["extensions"]>;
  fromMarkdownExtensions?: NonNullable<fromMarkdown.Options["mdastExtensions"]>;
}

type RemarkPlugin = (this: { data(): ParserExtensions }, options?: unknown) => void;

/**
 * The parser's extensions as gatsby-transformer-remark sets them up (`remark.use(remarkGfm)`,
 * `.use(remarkFootnotes, { inlineNotes: true })`): each plugin adds its own to the processor's data,
 * which remark-parse then hands to mdast-util-from-markdown.
 */
const parserExtensions = (): Required<ParserExtensions> => {
  const data: ParserExtensions = {};
  const processor = { data: () => data };
  (remarkGfm as unknown as RemarkPlugin).call(processor);
  (remarkFootnotes as unknown as RemarkPlugin).call(processor, { inlineNotes: true });
  const { micromarkExtensions, fromMarkdownExtensions } = data;
  if (!micromarkExtensions?.length || !fromMarkdownExtensions?.length) {
    throw new Error("remark-gfm and remark-footnotes added no parser extensions: they no longer write remark 13's processor data");
  }
  return { micromarkExtensions, fromMarkdownExtensions };
};

let extensions: Required<ParserExtensions> | undefined;

interface MdastNode {
  type: string;
  depth?: number;
  children?: MdastNode[];
  data?: { id?: string };
}

/** Every heading of the tree, in the text's order (unist-util-select's `heading`, as the build's `headings` reads them). */
const headingNodes = (node: MdastNode, found: MdastNode[] = []): MdastNode[] => {
  if (node.type === "heading") found.push(node);
  for (const child of node.children ?? []) headingNodes(child, found);
  return found;
};

export interface RenderedMarkdown {
  html: string;
  /** MarkdownRemark's `headings`: each heading's id, text and level. */
  headings: Array<{ [Key in keyof MarkdownHeading]-?: NonNullable<MarkdownHeading[Key]> }>;
}

/** The HTML and headings the build's MarkdownRemark gives for the text. */
export const renderMarkdown = (text: string): RenderedMarkdown => {
  extensions ??= parserExtensions();
  const tree = fromMarkdown(text, { extensions: extensions.micromarkExtensions, mdastExtensions: extensions.fromMarkdownExtensions });
  headingIds.addHeadingIds(tree as unknown as Parameters<typeof headingIds.addHeadingIds>[0]);
  const headings = headingNodes(tree as unknown as MdastNode).map((heading) => ({
    id: heading.data?.id ?? "",
    value: mdastToString(heading as Parameters<typeof mdastToString>[0]),
    depth: heading.depth ?? 0,
  }));
  const hast = toHast(tree, { allowDangerousHtml: true, handlers: { code: codeHandler } });
  return { html: toHtml(hast as Parameters<typeof toHtml>[0], { allowDangerousHtml: true }), headings };
};

/** gatsby-transformer-remark's average reading speed (its utils/time-to-read.js). */
const WORDS_PER_MINUTE = 265;

const decodeReference = (_: string, hex: string | undefined, decimal: string | undefined, name: string | undefined): string => {
  if (hex) return String.fromCodePoint(parseInt(hex, 16));
  if (decimal) return String.fromCodePoint(Number(decimal));
  return ({ amp: "&", lt: "<", gt: ">", quot: '"' } as Record<string, string>)[name ?? ""] ?? `&${name};`;
};

/**
 * The HTML's text as the build counts it: sanitize-html with no tag allowed drops every tag (no space
 * in its place) and writes `&`, `<` and `>` back as `&amp;`, `&lt;` and `&gt;`.
 */
const countedText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot));/gi, decodeReference)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

/** The words of the HTML's text as the build counts them for the reading time (lodash's `words`). */
export const readingWords = (html: string): number => words(countedText(html)).length;

/** MarkdownRemark's `timeToRead`: the text's words at 265 a minute, rounded, at least one. */
export const readingMinutes = (html: string): number => Math.max(1, Math.round(readingWords(html) / WORDS_PER_MINUTE));

/** Types of index.cjs, for the tests (tests/unit/gatsby-node) and the type check. */
interface MdastNode {
  type: string;
  value?: string;
  depth?: number;
  children?: MdastNode[];
  data?: { id?: string; hProperties?: Record<string, unknown>; [key: string]: unknown };
}

declare const headingIdsPlugin: ((args: { markdownAST: MdastNode }) => MdastNode) & {
  /** Gives each heading of the tree its id; returns the ids in document order. */
  addHeadingIds: (markdownAST: MdastNode) => string[];
  /** "Perché l'AI non basta?" → "perche-l-ai-non-basta", "The manager's part" → "the-managers-part" (before repeated headings are numbered). */
  headingSlug: (text: string) => string;
};

export = headingIdsPlugin;

/**
 * What the tests call of gatsby-transformer-remark, which ships no types: the two Node APIs of its
 * gatsby-node.js, called as Gatsby would (tests/unit/gatsby-node/article-nodes.test.ts,
 * tests/unit/articles/render-markdown.test.ts), and the package it takes an HTML's text with.
 */
declare module "gatsby-transformer-remark/gatsby-node" {
  type GatsbyNodeLike = { id: string; parent?: string | null; children: string[]; internal: Record<string, unknown>; [field: string]: unknown };
  interface RemarkCache {
    get(key: string): Promise<unknown>;
    set(key: string, value: unknown): Promise<unknown>;
  }
  interface SubPlugin {
    name: string;
    module: unknown;
    pluginOptions: Record<string, unknown>;
  }
  interface FieldConfig {
    resolve(source: GatsbyNodeLike, args: Record<string, unknown>, context?: unknown): unknown;
  }
  export function shouldOnCreateNode(args: { node: GatsbyNodeLike }): boolean;
  export function onCreateNode(
    args: {
      node: GatsbyNodeLike;
      loadNodeContent(node: GatsbyNodeLike): Promise<string>;
      actions: { createNode(node: GatsbyNodeLike): void; createParentChildLink(link: { parent: GatsbyNodeLike; child: GatsbyNodeLike }): void };
      createNodeId(seed: string): string;
      createContentDigest(value: unknown): string;
      reporter: unknown;
    },
    pluginOptions: Record<string, unknown>,
  ): Promise<GatsbyNodeLike>;
  export function setFieldsOnGraphQLNodeType(
    args: {
      type: { name: string };
      basePath: string;
      getNode(id: string): GatsbyNodeLike | undefined;
      getNodesByType(type: string): GatsbyNodeLike[];
      cache: RemarkCache;
      getCache(name: string): RemarkCache;
      reporter: unknown;
    },
    pluginOptions: { plugins: SubPlugin[]; [option: string]: unknown },
  ): Promise<Record<string, FieldConfig>>;
}

/** sanitize-html, with which gatsby-transformer-remark takes the text of an article's HTML to count its words (utils/time-to-read.js). */
declare module "sanitize-html" {
  export default function sanitizeHtml(html: string, options: { allowedTags: string[] }): string;
}

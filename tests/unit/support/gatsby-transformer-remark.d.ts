/**
 * The two Node APIs of gatsby-transformer-remark (its gatsby-node.js) that the tests call as Gatsby
 * would (tests/unit/gatsby-node/article-nodes.test.ts); the package ships no types.
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

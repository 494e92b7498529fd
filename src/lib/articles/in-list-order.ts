/**
 * A page's articles in the order createPages decided (src/gatsby-node/insights-pages.ts hands each page
 * its ids: newest first, or best related first), whatever order its query returns them in.
 */
export const inListOrder = <T, K extends keyof T>(nodes: readonly T[], key: K, ids: ReadonlyArray<T[K]>): T[] =>
  ids.flatMap((id) => nodes.filter((node) => node[key] === id).slice(0, 1));

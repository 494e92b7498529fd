/**
 * The two modules of the build's Markdown rendering that ship no types, as
 * src/lib/articles/render-markdown.ts uses them.
 */

/** gatsby-transformer-remark's handler of fenced code blocks (mdast-util-to-hast's own, keeping the fence's meta as `data-meta`). */
declare module "gatsby-transformer-remark/code-handler" {
  import type { Handler } from "mdast-util-to-hast";

  const codeHandler: Handler;
  export default codeHandler;
}

/** lodash's `words`, with which gatsby-transformer-remark counts an article's words (its utils/time-to-read.js). */
declare module "lodash/words" {
  const words: (text: string) => string[];
  export default words;
}

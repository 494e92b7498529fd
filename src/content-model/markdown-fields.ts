/**
 * Markdown texts of the content model: a string property (or each language's value of a translated
 * one) with `"contentMediaType": "text/markdown"`, JSON Schema's own word for what a string holds. An
 * article's `body` is one.
 *
 * Such a text is rendered at build, never in the browser: gatsby-node gives each entry one child node
 * per language holding the text (`internal.mediaType: "text/markdown"`), gatsby-transformer-remark makes
 * its MarkdownRemark (html, headings with their ids, tableOfContents, timeToRead, wordCount), and the
 * entry's field links to that child node. Framework-free: the SDL generator, content-nodes.ts, the
 * content check and the CMS read the same rule.
 */
import type { JsonSchema } from "./json-schema";
import { isLocalized } from "./localized-fields";

export const MARKDOWN_MEDIA_TYPE = "text/markdown";

/** Whether a property holds Markdown: itself, or each language's value of a translated property. */
export const isMarkdown = (prop: JsonSchema | undefined): boolean => {
  if (!prop) return false;
  const value = isLocalized(prop) ? (prop.additionalProperties as JsonSchema | undefined) : prop;
  return value?.contentMediaType === MARKDOWN_MEDIA_TYPE;
};

/** The properties of an entry's schema that hold Markdown (only the entry's own: a nested one has no node to hang from). */
export const markdownProperties = (schema: JsonSchema): string[] =>
  Object.entries(schema.properties ?? {})
    .filter(([, prop]) => isMarkdown(prop))
    .map(([name]) => name);

/** The GraphQL type of the node holding one language's text of an entry's Markdown property: Article's body → `ArticleBody`. */
export const markdownNodeType = (entryType: string, property: string): string => `${entryType}${property.charAt(0).toUpperCase()}${property.slice(1)}`;

import * as React from "react";
import { Box } from "@chakra-ui/react";
import { useDictionary } from "../../i18n/locale-context";
import { TABLE_BOX_ATTRIBUTE, withScrollableTables } from "../../lib/articles/article-html";

/**
 * The article's text as rendered from its Markdown at build: headings (with their ids), paragraphs,
 * lists, quotes and tables, styled here once for every article. A wide table scrolls inside its own box.
 */
const bodyStyle = {
  fontSize: { base: "md", md: "lg" },
  lineHeight: "1.8",
  color: "text",
  "& > * + *": { mt: "5" },
  "& h2": { fontSize: { base: "2xl", md: "3xl" }, fontWeight: "800", lineHeight: "1.2", mt: { base: "10", md: "14" } },
  "& h3": { fontSize: { base: "xl", md: "2xl" }, fontWeight: "800", lineHeight: "1.3", mt: "8" },
  "& h2 + *, & h3 + *": { mt: "4" },
  "& a": { color: "brand.fg", textDecoration: "underline", textUnderlineOffset: "3px", _hover: { color: "brand.solid" } },
  "& strong": { fontWeight: "800" },
  "& ul, & ol": { ps: "6" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li + li": { mt: "2" },
  "& li::marker": { color: "accent.fg", fontWeight: "700" },
  "& blockquote": {
    borderStartWidth: "4px",
    borderStartStyle: "solid",
    borderColor: "accent.solid",
    bg: "accent.subtle",
    ps: "6",
    pe: "5",
    py: "4",
    borderEndRadius: "xl",
    fontSize: { base: "lg", md: "xl" },
    fontWeight: "600",
    color: "brand.fg",
  },
  "& blockquote > * + *": { mt: "3" },
  [`& [${TABLE_BOX_ATTRIBUTE}]`]: {
    overflowX: "auto",
    borderWidth: "1px",
    borderColor: "gray.200",
    borderRadius: "xl",
    _focusVisible: { outline: "3px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
  },
  "& table": { w: "full", borderCollapse: "collapse", fontSize: { base: "sm", md: "md" }, lineHeight: "1.5" },
  "& th, & td": { textAlign: "start", verticalAlign: "top", px: "4", py: "3", borderBottomWidth: "1px", borderColor: "gray.200" },
  "& thead th": { bg: "brand.subtle", color: "brand.fg", fontWeight: "800" },
  "& tbody tr:last-of-type td": { borderBottomWidth: "0" },
  "& code": { fontFamily: "mono", fontSize: "0.9em", bg: "gray.100", px: "1", borderRadius: "sm" },
  "& hr": { borderColor: "gray.200", my: "10" },
} as const;

export const ArticleBody = ({ html }: { html: string }) => {
  const { insights: words } = useDictionary();
  return <Box css={bodyStyle} data-article-body="" dangerouslySetInnerHTML={{ __html: withScrollableTables(html, words.article.table) }} />;
};

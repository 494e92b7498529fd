import * as React from "react";
import { Box, chakra, Heading } from "@chakra-ui/react";
import { useDictionary } from "../../i18n/locale-context";
import type { TableOfContentsEntry } from "../../lib/articles/table-of-contents";

const entryLink = {
  display: "block",
  py: "1.5",
  color: "text.muted",
  textDecoration: "none",
  lineHeight: "1.4",
  _hover: { color: "brand.fg", textDecoration: "underline" },
} as const;

/**
 * "In questo articolo": the article's sections as in-page links. Each jump stops below the fixed
 * header (the page's scroll padding, src/theme/index.ts), and a link is all it takes, before any script.
 */
export const TableOfContents = ({ entries }: { entries: readonly TableOfContentsEntry[] }) => {
  const { insights: words } = useDictionary();
  return (
    <chakra.nav aria-labelledby="indice-titolo" p="6" bg="surface.soft" borderRadius="2xl" data-table-of-contents="">
      <Heading as="h2" id="indice-titolo" fontSize="sm" fontWeight="800" letterSpacing="0.08em" textTransform="uppercase" color="accent.fg">
        {words.article.tableOfContents}
      </Heading>
      <Box as="ol" listStyleType="none" m="0" mt="3" p="0" fontSize="sm" fontWeight="600">
        {entries.map((entry) => (
          <li key={entry.id}>
            <chakra.a href={`#${entry.id}`} {...entryLink}>
              {entry.title}
            </chakra.a>
            {entry.subsections.length > 0 && (
              <Box as="ol" listStyleType="none" m="0" ps="4" fontWeight="500">
                {entry.subsections.map((subsection) => (
                  <li key={subsection.id}>
                    <chakra.a href={`#${subsection.id}`} {...entryLink}>
                      {subsection.title}
                    </chakra.a>
                  </li>
                ))}
              </Box>
            )}
          </li>
        ))}
      </Box>
    </chakra.nav>
  );
};

import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Box, Link, chakra } from "@chakra-ui/react";
import { useDictionary } from "../../i18n/locale-context";

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last crumb. */
  to?: string;
}

/**
 * Where the page sits in the site ("Home › Academy › Il corso"), on the dark hero.
 * A labelled navigation with an ordered list; the current page is marked, not linked.
 * The separators are drawn by CSS, so screen readers do not read them.
 */
export const Breadcrumbs = ({ items }: { items: readonly Crumb[] }) => {
  const { shared } = useDictionary();
  return (
    <chakra.nav aria-label={shared.breadcrumbs} mb="6">
      {/* Inline items: a long title wraps after the separator like running text, not as an indented block on its own line. */}
      <Box as="ol" listStyleType="none" m="0" p="0" fontSize="sm" lineHeight="1.6" color="text.onDarkMuted">
        {items.map((item, index) => (
          <Box as="li" key={item.label} display="inline" _before={index > 0 ? { content: '"›"', mx: "2", color: "text.onDarkMuted" } : undefined}>
            {item.to ? (
              // A 44 px tall target for a finger (the padding), without moving the line (the negative margin).
              <Link
                asChild
                display="inline-block"
                py="3"
                my="-3"
                color="white"
                textDecoration="underline"
                textUnderlineOffset="3px"
                _hover={{ color: "accent.onDark" }}
              >
                <GatsbyLink to={item.to}>{item.label}</GatsbyLink>
              </Link>
            ) : (
              <Box as="span" aria-current="page" fontWeight="600">
                {item.label}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </chakra.nav>
  );
};

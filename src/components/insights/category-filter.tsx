import * as React from "react";
import { Box, chakra } from "@chakra-ui/react";
import { articleListPath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { useDictionary, useLocale } from "../../i18n/locale-context";

export interface FilterCategory {
  readonly jsonId: string;
  readonly slug: string;
  readonly label: string;
}

/** A chip of the filter: a link, or the current list, marked as the page it is. */
const chip = {
  display: "inline-flex",
  alignItems: "center",
  minH: "11",
  px: "5",
  borderRadius: "full",
  borderWidth: "1px",
  fontWeight: "700",
  fontSize: "sm",
  textDecoration: "none",
  transition: "background-color 0.2s, border-color 0.2s",
} as const;

/**
 * The list's categories as links, each to its own list's first page (`/insights/categoria/<slug>`): a
 * filter that is an address, so it works before any script, can be shared and is crawled. The current
 * list is marked `aria-current="page"`.
 */
export const CategoryFilter = ({ categories, current }: { categories: readonly FilterCategory[]; current: string | null }) => {
  const locale = useLocale();
  const { insights: words } = useDictionary();
  const links = [{ key: "all", label: words.allArticles, href: articleListPath(locale), isCurrent: current === null }].concat(
    categories.map((category) => ({
      key: category.jsonId,
      label: category.label,
      href: articleListPath(locale, { categorySlug: category.slug }),
      isCurrent: current === category.jsonId,
    })),
  );
  return (
    <chakra.nav aria-label={words.categories} data-category-filter="">
      <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" gap="3">
        {links.map((link) => (
          <li key={link.key}>
            <chakra.a
              href={link.href}
              aria-current={link.isCurrent ? "page" : undefined}
              {...chip}
              bg={link.isCurrent ? "brand.solid" : "white"}
              color={link.isCurrent ? "brand.contrast" : "brand.fg"}
              borderColor={link.isCurrent ? "brand.solid" : "gray.300"}
              _hover={link.isCurrent ? undefined : { bg: "brand.subtle", borderColor: "brand.emphasized" }}
            >
              {link.label}
            </chakra.a>
          </li>
        ))}
      </Box>
    </chakra.nav>
  );
};

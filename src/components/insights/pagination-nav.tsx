import * as React from "react";
import { Box, chakra } from "@chakra-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { articleListPath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { paginationItems } from "../../lib/articles/article-pagination";

const cell = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "1",
  minW: "11",
  minH: "11",
  px: "3",
  borderRadius: "full",
  fontWeight: "700",
  textDecoration: "none",
} as const;

const linkLook = { ...cell, color: "brand.fg", borderWidth: "1px", borderColor: "gray.300", bg: "white", _hover: { bg: "brand.subtle" } } as const;

/**
 * The list's numbered pages as links (every page a real address: `/insights/pagina/2`), the previous
 * and next page, and the current one marked `aria-current="page"`. Nothing when the list fits one page.
 */
export const PaginationNav = ({ page, pageCount, categorySlug }: { page: number; pageCount: number; categorySlug: string | null }) => {
  const locale = useLocale();
  const { insights: words } = useDictionary();
  if (pageCount <= 1) return null;
  const pathOf = (n: number) => articleListPath(locale, { categorySlug, page: n });
  return (
    <chakra.nav aria-label={words.pagination} mt={{ base: "10", md: "14" }} data-pagination="">
      <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" alignItems="center" justifyContent="center" gap="2">
        {page > 1 && (
          <li>
            <chakra.a href={pathOf(page - 1)} rel="prev" {...linkLook}>
              <ChevronLeft size={18} aria-hidden="true" />
              {words.previousPage}
            </chakra.a>
          </li>
        )}
        {paginationItems(page, pageCount).map((item) =>
          item.kind === "gap" ? (
            <Box as="li" key={item.key} aria-hidden="true" px="1" color="text.muted">
              …
            </Box>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <chakra.a
                  href={pathOf(item.page)}
                  aria-current="page"
                  aria-label={words.pageNumber(item.page)}
                  {...cell}
                  bg="brand.solid"
                  color="brand.contrast"
                >
                  {item.page}
                </chakra.a>
              ) : (
                <chakra.a href={pathOf(item.page)} aria-label={words.pageNumber(item.page)} {...linkLook}>
                  {item.page}
                </chakra.a>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <chakra.a href={pathOf(page + 1)} rel="next" {...linkLook}>
              {words.nextPage}
              <ChevronRight size={18} aria-hidden="true" />
            </chakra.a>
          </li>
        )}
      </Box>
    </chakra.nav>
  );
};

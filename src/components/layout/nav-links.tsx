import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Link } from "@chakra-ui/react";
import { navCurrent, PRIMARY_NAVIGATION } from "../../lib/navigation";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { useDictionary, useLocale } from "../../i18n/locale-context";

interface NavLinksProps {
  pathname: string;
  /** Called when a link is chosen (the mobile drawer closes on it). */
  onNavigate?: () => void;
  direction: "row" | "column";
}

/** The five primary links; the current one is marked for screen readers and highlighted. */
export const NavLinks = ({ pathname, onNavigate, direction }: NavLinksProps) => {
  const locale = useLocale();
  const { pageNames } = useDictionary();
  return (
    <>
      {PRIMARY_NAVIGATION.map((key) => {
        const to = routePath(key, locale);
        const current = navCurrent(to, pathname);
        return (
          <Link
            key={to}
            asChild
            color={current ? "accent.onDark" : "white"}
            fontWeight={current ? "800" : "600"}
            fontSize={direction === "row" ? "md" : "2xl"}
            px={direction === "row" ? "3" : "0"}
            py="2"
            borderRadius="md"
            textDecoration="none"
            position="relative"
            _hover={{ color: "accent.onDark", textDecoration: "none" }}
            _after={
              current && direction === "row"
                ? { content: '""', position: "absolute", left: "3", right: "3", bottom: "0.5", height: "line", bg: "accent.solid" }
                : undefined
            }
            _focusVisible={{ outline: "3px solid", outlineColor: "accent.focusRing", outlineOffset: "2px" }}
          >
            <GatsbyLink to={to} aria-current={current} onClick={onNavigate}>
              {pageNames[key]}
            </GatsbyLink>
          </Link>
        );
      })}
    </>
  );
};

import * as React from "react";
import { chakra } from "@chakra-ui/react";
import { Languages } from "lucide-react";
import { LOCALE_SETTINGS, otherLocale } from "../../../supabase/functions/_shared/site-contract/locales";
import { useLocale, usePageAlternates } from "../../i18n/locale-context";
import { alternatePath } from "../../lib/routes/alternates";
import { analyticsEventAttributes } from "../../lib/analytics/analytics-attributes";

interface LanguageSwitcherProps {
  /** In the header's bar, the language's code ("EN"); in the phone menu, its name ("English"). */
  placement: "bar" | "menu";
  /** Called when the link is chosen (the phone menu closes on it). */
  onNavigate?: () => void;
}

/**
 * The same page in the other language: a plain link, so it works before the page's scripts start,
 * named in the language it leads to (`lang`, `hreflang`). Shown only when that language has this
 * page (its context's alternates list only the published languages). Following it is page
 * analytics' "Language switched", from and to.
 */
export const LanguageSwitcher = ({ placement, onNavigate }: LanguageSwitcherProps) => {
  const locale = useLocale();
  const alternates = usePageAlternates();
  const target = otherLocale(locale);
  const href = alternatePath(alternates, target);
  if (href === undefined) return null;
  const { nativeName } = LOCALE_SETTINGS[target];
  // The query changes without the router knowing (the filters write it with the History API), and the
  // server rendered none: the link takes the address's current query when it is about to be followed.
  const takeQuery = (event: React.SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = alternatePath(alternates, target, window.location.search) ?? href;
  };
  const inBar = placement === "bar";
  return (
    // A plain styled anchor, not Chakra's Link: the link recipe's styles would be written into every
    // page once per placement, for two links that set their whole look themselves.
    <chakra.a
      href={href}
      hrefLang={target}
      lang={target}
      {...analyticsEventAttributes("Language switched", { from: locale, to: target })}
      aria-label={inBar ? nativeName : undefined}
      onPointerDown={takeQuery}
      onFocus={takeQuery}
      onClick={(event) => {
        takeQuery(event);
        onNavigate?.();
      }}
      // In the bar from the tablet's width up; on phones it is in the menu, with room for the language's name.
      display={inBar ? { base: "none", md: "inline-flex" } : "flex"}
      w={inBar ? undefined : "fit-content"}
      mt={inBar ? undefined : "6"}
      alignItems="center"
      gap="2"
      minH="11"
      minW="11"
      justifyContent="center"
      px={inBar ? "2" : "0"}
      color="white"
      fontWeight={inBar ? "700" : "600"}
      fontSize={inBar ? "sm" : "xl"}
      letterSpacing={inBar ? "0.04em" : undefined}
      borderRadius="md"
      textDecoration="none"
      _hover={{ color: "accent.onDark", textDecoration: "none" }}
      _focusVisible={{ outline: "3px solid", outlineColor: "accent.focusRing", outlineOffset: "2px" }}
    >
      <Languages aria-hidden="true" size={inBar ? 18 : 22} />
      {inBar ? target.toUpperCase() : nativeName}
    </chakra.a>
  );
};

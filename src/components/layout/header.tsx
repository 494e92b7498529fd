import * as React from "react";
import { Box, Container, Flex, HStack } from "@chakra-ui/react";
import { useBookCall } from "../../hooks/use-book-call";
import { LogoLink } from "./logo";
import { NavLinks } from "./nav-links";
import { MobileNav } from "./mobile-nav";
import { LanguageSwitcher } from "./language-switcher";
import { ActionButton } from "../ui/action-button";
import { whenScrolled } from "../../start-up";
import { useDictionary } from "../../i18n/locale-context";
import { SEARCH_BUTTON_ID, SearchButton, useSiteSearch } from "../search/site-search";

/**
 * Transparent over the hero; past 20 px of scroll, translucent and blurred. The page script sets
 * that state on <html> (src/start-up/page-script), so the look follows the first scroll, React or not.
 */
const scrolledLook = {
  [whenScrolled]: {
    bg: "surface.darkTranslucent",
    backdropFilter: "saturate(160%) blur(12px)",
    boxShadow: "0 1px 0 {colors.whiteAlpha.200}",
  },
} as const;

export const Header = ({ pathname, brandName }: { pathname: string; brandName: string }) => {
  const bookCall = useBookCall(pathname);
  const { layout: words } = useDictionary();
  const search = useSiteSearch();
  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      color="white"
      bg="transparent"
      backdropFilter="none"
      boxShadow="none"
      transition="background-color 0.25s ease, box-shadow 0.25s ease"
      _motionReduce={{ transition: "none" }}
      css={scrolledLook}
    >
      <Container maxW="7xl">
        <Flex h={{ base: "header.compact", lg: "header.wide" }} align="center" justify="space-between" gap="6">
          <LogoLink brandName={brandName} />
          <HStack as="nav" aria-label={words.mainMenu} gap="1" display={{ base: "none", lg: "flex" }}>
            <NavLinks pathname={pathname} direction="row" />
          </HStack>
          <HStack gap="2">
            <LanguageSwitcher placement="bar" />
            <SearchButton search={search} id={SEARCH_BUTTON_ID} />
            <ActionButton variant="cta" size="lg" display={{ base: "none", md: "inline-flex" }} onClick={bookCall} cta="header-book-call">
              {words.bookCall}
            </ActionButton>
            <MobileNav pathname={pathname} brandName={brandName} onBookCall={bookCall} search={search} />
          </HStack>
        </Flex>
      </Container>
      {search.dialog}
    </Box>
  );
};

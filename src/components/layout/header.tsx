import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Box, Container, Flex, HStack } from "@chakra-ui/react";
import { useScrollPast } from "../../hooks/use-scroll-past";
import { useBookCall } from "../../hooks/use-book-call";
import { Logo } from "./logo";
import { NavLinks } from "./nav-links";
import { MobileNav } from "./mobile-nav";
import { ActionButton } from "../ui/action-button";

/** Scroll distance after which the header turns translucent and blurred (spec: 20 px). */
export const HEADER_SCROLL_THRESHOLD = 20;

export const Header = ({ pathname, brandName }: { pathname: string; brandName: string }) => {
  const scrolled = useScrollPast(HEADER_SCROLL_THRESHOLD);
  const bookCall = useBookCall(pathname);
  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      data-scrolled={scrolled ? "true" : "false"}
      color="white"
      bg={scrolled ? "rgba(7, 21, 42, 0.82)" : "transparent"}
      backdropFilter={scrolled ? "saturate(160%) blur(12px)" : "none"}
      boxShadow={scrolled ? "0 1px 0 rgba(255,255,255,0.08)" : "none"}
      transition="background-color 0.25s ease, box-shadow 0.25s ease"
    >
      <Container maxW="7xl">
        <Flex h="18" align="center" justify="space-between" gap="6">
          <GatsbyLink to="/" aria-label={`${brandName}, torna alla home`}>
            <Logo brandName={brandName} />
          </GatsbyLink>
          <HStack as="nav" aria-label="Menu principale" gap="1" display={{ base: "none", lg: "flex" }}>
            <NavLinks pathname={pathname} direction="row" />
          </HStack>
          <HStack gap="2">
            <ActionButton variant="cta" display={{ base: "none", md: "inline-flex" }} onClick={bookCall}>
              Prenota un call
            </ActionButton>
            <MobileNav pathname={pathname} brandName={brandName} onBookCall={bookCall} />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
};

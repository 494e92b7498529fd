import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Box, Button, CloseButton, Container, Flex, HStack, Link, Text } from "@chakra-ui/react";
import { COOKIE_CONSENT_VALUES } from "../../lib/cookie-consent";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { cookieChoice, whenCookieBannerClosed, whenCookieBannerReopened, whenCookieConsentIs } from "../../start-up";

const policyLink = { color: "brand.fg", fontWeight: "600", textDecoration: "underline" } as const;

/** The label of every possible choice, of which CSS shows only the stored one. */
const CurrentChoice = () => {
  const { choiceNames } = useDictionary().cookieBanner;
  return (
    <>
      {[...COOKIE_CONSENT_VALUES, null].map((value) => (
        <Box as="span" key={value ?? "none"} display="none" css={{ [whenCookieConsentIs(value)]: { display: "inline" } }}>
          {choiceNames[value ?? "none"]}
        </Box>
      ))}
    </>
  );
};

/**
 * Asks once for the cookie choice and remembers it. In every page's HTML, visible on arrival;
 * the page script (src/start-up/page-script) hides it when a choice is stored, handles its buttons and
 * shows it again for "Gestisci cookie", all through attributes on <html> that these styles read.
 * Nothing here depends on the visitor, so the markup is the same on the server and in the browser,
 * and React, with nothing to handle, cannot disagree with the script.
 * It sits in the layout's bottom dock, under the back-to-top link.
 */
export const CookieBanner = () => {
  const locale = useLocale();
  const words = useDictionary().cookieBanner;
  return (
    <Box
      as="section"
      aria-label={words.region}
      position="relative"
      pointerEvents="auto"
      bg="white"
      color="text"
      borderTopWidth="1px"
      borderColor="gray.200"
      // eslint-disable-next-line altura/design-tokens -- the banner's own shadow (navy.900 at 12%), cast upwards; no shadow token casts up
      boxShadow="0 -8px 24px rgba(7, 21, 42, 0.12)"
      css={{ [whenCookieBannerClosed]: { display: "none" } }}
      data-testid="cookie-banner"
    >
      <Container maxW="7xl" py="4" position="relative">
        <Flex gap="4" align={{ base: "stretch", md: "center" }} direction={{ base: "column", md: "row" }}>
          {/* On a phone the text keeps clear of the close button in the top corner. */}
          <Box flex="1" fontSize="sm" pr={{ base: "10", md: "0" }}>
            <Text>
              {words.textBeforePolicy}{" "}
              <Link asChild {...policyLink}>
                <GatsbyLink to={routePath("cookie-policy", locale)}>{words.cookiePolicy}</GatsbyLink>
              </Link>{" "}
              {words.textBeforePrivacy}
              <Link asChild {...policyLink}>
                <GatsbyLink to={routePath("privacy", locale)}>{words.privacyNotice}</GatsbyLink>
              </Link>
              {words.textAfterPrivacy}
            </Text>
            <Text mt="1" fontWeight="600" display="none" css={{ [whenCookieBannerReopened]: { display: "block" } }}>
              {words.currentChoice}
              <CurrentChoice />
              {words.afterCurrentChoice}
            </Text>
          </Box>
          {/* 44 px buttons, sharing the width on a phone; from `md`, in a row with the close button, at the content's edge. */}
          <HStack gap="3" flexShrink={0}>
            {/* The first choice: the page script moves the focus here when the banner is shown again. */}
            <Button variant="outline" colorPalette="gray" size="lg" flex={{ base: "1", md: "initial" }} {...cookieChoice("rejected")}>
              {words.reject}
            </Button>
            <Button variant="solid" bg="brand.solid" color="brand.contrast" size="lg" flex={{ base: "1", md: "initial" }} {...cookieChoice("accepted")}>
              {words.accept}
            </Button>
            <CloseButton
              aria-label={words.closeAndReject}
              position={{ base: "absolute", md: "static" }}
              top="2"
              right="2"
              size="lg"
              {...cookieChoice("rejected")}
            />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
};

import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Box, Button, CloseButton, Container, Flex, HStack, Link, Text } from "@chakra-ui/react";
import {
  COOKIE_CHOICE_REQUEST,
  type CookieConsent,
  cookieConsentLabel,
  readCookieConsent,
  writeCookieConsent,
} from "../../lib/cookie-consent";

/** Why the banner is showing: a first visit, or the visitor asked to change a choice. */
type BannerState = { shown: false } | { shown: true; reopened: boolean; current: CookieConsent | null; opener: HTMLElement | null };

const policyLink = { color: "brand.fg", fontWeight: "600", textDecoration: "underline" } as const;

/**
 * Asks once for the cookie choice and remembers it. Rendered only after hydration:
 * the server cannot know the visitor's choice, and a banner that flashed for people
 * who already decided would be worse than one that appears a moment later.
 * It is fixed to the bottom, so appearing moves nothing on the page.
 * "Gestisci cookie" shows it again (requestCookieChoice): focus then moves into it and,
 * once the visitor decides, back to the button they came from.
 */
export const CookieBanner = () => {
  const [state, setState] = React.useState<BannerState>({ shown: false });
  const firstAction = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    if (readCookieConsent(window.localStorage) === null) setState({ shown: true, reopened: false, current: null, opener: null });
    const reopen = () => {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setState({ shown: true, reopened: true, current: readCookieConsent(window.localStorage), opener });
    };
    window.addEventListener(COOKIE_CHOICE_REQUEST, reopen);
    return () => window.removeEventListener(COOKIE_CHOICE_REQUEST, reopen);
  }, []);

  const reopened = state.shown && state.reopened;
  React.useEffect(() => {
    if (reopened) firstAction.current?.focus();
  }, [reopened]);

  if (!state.shown) return null;
  const decide = (value: CookieConsent) => {
    writeCookieConsent(window.localStorage, value);
    setState({ shown: false });
    if (state.reopened && state.opener?.isConnected) state.opener.focus();
  };
  return (
    <Box
      as="section"
      aria-label="Preferenze sui cookie"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="banner"
      bg="white"
      color="text"
      borderTopWidth="1px"
      borderColor="gray.200"
      boxShadow="0 -8px 24px rgba(7, 21, 42, 0.12)"
      data-testid="cookie-banner"
    >
      <Container maxW="7xl" py="4">
        <Flex gap="4" align={{ base: "stretch", md: "center" }} direction={{ base: "column", md: "row" }}>
          <Box flex="1" fontSize="sm" pr={{ base: "8", md: "0" }}>
            <Text>
              Usiamo solo cookie tecnici, necessari al funzionamento del sito, e ricordiamo la tua scelta in questo browser. Nessun
              cookie di profilazione e nessun tracciamento pubblicitario. Leggi la{" "}
              <Link asChild {...policyLink}>
                <GatsbyLink to="/cookie-policy">cookie policy</GatsbyLink>
              </Link>{" "}
              e l'
              <Link asChild {...policyLink}>
                <GatsbyLink to="/privacy">informativa sulla privacy</GatsbyLink>
              </Link>
              .
            </Text>
            {state.reopened && (
              <Text mt="1" fontWeight="600">
                Scelta attuale: {cookieConsentLabel(state.current)}. Puoi cambiarla quando vuoi.
              </Text>
            )}
          </Box>
          <HStack gap="3" flexShrink={0}>
            <Button ref={firstAction} variant="outline" colorPalette="gray" onClick={() => decide("rejected")}>
              Rifiuta
            </Button>
            <Button variant="solid" bg="brand.solid" color="brand.contrast" onClick={() => decide("accepted")}>
              Accetta
            </Button>
          </HStack>
        </Flex>
      </Container>
      <CloseButton
        aria-label="Chiudi e rifiuta i cookie facoltativi"
        position="absolute"
        top="2"
        right="2"
        size="sm"
        onClick={() => decide("rejected")}
      />
    </Box>
  );
};

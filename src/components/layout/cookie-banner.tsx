import * as React from "react";
import { Box, Button, CloseButton, Container, Flex, HStack, Text } from "@chakra-ui/react";
import { type CookieConsent, readCookieConsent, writeCookieConsent } from "../../lib/cookie-consent";

/**
 * Asks once for the cookie choice and remembers it. Rendered only after hydration:
 * the server cannot know the visitor's choice, and a banner that flashed for people
 * who already decided would be worse than one that appears a moment later.
 * It is fixed to the bottom, so appearing moves nothing on the page.
 */
export const CookieBanner = () => {
  const [undecided, setUndecided] = React.useState(false);
  React.useEffect(() => {
    setUndecided(readCookieConsent(window.localStorage) === null);
  }, []);
  if (!undecided) return null;
  const decide = (value: CookieConsent) => {
    writeCookieConsent(window.localStorage, value);
    setUndecided(false);
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
          <Text flex="1" fontSize="sm" pr={{ base: "8", md: "0" }}>
            Usiamo solo cookie tecnici, necessari al funzionamento del sito, e ricordiamo la tua scelta in questo browser. Nessun
            cookie di profilazione e nessun tracciamento pubblicitario.
          </Text>
          <HStack gap="3" flexShrink={0}>
            <Button variant="outline" colorPalette="gray" onClick={() => decide("rejected")}>
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

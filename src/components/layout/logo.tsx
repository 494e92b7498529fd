import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Box, HStack, Text } from "@chakra-ui/react";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { useDictionary, useLocale } from "../../i18n/locale-context";

/** The brand mark: a stylised summit ("altura") drawn inline so it costs no request. */
export const LogoMark = ({ size = 32 }: { size?: number }) => (
  <Box as="span" display="inline-flex" flexShrink={0} aria-hidden="true">
    <svg width={size} height={size} viewBox="0 0 32 32" focusable="false">
      <rect width="32" height="32" rx="8" fill="#F59E0B" />
      <path d="M6 23 L13.5 10 L18 17.5 L20.5 13.5 L26 23 Z" fill="#0B1F3A" />
    </svg>
  </Box>
);

export const Logo = ({ brandName }: { brandName: string }) => (
  <HStack gap="2.5" as="span">
    <LogoMark />
    <Text as="span" fontWeight="800" fontSize="lg" letterSpacing="-0.01em">
      {brandName}
    </Text>
  </HStack>
);

/** The logo as the link home in the header and the phone menu's bar: a 44 px tall target for a finger. */
export const LogoLink = ({ brandName, onClick }: { brandName: string; onClick?: () => void }) => {
  const locale = useLocale();
  const { layout: words } = useDictionary();
  return (
    <Box asChild display="flex" alignItems="center" minH="11">
      <GatsbyLink to={routePath("home", locale)} onClick={onClick} aria-label={words.logoHome(brandName)}>
        <Logo brandName={brandName} />
      </GatsbyLink>
    </Box>
  );
};

import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Box, Container, Flex, Grid, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { legalNavigation, primaryNavigation } from "../../lib/navigation";
import { formatEuroCents, telHref } from "../../lib/format/italian";
import { Logo } from "./logo";
import { CookieChoiceButton } from "./cookie-choice-button";
import { NewTabNotice } from "../shared/new-tab-notice";

const FooterHeading = ({ children }: { children: React.ReactNode }) => (
  <Heading as="h2" fontSize="sm" textTransform="uppercase" letterSpacing="0.08em" color="accent.onDark" mb="4">
    {children}
  </Heading>
);

/**
 * Below lg (phones and tablets, touch) each link is a 44 px row: the lists' rows stand edge to edge
 * instead of 24 px lines 8 px apart. From lg (a pointer) the lines keep their text's height.
 */
const footerLink = { color: "text.onDarkMuted", _hover: { color: "white" }, minH: { base: "11", lg: "auto" } } as const;
const footerListGap = { base: "0", lg: "2" } as const;

/** Navigation, contacts and the company's legal details (required on an Italian firm's site). */
export const Footer = () => {
  const site = useSiteSettings();
  const { legal } = site;
  const { address } = legal;
  return (
    // The bottom padding clears the back-to-top link (44 px, 16 px from the window's edge, 32 px from
    // `md`: back-to-top.tsx), so at the end of the page it covers none of the legal links.
    <Box as="footer" bg="surface.darker" color="text.onDark" pt="16" pb={{ base: "16", md: "20" }}>
      <Container maxW="7xl">
        <Grid templateColumns={{ base: "1fr", md: "2fr 1fr 1.5fr" }} gap="10">
          <Stack gap="4" maxW="sm">
            <Logo brandName={site.brandName} />
            <Text color="text.onDarkMuted">{site.tagline}</Text>
          </Stack>
          <Box as="nav" aria-label="Link del piè di pagina">
            <FooterHeading>Esplora</FooterHeading>
            <Stack as="ul" gap={footerListGap} listStyleType="none">
              {primaryNavigation.map(({ label, to }) => (
                <li key={to}>
                  <Link asChild {...footerLink}>
                    <GatsbyLink to={to}>{label}</GatsbyLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
          <Box>
            <FooterHeading>Contatti</FooterHeading>
            <Stack as="address" gap={footerListGap} fontStyle="normal">
              <Link href={`mailto:${site.email}`} {...footerLink}>
                {site.email}
              </Link>
              <Link href={telHref(site.phone)} {...footerLink}>
                {site.phone}
              </Link>
              <Text color="text.onDarkMuted" minH={footerLink.minH} display="flex" alignItems="center">
                {site.city}
              </Text>
              {site.socialLinks.map((social) => (
                <Link key={social.url} href={social.url} target="_blank" rel="noopener noreferrer" {...footerLink}>
                  {social.label}
                  <NewTabNotice />
                </Link>
              ))}
            </Stack>
          </Box>
        </Grid>
        <Flex
          borderTopWidth="1px"
          borderColor="whiteAlpha.200"
          mt="12"
          pt="6"
          fontSize="sm"
          color="text.onDarkMuted"
          gap="4"
          direction={{ base: "column", lg: "row" }}
          // In a row, the legal links (padded for touch) line up with the first line of the company's details.
          align={{ lg: "baseline" }}
          justify="space-between"
        >
          <Text>
            © {site.buildYear} {legal.companyName} · {address.street}, {address.postalCode} {address.city} ({address.province}) · P.IVA {legal.vatNumber} ·{" "}
            {/* Not broken at the hyphen of "MI-2093715". */}
            <Box as="span" whiteSpace="nowrap">
              REA {legal.rea}
            </Box>{" "}
            · Capitale sociale {formatEuroCents(legal.shareCapitalEur)} i.v. · PEC{" "}
            <Link href={`mailto:${legal.pec}`} color="inherit" textDecoration="underline">
              {legal.pec}
            </Link>
          </Text>
          <Box as="nav" aria-label="Note legali" flexShrink={0}>
            <Flex as="ul" listStyleType="none" gap="5" wrap="wrap">
              {legalNavigation.map(({ label, to }) => (
                <li key={to}>
                  <Link asChild {...footerLink} textDecoration="underline" py="1">
                    <GatsbyLink to={to}>{label}</GatsbyLink>
                  </Link>
                </li>
              ))}
              <li>
                <CookieChoiceButton {...footerLink} textDecoration="underline" fontSize="sm" py="1" />
              </li>
            </Flex>
          </Box>
        </Flex>
      </Container>
    </Box>
  );
};

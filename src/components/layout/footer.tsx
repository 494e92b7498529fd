import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Box, Container, Flex, Grid, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { FOOTER_NAVIGATION, LEGAL_NAVIGATION } from "../../lib/navigation";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { useDictionary, useFormats, useLocale } from "../../i18n/locale-context";
import { telHref } from "../../lib/format/italian";
import { feedLinks } from "../../lib/feeds/feed-formats";
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

/**
 * The Insights' feeds of the page's language, on a line of their own under the legal details: files,
 * not pages, so plain links (gatsby-plugin-catch-links leaves them to the browser). The list and its
 * links have the legal links' style props, so they share their CSS classes: every page carries this
 * line, and only its wrapper adds CSS.
 */
const FeedLinks = () => {
  const locale = useLocale();
  const { footer: words, feeds } = useDictionary();
  return (
    <Flex mt={{ base: "6", lg: "3" }} fontSize="sm" color="text.onDarkMuted" wrap="wrap" align="baseline" columnGap="5" data-feed-links="">
      <Text>{words.feeds}</Text>
      <Flex as="ul" listStyleType="none" gap="5" wrap="wrap">
        {feedLinks(locale).map((feed) => (
          <li key={feed.format}>
            <Link href={feed.path} type={feed.type} {...footerLink} textDecoration="underline" py="1">
              {feeds.formats[feed.format]}
            </Link>
          </li>
        ))}
      </Flex>
    </Flex>
  );
};

/** Navigation, contacts and the company's legal details (required on an Italian firm's site). */
export const Footer = () => {
  const site = useSiteSettings();
  const locale = useLocale();
  const { pageNames, footer: words } = useDictionary();
  const { formatEuroCents } = useFormats();
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
          <Box as="nav" aria-label={words.navigation}>
            <FooterHeading>{words.explore}</FooterHeading>
            <Stack as="ul" gap={footerListGap} listStyleType="none">
              {FOOTER_NAVIGATION.map((key) => (
                <li key={key}>
                  <Link asChild {...footerLink}>
                    <GatsbyLink to={routePath(key, locale)}>{pageNames[key]}</GatsbyLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
          <Box>
            <FooterHeading>{words.contacts}</FooterHeading>
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
            © {site.buildYear} {legal.companyName} · {address.street}, {address.postalCode} {address.city} ({address.province}
            {`) · ${words.vatNumber} `}
            {legal.vatNumber}
            {" ·"} {/* Not broken at the hyphen of "MI-2093715". */}
            <Box as="span" whiteSpace="nowrap">
              {`${words.companyRegister} `}
              {legal.rea}
            </Box>{" "}
            {`· ${words.shareCapital} `}
            {formatEuroCents(legal.shareCapitalEur)}
            {` ${words.fullyPaid} · ${words.certifiedMail}`}{" "}
            <Link href={`mailto:${legal.pec}`} color="inherit" textDecoration="underline">
              {legal.pec}
            </Link>
          </Text>
          <Box as="nav" aria-label={words.legalNotes} flexShrink={0}>
            <Flex as="ul" listStyleType="none" gap="5" wrap="wrap">
              {LEGAL_NAVIGATION.map((key) => (
                <li key={key}>
                  <Link asChild {...footerLink} textDecoration="underline" py="1">
                    <GatsbyLink to={routePath(key, locale)}>{pageNames[key]}</GatsbyLink>
                  </Link>
                </li>
              ))}
              <li>
                <CookieChoiceButton {...footerLink} textDecoration="underline" fontSize="sm" py="1" />
              </li>
            </Flex>
          </Box>
        </Flex>
        <FeedLinks />
      </Container>
    </Box>
  );
};

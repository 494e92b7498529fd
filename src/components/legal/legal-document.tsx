import * as React from "react";
import { graphql, Link as GatsbyLink } from "gatsby";
import { Box, Container, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { telHref } from "../../lib/format/italian";
import { splitLead } from "../../lib/legal/split-lead";
import { CookieChoiceButton } from "../layout/cookie-choice-button";
import { NewTabNotice } from "../shared/new-tab-notice";
import { useDictionary, useFormats, useLocale } from "../../i18n/locale-context";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { pageAtPath, routePath } from "../../../supabase/functions/_shared/site-contract/route-map";

export const legalDocumentFragment = graphql`
  fragment LegalDocumentBody on LegalDocument {
    updatedOn
    sections {
      id
      heading
      paragraphs
      list
      closing
      links {
        label
        href
      }
      showsCompanyDetails
      showsEmail
      showsCookieChoice
    }
  }
`;

type Section = Queries.LegalDocumentBodyFragment["sections"][number];

const textLink = { color: "brand.fg", fontWeight: "600", textDecoration: "underline" } as const;

/** Terms and their values, side by side from the small screens up. */
const DetailsList = ({ rows }: { rows: Array<[string, React.ReactNode]> }) => (
  <Box as="dl" display="grid" gridTemplateColumns={{ base: "1fr", sm: "auto 1fr" }} columnGap="6" rowGap="1" bg="surface.soft" borderRadius="xl" p="5" my="4">
    {rows.map(([term, value]) => (
      <React.Fragment key={term}>
        <Box as="dt" fontWeight="700" mt={{ base: "2", sm: "0" }}>
          {term}
        </Box>
        <Box as="dd">{value}</Box>
      </React.Fragment>
    ))}
  </Box>
);

/** The site's e-mail address from data/site.json, where a text asks readers to write (the accessibility statement). */
const ContactEmail = () => {
  const { legalPage: words } = useDictionary();
  const { email } = useSiteSettings();
  return (
    <DetailsList
      rows={[
        [
          words.email,
          <Link key="email" href={`mailto:${email}`} {...textLink}>
            {email}
          </Link>,
        ],
      ]}
    />
  );
};

/** The firm's identity from data/site.json, so the legal pages never disagree with the footer. */
const CompanyDetails = () => {
  const { legalPage: words } = useDictionary();
  const site = useSiteSettings();
  const { legal } = site;
  const rows: Array<[string, React.ReactNode]> = [
    [words.companyName, legal.companyName],
    [words.registeredOffice, `${legal.address.street}, ${legal.address.postalCode} ${legal.address.city} (${legal.address.province})`],
    [words.vatNumber, legal.vatNumber],
    [
      words.email,
      <Link key="email" href={`mailto:${site.email}`} {...textLink}>
        {site.email}
      </Link>,
    ],
    [
      words.certifiedMail,
      <Link key="pec" href={`mailto:${legal.pec}`} {...textLink}>
        {legal.pec}
      </Link>,
    ],
    [
      words.phone,
      <Link key="tel" href={telHref(site.phone)} {...textLink}>
        {site.phone}
      </Link>,
    ],
  ];
  return <DetailsList rows={rows} />;
};

/** A page of this site in the reader's language ("/cookie-policy" on an English page → its English path), or the address as written. */
const localHref = (href: string, locale: Locale): string => {
  const page = pageAtPath(href);
  return page?.kind === "page" ? routePath(page.key, locale) : href;
};

const SectionLink = ({ label, href }: { label: string; href: string }) => {
  const locale = useLocale();
  return href.startsWith("/") ? (
    <Link asChild {...textLink}>
      <GatsbyLink to={localHref(href, locale)}>{label}</GatsbyLink>
    </Link>
  ) : (
    <Link href={href} target="_blank" rel="noopener noreferrer" {...textLink}>
      {label}
      <NewTabNotice />
    </Link>
  );
};

const LegalSection = ({ section }: { section: Section }) => (
  <Box as="section" id={section.id} aria-labelledby={`${section.id}-titolo`}>
    <Heading as="h2" id={`${section.id}-titolo`} fontSize={{ base: "xl", md: "2xl" }} fontWeight="800" mb="3">
      {section.heading}
    </Heading>
    <Stack gap="3">
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </Stack>
    {section.showsCompanyDetails && <CompanyDetails />}
    {section.showsEmail && <ContactEmail />}
    {section.list && section.list.length > 0 && (
      <Box as="ul" ps="5" my="3" listStyleType="disc">
        {section.list.map((item) => {
          const { lead, text } = splitLead(item);
          return (
            <Box as="li" key={item} mb="2">
              {lead && (
                <Box as="strong" fontWeight="700">
                  {lead}:{" "}
                </Box>
              )}
              {text}
            </Box>
          );
        })}
      </Box>
    )}
    {section.closing && <Text mt="3">{section.closing}</Text>}
    {section.showsCookieChoice && (
      <Box mt="4">
        <CookieChoiceButton {...textLink} />
      </Box>
    )}
    {section.links && section.links.length > 0 && (
      <Stack as="ul" listStyleType="none" gap="1" mt="3">
        {section.links.map((link) => (
          <li key={link.href}>
            <SectionLink {...link} />
          </li>
        ))}
      </Stack>
    )}
  </Box>
);

/** The body of a legal page (privacy notice, cookie policy, accessibility statement): date of the last change, then its sections. */
export const LegalDocument = ({ document }: { document: Queries.LegalDocumentBodyFragment }) => {
  const { legalPage: words } = useDictionary();
  const { formatDate } = useFormats();
  return (
    <Box as="section" aria-label={words.fullText} bg="surface.page" py={{ base: "12", md: "16" }}>
      {/* The hero's container, so the text starts under the title; a column narrow enough for long reading. */}
      <Container maxW="7xl">
        {/* About 75 characters a line at the body's size (WCAG 1.4.8 asks for at most 80). */}
        <Box maxW="xl">
          <Text color="text.muted" fontSize="sm" mb="10">
            {words.lastUpdated} <time dateTime={document.updatedOn}>{formatDate(document.updatedOn)}</time>
          </Text>
          <Stack gap="10" lineHeight="1.7">
            {document.sections.map((section) => (
              <LegalSection key={section.id} section={section} />
            ))}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
};

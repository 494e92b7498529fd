import * as React from "react";
import { Box, Grid, Link, Stack, Text } from "@chakra-ui/react";
import { Mail, MapPin, Phone } from "lucide-react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { telHref } from "../../lib/format/italian";
import { Section } from "../shared/section";
import { BookingButton } from "../shared/booking-button";
import { useDictionary } from "../../i18n/locale-context";

// Each line 44 px tall, its link (an inline-flex, centred) stretched to the line's height: a full touch target.
const ContactLine = ({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) => (
  <Box display="flex" alignItems="stretch" gap="3" fontSize="lg" minH="11">
    <Box color="accent.onDark" display="flex" alignItems="center">
      {icon}
    </Box>
    {children}
  </Box>
);

/** 'Contatti': how to reach the firm; the contact form joins this section. */
export const ContactSection = ({ children }: { children?: React.ReactNode }) => {
  const site = useSiteSettings();
  const { contact: words } = useDictionary().home;
  return (
    <Section id="contatti" tone="dark" eyebrow={words.eyebrow} title={words.title} lead={words.lead}>
      <Grid templateColumns={{ base: "1fr", lg: "1fr 1.4fr" }} gap="12">
        <Stack gap="1" as="address" fontStyle="normal">
          <ContactLine icon={<Mail aria-hidden="true" />}>
            <Link href={`mailto:${site.email}`} color="white">
              {site.email}
            </Link>
          </ContactLine>
          <ContactLine icon={<Phone aria-hidden="true" />}>
            <Link href={telHref(site.phone)} color="white">
              {site.phone}
            </Link>
          </ContactLine>
          <ContactLine icon={<MapPin aria-hidden="true" />}>
            <Text as="span" display="flex" alignItems="center">
              {site.city}
            </Text>
          </ContactLine>
          <Box pt="6">
            <BookingButton variant="cta" />
          </Box>
        </Stack>
        <Box id="modulo-contatti">{children}</Box>
      </Grid>
    </Section>
  );
};

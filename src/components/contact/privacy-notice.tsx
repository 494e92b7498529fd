import * as React from "react";
import { Box, Link, Text } from "@chakra-ui/react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { NewTabNotice } from "../shared/new-tab-notice";

/**
 * The full notice, in a new tab: following it must not lose what the visitor typed in the form.
 */
export const FullPrivacyLink = ({ color }: { color: string }) => {
  const { forms } = useDictionary();
  const locale = useLocale();
  return (
    <Link href={routePath("privacy", locale)} target="_blank" rel="noopener" color={color} fontWeight="600" textDecoration="underline">
      {forms.privacy.readFull}
      <NewTabNotice />
    </Link>
  );
};

/**
 * The notice GDPR art. 13 requires where personal data is collected, in short, next
 * to the form it concerns (the consent checkbox links here).
 */
export const PrivacyNotice = () => {
  const site = useSiteSettings();
  const { privacy: words } = useDictionary().forms;
  return (
    <Box as="details" id="informativa-privacy" mt="3" color="text.onDarkMuted" fontSize="sm">
      {/* Padded to a 44 px touch target; the spacing around it stays as it was. */}
      <Box as="summary" cursor="pointer" color="white" fontWeight="600" py="3">
        {words.contactSummary}
      </Box>
      <Text>
        {words.contact({
          company: site.legal.companyName,
          street: site.legal.address.street,
          postalCode: site.legal.address.postalCode,
          city: site.legal.address.city,
          vatNumber: site.legal.vatNumber,
          email: site.email,
        })}
      </Text>
      <Text mt="2">
        <FullPrivacyLink color="accent.onDark" />
      </Text>
    </Box>
  );
};

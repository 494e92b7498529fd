import * as React from "react";
import { Box, Link, Text } from "@chakra-ui/react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import type { Tone } from "./consent-checkbox";

interface FormPrivacyNoticeProps {
  id: string;
  /** What the data is used for and on which legal basis. */
  purpose: string;
  tone?: Tone;
}

/** The short privacy notice (GDPR art. 13) next to a form, in the page's language; the full policy is the privacy page. */
export const FormPrivacyNotice = ({ id, purpose, tone = "light" }: FormPrivacyNoticeProps) => {
  const site = useSiteSettings();
  const { legal } = site;
  const { privacy: words } = useDictionary().forms;
  const locale = useLocale();
  const linkColor = tone === "dark" ? "accent.onDark" : "brand.fg";
  return (
    <Box as="details" id={id} mt="2" fontSize="sm" color={tone === "dark" ? "text.onDarkMuted" : "text.muted"}>
      {/* Padded to a 44 px touch target; the spacing around it stays as it was. */}
      <Box as="summary" cursor="pointer" fontWeight="700" color={tone === "dark" ? "white" : "text"} w="fit-content" py="3">
        {words.summary}
      </Box>
      <Text>
        {words.brief(
          {
            company: legal.companyName,
            street: legal.address.street,
            postalCode: legal.address.postalCode,
            city: legal.address.city,
            vatNumber: legal.vatNumber,
            email: site.email,
          },
          purpose,
        )}
        <Link href={routePath("privacy", locale)} color={linkColor} fontWeight="600" textDecoration="underline">
          {words.fullLink}
        </Link>
        {words.afterFullLink}
      </Text>
    </Box>
  );
};

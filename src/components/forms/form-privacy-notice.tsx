import * as React from "react";
import { Box, Link, Text } from "@chakra-ui/react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import type { Tone } from "./consent-checkbox";

interface FormPrivacyNoticeProps {
  id: string;
  /** What the data is used for and on which legal basis. */
  purpose: string;
  tone?: Tone;
}

/** The short privacy notice (GDPR art. 13) next to a form; the full policy is at /privacy. */
export const FormPrivacyNotice = ({ id, purpose, tone = "light" }: FormPrivacyNoticeProps) => {
  const site = useSiteSettings();
  const { legal } = site;
  const linkColor = tone === "dark" ? "accent.onDark" : "brand.fg";
  return (
    <Box as="details" id={id} mt="2" fontSize="sm" color={tone === "dark" ? "text.onDarkMuted" : "text.muted"}>
      {/* Padded to a 44 px touch target; the spacing around it stays as it was. */}
      <Box as="summary" cursor="pointer" fontWeight="700" color={tone === "dark" ? "white" : "text"} w="fit-content" py="3">
        Informativa sulla privacy in breve
      </Box>
      <Text>
        Titolare del trattamento è {legal.companyName}, {legal.address.street}, {legal.address.postalCode} {legal.address.city} (P.IVA {legal.vatNumber}),
        contattabile a {site.email}. {purpose} I dati sono conservati su server nell'Unione europea dal nostro fornitore di infrastruttura (Supabase) e le email
        partono tramite il nostro fornitore di posta elettronica, entrambi nominati responsabili del trattamento. Puoi chiedere in ogni momento accesso,
        rettifica, cancellazione, limitazione o portabilità dei tuoi dati e opporti al trattamento scrivendo a {site.email}; hai anche diritto di proporre
        reclamo al Garante per la protezione dei dati personali. Tutti i dettagli sono nell'
        <Link href="/privacy" color={linkColor} fontWeight="600" textDecoration="underline">
          informativa completa
        </Link>
        .
      </Text>
    </Box>
  );
};

import * as React from "react";
import { Box, Link, Text } from "@chakra-ui/react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { NewTabNotice } from "../shared/new-tab-notice";

/**
 * The full notice, in a new tab: following it must not lose what the visitor typed in the form.
 */
export const FullPrivacyLink = ({ color }: { color: string }) => (
  <Link href="/privacy" target="_blank" rel="noopener" color={color} fontWeight="600" textDecoration="underline">
    Leggi l'informativa completa
    <NewTabNotice />
  </Link>
);

/**
 * The notice GDPR art. 13 requires where personal data is collected, in short, next
 * to the form it concerns (the consent checkbox links here).
 */
export const PrivacyNotice = () => {
  const site = useSiteSettings();
  return (
    <Box as="details" id="informativa-privacy" mt="3" color="text.onDarkMuted" fontSize="sm">
      {/* Padded to a 44 px touch target; the spacing around it stays as it was. */}
      <Box as="summary" cursor="pointer" color="white" fontWeight="600" py="3">
        Informativa sulla privacy
      </Box>
      <Text>
        Titolare del trattamento è {site.legal.companyName}, {site.legal.address.street}, {site.legal.address.postalCode} {site.legal.address.city} (P.IVA{" "}
        {site.legal.vatNumber}), contattabile a {site.email}. Usiamo nome, email, azienda e messaggio solo per risponderti e, se lo chiedi, per prepararti una
        proposta (art. 6.1.b GDPR, misure precontrattuali). I dati sono conservati su server nell'Unione europea dal nostro fornitore di infrastruttura
        (Supabase) e inviati tramite il nostro fornitore di posta elettronica, entrambi nominati responsabili del trattamento; li teniamo per 24 mesi
        dall'ultimo contatto, poi li cancelliamo. Puoi chiedere in ogni momento accesso, rettifica, cancellazione, limitazione o portabilità dei tuoi dati e
        opporti al trattamento scrivendo a {site.email}; hai anche diritto di proporre reclamo al Garante per la protezione dei dati personali.
      </Text>
      <Text mt="2">
        <FullPrivacyLink color="accent.onDark" />
      </Text>
    </Box>
  );
};

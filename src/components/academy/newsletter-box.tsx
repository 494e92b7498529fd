import * as React from "react";
import { Box, Container, Field, Grid, Heading, Input, Stack, Text, useRecipe } from "@chakra-ui/react";
import { Send } from "lucide-react";
import { ConsentCheckbox, FormPrivacyNotice, OfflineNotice, useOfflineSubmit } from "../catalogue/offline-request";
import type { RequestFieldSpec } from "../catalogue/request-fields";
import { ActionButton } from "../ui/action-button";

const FIELDS: RequestFieldSpec[] = [{ name: "email", label: "La tua email", kind: "email", required: true, autoComplete: "email" }];
const NOTICE_ID = "newsletter-informativa";

/**
 * 'Resta aggiornato': the newsletter sign-up in a dark box. Like the other request
 * forms it does not subscribe anyone yet; it says so, and how to reach the firm.
 */
export const NewsletterBox = () => {
  const section = useRecipe({ key: "section" });
  const eyebrow = useRecipe({ key: "eyebrow" });
  const { entries, onSubmit } = useOfflineSubmit(FIELDS);
  return (
    <Box as="section" id="newsletter" aria-labelledby="newsletter-titolo" css={section({ tone: "light" })}>
      <Container maxW="7xl">
        <Box
          bg="surface.dark"
          color="text.onDark"
          borderRadius="3xl"
          px={{ base: "6", md: "14" }}
          py={{ base: "10", md: "14" }}
          backgroundImage="radial-gradient(circle at 90% 10%, rgba(29, 78, 216, 0.45), transparent 50%), radial-gradient(circle at 0% 100%, rgba(245, 158, 11, 0.18), transparent 45%)"
        >
          <Grid templateColumns={{ base: "1fr", lg: "1fr 1.1fr" }} gap={{ base: "8", lg: "14" }} alignItems="center">
            <Box>
              <Text as="p" css={eyebrow({ tone: "dark" })}>
                Newsletter
              </Text>
              <Heading as="h2" id="newsletter-titolo" fontSize={{ base: "3xl", md: "4xl" }} lineHeight="1.1" mt="3" fontWeight="800">
                Resta aggiornato
              </Heading>
              <Text mt="4" fontSize={{ base: "md", md: "lg" }} color="text.onDarkMuted">
                Nuovi corsi, date in calendario e spunti pratici su AI e strategia digitale, una volta al mese. Niente spam, promesso.
              </Text>
            </Box>
            <Box>
              <form method="dialog" aria-label="Iscrizione alla newsletter" onSubmit={onSubmit}>
                <Stack gap="5">
                  <Field.Root required>
                    <Field.Label fontWeight="700" color="white">
                      La tua email
                      <Field.RequiredIndicator color="accent.onDark" />
                    </Field.Label>
                    <Stack direction={{ base: "column", sm: "row" }} gap="3" w="full">
                      <Input name="email" type="email" inputMode="email" autoComplete="email" placeholder="nome@azienda.it" size="lg" bg="white" color="text" borderColor="gray.300" _placeholder={{ color: "gray.500" }} flex="1" />
                      <ActionButton type="submit" variant="cta" size="lg" flexShrink={0}>
                        Iscriviti
                        <Send aria-hidden="true" />
                      </ActionButton>
                    </Stack>
                  </Field.Root>
                  <ConsentCheckbox name="consenso" noticeId={NOTICE_ID} tone="dark">
                    e voglio ricevere la newsletter mensile dell'Academy.
                  </ConsentCheckbox>
                </Stack>
              </form>
              <OfflineNotice
                id="newsletter-esito"
                entries={entries}
                title="L'iscrizione online non è ancora attiva"
                text="Non abbiamo registrato il tuo indirizzo: lo trovi ancora nel modulo."
                subject="Iscrizione alla newsletter dell'Academy"
              />
              <FormPrivacyNotice
                id={NOTICE_ID}
                tone="dark"
                purpose="Useremo il tuo indirizzo solo per inviarti la newsletter dell'Academy, con il tuo consenso (art. 6.1.a GDPR), che puoi revocare in ogni momento."
              />
            </Box>
          </Grid>
        </Box>
      </Container>
    </Box>
  );
};

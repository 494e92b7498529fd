import * as React from "react";
import { Box, Container, Field, Grid, Heading, Input, Stack, Text, useRecipe } from "@chakra-ui/react";
import { Send } from "lucide-react";
import { ConsentCheckbox } from "../forms/consent-checkbox";
import { FormPrivacyNotice } from "../forms/form-privacy-notice";
import { Honeypot } from "../forms/honeypot";
import { LazyForm } from "../forms/lazy-form";
import { ActionButton } from "../ui/action-button";
import { useDictionary } from "../../i18n/locale-context";
import { hydratedOnItsOwn } from "../../start-up";

const EMPTY = { email: "", consent: false };
const loadBehaviour = () => import("./newsletter-behaviour").then((module) => module.newsletterBehaviour);

/**
 * 'Resta aggiornato': the newsletter sign-up in a dark box, with double opt-in — the address is
 * subscribed only once its owner follows the link in the e-mail the function sends.
 */
export const NewsletterBox = hydratedOnItsOwn("NewsletterBox", () => {
  const section = useRecipe({ key: "section" });
  const eyebrow = useRecipe({ key: "eyebrow" });
  const { forms } = useDictionary();
  const words = forms.newsletter;
  return (
    // No top padding: it follows the testimonials, a light section whose own bottom padding is the gap.
    <Box as="section" id="newsletter" aria-labelledby="newsletter-titolo" css={section({ tone: "light" })} pt="0">
      <Container maxW="7xl">
        <Box
          bg="surface.dark"
          color="text.onDark"
          borderRadius="3xl"
          px={{ base: "6", md: "14" }}
          py={{ base: "10", md: "14" }}
          position="relative"
          // eslint-disable-next-line altura/design-tokens -- decorative glows: blue and amber at their own opacities, used nowhere else
          backgroundImage="radial-gradient(circle at 90% 10%, rgba(29, 78, 216, 0.45), transparent 50%), radial-gradient(circle at 0% 100%, rgba(245, 158, 11, 0.18), transparent 45%)"
        >
          <Grid templateColumns={{ base: "1fr", lg: "1fr 1.1fr" }} gap={{ base: "8", lg: "14" }} alignItems="center">
            <Box>
              <Text as="p" css={eyebrow({ tone: "dark" })}>
                {words.eyebrow}
              </Text>
              <Heading as="h2" id="newsletter-titolo" fontSize={{ base: "3xl", md: "4xl" }} lineHeight="1.1" mt="3" fontWeight="800">
                {words.heading}
              </Heading>
              <Text mt="4" fontSize={{ base: "md", md: "lg" }} color="text.onDarkMuted">
                {words.text}
              </Text>
            </Box>
            <Box>
              <LazyForm label={words.label} name="newsletter" empty={EMPTY} loadBehaviour={loadBehaviour}>
                {(binding, submitting) => (
                  <Stack gap="5">
                    <Field.Root required>
                      <Field.Label fontWeight="700" color="white">
                        {words.email}
                        <Field.RequiredIndicator color="accent.onDark" />
                      </Field.Label>
                      <Stack direction={{ base: "column", sm: "row" }} gap="3" w="full">
                        <Input
                          {...binding.text("email")}
                          type="email"
                          inputMode="email"
                          autoComplete="email"
                          placeholder={words.emailPlaceholder}
                          size="lg"
                          bg="white"
                          color="text"
                          borderColor="gray.300"
                          _placeholder={{ color: "gray.500" }}
                          // Beside the button it takes the rest of the row; stacked (phones), its own height.
                          flex={{ base: "none", sm: "1" }}
                        />
                        <ActionButton type="submit" variant="cta" size="lg" flexShrink={0} disabled={submitting}>
                          {submitting ? forms.sending : words.submit}
                          {!submitting && <Send aria-hidden="true" />}
                        </ActionButton>
                      </Stack>
                      <Field.HelperText color="text.onDarkMuted">{words.helper}</Field.HelperText>
                    </Field.Root>
                    <Honeypot />
                    <ConsentCheckbox binding={binding.consent} tone="dark">
                      {words.consent}
                    </ConsentCheckbox>
                  </Stack>
                )}
              </LazyForm>
              <FormPrivacyNotice id="newsletter-informativa" tone="dark" purpose={words.purpose} />
            </Box>
          </Grid>
        </Box>
      </Container>
    </Box>
  );
});

import * as React from "react";
import { Box, Checkbox, Field, Input, Link, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { CONTACT_LIMITS, HONEYPOT_FIELD } from "../../../supabase/functions/_shared/request-options";
import { formControlStyle } from "../forms/control-style";
import type { FieldBinding } from "../forms/field-binding";
import { ActionButton } from "../ui/action-button";

interface ContactFieldsProps {
  binding: FieldBinding;
  submitting: boolean;
}

const labelStyle = { color: "white", fontWeight: "600" } as const;

/** The contact form's fields and button; the consent links to the privacy notice below the form. */
export const ContactFields = ({ binding, submitting }: ContactFieldsProps) => (
  <Stack gap="5">
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <Field.Root required>
        <Field.Label {...labelStyle}>
          Nome e cognome <Field.RequiredIndicator color="accent.onDark" />
        </Field.Label>
        <Input {...formControlStyle} {...binding.text("name")} autoComplete="name" maxLength={CONTACT_LIMITS.name + 50} />
      </Field.Root>
      <Field.Root required>
        <Field.Label {...labelStyle}>
          Email <Field.RequiredIndicator color="accent.onDark" />
        </Field.Label>
        <Input {...formControlStyle} {...binding.text("email")} type="email" autoComplete="email" inputMode="email" />
      </Field.Root>
    </SimpleGrid>
    <Field.Root>
      <Field.Label {...labelStyle}>
        Azienda{" "}
        <Box as="span" fontWeight="400" color="text.onDarkMuted">
          (facoltativo)
        </Box>
      </Field.Label>
      <Input {...formControlStyle} {...binding.text("company")} autoComplete="organization" />
    </Field.Root>
    <Field.Root required>
      <Field.Label {...labelStyle}>
        Messaggio <Field.RequiredIndicator color="accent.onDark" />
      </Field.Label>
      <Textarea {...formControlStyle} {...binding.text("message")} rows={6} placeholder="Raccontaci obiettivi, tempi e contesto del progetto" />
    </Field.Root>
    {/* A trap for bots: people never see it, screen readers skip it, so only a bot fills it in. */}
    {/* eslint-disable-next-line altura/design-tokens -- off-screen in a 1 px box, the usual hidden-but-fillable pattern: never seen, so no scale */}
    <Box position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden" aria-hidden="true">
      <label>
        Lascia vuoto questo campo
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Box>
    <Checkbox.Root name="consent" value="si" colorPalette="yellow" alignItems="flex-start" defaultChecked={binding.consent.defaultChecked}>
      <Checkbox.HiddenInput />
      {/* A span: the root is a <label>, which holds phrasing content only. */}
      <Checkbox.Control as="span" borderColor="whiteAlpha.700" mt="0.5" />
      <Checkbox.Label color="text.onDarkMuted" fontWeight="400">
        Ho letto l'
        <Link href="#informativa-privacy" color="accent.onDark" textDecoration="underline">
          informativa sulla privacy
        </Link>{" "}
        e acconsento al trattamento dei miei dati per ricevere una risposta.
      </Checkbox.Label>
    </Checkbox.Root>
    <Box>
      <ActionButton type="submit" variant="cta" size="lg" disabled={submitting} minW="56">
        {submitting ? "Invio in corso..." : "Invia messaggio"}
      </ActionButton>
    </Box>
  </Stack>
);

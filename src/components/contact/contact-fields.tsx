import * as React from "react";
import { Box, Checkbox, Field, Input, Link, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { CONTACT_LIMITS } from "../../../supabase/functions/_shared/site-contract/request-options";
import { formControlStyle } from "../forms/control-style";
import type { FieldBinding } from "../forms/field-binding";
import { ActionButton } from "../ui/action-button";
import { useDictionary } from "../../i18n/locale-context";
import { Honeypot } from "../forms/honeypot";

interface ContactFieldsProps {
  binding: FieldBinding;
  submitting: boolean;
}

const labelStyle = { color: "white", fontWeight: "600" } as const;

/** The contact form's fields and button; the consent links to the privacy notice below the form. */
export const ContactFields = ({ binding, submitting }: ContactFieldsProps) => {
  const { forms } = useDictionary();
  const words = forms.contact;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Field.Root required>
          <Field.Label {...labelStyle}>
            {`${words.name} `}
            <Field.RequiredIndicator color="accent.onDark" />
          </Field.Label>
          <Input {...formControlStyle} {...binding.text("name")} autoComplete="name" maxLength={CONTACT_LIMITS.name + 50} />
        </Field.Root>
        <Field.Root required>
          <Field.Label {...labelStyle}>
            {`${words.email} `}
            <Field.RequiredIndicator color="accent.onDark" />
          </Field.Label>
          <Input {...formControlStyle} {...binding.text("email")} type="email" autoComplete="email" inputMode="email" />
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label {...labelStyle}>
          {words.company}{" "}
          <Box as="span" fontWeight="400" color="text.onDarkMuted">
            {forms.optional}
          </Box>
        </Field.Label>
        <Input {...formControlStyle} {...binding.text("company")} autoComplete="organization" />
      </Field.Root>
      <Field.Root required>
        <Field.Label {...labelStyle}>
          {`${words.message} `}
          <Field.RequiredIndicator color="accent.onDark" />
        </Field.Label>
        <Textarea {...formControlStyle} {...binding.text("message")} rows={6} placeholder={words.messagePlaceholder} />
      </Field.Root>
      <Honeypot />
      <Checkbox.Root name="consent" value="si" colorPalette="yellow" alignItems="flex-start" defaultChecked={binding.consent.defaultChecked}>
        <Checkbox.HiddenInput />
        {/* A span: the root is a <label>, which holds phrasing content only. */}
        <Checkbox.Control as="span" borderColor="whiteAlpha.700" mt="0.5" />
        <Checkbox.Label color="text.onDarkMuted" fontWeight="400">
          {forms.consentBefore}
          <Link href="#informativa-privacy" color="accent.onDark" textDecoration="underline">
            {forms.consentLink}
          </Link>{" "}
          {words.consent}
        </Checkbox.Label>
      </Checkbox.Root>
      <Box>
        <ActionButton type="submit" variant="cta" size="lg" disabled={submitting} minW="56">
          {submitting ? forms.sending : words.submit}
        </ActionButton>
      </Box>
    </Stack>
  );
};

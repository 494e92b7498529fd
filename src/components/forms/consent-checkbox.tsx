import * as React from "react";
import { Box, Checkbox, Link, Text } from "@chakra-ui/react";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import type { ConsentBinding } from "./field-binding";

export type Tone = "light" | "dark";

interface ConsentCheckboxProps {
  binding: ConsentBinding;
  /** Text after the link to the privacy policy, e.g. "e acconsento al trattamento dei miei dati per ricevere una risposta." */
  children: React.ReactNode;
  tone?: Tone;
}

/**
 * The privacy consent every form that sends personal data asks for, linking to the privacy
 * policy. Checked by the form's rules (toast 'Consenso richiesto'), not by the browser.
 */
export const ConsentCheckbox = ({ binding, children, tone = "light" }: ConsentCheckboxProps) => {
  const { forms: words } = useDictionary();
  const locale = useLocale();
  return (
    <Checkbox.Root name="consent" value="si" colorPalette={tone === "dark" ? "yellow" : "blue"} alignItems="flex-start" defaultChecked={binding.defaultChecked}>
      <Checkbox.HiddenInput />
      {/* A span: the root is a <label>, which holds phrasing content only. */}
      <Checkbox.Control as="span" mt="0.5" borderColor={tone === "dark" ? "whiteAlpha.700" : "gray.500"} bg={tone === "dark" ? undefined : "white"} />
      <Checkbox.Label fontWeight="400" color={tone === "dark" ? "text.onDarkMuted" : "text.muted"}>
        {words.consentBefore}
        {/* A plain link: the policy page is built apart from these forms, and nothing needs prefetching for it. */}
        <Link href={routePath("privacy", locale)} color={tone === "dark" ? "accent.onDark" : "brand.fg"} fontWeight="600" textDecoration="underline">
          {words.consentLink}
        </Link>{" "}
        {children}
        <Box as="span" aria-hidden="true" color={tone === "dark" ? "accent.onDark" : "red.700"} ms="1">
          *
        </Box>
      </Checkbox.Label>
    </Checkbox.Root>
  );
};

/** Says what the * means, once, before the fields. */
export const RequiredNote = ({ tone = "light" }: { tone?: Tone }) => {
  const { forms: words } = useDictionary();
  return (
    <Text fontSize="sm" color={tone === "dark" ? "text.onDarkMuted" : "text.muted"} mb="5">
      {words.requiredBefore}{" "}
      <Box as="span" color={tone === "dark" ? "accent.onDark" : "red.700"} fontWeight="700">
        *
      </Box>{" "}
      {words.requiredAfter}
    </Text>
  );
};

/**
 * The request forms of the Academy and Events pages (custom path, custom event): the same
 * panel — why ask, what to expect, the form — and the same form mechanics as the contact form
 * (LazyForm: a plain form until first use, then Formik, the shared rules and the function).
 */
import * as React from "react";
import { Box, Grid, HStack, Stack, Text } from "@chakra-ui/react";
import { ArrowRight, CheckCircle2 } from "lucide-react";
import { ConsentCheckbox, RequiredNote } from "../forms/consent-checkbox";
import type { FormValues } from "../forms/field-binding";
import type { FormBehaviour } from "../forms/form-behaviour";
import { FormPrivacyNotice } from "../forms/form-privacy-notice";
import { Honeypot } from "../forms/honeypot";
import { LazyForm } from "../forms/lazy-form";
import { ActionButton } from "../ui/action-button";
import { RequestFields, type RequestFieldSpec } from "./request-fields";
import { useDictionary } from "../../i18n/locale-context";

/** Every field empty and the consent unticked: the form's first and after-success state. */
export const emptyValuesOf = (fields: readonly RequestFieldSpec[]): FormValues =>
  Object.fromEntries([...fields.map((spec) => [spec.name, ""] as const), ["consent", false] as const]);

interface RequestFormProps {
  /** The form's accessible name, e.g. "Richiesta di un percorso su misura". */
  label: string;
  /** Names the form in the markup (`data-form`). */
  name: string;
  /** Prefix of the privacy notice's id. */
  idPrefix: string;
  fields: readonly RequestFieldSpec[];
  loadBehaviour: () => Promise<FormBehaviour<FormValues>>;
  /** What the data is used for and on which legal basis, for the privacy notice. */
  purpose: string;
  submitLabel: string;
}

/** A complete request form: labelled fields, the consent, the button, the short privacy notice. */
export const RequestForm = ({ label, name, idPrefix, fields, loadBehaviour, purpose, submitLabel }: RequestFormProps) => {
  const empty = React.useMemo(() => emptyValuesOf(fields), [fields]);
  const { forms: words } = useDictionary();
  return (
    <Box bg="white" borderRadius="2xl" borderWidth="1px" borderColor="gray.200" boxShadow="md" p={{ base: "6", md: "10" }} position="relative">
      <LazyForm label={label} name={name} empty={empty} loadBehaviour={loadBehaviour}>
        {(binding, submitting) => (
          <>
            <RequiredNote />
            <Stack gap="6">
              <RequestFields fields={fields} binding={binding} />
              <Honeypot />
              <ConsentCheckbox binding={binding.consent}>{words.requestConsent}</ConsentCheckbox>
              <Box>
                <ActionButton type="submit" variant="cta" size="lg" disabled={submitting}>
                  {submitting ? words.sending : submitLabel}
                  {!submitting && <ArrowRight aria-hidden="true" />}
                </ActionButton>
              </Box>
            </Stack>
          </>
        )}
      </LazyForm>
      <FormPrivacyNotice id={`${idPrefix}-informativa`} purpose={purpose} />
    </Box>
  );
};

interface RequestPanelProps {
  /** Why the visitor should ask. */
  intro: string;
  /** What they can expect, one line each. */
  promises: readonly string[];
  children: React.ReactNode;
}

/** The introduction with its promises beside the form (stacked on small screens). */
export const RequestPanel = ({ intro, promises, children }: RequestPanelProps) => (
  <Grid templateColumns={{ base: "1fr", lg: "1fr 1.5fr" }} gap={{ base: "10", lg: "16" }} alignItems="start">
    <Stack gap="6">
      <Text fontSize="lg" color="text.muted" lineHeight="1.75">
        {intro}
      </Text>
      <Stack as="ul" listStyleType="none" gap="4">
        {promises.map((promise) => (
          <HStack as="li" key={promise} gap="3" align="flex-start">
            <Box color="brand.fg" pt="0.5" flexShrink={0}>
              <CheckCircle2 size={22} aria-hidden="true" focusable="false" />
            </Box>
            <Text fontWeight="600">{promise}</Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
    {children}
  </Grid>
);

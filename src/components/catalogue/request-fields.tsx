import * as React from "react";
import { Field, Input, NativeSelect, SimpleGrid, Textarea } from "@chakra-ui/react";
import { formControlStyle } from "../forms/control-style";
import type { FieldBinding } from "../forms/field-binding";
import type { Dictionary } from "../../i18n/dictionary";
import { useDictionary } from "../../i18n/locale-context";

/** One field of a request form, described as data (its `name` is the field the function receives). */
export interface RequestFieldSpec {
  name: string;
  label: string;
  kind: "text" | "email" | "tel" | "number" | "select" | "textarea";
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  helper?: string;
  options?: readonly { value: string; label: string }[];
  min?: number;
  max?: number;
  /** The browser's own length limit (a little above the rule's, so the rule's message can speak). */
  maxLength?: number;
  /** Takes the whole row on wide screens. */
  wide?: boolean;
}

/** Who is asking: the first fields of every request form, named as the shared rules name them, in the page's words. */
export const requesterFields = ({ requester: words }: Dictionary["forms"]): RequestFieldSpec[] => [
  { name: "name", label: words.name, kind: "text", required: true, autoComplete: "name" },
  { name: "email", label: words.email, kind: "email", required: true, autoComplete: "email", placeholder: words.emailPlaceholder },
  { name: "company", label: words.company, kind: "text", required: true, autoComplete: "organization" },
  { name: "phone", label: words.phone, kind: "tel", autoComplete: "tel", placeholder: words.phonePlaceholder },
];

const FieldControl = ({ spec, binding }: { spec: RequestFieldSpec; binding: FieldBinding }) => {
  const { forms } = useDictionary();
  switch (spec.kind) {
    case "textarea":
      return (
        <Textarea
          {...formControlStyle}
          {...binding.text(spec.name)}
          rows={5}
          placeholder={spec.placeholder}
          autoComplete={spec.autoComplete ?? "off"}
          maxLength={spec.maxLength}
        />
      );
    case "select":
      return (
        <NativeSelect.Root size="lg">
          <NativeSelect.Field {...binding.text(spec.name)} bg="white" color="text" borderColor="gray.300">
            {/* Empty until chosen: a required select then really asks for a choice. */}
            <option value="" disabled={spec.required}>
              {spec.placeholder ?? forms.selectPlaceholder}
            </option>
            {spec.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator color="text.muted" />
        </NativeSelect.Root>
      );
    default:
      return (
        <Input
          {...formControlStyle}
          {...binding.text(spec.name)}
          type={spec.kind}
          min={spec.min}
          max={spec.max}
          maxLength={spec.maxLength}
          inputMode={spec.kind === "email" ? "email" : spec.kind === "tel" ? "tel" : spec.kind === "number" ? "numeric" : undefined}
          autoComplete={spec.autoComplete ?? "off"}
          placeholder={spec.placeholder}
        />
      );
  }
};

/** The labelled fields of a request form, two per row on wide screens; required ones marked with *. */
export const RequestFields = ({ fields, binding }: { fields: readonly RequestFieldSpec[]; binding: FieldBinding }) => (
  <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
    {fields.map((spec) => (
      <Field.Root key={spec.name} required={spec.required} gridColumn={{ md: spec.wide ? "span 2" : undefined }}>
        <Field.Label fontWeight="700" color="text">
          {spec.label}
          <Field.RequiredIndicator color="red.700" />
        </Field.Label>
        <FieldControl spec={spec} binding={binding} />
        {spec.helper && <Field.HelperText color="text.muted">{spec.helper}</Field.HelperText>}
      </Field.Root>
    ))}
  </SimpleGrid>
);

import * as React from "react";
import { Field, Input, NativeSelect, SimpleGrid, Textarea } from "@chakra-ui/react";

/** One field of a request form, described as data so the form and its e-mail fallback agree. */
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
  /** Takes the whole row on wide screens. */
  wide?: boolean;
}

const controlStyle = {
  bg: "white",
  color: "text",
  borderColor: "gray.300",
  size: "lg",
  _placeholder: { color: "gray.500" },
} as const;

const FieldControl = ({ spec }: { spec: RequestFieldSpec }) => {
  switch (spec.kind) {
    case "textarea":
      return <Textarea {...controlStyle} name={spec.name} rows={5} placeholder={spec.placeholder} autoComplete={spec.autoComplete ?? "off"} />;
    case "select":
      return (
        <NativeSelect.Root size="lg">
          <NativeSelect.Field name={spec.name} bg="white" color="text" borderColor="gray.300" defaultValue="">
            {/* Empty until chosen: a required select then really asks for a choice. */}
            <option value="" disabled={spec.required}>
              {spec.placeholder ?? "Seleziona"}
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
          {...controlStyle}
          name={spec.name}
          type={spec.kind}
          min={spec.min}
          inputMode={spec.kind === "email" ? "email" : spec.kind === "tel" ? "tel" : spec.kind === "number" ? "numeric" : undefined}
          autoComplete={spec.autoComplete ?? "off"}
          placeholder={spec.placeholder}
        />
      );
  }
};

/** The labelled fields of a request form, two per row on wide screens; required ones marked with *. */
export const RequestFields = ({ fields }: { fields: readonly RequestFieldSpec[] }) => (
  <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
    {fields.map((spec) => (
      <Field.Root key={spec.name} required={spec.required} gridColumn={{ md: spec.wide ? "span 2" : undefined }}>
        <Field.Label fontWeight="700" color="text">
          {spec.label}
          <Field.RequiredIndicator color="red.700" />
        </Field.Label>
        <FieldControl spec={spec} />
        {spec.helper && <Field.HelperText color="text.muted">{spec.helper}</Field.HelperText>}
      </Field.Root>
    ))}
  </SimpleGrid>
);

/** The look of every form's text fields and selects: white on the sections' tinted or dark backgrounds. */
export const formControlStyle = {
  bg: "white",
  color: "text",
  borderColor: "gray.300",
  size: "lg",
  _placeholder: { color: "gray.500" },
} as const;

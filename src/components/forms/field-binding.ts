/** The values a form holds: text fields (inputs, selects, text areas) and the consent checkbox. */
export type FormValues = Record<string, string | boolean>;

export interface TextBinding {
  name: string;
  defaultValue: string;
}

export interface ConsentBinding {
  defaultChecked?: boolean;
}

/**
 * How a form's fields are wired. They are the browser's own (uncontrolled) from the first paint
 * to the send: the form's code reads them when the visitor sends, and never replaces them, so
 * nothing typed while that code was on its way can be lost, and a keystroke costs React nothing.
 */
export interface FieldBinding {
  text: (name: string) => TextBinding;
  consent: ConsentBinding;
}

/** Each field at its initial text (empty if none). */
export const fieldBinding = (initial: Readonly<Record<string, string | boolean | undefined>> = {}): FieldBinding => ({
  text: (name) => ({ name, defaultValue: typeof initial[name] === "string" ? initial[name] : "" }),
  consent: {},
});

/** Reads the fields named in `empty` from a form (a boolean field is a checkbox). */
export const readValues = <V extends FormValues>(form: HTMLFormElement | null, empty: V): V => {
  const values = { ...empty } as Record<string, string | boolean>;
  if (!form) return values as V;
  for (const [name, initial] of Object.entries(empty)) {
    const element = form.elements.namedItem(name);
    if (typeof initial === "boolean") values[name] = element instanceof HTMLInputElement ? element.checked : false;
    else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
      values[name] = element.value;
  }
  return values as V;
};

/**
 * Empties a form after a successful send: `reset()` unticks the consent (the checkbox component
 * listens for it), then every text field is cleared, including one the page had prefilled.
 */
export const clearForm = <V extends FormValues>(form: HTMLFormElement | null, empty: V): void => {
  if (!form) return;
  form.reset();
  for (const [name, initial] of Object.entries(empty)) {
    const element = form.elements.namedItem(name);
    if (typeof initial !== "string") continue;
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) element.value = initial;
  }
};

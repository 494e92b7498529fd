import type * as React from "react";

/** The values a form holds: text fields (inputs, selects, text areas) and the consent checkbox. */
export type FormValues = Record<string, string | boolean>;

export interface TextBinding {
  name: string;
  value?: string;
  defaultValue?: string;
  onChange?: React.ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
  onBlur?: React.FocusEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
}

export interface ConsentBinding {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * How a form's fields are wired: uncontrolled in the first, script-light form (defaults only),
 * controlled once Formik has taken over. Same markup either way, so the swap moves nothing on
 * screen.
 */
export interface FieldBinding {
  text: (name: string) => TextBinding;
  consent: ConsentBinding;
}

/** The binding of the first form: each field at its initial text (empty if none), nothing controlled. */
export const uncontrolledBinding = (initial: Readonly<Record<string, string | boolean | undefined>> = {}): FieldBinding => ({
  text: (name) => ({ name, defaultValue: typeof initial[name] === "string" ? initial[name] : "" }),
  consent: {},
});

/** What the first form holds right now: values, the focused field and its caret. */
export interface FormSnapshot<V extends FormValues> {
  values: V;
  focus: { name: string; selection: number | null } | null;
}

/** Reads the fields named in `empty` from a form (a boolean field is a checkbox). */
export const snapshotOf = <V extends FormValues>(form: HTMLFormElement | null, empty: V): FormSnapshot<V> => {
  if (!form) return { values: { ...empty }, focus: null };
  const values = { ...empty } as Record<string, string | boolean>;
  for (const [name, initial] of Object.entries(empty)) {
    const element = form.elements.namedItem(name);
    if (typeof initial === "boolean") values[name] = element instanceof HTMLInputElement ? element.checked : false;
    else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) values[name] = element.value;
  }
  const active = document.activeElement;
  const focusName = active instanceof HTMLElement && form.contains(active) ? active.getAttribute("name") : null;
  const selection = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? safeSelection(active) : null;
  return { values: values as V, focus: focusName ? { name: focusName, selection } : null };
};

/** selectionStart throws on inputs without a caret (type="email" in some browsers, "number"). */
const safeSelection = (element: HTMLInputElement | HTMLTextAreaElement): number | null => {
  try {
    return element.selectionStart;
  } catch {
    return null;
  }
};

/**
 * The `localized` widget of the CMS: a translated field (`"x-localized": true` in its schema) edited
 * as its Italian and English values side by side, each input with its `lang`, under the field's own
 * label. It reads and writes the `{ "it": …, "en": … }` object as it is stored, so the file stays
 * what its schema says. A list of texts (a course's audience) is one text area per language, one
 * entry per line.
 *
 * Written with Decap's own React (`window.h`, its createElement): a second copy of React in this
 * bundle could not render inside Decap's tree. The component keeps no state of its own: Decap holds
 * the value.
 */
import { LOCALES, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { LANGUAGE_IN_ITALIAN } from "../content-model/localized-fields";

type CreateElement = (type: string | ((props: never) => unknown), props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** What Decap passes a widget's control (only what is read here). */
export interface LocalizedControlProps {
  /** The stored value: a plain object, or Decap's Immutable.js map of it; undefined in a new entry. */
  value?: unknown;
  onChange(value: Record<string, unknown>): void;
  forID: string;
  classNameWrapper: string;
  field: { get(key: string): unknown };
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
}

/** How the two columns are titled, in the CMS's language (Italian). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { it: "Italiano", en: "Inglese" };

const plain = (value: unknown): Record<string, unknown> => {
  const js = value && typeof (value as { toJS?: unknown }).toJS === "function" ? (value as { toJS(): unknown }).toJS() : value;
  return js && typeof js === "object" && !Array.isArray(js) ? (js as Record<string, unknown>) : {};
};

/** A list of texts as the text area shows it (one per line), and back. */
export const listToText = (value: unknown): string => (Array.isArray(value) ? value.map(String).join("\n") : typeof value === "string" ? value : "");
export const textToList = (text: string): string[] => text.split("\n");

/** The value without the blank lines of its lists: a blank line in a text area is not an entry. */
export const withoutBlankLines = (value: unknown): unknown => {
  const object = plain(value);
  if (Object.keys(object).length === 0) return value;
  return Object.fromEntries(Object.entries(object).map(([locale, v]) => [locale, Array.isArray(v) ? v.filter((line) => String(line).trim() !== "") : v]));
};

/** The widget's control, built on Decap's createElement. */
export const localizedControl = (h: CreateElement) => {
  const Control = (props: LocalizedControlProps) => {
    const value = plain(props.value);
    const as = String(props.field.get("localized_as") ?? "string");
    const label = String(props.field.get("label") ?? "");
    const change = (locale: Locale, next: unknown) =>
      props.onChange({ ...Object.fromEntries(LOCALES.map((l) => [l, value[l] ?? (as === "list" ? [] : "")])), [locale]: next });
    const column = (locale: Locale) => {
      const id = locale === LOCALES[0] ? props.forID : `${props.forID}-${locale}`;
      const common = {
        id,
        lang: locale,
        // The field's label with the language, so each input is named on its own ("Titolo, in inglese").
        "aria-label": `${label}, ${LANGUAGE_IN_ITALIAN[locale]}`,
        className: props.classNameWrapper,
        onFocus: props.setActiveStyle,
        onBlur: props.setInactiveStyle,
        style: { width: "100%", boxSizing: "border-box" },
      };
      const input =
        as === "list"
          ? h("textarea", {
              ...common,
              rows: 5,
              value: listToText(value[locale]),
              onChange: (e: { target: { value: string } }) => change(locale, textToList(e.target.value)),
            })
          : h(as === "text" ? "textarea" : "input", {
              ...common,
              ...(as === "text" ? { rows: 4 } : { type: "text" }),
              value: typeof value[locale] === "string" ? value[locale] : "",
              onChange: (e: { target: { value: string } }) => change(locale, e.target.value),
            });
      return h(
        "div",
        { key: locale, style: { flex: "1 1 18rem", minWidth: 0 } },
        h("label", { htmlFor: id, style: { display: "block", fontSize: "0.8rem", fontWeight: 600, margin: "0 0 4px" } }, LANGUAGE_NAMES[locale]),
        input,
        as === "list" ? h("p", { style: { fontSize: "0.75rem", margin: "4px 0 0" } }, "Una voce per riga.") : null,
      );
    };
    return h("div", { style: { display: "flex", flexWrap: "wrap", gap: "16px" } }, ...LOCALES.map(column));
  };
  return Control;
};

/** The read-only view Decap's preview pane would use (the preview is off, but a widget must have one). */
export const localizedPreview = (h: CreateElement) => {
  const Preview = ({ value }: { value?: unknown }) => {
    const v = plain(value);
    return h(
      "div",
      null,
      ...LOCALES.map((locale) =>
        h("p", { key: locale, lang: locale }, Array.isArray(v[locale]) ? (v[locale] as unknown[]).join(" · ") : String(v[locale] ?? "")),
      ),
    );
  };
  return Preview;
};

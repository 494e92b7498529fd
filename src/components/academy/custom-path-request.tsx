import * as React from "react";
import { choiceOptions, TEAM_SIZES, UNDECIDED } from "../../../supabase/functions/_shared/site-contract/request-options";
import type { Dictionary } from "../../i18n/dictionary";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { RequestForm, RequestPanel } from "../catalogue/request-form";
import { requesterFields, type RequestFieldSpec } from "../catalogue/request-fields";

interface Choice {
  jsonId: string;
  label: string;
}

/** The fields, named as the function receives them (AcademyRequest in the shared rules), in the page's words. */
const fieldsFor = (forms: Dictionary["forms"], locale: Locale, categories: readonly Choice[], modes: readonly Choice[]): RequestFieldSpec[] => {
  const words = forms.academy;
  return [
    ...requesterFields(forms),
    {
      name: "area",
      label: words.area,
      kind: "select",
      placeholder: words.areaPlaceholder,
      options: [...categories.map((c) => ({ value: c.jsonId, label: c.label })), { value: UNDECIDED, label: words.areaUndecided }],
    },
    { name: "teamSize", label: words.teamSize, kind: "select", placeholder: words.teamSizePlaceholder, options: choiceOptions(TEAM_SIZES, locale) },
    {
      name: "mode",
      label: words.mode,
      kind: "select",
      placeholder: words.modePlaceholder,
      options: [...modes.map((m) => ({ value: m.jsonId, label: m.label })), { value: UNDECIDED, label: words.modeUndecided }],
      wide: true,
    },
    {
      name: "goals",
      label: words.goals,
      kind: "textarea",
      wide: true,
      placeholder: words.goalsPlaceholder,
    },
  ];
};

const loadBehaviour = () => import("./custom-path-behaviour").then((module) => module.customPathBehaviour);

/** '#personalizzati': why a custom path, and the request form. */
export const CustomPathRequest = ({ categories, modes }: { categories: readonly Choice[]; modes: readonly Choice[] }) => {
  const { forms } = useDictionary();
  const locale = useLocale();
  const words = forms.academy;
  const fields = React.useMemo(() => fieldsFor(forms, locale, categories, modes), [forms, locale, categories, modes]);
  return (
    <RequestPanel intro={words.intro} promises={words.promises}>
      <RequestForm
        label={words.label}
        name="academy"
        idPrefix="personalizzati"
        fields={fields}
        loadBehaviour={loadBehaviour}
        purpose={words.purpose}
        submitLabel={words.submit}
      />
    </RequestPanel>
  );
};

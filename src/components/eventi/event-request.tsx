import * as React from "react";
import { choiceOptions, EVENT_BUDGETS, OTHER_EVENT_TYPE, REQUEST_LIMITS } from "../../../supabase/functions/_shared/site-contract/request-options";
import type { Dictionary } from "../../i18n/dictionary";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { RequestForm, RequestPanel } from "../catalogue/request-form";
import { requesterFields, type RequestFieldSpec } from "../catalogue/request-fields";

type EventType = { jsonId: string; label: string };

/** The fields, named as the function receives them (EventRequest in the shared rules), in the page's words. */
const fieldsFor = (forms: Dictionary["forms"], locale: Locale, types: readonly EventType[]): RequestFieldSpec[] => {
  const words = forms.event;
  return [
    ...requesterFields(forms),
    {
      name: "eventType",
      label: words.eventType,
      kind: "select",
      required: true,
      placeholder: words.eventTypePlaceholder,
      options: [...types.map((t) => ({ value: t.jsonId, label: t.label })), { value: OTHER_EVENT_TYPE, label: words.otherType }],
    },
    {
      name: "participants",
      label: words.participants,
      kind: "number",
      min: 1,
      max: REQUEST_LIMITS.participants,
      placeholder: words.participantsPlaceholder,
    },
    { name: "period", label: words.period, kind: "text", placeholder: words.periodPlaceholder },
    { name: "budget", label: words.budget, kind: "select", placeholder: words.budgetPlaceholder, options: choiceOptions(EVENT_BUDGETS, locale) },
    {
      name: "description",
      label: words.description,
      kind: "textarea",
      wide: true,
      placeholder: words.descriptionPlaceholder,
    },
  ];
};

const loadBehaviour = () => import("./event-request-behaviour").then((module) => module.eventRequestBehaviour);

/** '#richiesta': what the visitor can expect, and the request form. */
export const EventRequest = ({ types }: { types: readonly EventType[] }) => {
  const { forms } = useDictionary();
  const locale = useLocale();
  const words = forms.event;
  const fields = React.useMemo(() => fieldsFor(forms, locale, types), [forms, locale, types]);
  return (
    <RequestPanel intro={words.intro} promises={words.promises}>
      <RequestForm
        label={words.label}
        name="event"
        idPrefix="richiesta"
        fields={fields}
        loadBehaviour={loadBehaviour}
        purpose={words.purpose}
        submitLabel={words.submit}
      />
    </RequestPanel>
  );
};

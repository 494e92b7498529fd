import * as React from "react";
import { ContactFields, type FieldBinding } from "./contact-fields";
import { PrivacyNotice } from "./privacy-notice";
import type { ContactFormValues } from "./contact-form-values";
import { courseFromSearch, courseRequestMessage } from "../../lib/contact/course-request";

type LiveForm = typeof import("./contact-form-live").ContactFormLive;

interface Takeover {
  Live: LiveForm;
  submitOnMount: boolean;
}

/** What the first form holds right now: values, the focused field and its caret. */
export interface FormSnapshot {
  values: ContactFormValues;
  focus: { name: string; selection: number | null } | null;
}

const snapshotOf = (form: HTMLFormElement | null): FormSnapshot => {
  if (!form) return { values: { name: "", email: "", company: "", message: "", consent: false }, focus: null };
  const text = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? "";
  const consent = form.elements.namedItem("consent") as HTMLInputElement | null;
  const active = document.activeElement;
  const focusName = active instanceof HTMLElement && form.contains(active) ? active.getAttribute("name") : null;
  const selection = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active.selectionStart : null;
  return {
    values: { name: text("name"), email: text("email"), company: text("company"), message: text("message"), consent: Boolean(consent?.checked) },
    focus: focusName ? { name: focusName, selection } : null,
  };
};

const uncontrolled: FieldBinding = {
  text: (name) => ({ name, defaultValue: "" }),
  consent: {},
};

/**
 * The contact form. The page ships a plain form; the first time the visitor focuses,
 * touches or types in it, Formik, yup and supabase-js are fetched and take over with
 * whatever has been typed so far (and the focus where it was). A page view that never
 * uses the form never downloads them.
 */
export const ContactForm = () => {
  const formRef = React.useRef<HTMLFormElement>(null);
  const loading = React.useRef<Promise<LiveForm> | null>(null);
  const [takeover, setTakeover] = React.useState<Takeover | null>(null);

  // A course page's 'Chiedi informazioni' names the course in the address. Applied after
  // mount (the server-rendered form is empty, so hydration matches) and only to an empty
  // message; the live form takes the text over with everything else.
  React.useEffect(() => {
    const course = courseFromSearch(window.location.search);
    const message = formRef.current?.elements.namedItem("message");
    if (course && message instanceof HTMLTextAreaElement && message.value === "") message.value = courseRequestMessage(course);
  }, []);

  const load = React.useCallback((submitOnMount: boolean) => {
    loading.current ??= import("./contact-form-live").then((module) => module.ContactFormLive);
    void loading.current.then((Live) => setTakeover((current) => current ?? { Live, submitOnMount }));
  }, []);

  return (
    <>
      {takeover ? (
        // The live form reads the first form while rendering, before React removes it: every
        // character typed while the code was on its way is still there to be taken over.
        <takeover.Live snapshot={() => snapshotOf(formRef.current)} submitOnMount={takeover.submitOnMount} />
      ) : (
        <form
          ref={formRef}
          noValidate
          aria-label="Modulo di contatto"
          data-contact-form="static"
          onFocus={() => load(false)}
          onPointerDown={() => load(false)}
          onSubmit={(event) => {
            event.preventDefault();
            load(true);
          }}
        >
          <ContactFields binding={uncontrolled} submitting={false} />
        </form>
      )}
      <PrivacyNotice />
    </>
  );
};

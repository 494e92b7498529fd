import * as React from "react";
import { LazyForm } from "../forms/lazy-form";
import { ContactFields } from "./contact-fields";
import { PrivacyNotice } from "./privacy-notice";
import type { ContactFormValues } from "./contact-form-values";
import { courseFromSearch, courseRequestMessage } from "../../lib/forms/course-request";
import { useDictionary, useLocale } from "../../i18n/locale-context";

export const EMPTY_CONTACT: ContactFormValues = { name: "", email: "", company: "", message: "", consent: false };

const loadBehaviour = () => import("./contact-behaviour").then((module) => module.contactBehaviour);

/**
 * The contact form: a plain form whose code (Formik, yup, supabase-js) arrives as it nears the
 * screen or is first used (LazyForm), and reads the fields at the press.
 * `initialMessage`: the message the server already writes in (a course page names its course).
 */
export const ContactForm = ({ initialMessage }: { initialMessage?: string }) => {
  const locale = useLocale();
  const words = useDictionary().forms.contact;
  // A link from outside the site may name a course in the address (`/?corso=…#contatti`).
  // Applied after mount (the server-rendered form is empty, so hydration matches) and only to
  // an empty message; it is sent like anything the visitor typed.
  React.useEffect(() => {
    if (initialMessage) return;
    const course = courseFromSearch(window.location.search);
    const message = document.querySelector('form[data-form="contact"] textarea[name="message"]');
    if (course && message instanceof HTMLTextAreaElement && message.value === "") message.value = courseRequestMessage(course, locale);
  }, [initialMessage, locale]);

  return (
    <>
      <LazyForm
        label={words.label}
        name="contact"
        empty={EMPTY_CONTACT}
        initial={initialMessage ? { message: initialMessage } : undefined}
        loadBehaviour={loadBehaviour}
      >
        {(binding, submitting) => <ContactFields binding={binding} submitting={submitting} />}
      </LazyForm>
      <PrivacyNotice />
    </>
  );
};

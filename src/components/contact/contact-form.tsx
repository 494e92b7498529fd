import * as React from "react";
import { LazyForm } from "../forms/lazy-form";
import { ContactFields } from "./contact-fields";
import { PrivacyNotice } from "./privacy-notice";
import type { ContactFormValues } from "./contact-form-values";

export const EMPTY_CONTACT: ContactFormValues = { name: "", email: "", company: "", message: "", consent: false };

const loadBehaviour = () => import("./contact-behaviour").then((module) => module.contactBehaviour);

/**
 * The contact form: a plain form that Formik, yup and supabase-js take over the first time the
 * visitor focuses, touches or types in it (LazyForm), with whatever was typed so far.
 */
export const ContactForm = () => (
  <>
    <LazyForm label="Modulo di contatto" name="contact" empty={EMPTY_CONTACT} loadBehaviour={loadBehaviour}>
      {(binding, submitting) => <ContactFields binding={binding} submitting={submitting} />}
    </LazyForm>
    <PrivacyNotice />
  </>
);

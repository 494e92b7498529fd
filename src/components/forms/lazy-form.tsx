import * as React from "react";
import { type FieldBinding, type FormValues, fieldBinding } from "./field-binding";
import type { FormBehaviour } from "./form-behaviour";
import { type FormFault, FormFaultNotice, NoScriptNotice, VerifyingStatus } from "./form-notice";
import type { SubmissionStatus } from "./form-submission";

type FormSubmission = typeof import("./form-submission").FormSubmission;

export interface LazyFormProps<V extends FormValues> {
  /** The form's accessible name. */
  label: string;
  /** Names the form in the markup (`data-form`), for styles and tests. */
  name: string;
  /** Every field's empty value; a boolean is the consent checkbox. */
  empty: V;
  /** Text the server already puts in some fields (a course page's request names the course). */
  initial?: Partial<V>;
  /** Fetches the form's behaviour (rules, call, toasts); Formik comes with it. */
  loadBehaviour: () => Promise<FormBehaviour<V>>;
  /** The fields and the button. */
  children: (binding: FieldBinding, submitting: boolean) => React.ReactNode;
}

/** How close to the screen a form's code starts loading: half a screen ahead, either way. */
const NEAR_SCREEN = "50% 0px";

interface Live<V extends FormValues> {
  Submission: FormSubmission;
  behaviour: FormBehaviour<V>;
  submitOnMount: boolean;
}

/**
 * A form that costs nothing until it is near. The page ships a plain form whose fields are the
 * browser's own, and they stay so: when the form comes within half a screen of the viewport, or
 * the visitor focuses, touches or submits it, Formik, yup, the form's rules and supabase-js are
 * fetched and mounted beside the fields (FormSubmission), which they read at the press. Nothing
 * is swapped, so no keystroke typed meanwhile can be lost and the focus never moves. A page view
 * that never goes near the form never downloads that code.
 */
export const LazyForm = <V extends FormValues>({ label, name, empty, initial, loadBehaviour, children }: LazyFormProps<V>) => {
  const formRef = React.useRef<HTMLFormElement>(null);
  const loading = React.useRef<Promise<[FormSubmission, FormBehaviour<V>]> | null>(null);
  const [live, setLive] = React.useState<Live<V> | null>(null);
  const send = React.useRef<(() => void) | null>(null);

  const [submitting, setSubmitting] = React.useState(false);
  const [verifying, setVerifying] = React.useState(false);
  const [fault, setFault] = React.useState<FormFault | null>(null);
  const status = React.useMemo<SubmissionStatus>(() => ({ submitting: setSubmitting, verifying: setVerifying, fault: setFault }), []);

  // A press on the button starts loading at pointerdown and asks to submit at click: whichever
  // arrives first, the code's arrival must know about the submit.
  const submitRequested = React.useRef(false);

  const load = React.useCallback(
    (submit: boolean) => {
      if (submit) {
        submitRequested.current = true;
        setFault(null);
      }
      if (!loading.current) {
        const attempt = Promise.all([import("./form-submission").then((module) => module.FormSubmission), loadBehaviour()]);
        loading.current = attempt;
        // A failed fetch is forgotten, so the next focus or press fetches again (webpack retries
        // a chunk that failed) instead of every later submit meeting the same rejection.
        attempt.catch(() => {
          if (loading.current === attempt) loading.current = null;
        });
      }
      loading.current.then(
        ([Submission, behaviour]) => setLive((current) => current ?? { Submission, behaviour, submitOnMount: submitRequested.current }),
        (error: unknown) => {
          // Failing at a focus is retried at the press; failing at the press is the visitor's to know.
          if (!submitRequested.current) return;
          submitRequested.current = false;
          // eslint-disable-next-line altura/ui-strings -- a message for developers in the console, not the interface
          console.error(`${label}: il codice del modulo non è stato caricato`, error);
          setFault("code");
        },
      );
    },
    [loadBehaviour, label],
  );

  // The code comes as the form nears the screen, not at the first press: a visitor who scrolls
  // to a form is about to use it, and a press that waits for the download and start of Formik,
  // yup and supabase-js takes hundreds of milliseconds to answer on a phone.
  React.useEffect(() => {
    const form = formRef.current;
    if (!form || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load(false);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, [load]);

  return (
    // method="post": should a browser ever send it natively (no script ran at all), nothing typed goes into a URL.
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-label={label}
      data-form={name}
      data-form-state={live ? "live" : "static"}
      onFocus={live ? undefined : () => load(false)}
      onPointerDown={live ? undefined : () => load(false)}
      onSubmit={(event) => {
        event.preventDefault();
        if (send.current) send.current();
        else load(true);
      }}
    >
      <NoScriptNotice />
      {children(fieldBinding(initial), submitting)}
      <VerifyingStatus verifying={verifying} />
      {fault && <FormFaultNotice fault={fault} />}
      {live && <live.Submission form={formRef} empty={empty} behaviour={live.behaviour} status={status} sendRef={send} submitOnMount={live.submitOnMount} />}
    </form>
  );
};

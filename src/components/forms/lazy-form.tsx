import * as React from "react";
import { type FieldBinding, type FormSnapshot, type FormValues, snapshotOf, uncontrolledBinding } from "./field-binding";
import type { FormBehaviour } from "./form-behaviour";
import { FormFaultNotice, NoScriptNotice, VerifyingStatus } from "./form-notice";

type LiveForm = typeof import("./live-form").LiveForm;

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
  /** The fields and the button, the same in the first form and in the live one. */
  children: (binding: FieldBinding, submitting: boolean) => React.ReactNode;
}

/** How close to the screen a form's code starts loading: half a screen ahead, either way. */
const NEAR_SCREEN = "50% 0px";

interface Takeover<V extends FormValues> {
  Live: LiveForm;
  behaviour: FormBehaviour<V>;
  submitOnMount: boolean;
}

/**
 * A form that costs nothing until it is near. The page ships a plain form; when it comes within
 * half a screen of the viewport, or the visitor focuses, touches or submits it, Formik, yup, the
 * form's rules and supabase-js are fetched and take over with whatever has been typed so far
 * (and the focus where it was). A page view that never goes near the form never downloads them.
 */
export const LazyForm = <V extends FormValues>({ label, name, empty, initial, loadBehaviour, children }: LazyFormProps<V>) => {
  const formRef = React.useRef<HTMLFormElement>(null);
  const loading = React.useRef<Promise<[LiveForm, FormBehaviour<V>]> | null>(null);
  const [takeover, setTakeover] = React.useState<Takeover<V> | null>(null);

  // A press on the button starts loading at pointerdown and asks to submit at click: whichever
  // arrives first, the takeover must know about the submit.
  const submitRequested = React.useRef(false);

  // The form's code could not be fetched when the visitor asked to send: said in the form.
  const [codeFailed, setCodeFailed] = React.useState(false);

  const load = React.useCallback(
    (submit: boolean) => {
      if (submit) {
        submitRequested.current = true;
        setCodeFailed(false);
      }
      if (!loading.current) {
        const attempt = Promise.all([import("./live-form").then((module) => module.LiveForm), loadBehaviour()]);
        loading.current = attempt;
        // A failed fetch is forgotten, so the next focus or press fetches again (webpack retries
        // a chunk that failed) instead of every later submit meeting the same rejection.
        attempt.catch(() => {
          if (loading.current === attempt) loading.current = null;
        });
      }
      loading.current.then(
        ([Live, behaviour]) => setTakeover((current) => current ?? { Live, behaviour, submitOnMount: submitRequested.current }),
        (error: unknown) => {
          // Failing at a focus is retried at the press; failing at the press is the visitor's to know.
          if (!submitRequested.current) return;
          submitRequested.current = false;
          console.error(`${label}: il codice del modulo non è stato caricato`, error);
          setCodeFailed(true);
        },
      );
    },
    [loadBehaviour, label],
  );

  // The code comes as the form nears the screen, not at the first press: a visitor who scrolls
  // to a form is about to use it, and a press that had to wait for the download and start of
  // Formik, yup and supabase-js took hundreds of milliseconds to answer on a phone.
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

  if (takeover) {
    // The live form reads the first form while rendering, before React removes it: every
    // character typed while the code was on its way is still there to be taken over.
    const snapshot = (): FormSnapshot<V> => snapshotOf(formRef.current, empty);
    return (
      <takeover.Live label={label} name={name} empty={empty} behaviour={takeover.behaviour} snapshot={snapshot} submitOnMount={takeover.submitOnMount}>
        {children}
      </takeover.Live>
    );
  }
  return (
    // method="post": should a browser ever send it natively (no script ran at all), nothing typed goes into a URL.
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-label={label}
      data-form={name}
      data-form-state="static"
      onFocus={() => load(false)}
      onPointerDown={() => load(false)}
      onSubmit={(event) => {
        event.preventDefault();
        load(true);
      }}
    >
      <NoScriptNotice />
      {children(uncontrolledBinding(initial), false)}
      {/* The live form's status line, here already, so the swap moves nothing. */}
      <VerifyingStatus verifying={false} />
      {codeFailed && <FormFaultNotice fault="code" />}
    </form>
  );
};

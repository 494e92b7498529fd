/**
 * @jest-environment jsdom
 */
/**
 * The press on a live form: what the rules refuse is answered at once (the toast, the focus on the
 * field) without entering Formik's submit cycle, which would render the whole form twice inside the
 * press for a 'sending' state nobody sees; what they accept enters it and is sent.
 */
import * as React from "react";
import { act, render } from "@testing-library/react";
import { FormSubmission, type SubmissionStatus } from "../../../src/components/forms/form-submission";
import type { FormBehaviour } from "../../../src/components/forms/form-behaviour";
import { toaster } from "../../../src/components/ui/toaster";

jest.mock("../../../src/components/ui/toaster", () => ({ toaster: { create: jest.fn() } }));
// The proof of work never arrives: these tests stop where the send would wait for it.
jest.mock("../../../src/lib/forms/forms-backend", () => ({ fetchFormChallenge: jest.fn(() => new Promise(() => {})) }));
jest.mock("../../../src/lib/forms/challenge-solver", () => ({ solveChallengeInBackground: jest.fn(() => new Promise(() => {})) }));

type Values = { name: string; consent: boolean };
const EMPTY: Values = { name: "", consent: false };

const behaviour: FormBehaviour<Values, Values> = {
  form: "contact",
  check: (values) => {
    if (!values.name.trim()) return { ok: false, field: "name", title: "Errore di validazione", message: "Il nome è obbligatorio" };
    if (values.name.includes("\u200B")) return { ok: false, field: "name", title: "Errore di validazione", message: "Il nome contiene caratteri non ammessi" };
    return { ok: true, value: values };
  },
  send: jest.fn(),
  toasts: () => ({ sent: { title: "Messaggio inviato!", text: "Ti risponderemo entro 24 ore." }, failed: "Riprova più tardi." }),
  logLabel: "Modulo di prova",
};

const setUp = () => {
  const status: jest.Mocked<SubmissionStatus> = { submitting: jest.fn(), verifying: jest.fn(), fault: jest.fn() };
  const sendRef: React.MutableRefObject<(() => void) | null> = { current: null };
  const Form = () => {
    const form = React.useRef<HTMLFormElement>(null);
    return (
      <form ref={form} aria-label="Contatti">
        <input name="name" aria-label="Nome" defaultValue="" />
        <input name="consent" type="checkbox" aria-label="Consenso" />
        <FormSubmission form={form} empty={EMPTY} behaviour={behaviour} status={status} sendRef={sendRef} submitOnMount={false} />
      </form>
    );
  };
  const view = render(<Form />);
  const press = async () => {
    await act(async () => sendRef.current?.());
  };
  return { ...view, status, press, name: view.getByLabelText("Nome") as HTMLInputElement };
};

beforeEach(() => jest.clearAllMocks());

test("a press the rules refuse shows the rule's toast and moves the focus to its field, without a submit cycle", async () => {
  const { status, press, name } = setUp();

  await press();

  expect(toaster.create).toHaveBeenCalledTimes(1);
  expect(toaster.create).toHaveBeenCalledWith({ type: "error", title: "Errore di validazione", description: "Il nome è obbligatorio" });
  expect(document.activeElement).toBe(name);
  // Never 'Invio in corso...': the form is not rendered again for a state the visitor would not see.
  expect(status.submitting).not.toHaveBeenCalledWith(true);
  expect(behaviour.send).not.toHaveBeenCalled();
});

test("characters a field may not hold: the toast adds that a paste may have brought invisible ones", async () => {
  const { press, name } = setUp();
  name.value = "Giulia\u200BBianchi";

  await press();

  expect(toaster.create).toHaveBeenCalledWith({
    type: "error",
    title: "Errore di validazione",
    description:
      "Il nome contiene caratteri non ammessi. Capita quando incolli un testo da un'altra app: può portarsi dietro caratteri invisibili. Prova a riscriverlo a mano.",
  });
  expect(document.activeElement).toBe(name);
});

test("every refused press is answered again, each with its toast", async () => {
  const { press } = setUp();

  await press();
  await press();

  expect(toaster.create).toHaveBeenCalledTimes(2);
});

test("a press the rules accept enters the submit cycle and waits for the proof of work, with no toast", async () => {
  const { status, press, name } = setUp();
  name.value = "Giulia Bianchi";

  await press();

  expect(status.submitting).toHaveBeenCalledWith(true);
  expect(status.verifying).toHaveBeenCalledWith(true);
  expect(toaster.create).not.toHaveBeenCalled();
});

/**
 * @jest-environment jsdom
 */
/**
 * The forms' toasts: an error is announced by an alert region and a success by a status region,
 * both on the page before any toast; at most three at once; each goes after its duration, but not
 * while the visitor points at it or the page is hidden.
 */
import * as React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createEmotionCache, Provider } from "../../../src/components/ui/provider";
import { DEFAULT_DURATION_MS, MAX_TOASTS, Toaster, toaster } from "../../../src/components/ui/toaster";

const Page = () => (
  <Provider cache={createEmotionCache()}>
    <Toaster />
  </Provider>
);

const clear = () => act(() => toaster.current().forEach((toast) => toaster.dismiss(toast.id)));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  clear();
  jest.useRealTimers();
});

test("both live regions are on the page before any toast, inside the 'Notifiche' region", () => {
  render(<Page />);
  const region = screen.getByRole("region", { name: "Notifiche" });
  expect(within(region).getByRole("alert")).toBeEmptyDOMElement();
  expect(within(region).getByRole("status")).toBeEmptyDOMElement();
});

test("an error goes into the alert region, a success into the status region, with title and text", () => {
  render(<Page />);
  act(() => {
    toaster.create({ type: "error", title: "Errore di validazione", description: "Il nome è obbligatorio" });
    toaster.create({ type: "success", title: "Messaggio inviato!", description: "Ti risponderemo entro 24 ore." });
  });
  expect(screen.getByRole("alert")).toHaveTextContent("Errore di validazioneIl nome è obbligatorio");
  expect(screen.getByRole("status")).toHaveTextContent("Messaggio inviato!Ti risponderemo entro 24 ore.");
});

test(`at most ${MAX_TOASTS} at once: a new one pushes the oldest out`, () => {
  render(<Page />);
  act(() => {
    for (let n = 1; n <= MAX_TOASTS + 1; n++) toaster.create({ type: "error", title: `Errore ${n}` });
  });
  expect(screen.queryByText("Errore 1")).toBeNull();
  expect(screen.getByText(`Errore ${MAX_TOASTS + 1}`)).toBeInTheDocument();
  expect(toaster.current()).toHaveLength(MAX_TOASTS);
});

test("a toast goes after its duration, and waits while the pointer is on it", () => {
  render(<Page />);
  act(() => {
    toaster.create({ type: "error", title: "Breve" });
    toaster.create({ type: "success", title: "Lungo", duration: 8_000 });
  });
  fireEvent.pointerEnter(screen.getByText("Lungo").closest("[data-type]")!);
  act(() => jest.advanceTimersByTime(DEFAULT_DURATION_MS));
  expect(screen.queryByText("Breve")).toBeNull();
  act(() => jest.advanceTimersByTime(20_000));
  expect(screen.getByText("Lungo")).toBeInTheDocument();
  fireEvent.pointerLeave(screen.getByText("Lungo").closest("[data-type]")!);
  act(() => jest.advanceTimersByTime(8_000));
  expect(screen.queryByText("Lungo")).toBeNull();
});

test("the time counts only while the page is visible", () => {
  render(<Page />);
  act(() => {
    toaster.create({ type: "error", title: "Mentre leggi altrove" });
  });
  const visibility = jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByText("Mentre leggi altrove")).toBeInTheDocument();
  visibility.mockReturnValue("visible");
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
  act(() => jest.advanceTimersByTime(DEFAULT_DURATION_MS));
  expect(screen.queryByText("Mentre leggi altrove")).toBeNull();
  visibility.mockRestore();
});

/**
 * @jest-environment jsdom
 *
 * Static content inside a part React hydrates on its own (HydrationBoundary) keeps the server's HTML,
 * as it does in the page's frame; mounted without hydration it renders its children; and the hydrated
 * mark waits for every boundary, not only for the root.
 */
import * as React from "react";
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HYDRATED_ATTRIBUTE } from "../../../src/start-up/hydrated-mark";
import { HydrationBoundary, rootHydrated } from "../../../src/start-up/hydration-boundary";
import { Page, SERVER_HTML } from "./page-fixture";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const containerWith = (html: string) => {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.appendChild(container);
  return container;
};

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
});

it("keeps the server's static HTML in the frame and in a boundary, hydrates the rest, and marks the page hydrated once all has committed", async () => {
  const container = containerWith(SERVER_HTML);
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
  let pressed = 0;
  try {
    await act(async () => {
      // Props that would render other text: the static parts must keep the server's.
      hydrateRoot(container, <Page text="Testo del client" onPress={() => (pressed += 1)} />, { onRecoverableError: (error) => errors.push(error) });
    });
    await act(async () => rootHydrated());
  } finally {
    consoleError.mockRestore();
  }
  expect(errors).toEqual([]);
  expect(container.querySelector("[data-frame]")?.textContent).toBe("Testo del server");
  expect(container.querySelector("[data-section]")?.textContent).toBe("Testo del server");
  container.querySelector("button")?.click();
  expect(pressed).toBe(1);
  expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
});

it("renders static content's children when mounted without hydration", async () => {
  const container = containerWith("");
  await act(async () => createRoot(container).render(<Page text="Testo nuovo" onPress={() => undefined} />));
  expect(container.querySelector("[data-frame]")?.textContent).toBe("Testo nuovo");
  expect(container.querySelector("[data-section]")?.textContent).toBe("Testo nuovo");
});

it("sets the hydrated mark only once every boundary has committed, after the root", async () => {
  let resolve!: () => void;
  const pending = new Promise<void>((done) => (resolve = done));
  let ready = false;
  const Waiting = () => {
    if (!ready) throw pending;
    return <p>pronto</p>;
  };
  const container = containerWith("");
  await act(async () =>
    createRoot(container).render(
      <HydrationBoundary>
        <Waiting />
      </HydrationBoundary>,
    ),
  );
  await act(async () => rootHydrated());
  expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
  ready = true;
  await act(async () => {
    resolve();
    await pending;
  });
  expect(container.textContent).toBe("pronto");
  expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
});

/**
 * @jest-environment jsdom
 *
 * What src/start-up/library-internals/react.tsx relies on in React: hydrating an element rendered with
 * `dangerouslySetInnerHTML` keeps the server's content inside it, without an error or a warning.
 */
import * as React from "react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { KeptServerHtml } from "../../../../src/start-up/library-internals/react";

const CHANGED =
  "React no longer keeps the server's HTML inside an element hydrated with dangerouslySetInnerHTML: read React's release notes and adapt src/start-up/library-internals/react.tsx (StaticContent depends on it)";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it("keeps the server's content and hydrates what is around it", async () => {
  // As the server renders <section><div data-kept><p>…</p></div><button>…</button></section>.
  const serverHtml = '<section><div data-kept=""><p>Testo del server con un <a href="/academy">link</a></p></div><button type="button">Apri</button></section>';
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
  let pressed = 0;
  try {
    await act(async () => {
      hydrateRoot(
        container,
        <section>
          <KeptServerHtml data-kept="" />
          <button type="button" onClick={() => (pressed += 1)}>
            Apri
          </button>
        </section>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
  } finally {
    consoleError.mockRestore();
  }
  container.querySelector("button")?.click();
  const kept = container.querySelector("[data-kept]")?.innerHTML ?? "";
  if (!kept.includes("Testo del server") || errors.length > 0) throw new Error(`${CHANGED}. Kept: ${JSON.stringify(kept)}; errors: ${errors.length}`);
  expect(pressed).toBe(1);
});

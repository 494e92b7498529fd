/**
 * @jest-environment jsdom
 *
 * The rules of a static part (src/start-up/static-content.tsx): it keeps the server's HTML on
 * the page the server rendered it for, follows the page once the visitor moves to another (its
 * language, its data), keeps following it when the visitor comes back, and refuses a component that
 * reads what changes while the page stays (the address's query string).
 */
import * as React from "react";
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { StaticContent, StaticContentPageProvider } from "../../../src/start-up/static-content";
import { useAddressSearch } from "../../../src/start-up/address-query";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A frame (the layout) with a static footer whose words depend on the page's language. */
const Frame = ({ path, footer }: { path: string; footer: string }) => (
  <StaticContentPageProvider path={path}>
    <StaticContent>
      <p data-footer="">{footer}</p>
    </StaticContent>
  </StaticContentPageProvider>
);

const footerText = (container: HTMLElement) => container.querySelector("[data-footer]")?.textContent;

/** The frame's server HTML on the Italian home page (server-render.test.tsx checks the server's markup of a static part). */
const SERVER_HTML = '<div data-static-content="" style="display:contents"><p data-footer="">Esplora</p></div>';

afterEach(() => {
  document.body.innerHTML = "";
});

it("keeps the server's HTML on its page, follows the next page, and the page after it, and the first one again", async () => {
  const container = document.createElement("div");
  container.innerHTML = SERVER_HTML;
  document.body.appendChild(container);
  let root!: Root;
  // Props that would render other text on the first page: the server's HTML is kept there.
  await act(async () => {
    root = hydrateRoot(container, <Frame path="/" footer="(non letto)" />);
  });
  expect(footerText(container)).toBe("Esplora");

  await act(async () => root.render(<Frame path="/en" footer="Explore" />));
  expect(footerText(container)).toBe("Explore");
  await act(async () => root.render(<Frame path="/en/services" footer="Explore" />));
  expect(footerText(container)).toBe("Explore");
  await act(async () => root.render(<Frame path="/" footer="Esplora" />));
  expect(footerText(container)).toBe("Esplora");
  await act(async () => root.unmount());
});

it("refuses, naming the hook, a component that reads the address's query string inside a static part", async () => {
  const ReadsTheQuery = () => <p data-query="">{useAddressSearch()}</p>;
  const container = document.body.appendChild(document.createElement("div"));
  const root = createRoot(container);
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    await expect(
      act(async () =>
        root.render(
          <StaticContent>
            <ReadsTheQuery />
          </StaticContent>,
        ),
      ),
    ).rejects.toThrow(/useAddressSearch reads what changes while the page stays, but it is called inside StaticContent/);
  } finally {
    consoleError.mockRestore();
  }
  // Outside a static part it reads the address as usual.
  window.history.replaceState(null, "", "/academy?livello=base");
  const another = document.body.appendChild(document.createElement("div"));
  await act(async () => createRoot(another).render(<ReadsTheQuery />));
  expect(another.querySelector("[data-query]")?.textContent).toBe("?livello=base");
});

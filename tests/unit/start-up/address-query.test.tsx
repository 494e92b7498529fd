/**
 * @jest-environment jsdom
 *
 * The address's query string as a store (src/start-up/address-query.ts): the server's HTML and the
 * hydration show the empty query; a part that reads it on its own, in a boundary of its own and never
 * rendered again by its parent, follows every write, Back/Forward and link to the same page.
 */
import * as React from "react";
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { useAddressQuery, useAddressSearch, writeAddressQuery } from "../../../src/start-up/address-query";
import { HydrationBoundary } from "../../../src/start-up/hydration-boundary";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Reader = ({ name }: { name: string }) => <output data-reader={name}>{useAddressSearch() || "(vuoto)"}</output>;

/** The owner of the page's location, and a part it renders once: a stable element in its own boundary. */
const Owner = ({ location }: { location: { search: string; key?: string } }) => {
  const search = useAddressQuery(location);
  const part = React.useMemo(
    () => (
      <HydrationBoundary>
        <Reader name="part" />
      </HydrationBoundary>
    ),
    [],
  );
  return (
    <div>
      <output data-reader="owner">{search || "(vuoto)"}</output>
      {part}
    </div>
  );
};

const read = (container: HTMLElement, name: string) => container.querySelector(`[data-reader="${name}"]`)?.textContent;

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/academy");
});

it("renders the empty query on the server, then the address once hydrated, without a hydration error", async () => {
  // What the server renders for <Owner> (the boundary's comments around the part).
  const html = '<div><output data-reader="owner">(vuoto)</output><!--$--><output data-reader="part">(vuoto)</output><!--/$--></div>';
  window.history.replaceState(null, "", "/academy?livello=base");
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
  try {
    await act(async () => {
      hydrateRoot(container, <Owner location={{ search: "?livello=base" }} />, { onRecoverableError: (error) => errors.push(error) });
    });
  } finally {
    consoleError.mockRestore();
  }
  expect(errors).toEqual([]);
  expect(read(container, "owner")).toBe("?livello=base");
  expect(read(container, "part")).toBe("?livello=base");
});

it("brings every reader up to date before a write returns; a new entry leaves the #section behind, a replaced one keeps it", async () => {
  window.history.replaceState(null, "", "/academy#catalogo");
  const container = document.createElement("div");
  document.body.appendChild(container);
  await act(async () => createRoot(container).render(<Owner location={{ search: "" }} />));

  act(() => writeAddressQuery("?categoria=soft-skills", "replace"));
  expect(`${window.location.search}${window.location.hash}`).toBe("?categoria=soft-skills#catalogo");
  expect(read(container, "owner")).toBe("?categoria=soft-skills");
  expect(read(container, "part")).toBe("?categoria=soft-skills");

  act(() => writeAddressQuery("?service=2", "push"));
  expect(`${window.location.search}${window.location.hash}`).toBe("?service=2");
  expect(read(container, "part")).toBe("?service=2");

  // Back/Forward: the browser changes the address and says so with a popstate.
  await act(async () => {
    window.history.replaceState(null, "", "/academy?categoria=cybersecurity");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  expect(read(container, "part")).toBe("?categoria=cybersecurity");
});

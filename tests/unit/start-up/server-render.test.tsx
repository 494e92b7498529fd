/**
 * @jest-environment node
 *
 * On the server, static content renders its children (React renders with getServerSnapshot there too)
 * and a boundary adds only its comments: the HTML hydration-boundary.test.tsx hydrates.
 */
import * as React from "react";
import { renderToString } from "react-dom/server";
import { Page, SERVER_HTML } from "./page-fixture";

it("renders static content and boundaries as the hydration test expects them", () => {
  expect(renderToString(<Page text="Testo del server" onPress={() => undefined} />)).toBe(SERVER_HTML);
});

/**
 * @jest-environment jsdom
 */
import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import { createEmotionCache, Provider } from "../../../src/components/ui/provider";
import { CookieBanner } from "../../../src/components/layout/cookie-banner";

const renderBanner = () =>
  render(
    <Provider cache={createEmotionCache()}>
      <CookieBanner />
    </Provider>,
  );

beforeEach(() => window.localStorage.clear());

test.each([
  ["Accetta", "accepted"],
  ["Rifiuta", "rejected"],
  ["Chiudi e rifiuta i cookie facoltativi", "rejected"],
])("'%s' stores %s and hides the banner", async (button, stored) => {
  renderBanner();
  const region = await screen.findByRole("region", { name: "Preferenze sui cookie" });
  expect(region).toBeInTheDocument();
  act(() => screen.getByRole("button", { name: button }).click());
  expect(window.localStorage.getItem("cookie-consent")).toBe(stored);
  expect(screen.queryByRole("region", { name: "Preferenze sui cookie" })).not.toBeInTheDocument();
});

test("once decided, the banner does not come back", () => {
  window.localStorage.setItem("cookie-consent", "rejected");
  renderBanner();
  expect(screen.queryByRole("region", { name: "Preferenze sui cookie" })).not.toBeInTheDocument();
});

/**
 * @jest-environment jsdom
 */
import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import { createEmotionCache, Provider } from "../../../src/components/ui/provider";
import { CookieBanner } from "../../../src/components/layout/cookie-banner";
import { requestCookieChoice } from "../../../src/lib/cookie-consent";

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

describe("'Gestisci cookie' (requestCookieChoice)", () => {
  test("shows the banner again with the current choice and moves focus into it", async () => {
    window.localStorage.setItem("cookie-consent", "accepted");
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    renderBanner();
    expect(screen.queryByRole("region", { name: "Preferenze sui cookie" })).not.toBeInTheDocument();

    act(() => requestCookieChoice());
    const region = await screen.findByRole("region", { name: "Preferenze sui cookie" });
    expect(region).toHaveTextContent("Scelta attuale: «Accetta»");
    expect(screen.getByRole("button", { name: "Rifiuta" })).toHaveFocus();

    act(() => screen.getByRole("button", { name: "Rifiuta" }).click());
    expect(window.localStorage.getItem("cookie-consent")).toBe("rejected");
    expect(screen.queryByRole("region", { name: "Preferenze sui cookie" })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  test("the banner links to the cookie policy and the privacy notice", async () => {
    renderBanner();
    await screen.findByRole("region", { name: "Preferenze sui cookie" });
    expect(screen.getByRole("link", { name: "cookie policy" })).toHaveAttribute("href", "/cookie-policy");
    expect(screen.getByRole("link", { name: "informativa sulla privacy" })).toHaveAttribute("href", "/privacy");
  });
});

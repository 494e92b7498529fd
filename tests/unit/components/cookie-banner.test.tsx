/**
 * @jest-environment jsdom
 */
/**
 * The banner as the server renders it, driven by the page script as in a browser before React is
 * live: the banner has no handlers of its own, and what it shows follows the attributes on <html>.
 */
import * as React from "react";
import { render, screen } from "@testing-library/react";
import { createEmotionCache, Provider } from "../../../src/components/ui/provider";
import { CookieBanner } from "../../../src/components/layout/cookie-banner";
import { CookieChoiceButton } from "../../../src/components/layout/cookie-choice-button";
import { PAGE_SCRIPT } from "../../../src/start-up/page-script/page-script";
import { COOKIE_BANNER_ATTRIBUTE, COOKIE_CONSENT_ATTRIBUTE } from "../../../src/start-up/page-script/page-state";
import { LocaleProvider } from "../../../src/i18n/locale-context";

const Page = () => (
  <Provider cache={createEmotionCache()}>
    <CookieChoiceButton />
    <CookieBanner />
  </Provider>
);

// By test id: hidden, the section is no region for the accessibility tree.
const region = () => screen.getByTestId("cookie-banner");
const html = document.documentElement;

beforeAll(() => {
  // Once, as a page runs it: its listeners live as long as the window.
  window.eval(PAGE_SCRIPT);
});

beforeEach(() => {
  window.localStorage.clear();
  html.removeAttribute(COOKIE_CONSENT_ATTRIBUTE);
  html.removeAttribute(COOKIE_BANNER_ATTRIBUTE);
});

test("the markup does not depend on the visitor: the same whatever is stored", () => {
  const markup = () => {
    const { container, unmount } = render(<Page />);
    const rendered = container.innerHTML;
    unmount();
    return rendered;
  };
  const first = markup();
  window.localStorage.setItem("cookie-consent", "accepted");
  html.setAttribute(COOKIE_CONSENT_ATTRIBUTE, "accepted");
  expect(markup()).toBe(first);
});

test("shown while no choice exists, with plain buttons and links to the policies", () => {
  render(<Page />);
  expect(screen.getByRole("region", { name: "Preferenze sui cookie" })).toBe(region());
  expect(region()).toBeVisible();
  for (const name of ["Accetta", "Rifiuta", "Chiudi e rifiuta i cookie facoltativi"]) {
    expect(screen.getByRole("button", { name })).toHaveAttribute("type", "button");
  }
  expect(screen.getByRole("link", { name: "cookie policy" })).toHaveAttribute("href", "/cookie-policy");
  expect(screen.getByRole("link", { name: "informativa sulla privacy" })).toHaveAttribute("href", "/privacy");
  expect(screen.queryByText(/Scelta attuale/)).not.toBeVisible();
});

test.each([
  ["Accetta", "accepted"],
  ["Rifiuta", "rejected"],
  ["Chiudi e rifiuta i cookie facoltativi", "rejected"],
])("'%s' stores %s and hides the banner", (name, stored) => {
  render(<Page />);
  screen.getByRole("button", { name }).click();
  expect(window.localStorage.getItem("cookie-consent")).toBe(stored);
  expect(region()).not.toBeVisible();
});

test("hidden when a choice is stored", () => {
  html.setAttribute(COOKIE_CONSENT_ATTRIBUTE, "rejected");
  render(<Page />);
  expect(region()).not.toBeVisible();
});

test("'Gestisci cookie' shows it again with the current choice, focus in it, then back", () => {
  window.localStorage.setItem("cookie-consent", "accepted");
  html.setAttribute(COOKIE_CONSENT_ATTRIBUTE, "accepted");
  render(<Page />);
  const opener = screen.getByRole("button", { name: "Gestisci cookie" });
  opener.focus();
  opener.click();
  expect(region()).toBeVisible();
  const current = screen.getByText(/Scelta attuale/);
  expect(current).toBeVisible();
  // What a visitor reads: only the stored choice's label is shown.
  const shown = Array.from(current.querySelectorAll("span")).filter((label) => getComputedStyle(label).display !== "none");
  expect(shown.map((label) => label.textContent)).toEqual(["«Accetta»"]);
  expect(screen.getByRole("button", { name: "Rifiuta" })).toHaveFocus();

  screen.getByRole("button", { name: "Rifiuta" }).click();
  expect(window.localStorage.getItem("cookie-consent")).toBe("rejected");
  expect(region()).not.toBeVisible();
  expect(opener).toHaveFocus();
});

test("on an English page the banner speaks English and links to the English policies", () => {
  render(
    <LocaleProvider locale="en">
      <Page />
    </LocaleProvider>,
  );
  expect(screen.getByRole("button", { name: "Manage cookies" })).toBeInTheDocument();
  expect(region()).toHaveTextContent("We only use technical cookies");
  expect(screen.getByRole("link", { name: "cookie policy" })).toHaveAttribute("href", "/en/cookie-policy");
  expect(screen.getByRole("link", { name: "privacy notice" })).toHaveAttribute("href", "/en/privacy");
  expect(screen.getByRole("button", { name: "Close and reject optional cookies" })).toBeInTheDocument();
});

/**
 * @jest-environment jsdom
 */
/**
 * A newsletter link's page before React has read the address: on a phone React is live seconds
 * after the first paint, so the page's own one-line script and CSS must already show the
 * right answer. Rendered at an address with a token (React then keeps the server's markup, the
 * "ready" state), then the script is run as a page without one would run it.
 */
import * as React from "react";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { createEmotionCache, Provider } from "../../../src/components/ui/provider";
import { NewsletterLinkResult, type LinkAction } from "../../../src/components/newsletter/newsletter-link-result";
import { LINK_TOKEN_MISSING_ATTRIBUTE, MARK_MISSING_TOKEN_SCRIPT, tokenIn } from "../../../src/lib/newsletter/link-token";

const html = document.documentElement;

const renderAt = (search: string, action: LinkAction = "newsletter-confirm") => {
  window.history.replaceState(null, "", `/newsletter/conferma/${search}`);
  return render(
    <Provider cache={createEmotionCache()}>
      <NewsletterLinkResult action={action} />
    </Provider>,
  );
};

/** What the inline script does when the browser parses it, at the address `search`. */
const runScriptAt = (search: string) => {
  window.history.replaceState(null, "", `/newsletter/conferma/${search}`);
  window.eval(MARK_MISSING_TOKEN_SCRIPT);
};

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ allSiteSettings: { nodes: [{ locale: "it", email: "info@alturaconsulting.it" }] } });
  html.removeAttribute(LINK_TOKEN_MISSING_ATTRIBUTE);
});

describe("tokenIn", () => {
  it.each([
    ["?token=abc", "abc"],
    ["?token=%20id.mac%20", "id.mac"],
    ["?utm_source=email&token=abc", "abc"],
    ["?token=", null],
    ["?token=%20%20", null],
    ["?utm_source=email", null],
    ["", null],
  ])("%j → %j", (search, token) => {
    expect(tokenIn(search)).toBe(token);
  });
});

describe("the page's script", () => {
  it.each(["", "?token=", "?utm_source=email"])("marks <html> at an address without a token (%j)", (search) => {
    runScriptAt(search);
    expect(html.hasAttribute(LINK_TOKEN_MISSING_ATTRIBUTE)).toBe(true);
  });

  it("leaves <html> alone when the address has a token", () => {
    runScriptAt("?token=abc");
    expect(html.hasAttribute(LINK_TOKEN_MISSING_ATTRIBUTE)).toBe(false);
  });

  it("is in the component's markup, so the server's page runs it as it is parsed", () => {
    const { container } = renderAt("?token=abc");
    expect(container.querySelector("script")?.textContent).toBe(MARK_MISSING_TOKEN_SCRIPT);
  });
});

describe("before React has read the address", () => {
  it("with a token: asks for the press, and the other answer is hidden", () => {
    renderAt("?token=abc");
    expect(screen.getByRole("heading", { name: "Conferma la tua iscrizione" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Conferma l'iscrizione" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Link non valido o già usato" })).toBeNull();
  });

  it.each<[LinkAction, string, string]>([
    ["newsletter-confirm", "Link non valido o già usato", "Conferma l'iscrizione"],
    ["newsletter-unsubscribe", "Link non valido", "Conferma la disiscrizione"],
  ])("without a token (%s): says the link is not valid, with no button to press", (action, invalid, button) => {
    renderAt("?token=abc", action);
    runScriptAt("");
    expect(screen.getByRole("heading", { name: invalid })).toBeVisible();
    expect(screen.queryByRole("button", { name: button })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(invalid);
  });
});

describe("once React has read the address", () => {
  it("without a token: the same answer, and only that one in the page", () => {
    runScriptAt("");
    renderAt("");
    expect(screen.getByRole("status")).toHaveAttribute("data-link-state", "invalid");
    expect(screen.getByRole("heading", { name: "Link non valido o già usato" })).toBeVisible();
    expect(screen.getAllByRole("heading", { hidden: true })).toHaveLength(1);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

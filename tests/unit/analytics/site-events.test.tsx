/**
 * @jest-environment jsdom
 *
 * Where the site sends its named analytics events: a lead the function accepted ("Lead sent", by
 * form and language; not one it refused), the search dialog closed after a search ("Search used",
 * the number of results, never the query), and the marks of the language switcher and the booking
 * button, as the server renders them.
 */
import * as React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { trackEvent } from "../../../src/lib/analytics/page-analytics";
import { sendFormRequest } from "../../../src/lib/forms/forms-backend";
import { getSupabase } from "../../../src/lib/forms/supabase-client";
import { searchSite } from "../../../src/lib/search/pagefind-client";
import SearchDialog from "../../../src/components/search/search-dialog";
import { createEmotionCache, Provider } from "../../../src/components/ui/provider";
import { LocaleProvider } from "../../../src/i18n/locale-context";
import { LanguageSwitcher } from "../../../src/components/layout/language-switcher";
import { BookingButton } from "../../../src/components/shared/booking-button";

jest.mock("../../../src/lib/analytics/page-analytics", () => ({ trackEvent: jest.fn() }));
jest.mock("../../../src/lib/forms/supabase-client", () => ({ getSupabase: jest.fn() }));
jest.mock("../../../src/lib/search/pagefind-client", () => ({ searchSite: jest.fn(), loadPagefind: jest.fn() }));
jest.mock("../../../src/hooks/use-site-settings", () => ({
  useSiteSettings: () => ({ bookingUrl: "https://calendly.com/alturaconsulting/call-conoscitiva" }),
}));

const answering = (answer: { data: unknown; error: unknown }) =>
  (getSupabase as jest.Mock).mockReturnValue({ functions: { invoke: jest.fn(async () => answer) } });

beforeEach(() => {
  (trackEvent as jest.Mock).mockClear();
});

describe("Lead sent", () => {
  test("a request the function accepted, by its form and language", async () => {
    answering({ data: { ok: true }, error: null });
    await sendFormRequest({ kind: "event", name: "Giulia" }, "en", "key", "", "solved");
    await sendFormRequest({ name: "Giulia", email: "g@example.it", company: "", message: "Ciao" }, "it", "key", "", "solved");
    expect((trackEvent as jest.Mock).mock.calls).toEqual([
      ["Lead sent", { form: "event", language: "en" }],
      ["Lead sent", { form: "contact", language: "it" }],
    ]);
  });

  test("not a request that failed", async () => {
    answering({ data: null, error: new Error("network down") });
    await sendFormRequest({ kind: "academy", name: "Giulia" }, "it", "key", "", "solved");
    expect(trackEvent).not.toHaveBeenCalled();
  });
});

describe("Search used", () => {
  beforeAll(() => {
    // jsdom has no <dialog> methods.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute("open");
    };
  });

  const openDialog = () =>
    render(
      <Provider cache={createEmotionCache()}>
        <LocaleProvider locale="it">
          <SearchDialog onClose={() => {}} />
        </LocaleProvider>
      </Provider>,
    );

  test("once, when the dialog closes, with the number of results of the last answer and nothing of the query", async () => {
    (searchSite as jest.Mock).mockImplementation(async (query: string) => ({ total: query.length, results: [] }));
    jest.useFakeTimers();
    const { unmount } = openDialog();
    const field = screen.getByRole("searchbox");
    for (const query of ["stra", "strategia"]) {
      fireEvent.change(field, { target: { value: query } });
      await act(async () => {
        jest.advanceTimersByTime(500);
      });
    }
    jest.useRealTimers();
    expect(trackEvent).not.toHaveBeenCalled();
    unmount();
    expect((trackEvent as jest.Mock).mock.calls).toEqual([["Search used", { results: 9 }]]);
  });

  test("not when the dialog closes before any answer", () => {
    const { unmount } = openDialog();
    unmount();
    expect(trackEvent).not.toHaveBeenCalled();
  });
});

describe("the marked links", () => {
  test("the language switcher says from which language to which; the booking button that it opens the booking page", () => {
    render(
      <Provider cache={createEmotionCache()}>
        <LocaleProvider locale="it" alternates={{ it: "/servizi", en: "/en/services" }}>
          <LanguageSwitcher placement="menu" />
          <BookingButton variant="cta" />
        </LocaleProvider>
      </Provider>,
    );
    const switcher = screen.getByRole("link", { name: "English" });
    expect(switcher).toHaveAttribute("data-analytics-event", "Language switched");
    expect(switcher).toHaveAttribute("data-analytics-from", "it");
    expect(switcher).toHaveAttribute("data-analytics-to", "en");
    const booking = screen.getByRole("link", { name: /Prenota ora/ });
    expect(booking).toHaveAttribute("data-analytics-event", "Booking opened");
    expect(booking).toHaveAttribute("href", "https://calendly.com/alturaconsulting/call-conoscitiva");
  });
});

/**
 * @jest-environment jsdom
 */
/**
 * On an English page every form speaks English: labels, placeholders, choices, the consent and its
 * link, the privacy notice, the notices; a refused press is answered in English, and the request
 * tells the function the page's language.
 */
import * as React from "react";
import { act, render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { createEmotionCache, Provider } from "../../../src/components/ui/provider";
import { LocaleProvider } from "../../../src/i18n/locale-context";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { ContactForm } from "../../../src/components/contact/contact-form";
import { CustomPathRequest } from "../../../src/components/academy/custom-path-request";
import { NewsletterBox } from "../../../src/components/academy/newsletter-box";
import { EventRequest } from "../../../src/components/eventi/event-request";
import { NewsletterLinkResult } from "../../../src/components/newsletter/newsletter-link-result";
import { FormFaultNotice, VerifyingStatus } from "../../../src/components/forms/form-notice";
import { FormSubmission, type SubmissionStatus } from "../../../src/components/forms/form-submission";
import { contactBehaviour } from "../../../src/components/contact/contact-behaviour";
import { EMPTY_CONTACT } from "../../../src/components/contact/contact-form";
import { toaster } from "../../../src/components/ui/toaster";
import { sendFormRequest } from "../../../src/lib/forms/forms-backend";
import { getSupabase } from "../../../src/lib/forms/supabase-client";

jest.mock("../../../src/components/ui/toaster", () => ({ toaster: { create: jest.fn() } }));
jest.mock("../../../src/lib/forms/supabase-client", () => ({ getSupabase: jest.fn() }));
jest.mock("../../../src/lib/forms/challenge-solver", () => ({ solveChallengeInBackground: jest.fn(() => new Promise(() => {})) }));

const inEnglish = (node: React.ReactNode, locale: Locale = "en") =>
  render(
    <Provider cache={createEmotionCache()}>
      <LocaleProvider locale={locale}>{node}</LocaleProvider>
    </Provider>,
  );

/** Words of the Italian forms that must not appear on an English page. */
const ITALIAN = /\b(Nome|Azienda|Messaggio|Invia|informativa|Titolare|Scegli|Richiedi|Iscriviti|Conferma|obbligatori|facoltativo|Seleziona)\b/;

/** data/site.json's settings as its English node has them (the postal address stays as the post writes it). */
const siteSettings = {
  email: "info@alturaconsulting.it",
  city: "Milan",
  legal: {
    companyName: "Altura Consulting S.r.l.",
    vatNumber: "12345678901",
    address: { street: "Via Roma 1", postalCode: "20121", city: "Milano", province: "MI" },
  },
};

beforeEach(() => {
  jest.clearAllMocks();
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://www.alturaconsulting.it" }, buildTime: "2026" },
    allSiteSettings: {
      nodes: [
        { ...siteSettings, locale: "it", city: "Milano" },
        { ...siteSettings, locale: "en" },
      ],
    },
  });
});

test("the contact form", () => {
  const { container } = inEnglish(<ContactForm />);
  const form = screen.getByRole("form", { name: "Contact form" });
  expect(within(form).getByRole("textbox", { name: "Full name" })).toBeInTheDocument();
  expect(within(form).getByRole("textbox", { name: "Message" })).toHaveAttribute("placeholder", "Tell us about your project: goals, timing and context");
  expect(within(form).getByRole("checkbox", { name: /^I have read the privacy notice and I agree to my data being processed/ })).toBeInTheDocument();
  expect(within(form).getByRole("button", { name: "Send message" })).toBeInTheDocument();
  expect(container.textContent).toContain("The data controller is Altura Consulting S.r.l., Via Roma 1, 20121 Milano, Italy (VAT no. 12345678901)");
  expect(screen.getByRole("link", { name: "Read the full privacy notice (opens in a new tab)" })).toHaveAttribute("href", "/en/privacy");
  expect(container.textContent).not.toMatch(ITALIAN);
});

test("the Academy's custom-path request, its choices in English", () => {
  const { container } = inEnglish(
    <CustomPathRequest categories={[{ jsonId: "ai", label: "AI and automation" }]} modes={[{ jsonId: "online", label: "Live online" }]} />,
  );
  const form = screen.getByRole("form", { name: "Request a tailored programme" });
  expect(within(form).getByRole("textbox", { name: "Work email" })).toHaveAttribute("placeholder", "name@company.com");
  const people = within(form).getByRole("combobox", { name: "People to train" });
  expect(
    within(people)
      .getAllByRole("option")
      .map((o) => o.textContent),
  ).toEqual(["How many people?", "1 to 5", "6 to 15", "16 to 50", "More than 50"]);
  expect(within(form).getByRole("combobox", { name: "Area of interest" })).toHaveTextContent("I'm not sure yet");
  expect(within(form).getByRole("link", { name: "privacy notice" })).toHaveAttribute("href", "/en/privacy");
  expect(container.textContent).toContain("Fields marked with * are required.");
  expect(screen.getByText("Privacy notice in brief")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "full privacy notice" })).toHaveAttribute("href", "/en/privacy");
  expect(container.textContent).not.toMatch(ITALIAN);
});

test("the event request, its budgets in English", () => {
  const { container } = inEnglish(<EventRequest types={[{ jsonId: "incentive", label: "Incentive" }]} />);
  const form = screen.getByRole("form", { name: "Request a tailored event" });
  const budget = within(form).getByRole("combobox", { name: "Approximate budget" });
  expect(
    within(budget)
      .getAllByRole("option")
      .map((o) => o.textContent),
  ).toEqual(["Choose a range", "Up to €10,000", "€10,000 to €30,000", "€30,000 to €75,000", "Over €75,000", "To be decided"]);
  expect(within(form).getByRole("button", { name: "Request a proposal" })).toBeInTheDocument();
  expect(container.textContent).not.toMatch(ITALIAN);
});

test("the newsletter box", () => {
  const { container } = inEnglish(<NewsletterBox />);
  expect(screen.getByRole("heading", { name: "Stay in the loop" })).toBeInTheDocument();
  const form = screen.getByRole("form", { name: "Newsletter sign-up" });
  expect(within(form).getByRole("textbox", { name: "Your email" })).toHaveAttribute("placeholder", "name@company.com");
  expect(within(form).getByRole("checkbox", { name: /and I'd like to receive the Academy's monthly newsletter\./ })).toBeInTheDocument();
  expect(container.textContent).not.toMatch(ITALIAN);
});

test("the proof-of-work status and the fault notices", () => {
  inEnglish(
    <>
      <VerifyingStatus verifying />
      <FormFaultNotice fault="send" />
    </>,
  );
  expect(screen.getByRole("status")).toHaveTextContent("Checking…");
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Sending didn't work. Please try again in a few minutes: what you've written stays in the form. If the problem persists, write to us at info@alturaconsulting.it.",
  );
});

test("the newsletter link pages answer in English and lead to the English Academy", () => {
  window.history.replaceState(null, "", "/en/newsletter/confirm/");
  const { container } = inEnglish(<NewsletterLinkResult action="newsletter-confirm" />);
  // No token in the address: the link can only be invalid.
  expect(screen.getByRole("heading", { name: "Link not valid or already used" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Go to the sign-up form" })).toHaveAttribute("href", "/en/academy#newsletter");
  expect(container.textContent).not.toMatch(ITALIAN);
});

test("a press the rules refuse is answered in English", async () => {
  const sendRef: React.MutableRefObject<(() => void) | null> = { current: null };
  const status: SubmissionStatus = { submitting: jest.fn(), verifying: jest.fn(), fault: jest.fn() };
  (getSupabase as jest.Mock).mockReturnValue({ functions: { invoke: jest.fn(() => new Promise(() => {})) } });
  const Form = () => {
    const form = React.useRef<HTMLFormElement>(null);
    return (
      <form ref={form} aria-label="Contact form">
        <input name="name" aria-label="Full name" defaultValue="" />
        <input name="consent" type="checkbox" aria-label="Consent" />
        <FormSubmission form={form} empty={EMPTY_CONTACT} behaviour={contactBehaviour} status={status} sendRef={sendRef} submitOnMount={false} />
      </form>
    );
  };
  inEnglish(<Form />);
  await act(async () => sendRef.current?.());
  expect(toaster.create).toHaveBeenCalledWith({ type: "error", title: "Consent required", description: "Please accept the privacy policy to continue." });
  (screen.getByLabelText("Consent") as HTMLInputElement).checked = true;
  await act(async () => sendRef.current?.());
  expect(toaster.create).toHaveBeenLastCalledWith({ type: "error", title: "Please check the form", description: "Please enter your name" });
});

test("the request names the page's language, except on Italian pages (the contact body is its four fields, the consent and where the visit came from)", async () => {
  const invoke = jest.fn(async () => ({ data: { ok: true }, error: null }));
  (getSupabase as jest.Mock).mockReturnValue({ functions: { invoke } });
  const message = { name: "Emma", email: "emma@example.co.uk", company: "", message: "Hello" };
  await sendFormRequest(message, "en", "key", "", "solved");
  await sendFormRequest(message, "it", "key", "", "solved");
  const attribution = { formPage: window.location.pathname };
  expect(invoke).toHaveBeenNthCalledWith(1, "forms", expect.objectContaining({ body: { ...message, consent: true, locale: "en", attribution } }));
  expect(invoke).toHaveBeenNthCalledWith(2, "forms", expect.objectContaining({ body: { ...message, consent: true, attribution } }));
});

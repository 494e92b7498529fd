/**
 * The shared rules speak the page's language: the same checks, in the same order, with English
 * messages on English pages; and the function reads the language a request names.
 */
import {
  CONTACT_MESSAGES,
  checkContact,
  checkContactPayload,
  isForbiddenCharactersMessage,
} from "../../../supabase/functions/_shared/site-contract/contact-rules";
import {
  checkAcademyRequest,
  checkEventRequest,
  checkNewsletterRequest,
  checkRequestPayload,
  REQUEST_MESSAGES,
} from "../../../supabase/functions/_shared/site-contract/request-rules";
import { LOCALES } from "../../../supabase/functions/_shared/site-contract/locales";

const en = { locale: "en" } as const;
const contact = { name: "Emma Clarke", email: "emma@example.co.uk", company: "", message: "Hello" };
const academy = { name: "Emma Clarke", email: "emma@example.co.uk", company: "Clarke Ltd", phone: "", area: "", teamSize: "", mode: "", goals: "" };
const event = {
  name: "Emma Clarke",
  email: "emma@example.co.uk",
  company: "Clarke Ltd",
  phone: "",
  eventType: "incentive",
  participants: "",
  period: "",
  budget: "",
  description: "",
};

test("the consent comes first, in English", () => {
  expect(checkContact({}, { consent: false, ...en })).toEqual({
    ok: false,
    field: "consent",
    title: "Consent required",
    message: "Please accept the privacy policy to continue.",
  });
  expect(checkNewsletterRequest({}, { consent: false, ...en })).toMatchObject({ title: "Consent required" });
});

test.each([
  [{ name: " " }, "name", "Please enter your name"],
  [{ name: "a".repeat(101) }, "name", "Your name must be no longer than 100 characters"],
  [{ email: "emma@" }, "email", "Please enter a valid email address"],
  [{ company: "c".repeat(101) }, "company", "The company name must be no longer than 100 characters"],
  [{ message: "" }, "message", "Please write your message"],
  [{ message: "m".repeat(2001) }, "message", "Your message must be no longer than 2,000 characters"],
])("the contact form's first problem is told in English: %j", (change, field, message) => {
  expect(checkContact({ ...contact, ...change }, { consent: true, ...en })).toEqual({ ok: false, field, title: "Please check the form", message });
});

test("the request forms' messages are English too, and the checks are the same", () => {
  expect(checkAcademyRequest({ ...academy, company: "" }, en)).toMatchObject({ field: "company", message: "Please enter your company's name" });
  expect(checkAcademyRequest({ ...academy, teamSize: "51" }, en)).toMatchObject({
    field: "teamSize",
    message: "Please choose the number of people from the list",
  });
  expect(checkEventRequest({ ...event, eventType: "" }, en)).toMatchObject({ field: "eventType", message: "Please choose the type of event" });
  expect(checkEventRequest({ ...event, participants: "100001" }, en)).toMatchObject({ message: "The number of participants can be at most 100,000" });
  expect(checkEventRequest({ ...event, phone: "12345" }, en)).toMatchObject({ field: "phone", message: "Please enter a valid phone number" });
  expect(checkEventRequest({ ...event, participants: "080" }, en)).toMatchObject({ ok: true, value: { participants: "80" } });
});

test("every message exists in every language, and no English one is left in Italian", () => {
  for (const messages of [CONTACT_MESSAGES, REQUEST_MESSAGES]) {
    const keys = Object.keys(messages.it).sort();
    for (const locale of LOCALES) expect(Object.keys(messages[locale]).sort()).toEqual(keys);
    for (const key of keys)
      if (key !== "consentTitle") expect((messages.en as Record<string, string>)[key]).not.toBe((messages.it as Record<string, string>)[key]);
  }
});

test("characters no browser sends are recognised in both languages (the function answers 400)", () => {
  const english = checkContact({ ...contact, name: "Emma\u202E" }, en);
  expect(english).toMatchObject({ ok: false, message: "Your name contains characters that are not allowed" });
  expect(!english.ok && isForbiddenCharactersMessage(english.message)).toBe(true);
  expect(isForbiddenCharactersMessage(REQUEST_MESSAGES.en.descriptionCharacters)).toBe(true);
  expect(isForbiddenCharactersMessage(REQUEST_MESSAGES.en.descriptionTooLong)).toBe(false);
});

describe("the function's payload check reads the request's language", () => {
  test("a request without `locale` is Italian; with it, in that language", () => {
    expect(checkRequestPayload({ ...contact, consent: true })).toMatchObject({ ok: true, locale: "it", kind: "contact" });
    expect(checkRequestPayload({ ...contact, consent: true, locale: "en" })).toEqual({ ok: true, locale: "en", kind: "contact", value: contact });
    expect(checkRequestPayload({ kind: "newsletter", email: "emma@example.co.uk", consent: true, locale: "en" })).toMatchObject({ ok: true, locale: "en" });
    expect(checkRequestPayload({ kind: "academy", ...academy, consent: true, locale: "it" })).toMatchObject({ ok: true, locale: "it" });
  });

  test("its answers are in that language", () => {
    expect(checkRequestPayload({ ...contact, consent: false, locale: "en" })).toEqual({
      ok: false,
      field: "consent",
      title: "Consent required",
      message: "Please accept the privacy policy to continue.",
    });
    expect(checkRequestPayload({ ...contact, consent: true, name: "", locale: "en" })).toEqual({
      ok: false,
      field: "name",
      title: "Please check the form",
      message: "Please enter your name",
    });
    expect(checkRequestPayload({ kind: "event", ...event, eventType: "", consent: true, locale: "en" })).toMatchObject({
      field: "eventType",
      message: "Please choose the type of event",
    });
    expect(checkContactPayload({ ...contact, extra: "x", locale: "en" })).toMatchObject({ field: null, message: "This request is not valid." });
  });

  test.each([["fr"], ["EN"], [""], [1], [null], [["en"]]])("a language the site does not have (%j) is malformed", (locale) => {
    expect(checkRequestPayload({ ...contact, locale })).toMatchObject({ ok: false, field: null, message: "Richiesta non valida." });
    expect(checkRequestPayload({ kind: "newsletter", email: "a@example.it", locale })).toMatchObject({ ok: false, field: null });
  });
});

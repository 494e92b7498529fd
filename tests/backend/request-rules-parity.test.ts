/**
 * The request rules (Academy, event, newsletter) are one module for the site and the function:
 * the same corpus through Node and Deno must give identical answers.
 */
import { checkRequestPayload, checkTokenPayload } from "../../supabase/functions/_shared/site-contract/request-rules";
import { runDenoScript } from "./support/deno";

const academy = {
  kind: "academy",
  name: "Anna Verdi",
  email: "anna@example.it",
  company: "Verdi",
  phone: "+39 02 123456",
  area: "ai-automation",
  teamSize: "1-5",
  mode: "online",
  goals: "AI",
  consent: true,
};
const event = {
  kind: "event",
  name: "Marco Neri",
  email: "marco@example.it",
  company: "Neri",
  phone: "",
  eventType: "incentive",
  participants: "080",
  period: "ottobre",
  budget: "da-definire",
  description: "",
  consent: true,
};

const corpus: { input: unknown; token?: boolean }[] = [
  academy,
  { ...academy, name: " \u00a0Anna\u00a0 " },
  { ...academy, company: "" },
  { ...academy, phone: "12345" },
  { ...academy, phone: "(02) 123-456" },
  { ...academy, area: "AI" },
  { ...academy, teamSize: "oltre-50" },
  { ...academy, teamSize: "51" },
  { ...academy, goals: "g".repeat(2000) },
  { ...academy, goals: "g".repeat(2001) },
  event,
  { ...event, eventType: "" },
  { ...event, participants: "1e3" },
  { ...event, participants: "100000" },
  { ...event, participants: "100001" },
  { ...event, period: "a\nb" },
  { ...event, period: "ottobre\u0000" },
  { ...event, description: "festa\u202Eaznuf" },
  { ...event, description: "riga\n\triga" },
  { ...academy, goals: "obiettivi\u0001" },
  { ...academy, company: "Verdi\u2066" },
  { ...academy, goals: "obiettivi\u200B" },
  { ...academy, name: "Anna\u{E0041}" },
  { ...event, period: "otto\u2060bre" },
  { ...event, description: "festa \uFEFF in Toscana" },
  { ...event, description: "festa 🎉 e 👩\u200D🍳" },
  { ...event, budget: "tanto" },
  { kind: "newsletter", email: " a@example.it ", consent: true },
  { kind: "newsletter", email: "a@example.it" },
  { kind: "newsletter", email: "a@example.it", consent: false },
  { kind: "newsletter", email: "a@example.it", consent: "yes" },
  { ...academy, consent: undefined },
  { ...event, company: "", consent: false },
  { kind: "newsletter", email: "a@" },
  { kind: "newsletter", email: "a@example.it", nota_interna: "" },
  { kind: "newsletter", email: "a@example.it", name: "x" },
  { kind: "nope" },
  { name: "Giulia", email: "giulia@example.it", message: "Ciao" },
  { input: { kind: "newsletter-confirm", token: "A".repeat(43) }, token: true },
  { input: { kind: "newsletter-confirm", token: "short" }, token: true },
  { input: { kind: "newsletter-unsubscribe", token: `${"a".repeat(32)}.${"B".repeat(43)}` }, token: true },
].map((entry) => ("token" in entry && entry.token ? entry : { input: entry }));

test("Node and Deno give the same answer to every entry", () => {
  const expected = corpus.map((entry) => (entry.token ? checkTokenPayload(entry.input) : checkRequestPayload(entry.input, ["nota_interna"])));
  expect(JSON.parse(runDenoScript("request-rules-parity.mjs", corpus)).results).toEqual(JSON.parse(JSON.stringify(expected)));
});

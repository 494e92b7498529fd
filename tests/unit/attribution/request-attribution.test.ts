/**
 * @jest-environment jsdom
 */
/**
 * Every form's request carries where its visit came from (sendFormRequest, src/lib/forms/forms-backend.ts):
 * checked with the contract's rules before it leaves, so the browser never sends what the function
 * would drop; its call to action spent once a request it led to is accepted.
 */
import { sendFormRequest } from "../../../src/lib/forms/forms-backend";
import { getSupabase } from "../../../src/lib/forms/supabase-client";
import { startVisitAttribution, VISIT_STORAGE_KEY } from "../../../src/lib/attribution/visit-attribution";

jest.mock("../../../src/lib/forms/supabase-client", () => ({ getSupabase: jest.fn() }));

const fields = { kind: "newsletter", email: "giulia@example.it" };

const answering = (answer: { data: unknown; error: unknown }) => {
  const invoke = jest.fn(async () => answer);
  (getSupabase as jest.Mock).mockReturnValue({ functions: { invoke } });
  return invoke;
};

const sentBody = (invoke: jest.Mock) => (invoke.mock.calls[0] as [string, { body: Record<string, unknown> }])[1].body;

beforeEach(() => {
  window.sessionStorage.clear();
  Object.defineProperty(document, "referrer", { value: "https://www.linkedin.com/feed/", configurable: true });
  window.history.pushState({}, "", "/academy/?utm_source=linkedin&utm_campaign=academy-2027");
  startVisitAttribution();
  document.body.innerHTML = `<a data-cta="academy-hero" href="#personalizzati">Richiedi un percorso</a>`;
  document.querySelector("a")!.click();
});

test("the request carries the visit, the page of its form and the call to action that led to it", async () => {
  const invoke = answering({ data: { ok: true }, error: null });
  expect(await sendFormRequest(fields, "it", "key", "", "solved")).toEqual({ ok: true });
  expect(sentBody(invoke)).toEqual({
    ...fields,
    consent: true,
    attribution: {
      landingPage: "/academy/",
      formPage: "/academy/",
      referrerHost: "www.linkedin.com",
      firstTouch: { source: "linkedin", campaign: "academy-2027" },
      lastTouch: { source: "linkedin", campaign: "academy-2027" },
      cta: "academy-hero",
      ctaPage: "/academy/",
    },
  });
});

test("what breaks the contract's rules stays in the browser", async () => {
  const visit = JSON.parse(window.sessionStorage.getItem(VISIT_STORAGE_KEY)!) as Record<string, unknown>;
  window.sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify({ ...visit, cta: "not-a-call-to-action", referrerHost: "evil.example/path" }));
  const invoke = answering({ data: { ok: true }, error: null });
  await sendFormRequest(fields, "it", "key", "", "solved");
  expect(sentBody(invoke).attribution).toEqual({
    landingPage: "/academy/",
    formPage: "/academy/",
    firstTouch: { source: "linkedin", campaign: "academy-2027" },
    lastTouch: { source: "linkedin", campaign: "academy-2027" },
  });
});

test("an accepted request spends its call to action; a failed one keeps it for the retry", async () => {
  answering({ data: null, error: new Error("network down") });
  await sendFormRequest(fields, "it", "key", "", "solved");
  let invoke = answering({ data: { ok: true }, error: null });
  await sendFormRequest(fields, "it", "key", "", "solved");
  expect(sentBody(invoke).attribution).toMatchObject({ cta: "academy-hero" });
  invoke = answering({ data: { ok: true }, error: null });
  await sendFormRequest(fields, "it", "key-2", "", "solved");
  expect(sentBody(invoke).attribution).not.toHaveProperty("cta");
  expect(sentBody(invoke).attribution).toMatchObject({ landingPage: "/academy/" });
});

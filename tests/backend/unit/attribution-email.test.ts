/**
 * The "Provenienza" block of the firm's notifications: only the values the visit had, in the order
 * of the visit, in both parts of every notification, and never in an e-mail to the visitor.
 */
import { attributionRows, CALL_TO_ACTION_LABELS } from "../../../supabase/functions/_shared/attribution-email";
import { renderContactEmails } from "../../../supabase/functions/_shared/contact-email";
import { renderAcademyEmails, renderEventEmails, renderNewsletterNotification } from "../../../supabase/functions/_shared/request-email";
import { type Attribution, CALLS_TO_ACTION } from "../../../supabase/functions/_shared/site-contract/attribution";
import { CONTACT_FIELDS, EMAIL_CONTEXT } from "../support/email-fixtures";

const ctx = EMAIL_CONTEXT;
const fields = CONTACT_FIELDS;

const visit: Attribution = {
  landingPage: "/insights/dati-prima-del-funnel/",
  formPage: "/",
  referrerHost: "www.linkedin.com",
  firstTouch: { source: "linkedin", medium: "social", campaign: "primavera-2027" },
  lastTouch: { source: "newsletter", medium: "email", campaign: "aprile", content: "bottone" },
  cta: "article-consultant",
  ctaPage: "/insights/dati-prima-del-funnel/",
};

const BLOCK = [
  "Provenienza:",
  "Arrivato da: www.linkedin.com",
  "Pagina d'arrivo: /insights/dati-prima-del-funnel/",
  "Prima campagna: source: linkedin · medium: social · campaign: primavera-2027",
  "Ultima campagna: source: newsletter · medium: email · campaign: aprile · content: bottone",
  "Invito all'azione: Invito a parlare con un consulente, in fondo a un articolo (/insights/dati-prima-del-funnel/)",
  "Pagina del modulo: /",
].join("\n");

test("every call to action has the firm's name for it", () => {
  expect(Object.keys(CALL_TO_ACTION_LABELS).sort()).toEqual([...CALLS_TO_ACTION].sort());
});

describe("the contact notification", () => {
  const [notification, confirmation] = renderContactEmails(fields, { ...ctx, attribution: visit });

  test("shows the visit in a 'Provenienza' block of the text part, after the message", () => {
    expect(notification.text).toContain(`Messaggio:\nBuongiorno,\nvorrei un preventivo.\n\n${BLOCK}\n\nRispondi a questa email`);
  });

  test("and in the HTML part, as a table under its heading", () => {
    expect(notification.html).toContain('<h2 style="font-size:16px;margin:16px 0 8px">Provenienza</h2>');
    expect(notification.html).toContain("www.linkedin.com");
    expect(notification.html).toContain("source: newsletter · medium: email · campaign: aprile · content: bottone");
    expect(notification.html).toContain("Invito all&#39;azione");
    expect(notification.html.indexOf("Provenienza")).toBeGreaterThan(notification.html.indexOf("vorrei un preventivo"));
  });

  test("the visitor's confirmation says nothing of it", () => {
    expect(confirmation.text).not.toMatch(/Provenienza|linkedin/);
    expect(confirmation.html).not.toMatch(/Provenienza|linkedin/);
  });
});

test("no attribution, no block: the notification is as it was", () => {
  for (const attribution of [undefined, null, {}]) {
    const [mail] = renderContactEmails(fields, { ...ctx, attribution });
    expect(mail.text).not.toContain("Provenienza");
    expect(mail.html).not.toContain("Provenienza");
    expect(mail.text).toContain("vorrei un preventivo.\n\nRispondi a questa email");
  }
});

test("only the values present: a direct visit shows its pages alone", () => {
  expect(attributionRows({ landingPage: "/academy/", formPage: "/academy/" })).toEqual([
    ["Pagina d'arrivo", "/academy/"],
    ["Pagina del modulo", "/academy/"],
  ]);
});

test("one campaign, the same at the first and the last touch, is one row", () => {
  const campaign = { source: "google", medium: "cpc", campaign: "ai-academy", term: "corso ai" };
  expect(attributionRows({ firstTouch: campaign, lastTouch: { ...campaign } })).toEqual([
    ["Campagna", "source: google · medium: cpc · campaign: ai-academy · term: corso ai"],
  ]);
  expect(attributionRows({ lastTouch: campaign })).toEqual([["Campagna", "source: google · medium: cpc · campaign: ai-academy · term: corso ai"]]);
});

test("a call to action without its page is named alone", () => {
  expect(attributionRows({ cta: "header-book-call" })).toEqual([["Invito all'azione", "Prenotazione di una call, nell'intestazione"]]);
});

test("the values are escaped in the HTML part", () => {
  // The rules keep markup out; the layout escapes all the same.
  const [mail] = renderContactEmails(fields, { ...ctx, attribution: { firstTouch: { campaign: "a&b <x>" } } });
  expect(mail.html).toContain("campaign: a&amp;b &lt;x&gt;");
});

test("the Academy's and the events' notifications, and a confirmed sign-up's, have the block too", () => {
  const academy = { ...fields, phone: "", area: "", teamSize: "", mode: "", goals: "" };
  const event = { ...fields, phone: "", eventType: "incentive", participants: "", period: "", budget: "", description: "" };
  const mails = [
    renderAcademyEmails(academy, { ...ctx, attribution: visit })[0],
    renderEventEmails(event, { ...ctx, attribution: visit })[0],
    renderNewsletterNotification("giulia@example.it", {
      inbox: ctx.inbox,
      confirmedAt: ctx.receivedAt,
      subscriptionId: ctx.submissionId,
      attribution: visit,
    }),
  ];
  for (const mail of mails) {
    expect(mail.kind).toBe("notification");
    expect(mail.text).toContain(BLOCK);
    expect(mail.html).toContain(">Provenienza</h2>");
  }
  expect(renderAcademyEmails(academy, { ...ctx, attribution: visit })[1].text).not.toContain("Provenienza");
});

/**
 * The e-mails in the visitor's language: the confirmation and the newsletter's in it, their links
 * to its pages (the route map's paths), the firm's notification Italian and naming it.
 */
import { renderConfirmation, renderNotification } from "../../../supabase/functions/_shared/contact-email";
import { newsletterLinks, renderAcademyEmails, renderNewsletterOptIn } from "../../../supabase/functions/_shared/request-email";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";

const ctx = {
  submissionId: "id-1",
  receivedAt: new Date("2026-11-21T11:05:00Z"),
  inbox: "info@alturaconsulting.it",
  siteUrl: "https://www.alturaconsulting.it",
};
const fields = { name: "Emma Clarke", email: "emma@example.co.uk", company: "", message: "Hello" };

test("a confirmation is written in the visitor's language, Italian when none is given", () => {
  const english = renderConfirmation(fields, { ...ctx, locale: "en" });
  expect(english.subject).toBe("We've received your message – Altura Consulting");
  expect(english.text.split("\n").slice(0, 3)).toEqual([
    "Hello Emma,",
    "",
    "thank you for getting in touch! We've received your message and will reply within 24 hours.",
  ]);
  expect(english.text).toContain("Best regards,\nThe Altura Consulting team\nMilan · www.alturaconsulting.it");
  expect(english.html).toContain('<html lang="en">');
  expect(english.html).toContain("<strong>will reply within 24 hours</strong>");
  expect(renderConfirmation(fields, ctx).text).toMatch(/^Ciao Emma,\n\ngrazie per averci scritto!/);
});

test("the firm's notification stays Italian and says which language the visitor wrote in", () => {
  expect(renderNotification(fields, { ...ctx, locale: "en" }).text).toContain("Lingua: inglese");
  expect(renderNotification(fields, ctx).text).toContain("Lingua: italiano");
  const [notification, confirmation] = renderAcademyEmails(
    { ...fields, company: "Clarke Ltd", phone: "", area: "", teamSize: "oltre-50", mode: "", goals: "" },
    { ...ctx, locale: "en" },
  );
  expect(notification.text).toContain("Persone da formare: Più di 50");
  expect(notification.text).toContain("Lingua: inglese");
  expect(confirmation.text).toContain("thank you for asking us about a tailored training programme!");
});

test("the newsletter's links lead to the sign-up language's pages, as the route map has them", () => {
  const links = newsletterLinks("https://www.alturaconsulting.it/", { confirm: "abc", unsubscribe: "id.mac" }, "en");
  expect(links).toEqual({
    confirm: `https://www.alturaconsulting.it${routePath("newsletter-conferma", "en")}/?token=abc`,
    unsubscribe: `https://www.alturaconsulting.it${routePath("newsletter-disiscrizione", "en")}/?token=id.mac`,
  });
  expect(links.confirm).toBe("https://www.alturaconsulting.it/en/newsletter/confirm/?token=abc");
  const mail = renderNewsletterOptIn("reader@example.co.uk", { confirm: links.confirm!, unsubscribe: links.unsubscribe }, { ...ctx, locale: "en" });
  expect(mail.subject).toBe("Confirm your newsletter subscription – Altura Consulting");
  expect(mail.text).toMatch(/^Hello,\n\nthank you for signing up to the Academy newsletter!/);
  expect(mail.html).toContain('href="https://www.alturaconsulting.it/en/newsletter/unsubscribe/?token=id.mac"');
});

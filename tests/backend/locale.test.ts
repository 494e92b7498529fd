/**
 * The language a visitor wrote in, end to end, for real (Deno, PostgreSQL, maildev): the request
 * names it (`locale`, left out by Italian pages), the function stores it, answers in it, writes the
 * visitor's confirmation in it, and tells the firm, in Italian, which language it was. The
 * newsletter's double opt-in follows the sign-up's language to the English confirm and
 * unsubscribe pages.
 */
import { randomUUID } from "node:crypto";
import { clearMails, closeSql, eventually, mailsTo, post, sql, stack, type Mail } from "./support/stack";

afterAll(async () => {
  await closeSql();
});

const tag = () => randomUUID().slice(0, 8);
const mailTo = (address: string, count = 1) => eventually(async () => ((await mailsTo(address)).length >= count ? mailsTo(address) : null));
const notificationFor = (visitor: string) =>
  eventually(async () => (await mailsTo(stack().contactInbox)).find((mail) => mail.replyTo?.some((a) => a.address === visitor)) ?? null);

const SITE = "https://www.alturaconsulting.it";
const englishLink = (mail: Mail, page: "confirm" | "unsubscribe") =>
  new RegExp(`${SITE}/en/newsletter/${page}/\\?token=([A-Za-z0-9_.-]+)`).exec(mail.text)?.[1] ?? null;

async function storedLocale(id: string): Promise<string> {
  const [row] = await sql()<{ locale: string }[]>`select locale from public.contact_submissions where id = ${id}`;
  return row.locale;
}

test("an English contact message is stored as English, confirmed in English, and the firm is told in Italian", async () => {
  await clearMails();
  const email = `emma.${tag()}@example.co.uk`;
  const answer = await post({ name: "Emma Clarke", email, company: "Clarke Ltd", message: "We'd like a proposal.", locale: "en" });
  expect(answer.status).toBe(200);
  expect(await storedLocale(answer.json!.id as string)).toBe("en");

  const [confirmation] = await mailTo(email);
  expect(confirmation.subject).toBe("We've received your message – Altura Consulting");
  expect(confirmation.text).toContain("Hello Emma,");
  expect(confirmation.text).toContain("will reply within 24 hours");
  expect(confirmation.text).not.toMatch(/Ciao|grazie/);
  expect(confirmation.html).toContain('<html lang="en">');

  const notification = await notificationFor(email);
  expect(notification.subject).toBe("Nuovo contatto dal sito: Emma Clarke (Clarke Ltd)");
  expect(notification.text).toContain("Lingua: inglese");
  expect(notification.html).toContain('<html lang="it">');
});

test("a request without `locale` is Italian, as every Italian page sends it", async () => {
  await clearMails();
  const email = `giulia.${tag()}@example.it`;
  const answer = await post({ name: "Giulia Ferrari", email, company: "", message: "Buongiorno" });
  expect(await storedLocale(answer.json!.id as string)).toBe("it");
  const [confirmation] = await mailTo(email);
  expect(confirmation.subject).toBe("Abbiamo ricevuto il tuo messaggio – Altura Consulting");
  expect((await notificationFor(email)).text).toContain("Lingua: italiano");
});

test("an English event request: English confirmation, Italian notification naming the language", async () => {
  await clearMails();
  const email = `oliver.${tag()}@example.com`;
  const answer = await post({
    kind: "event",
    locale: "en",
    name: "Oliver Grant",
    email,
    company: "Grant Holdings",
    phone: "",
    eventType: "incentive",
    participants: "40",
    period: "October 2027",
    budget: "10000-30000",
    description: "",
  });
  expect(answer.status).toBe(200);
  expect(await storedLocale(answer.json!.id as string)).toBe("en");
  const [confirmation] = await mailTo(email);
  expect(confirmation.subject).toBe("We've received your request – Altura Consulting");
  expect(confirmation.text).toContain("thank you for asking us about a tailored event!");
  const notification = await notificationFor(email);
  expect(notification.text).toContain("Budget indicativo: Da 10.000 a 30.000 €");
  expect(notification.text).toContain("Lingua: inglese");
});

test("an English request's problems are answered in English", async () => {
  const answer = await post({ name: "Emma", email: "emma@", company: "", message: "Hi", locale: "en" });
  expect(answer.status).toBe(422);
  expect(answer.json).toEqual({ error: "Please enter a valid email address", field: "email" });
});

test("a language the site does not have is refused as malformed, and nothing is stored", async () => {
  const email = `french.${tag()}@example.fr`;
  const answer = await post({ name: "Claire", email, company: "", message: "Bonjour", locale: "fr" });
  expect(answer.status).toBe(400);
  const rows = await sql()`select id from public.contact_submissions where email = ${email}`;
  expect(rows).toHaveLength(0);
});

describe("the newsletter's double opt-in in English", () => {
  test("the opt-in e-mail is English and links to the English confirm and unsubscribe pages; confirming tells the firm the language", async () => {
    await clearMails();
    const email = `reader.${tag()}@example.co.uk`;
    expect((await post({ kind: "newsletter", email, locale: "en" })).status).toBe(200);
    const [row] = await sql()<{ locale: string; status: string }[]>`select locale, status from public.newsletter_subscriptions where email = ${email}`;
    expect(row).toEqual({ locale: "en", status: "pending" });

    const [optIn] = await mailTo(email);
    expect(optIn.subject).toBe("Confirm your newsletter subscription – Altura Consulting");
    expect(optIn.text).toContain("Confirm my subscription: https://www.alturaconsulting.it/en/newsletter/confirm/?token=");
    expect(optIn.text).toContain(
      "Don't want to receive our newsletter any more? Unsubscribe: https://www.alturaconsulting.it/en/newsletter/unsubscribe/?token=",
    );
    expect(optIn.text).not.toContain("/newsletter/conferma/");
    const confirmToken = englishLink(optIn, "confirm");
    const unsubscribeToken = englishLink(optIn, "unsubscribe");
    expect(confirmToken).not.toBeNull();

    expect((await post({ kind: "newsletter-confirm", token: confirmToken })).json).toEqual({ ok: true, status: "confirmed" });
    const notification = await eventually(
      async () => (await mailsTo(stack().contactInbox)).find((mail) => mail.subject === `Nuova iscrizione confermata alla newsletter: ${email}`) ?? null,
    );
    expect(notification.text).toContain("Lingua: inglese");

    // Signing up again once confirmed: the neutral note, in the new sign-up's language, with the English unsubscribe link.
    await clearMails();
    expect((await post({ kind: "newsletter", email, locale: "en" })).status).toBe(200);
    const [note] = await mailTo(email);
    expect(note.subject).toBe("Your newsletter subscription – Altura Consulting");
    expect(englishLink(note, "unsubscribe")).not.toBeNull();

    expect((await post({ kind: "newsletter-unsubscribe", token: unsubscribeToken })).json).toEqual({ ok: true, status: "unsubscribed" });
  });

  test("a sign-up again in Italian takes Italian: its e-mail and its links", async () => {
    await clearMails();
    const email = `switch.${tag()}@example.it`;
    await post({ kind: "newsletter", email, locale: "en" });
    await mailTo(email);
    await clearMails();
    await post({ kind: "newsletter", email });
    const [optIn] = await mailTo(email);
    expect(optIn.subject).toBe("Conferma la tua iscrizione alla newsletter – Altura Consulting");
    expect(optIn.text).toContain(`${SITE}/newsletter/conferma/?token=`);
    const [row] = await sql()<{ locale: string }[]>`select locale from public.newsletter_subscriptions where email = ${email}`;
    expect(row.locale).toBe("it");
  });
});

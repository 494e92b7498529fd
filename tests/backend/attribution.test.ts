/**
 * Lead attribution end to end, for real (Deno, PostgreSQL, maildev): a request's `attribution` is
 * checked with the contract's rules, stored with the lead, shown in the firm's notification in a
 * "Provenienza" block, and deleted with the lead by the retention purge. A bad attribution never
 * costs the lead: what breaks a rule is dropped, logged by name, and the request is stored.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { closeSql, eventually, mailsTo, post, sql, stack, UUID, validBody } from "./support/stack";

afterAll(async () => {
  await closeSql();
});

const visit = {
  landingPage: "/insights/dati-prima-del-funnel/",
  formPage: "/",
  referrerHost: "www.linkedin.com",
  firstTouch: { source: "linkedin", medium: "social", campaign: "primavera-2027" },
  lastTouch: { source: "linkedin", medium: "social", campaign: "primavera-2027" },
  cta: "article-consultant",
  ctaPage: "/insights/dati-prima-del-funnel/",
};

const storedAttribution = async (id: string): Promise<unknown> => {
  const [row] = await sql()<{ attribution: unknown }[]>`select attribution from public.contact_submissions where id = ${id}`;
  return row.attribution;
};

const notificationFor = (visitor: string) =>
  eventually(async () => (await mailsTo(stack().contactInbox)).find((mail) => mail.replyTo?.some((a) => a.address === visitor)) ?? null);

const functionLog = () => readFileSync(path.join(stack().logDir, "functions.log"), "utf8");

test("a contact message's attribution is stored with the lead and shown to the firm in a 'Provenienza' block", async () => {
  const body = validBody({ attribution: visit });
  const answer = await post(body);
  expect(answer.status).toBe(200);
  expect(answer.json!.id).toMatch(UUID);
  expect(await storedAttribution(answer.json!.id as string)).toEqual(visit);

  const notification = await notificationFor(body.email as string);
  expect(notification.text).toContain(
    [
      "Provenienza:",
      "Arrivato da: www.linkedin.com",
      "Pagina d'arrivo: /insights/dati-prima-del-funnel/",
      "Campagna: source: linkedin · medium: social · campaign: primavera-2027",
      "Invito all'azione: Invito a parlare con un consulente, in fondo a un articolo (/insights/dati-prima-del-funnel/)",
      "Pagina del modulo: /",
    ].join("\n"),
  );
  expect(notification.html).toContain(">Provenienza</h2>");
  const [confirmation] = await mailsTo(body.email as string);
  expect(confirmation.text).not.toContain("linkedin");
});

test("a request without attribution is stored as before, with none, and its notification has no block", async () => {
  const body = validBody();
  const answer = await post(body);
  expect(answer.status).toBe(200);
  expect(await storedAttribution(answer.json!.id as string)).toBeNull();
  expect((await notificationFor(body.email as string)).text).not.toContain("Provenienza");
});

test("a bad attribution never costs the lead: the values that break a rule are dropped, by name in the log, and the rest is kept", async () => {
  const body = validBody({
    attribution: {
      ...visit,
      referrerHost: "https://www.google.com/search?q=giulia+ferrari",
      lastTouch: { source: "newsletter", medium: "<script>", gclid: "abc" },
      cta: "buy-now",
      secret: "x",
    },
  });
  const answer = await post(body);
  expect(answer.status).toBe(200);
  expect(await storedAttribution(answer.json!.id as string)).toEqual({
    landingPage: visit.landingPage,
    formPage: visit.formPage,
    firstTouch: visit.firstTouch,
    lastTouch: { source: "newsletter" },
  });
  const logged = await eventually(async () => functionLog().match(/^.*"event":"attribution_dropped".*"keys":\["referrerHost".*$/m)?.[0]);
  expect(JSON.parse(logged)).toMatchObject({
    event: "attribution_dropped",
    kind: "contact",
    keys: ["referrerHost", "lastTouch.medium", "lastTouch.other", "cta", "ctaPage", "other"],
  });
  expect(logged).not.toMatch(/google|script|buy-now|secret/);
});

test.each([
  ["a string", "linkedin"],
  ["a list", ["/"]],
  ["null", null],
])("an attribution that is %s is dropped whole; the lead is stored", async (_, attribution) => {
  const answer = await post(validBody({ attribution }));
  expect(answer.status).toBe(200);
  expect(await storedAttribution(answer.json!.id as string)).toBeNull();
});

test("a request's own fields are still checked as before: the attribution does not open the body to other keys", async () => {
  const answer = await post(validBody({ attribution: visit, website: "x" }));
  expect(answer.status).toBe(400);
});

test("a retry under the same key is the same lead even when its attribution changed (the first one is kept)", async () => {
  const body = validBody({ attribution: visit });
  const key = randomUUID();
  const first = await post(body, { "Idempotency-Key": key });
  const retry = await post({ ...body, attribution: { ...visit, cta: "header-book-call" } }, { "Idempotency-Key": key });
  expect(retry.status).toBe(200);
  expect(retry.json!.id).toBe(first.json!.id);
  expect(await storedAttribution(first.json!.id as string)).toEqual(visit);
});

test("an Academy request keeps its attribution too", async () => {
  const email = `anna.${randomUUID().slice(0, 8)}@example.it`;
  const answer = await post({
    kind: "academy",
    name: "Anna Verdi",
    email,
    company: "Verdi Logistica",
    phone: "",
    area: "",
    teamSize: "",
    mode: "",
    goals: "",
    attribution: { landingPage: "/academy/", formPage: "/academy/", cta: "academy-hero", ctaPage: "/academy/" },
  });
  expect(answer.status).toBe(200);
  expect(await storedAttribution(answer.json!.id as string)).toEqual({
    landingPage: "/academy/",
    formPage: "/academy/",
    cta: "academy-hero",
    ctaPage: "/academy/",
  });
  expect((await notificationFor(email)).text).toContain("Invito all'azione: Richiesta di un percorso su misura, in apertura dell'Academy (/academy/)");
});

test("a newsletter sign-up keeps its attribution, and the firm sees it when the address confirms", async () => {
  const email = `reader.${randomUUID().slice(0, 8)}@example.it`;
  const attribution = { landingPage: "/academy/", formPage: "/academy/", referrerHost: "www.google.com" };
  expect((await post({ kind: "newsletter", email, attribution })).status).toBe(200);
  const [optIn] = await eventually(async () => ((await mailsTo(email)).length ? mailsTo(email) : null));
  expect(optIn.text).not.toContain("google");
  const token = /\/newsletter\/conferma\/\?token=([A-Za-z0-9_.-]+)/.exec(optIn.text)?.[1];
  expect((await post({ kind: "newsletter-confirm", token })).json).toEqual({ ok: true, status: "confirmed" });
  const notification = await eventually(
    async () => (await mailsTo(stack().contactInbox)).find((mail) => mail.subject === `Nuova iscrizione confermata alla newsletter: ${email}`) ?? null,
  );
  expect(notification.text).toContain("Provenienza:\nArrivato da: www.google.com\nPagina d'arrivo: /academy/\nPagina del modulo: /academy/");
});

test("a newsletter link's request carries no attribution: one that does is malformed, as any other key", async () => {
  const answer = await post({ kind: "newsletter-confirm", token: "A".repeat(43), attribution: visit });
  expect(answer.status).toBe(400);
});

test("the retention purge deletes the attribution with its lead, and keeps a younger lead's", async () => {
  const old = await post(validBody({ attribution: visit }));
  const young = await post(validBody({ attribution: visit }));
  await sql()`update public.contact_submissions set created_at = now() - interval '24 months 1 day' where id = ${old.json!.id as string}`;
  await sql()`update public.contact_submissions set created_at = now() - interval '24 months' + interval '1 day' where id = ${young.json!.id as string}`;
  await sql()`select * from public.purge_form_data()`;
  expect(await sql()`select id from public.contact_submissions where id = ${old.json!.id as string}`).toHaveLength(0);
  expect(await storedAttribution(young.json!.id as string)).toEqual(visit);
});

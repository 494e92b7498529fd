/**
 * The firm can demonstrate every consent (GDPR art. 7(1)): each form's request carries the ticked
 * box (`consent: true`, refused without it), and is stored with the version of the text the
 * visitor agreed to (the box's sentence and the privacy notice, data/legal/privacy.json), the time
 * and the page's language; a newsletter confirmation with its time and the same minimised client
 * facts as the sign-up (the HMAC of the address and of its block, the browser, the origin). The
 * view public.form_consents shows both for a request. Deno, PostgreSQL, the mail catcher.
 */
import { randomUUID } from "node:crypto";
import { consentVersion } from "../../supabase/functions/_shared/consent-version";
import { closeSql, eventually, mailsTo, post, sql, stack, validBody } from "./support/stack";

afterAll(closeSql);

const tag = () => randomUUID().slice(0, 8);
const academy = (extra: Record<string, unknown> = {}) => ({
  kind: "academy",
  name: "Anna Verdi",
  email: `anna.${tag()}@example.it`,
  company: "Verdi Logistica",
  phone: "",
  area: "ai-automation",
  teamSize: "6-15",
  mode: "blended",
  goals: "",
  consent: true,
  ...extra,
});
const event = (extra: Record<string, unknown> = {}) => ({
  kind: "event",
  name: "Marco Neri",
  email: `marco.${tag()}@example.it`,
  company: "Neri Energia",
  phone: "",
  eventType: "incentive",
  participants: "",
  period: "",
  budget: "",
  description: "",
  consent: true,
  ...extra,
});
const newsletter = (extra: Record<string, unknown> = {}) => ({ kind: "newsletter", email: `lettore.${tag()}@example.it`, consent: true, ...extra });

const counts = async () =>
  (await sql()<{ n: number }[]>`select (select count(*) from public.contact_submissions) + (select count(*) from public.contact_outbox) as n`)[0].n;

describe("every form's request says the box was ticked; without it, nothing is stored", () => {
  test.each([
    ["contact", (extra: Record<string, unknown>) => validBody(extra)],
    ["academy", academy],
    ["event", event],
    ["newsletter", newsletter],
  ])("%s: missing or false is 400 with the consent's message, in the page's language; not a boolean is malformed", async (_kind, body) => {
    const before = await counts();
    for (const consent of [undefined, false]) {
      const answer = await post(body({ consent }));
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: "Devi accettare la privacy policy per continuare.", field: "consent" });
    }
    expect((await post(body({ consent: false, locale: "en" }))).json).toEqual({ error: "Please accept the privacy policy to continue.", field: "consent" });
    for (const consent of ["true", 1, "sì"]) expect((await post(body({ consent }))).json).toEqual({ error: "Richiesta non valida." });
    expect(await counts()).toBe(before);
  });
});

describe("stored with the request: the version of the text agreed to, the time, the page's language", () => {
  test.each([
    ["contact", "it", (extra: Record<string, unknown>) => validBody(extra)],
    ["academy", "en", academy],
    ["event", "it", event],
    ["newsletter", "en", newsletter],
  ] as const)("%s from an %s page", async (kind, locale, body) => {
    const sent = Date.now();
    const answer = await post(body(locale === "it" ? {} : { locale }));
    expect(answer.status).toBe(200);
    const [row] = await sql()<{ consent_version: string; given_at: Date; locale: string; kind: string }[]>`
      select consent_version, given_at, locale, kind from public.form_consents where request_id = ${answer.json!.id as string}`;
    expect(row).toMatchObject({ kind, locale, consent_version: await consentVersion(kind, locale) });
    expect(Math.abs(new Date(row.given_at).getTime() - sent)).toBeLessThan(10_000);
  });

  test("the version names the privacy notice's last change and the text: it differs by form and by language", async () => {
    const versions = new Set(
      await Promise.all((["contact", "academy", "event", "newsletter"] as const).flatMap((k) => (["it", "en"] as const).map((l) => consentVersion(k, l)))),
    );
    // The contact and request forms ask the same consent; the newsletter another.
    expect(versions.size).toBe(4);
    for (const version of versions) expect(version).toMatch(/^\d{4}-\d{2}-\d{2}\+[0-9a-f]{12}$/);
  });
});

test("a newsletter confirmation is stored with its time and the sign-up's kind of client facts, each minimised the same way", async () => {
  const email = `lettrice.${tag()}@example.it`;
  const client = "127.0.4.77";
  const signUp = await post(newsletter({ email }), { "User-Agent": "Mozilla/5.0 (sign-up)" }, undefined, client);
  expect(signUp.status).toBe(200);
  const [mail] = await eventually(async () => ((await mailsTo(email)).length ? mailsTo(email) : null));
  const token = /\/newsletter\/conferma\/\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  const confirmed = await post({ kind: "newsletter-confirm", token }, { "User-Agent": "Mozilla/5.0 (confirmation)" }, undefined, client);
  expect(confirmed.json).toEqual({ ok: true, status: "confirmed" });

  const [row] = await sql()`select * from public.form_consents where request_id = ${signUp.json!.id as string}`;
  expect(row).toMatchObject({
    kind: "newsletter",
    subscription_status: "confirmed",
    user_agent: "Mozilla/5.0 (sign-up)",
    confirm_user_agent: "Mozilla/5.0 (confirmation)",
    origin: stack().allowedOrigin,
    confirm_origin: stack().allowedOrigin,
  });
  expect(row.confirmed_at).toBeInstanceOf(Date);
  // The same client, the same HMACs: never the address itself.
  expect(row.confirm_ip_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(row.confirm_ip_hash).toBe(row.ip_hash);
  expect(row.confirm_ip_block_hash).toBe(row.ip_block_hash);
  const [leak] = await sql()`select count(*)::int as n from public.newsletter_subscriptions s where s::text like ${`%${client}%`}`;
  expect(leak.n).toBe(0);
});

/**
 * The function with MAIL_TRANSPORT=resend (as on hosted Supabase), against a fake Resend API on
 * 127.0.0.1 (tests/backend/global-setup.mjs): the request Resend gets, the Idempotency-Key that
 * makes retries safe, and retries after a failing or hanging provider.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { closeSql, control, drain, parkPendingMail, post, sql, stack, validBody } from "./support/stack";

interface SeenRequest {
  headers: Record<string, string>;
  body: { from: string; to: string[]; subject: string; html: string; text: string; reply_to?: string[] };
}

const base = () => stack().resendFunctionsUrl;
const functionLog = () => readFileSync(path.join(stack().logDir, "functions-resend.log"), "utf8");
const requests = async () => (await control("/resend/requests")) as SeenRequest[];

// The drain's counts below are this file's e-mails only.
beforeEach(parkPendingMail);

afterAll(async () => {
  await control("/resend/reset");
  await closeSql();
});

test("a submission's two e-mails go to Resend's API, each with its outbox row id as Idempotency-Key", async () => {
  await control("/resend/reset");
  const body = validBody();
  const answer = await post(body, {}, base());
  expect(answer.status).toBe(200);
  const id = answer.json!.id as string;

  const seen = await requests();
  expect(seen).toHaveLength(2);
  const outbox = await sql()`select id, kind, status, provider_message_id from public.contact_outbox where submission_id = ${id} order by kind`;
  expect(outbox.every((r) => r.status === "sent" && /^fake-\d$/.test(r.provider_message_id))).toBe(true);
  expect(new Set(seen.map((r) => r.headers["idempotency-key"]))).toEqual(new Set(outbox.map((r) => r.id)));
  for (const request of seen) expect(request.headers.authorization).toBe("Bearer re_test_key");

  const notification = seen.find((r) => r.body.to[0] === stack().contactInbox)!;
  expect(notification.body).toMatchObject({
    from: "Altura Consulting <noreply@alturaconsulting.it>",
    subject: "Nuovo contatto dal sito: Giulia Ferrari (Nordica S.p.A.)",
    reply_to: [body.email],
  });
  expect(notification.body.text).toContain("vorrei parlare di un progetto di automazione.");
  const confirmation = seen.find((r) => r.body.to[0] === body.email)!;
  expect(confirmation.body).toMatchObject({ subject: "Abbiamo ricevuto il tuo messaggio – Altura Consulting", reply_to: [stack().contactInbox] });
});

test("Resend failing: 200 all the same; the retry from the outbox reuses the same Idempotency-Key", async () => {
  await control("/resend/reset?failNext=2");
  const answer = await post(validBody(), {}, base());
  expect(answer.status).toBe(200);
  const id = answer.json!.id as string;
  const pending = await sql()`select id, status, attempts, last_error from public.contact_outbox where submission_id = ${id}`;
  for (const row of pending) {
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.last_error).toContain("Resend answered 500");
  }
  await sql()`update public.contact_outbox set next_attempt_at = now() where submission_id = ${id}`;
  expect((await drain(base())).json).toMatchObject({ sent: 2, failed: 0 });

  const seen = await requests();
  expect(seen).toHaveLength(4);
  const keys = seen.map((r) => r.headers["idempotency-key"]);
  expect(keys.slice(2).sort()).toEqual(keys.slice(0, 2).sort());
  expect(new Set(keys)).toEqual(new Set(pending.map((r) => r.id)));
});

test("Resend hanging: the function gives up after its timeout, still answers 200, and the outbox delivers later", async () => {
  await control("/resend/reset?hang=1");
  const answer = await post(validBody(), {}, base());
  expect(answer.status).toBe(200);
  expect(answer.ms).toBeLessThan(5000); // IMMEDIATE_MAIL_TIMEOUT_MS is 1500 in the test stack
  const id = answer.json!.id as string;
  const rows = await sql()`select status, last_error from public.contact_outbox where submission_id = ${id}`;
  expect(rows.map((r) => r.status)).toEqual(["pending", "pending"]);
  expect(rows[0].last_error).toMatch(/timed out after 1500 ms/);

  await control("/resend/reset");
  await sql()`update public.contact_outbox set next_attempt_at = now() where submission_id = ${id}`;
  expect((await drain(base())).json).toMatchObject({ sent: 2, failed: 0 });
});

test("an address Resend refuses for good (422): the visitor's e-mail lands in `failed` with the reason and no body, is never retried; the firm is still notified", async () => {
  await control("/resend/reset");
  const answer = await post(validBody({ email: `rejected.${Date.now()}@example.it` }), {}, base());
  expect(answer.status).toBe(200);
  const id = answer.json!.id as string;
  const rows =
    await sql()`select kind, status, attempts, last_error, failed_at, html, text from public.contact_outbox where submission_id = ${id} order by kind`;
  expect(rows.map((r) => [r.kind, r.status, r.attempts, r.html, r.text])).toEqual([
    ["confirmation", "failed", 1, null, null],
    ["notification", "sent", 1, null, null],
  ]);
  expect(rows[0].last_error).toContain("Resend answered 422");
  expect(rows[0].failed_at).not.toBeNull();

  // Due or not, a failed row is not the drain's business any more.
  await sql()`update public.contact_outbox set next_attempt_at = now() where submission_id = ${id}`;
  expect((await drain(base())).json).toMatchObject({ sent: 0, failed: 0 });
  expect(await requests()).toHaveLength(2);
  const [monitoring] = await sql()`select failed_24h::int from public.form_monitoring`;
  expect(monitoring.failed_24h).toBeGreaterThanOrEqual(1);
});

test.each([401, 403, 500, 503])(
  "Resend answering %i (a revoked key, a key without rights, an outage): the e-mails wait with their bodies, and an operator is told at once",
  async (status) => {
    await control(`/resend/reset?failNext=2&failStatus=${status}`);
    const answer = await post(validBody(), {}, base());
    expect(answer.status).toBe(200);
    const id = answer.json!.id as string;
    const rows = await sql()`select status, attempts, last_error, html is not null as has_body from public.contact_outbox where submission_id = ${id}`;
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: "pending", attempts: 1, has_body: true });
      expect(row.last_error).toContain(`Resend answered ${status}`);
    }
    const alerts = functionLog()
      .split("\n")
      .filter((line) => line.includes('"event":"mail_provider_failed"') && line.includes(`"status":${status}`));
    expect(alerts.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(alerts[0])).toMatchObject({ level: "error", transport: "resend" });
    // Back to normal: the same rows go out.
    await control("/resend/reset");
    await sql()`update public.contact_outbox set next_attempt_at = now() where submission_id = ${id}`;
    expect((await drain(base())).json).toMatchObject({ sent: 2, failed: 0 });
  },
);

test("an e-mail still not sent 7 days on is given up: failed, its body gone, an error line; one younger is still tried", async () => {
  await control("/resend/reset");
  const old = (await post(validBody(), {}, base(), undefined)).json!.id as string;
  const younger = (await post(validBody(), {}, base(), undefined)).json!.id as string;
  await sql()`
    update public.contact_outbox
    set status = 'pending', sent_at = null, html = '<p>x</p>', text = 'x', attempts = 40, last_error = 'Resend answered 500: fake 500',
        next_attempt_at = now(),
        created_at = now() - case when submission_id = ${old} then interval '7 days 1 minute' else interval '6 days 23 hours' end,
        send_after = now() - case when submission_id = ${old} then interval '7 days 1 minute' else interval '6 days 23 hours' end
    where submission_id in (${old}, ${younger})`;
  await control("/resend/reset");
  const before = (await control("/resend/requests")) as unknown[];
  expect((await drain(base())).json).toMatchObject({ sent: 2 });
  const rows = await sql()`
    select submission_id, status, html, text, failed_at is not null as failed, last_error from public.contact_outbox
    where submission_id in (${old}, ${younger}) order by submission_id = ${old} desc`;
  for (const row of rows.slice(0, 2)) {
    expect(row).toMatchObject({ status: "failed", html: null, text: null, failed: true });
    expect(row.last_error).toBe("not sent within 7 days; last error: Resend answered 500: fake 500");
  }
  expect(rows.slice(2).map((r) => r.status)).toEqual(["sent", "sent"]);
  // The given-up ones were not sent again: the drain's 2 are the younger request's.
  expect(((await control("/resend/requests")) as unknown[]).length - before.length).toBe(2);
  expect(functionLog()).toMatch(new RegExp(`"level":"error".*"event":"mail_given_up".*"attempts":40`));
});

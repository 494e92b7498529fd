/**
 * A mail server that refuses us, not the e-mail: a wrong password (535 5.7.8, nodemailer's EAUTH),
 * authentication required (530 5.7.0), a relay or a sender refused (5.7.1). Each says nothing about
 * the e-mail and everything about the function's settings, so every queued e-mail stays pending
 * with its body and is retried, and an error-level line tells the operator at once, as for Resend's
 * 401/403. A recipient the server does not know (550 5.1.1) is still the e-mail's own fault: failed.
 * The function runs on its own (Deno, the main test database) against a fake SMTP server
 * (support/fake-smtp.ts).
 */
import type { FakeSmtp, SmtpRefusal } from "./support/fake-smtp";
import { startFunctionOnFakeSmtp, type FunctionOnFakeSmtp } from "./support/function-on-fake-smtp";
import { REQUIRED_ENV } from "./support/function-env";
import { closeSql, parkPendingMail, post, sql, validBody } from "./support/stack";

let smtp: FakeSmtp;
let fn: FunctionOnFakeSmtp["fn"];
let running: FunctionOnFakeSmtp | undefined;

beforeAll(async () => {
  running = await startFunctionOnFakeSmtp({ SMTP_USER: "forms", SMTP_PASS: "not-the-password" });
  ({ smtp, fn } = running);
});

afterAll(async () => {
  await running?.stop();
  await closeSql();
});

// The drain below sends what is due in the whole test database: only this file's e-mails.
beforeEach(parkPendingMail);

const outbox = (submissionId: string) =>
  sql()<{ id: string; status: string; attempts: number; last_error: string | null; has_body: boolean }[]>`
    select id, status, attempts, last_error, html is not null and text is not null as has_body
    from public.contact_outbox where submission_id = ${submissionId} order by kind`;

const drain = async () => {
  const res = await fetch(`${fn.url}/forms/outbox`, { method: "POST", headers: { Authorization: `Bearer ${REQUIRED_ENV.OUTBOX_SECRET}` } });
  expect(res.status).toBe(200);
};

const logLines = (outboxId: string) =>
  fn
    .output()
    .split("\n")
    .filter((line) => line.includes(outboxId))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

test.each<[string, SmtpRefusal, RegExp]>([
  ["a wrong password (535 5.7.8, EAUTH)", "auth-invalid", /535 5\.7\.8/],
  ["authentication required (530 5.7.0)", "auth-required", /530 5\.7\.0/],
  ["the relay refused (554 5.7.1)", "relay", /554 5\.7\.1/],
  ["the sender refused (553 5.7.1)", "sender", /553 5\.7\.1/],
])("%s: the e-mails stay pending with their body, an error-level line says so, and they go out once the server takes them", async (_label, refusal, reply) => {
  smtp.refuse(refusal);
  const answer = await post(validBody(), {}, fn.url);
  expect(answer.status).toBe(200);
  const id = answer.json!.id as string;

  const rows = await outbox(id);
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(row).toMatchObject({ status: "pending", attempts: 1, has_body: true });
    expect(row.last_error).toMatch(reply);
    const [line] = logLines(row.id);
    expect(line).toMatchObject({ level: "error", event: "mail_provider_failed", outboxId: row.id, transport: "smtp" });
  }

  smtp.refuse("none");
  await sql()`update public.contact_outbox set next_attempt_at = now() where submission_id = ${id}`;
  await drain();
  for (const row of await outbox(id)) expect(row).toMatchObject({ status: "sent", attempts: 2, has_body: false });
});

test("a recipient the server does not know (550 5.1.1) is the e-mail's own fault: failed for good, not retried", async () => {
  smtp.refuse("recipient");
  const answer = await post(validBody(), {}, fn.url);
  expect(answer.status).toBe(200);
  const rows = await outbox(answer.json!.id as string);
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(row).toMatchObject({ status: "failed", attempts: 1, has_body: false });
    expect(row.last_error).toMatch(/550 5\.1\.1/);
    expect(logLines(row.id)[0]).toMatchObject({ level: "error", event: "mail_failed_permanently" });
  }
  smtp.refuse("none");
});

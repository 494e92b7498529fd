/**
 * A visitor's address never reaches a log line or an outbox row's last_error (kept 90 days):
 * providers quote the address they refuse ("550 5.1.1 <x@y>: Recipient address rejected"), and
 * the function masks every address as "[indirizzo]" with one function (log.ts's maskAddresses),
 * in every line it prints and in what it stores as the reason. The recipient itself stays in
 * to_address, which the privacy notice names. Against the Resend instance of the test stack (its
 * fake API quotes the refused address) and the function run alone against a fake SMTP server.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FakeSmtp } from "./support/fake-smtp";
import { startFunctionOnFakeSmtp, type FunctionOnFakeSmtp } from "./support/function-on-fake-smtp";
import { closeSql, control, parkPendingMail, post, sql, stack, validBody } from "./support/stack";

let smtp: FakeSmtp;
let fn: FunctionOnFakeSmtp["fn"];
let running: FunctionOnFakeSmtp | undefined;

beforeAll(async () => {
  running = await startFunctionOnFakeSmtp();
  ({ smtp, fn } = running);
});

afterAll(async () => {
  await running?.stop();
  await control("/resend/reset");
  await closeSql();
});

beforeEach(parkPendingMail);

const rowsOf = (submissionId: string) =>
  sql()<{ kind: string; status: string; to_address: string; last_error: string | null }[]>`
    select kind, status, to_address, last_error from public.contact_outbox where submission_id = ${submissionId} order by kind`;

test("Resend refusing a visitor's address and quoting it: failed, with the reason kept and the address masked, in the row and in every log line", async () => {
  await control("/resend/reset");
  const email = `rejected.${randomUUID().slice(0, 8)}@example.it`;
  const answer = await post(validBody({ email }), {}, stack().resendFunctionsUrl);
  expect(answer.status).toBe(200);
  const [confirmation] = (await rowsOf(answer.json!.id as string)).filter((r) => r.kind === "confirmation");
  expect(confirmation).toMatchObject({ status: "failed", to_address: email });
  expect(confirmation.last_error).toBe(
    "Resend answered 422: " +
      JSON.stringify({ statusCode: 422, name: "validation_error", message: "Invalid `to` field: [indirizzo] is not a deliverable address." }),
  );
  const log = readFileSync(path.join(stack().logDir, "functions-resend.log"), "utf8");
  expect(log).toMatch(/"event":"mail_failed_permanently".*\[indirizzo\] is not a deliverable address/);
  expect(log).not.toContain(email);
});

test("an SMTP server refusing the recipient (550 5.1.1 <address>): the same, and for both e-mails of the request", async () => {
  smtp.refuse("recipient");
  const email = `giulia.${randomUUID().slice(0, 8)}@example.it`;
  const answer = await post(validBody({ email }), {}, fn.url);
  expect(answer.status).toBe(200);
  const rows = await rowsOf(answer.json!.id as string);
  expect(rows.map((r) => r.status)).toEqual(["failed", "failed"]);
  for (const row of rows) {
    expect(row.last_error).toContain("550 5.1.1 <[indirizzo]>: Recipient address rejected");
    expect(row.last_error).not.toMatch(/@/);
  }
  expect(fn.output()).toMatch(/"event":"mail_failed_permanently".*550 5\.1\.1 <\[indirizzo\]>/);
  expect(fn.output()).not.toContain(email);
  expect(fn.output()).not.toContain(stack().contactInbox);
});

test("a relay refused, quoting the recipient: pending for a retry, the reason masked there too", async () => {
  smtp.refuse("relay");
  const email = `marco.${randomUUID().slice(0, 8)}@example.it`;
  const answer = await post(validBody({ email }), {}, fn.url);
  expect(answer.status).toBe(200);
  for (const row of await rowsOf(answer.json!.id as string)) {
    expect(row.status).toBe("pending");
    expect(row.last_error).toContain("554 5.7.1 <[indirizzo]>: Relay access denied");
  }
  expect(fn.output()).not.toContain(email);
  smtp.refuse("none");
});

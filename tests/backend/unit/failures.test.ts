import { databaseFailure, DatabaseError, DatabaseUnavailable, isConnectionFailure } from "../../../supabase/functions/_shared/db";
import { enhancedStatus, isPermanentMailError, isProviderFault } from "../../../supabase/functions/_shared/outbox";
import { ResendError } from "../../../supabase/functions/_shared/mail/resend";
import { requestHash } from "../../../supabase/functions/forms/handler";

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

test.each([
  ["ECONNREFUSED", true],
  ["CONNECT_TIMEOUT", true],
  ["CONNECTION_CLOSED", true],
  ["08006", true], // connection failure
  ["53300", true], // too many connections (for the role's limit too)
  ["57P01", true], // admin shutdown
  ["57014", true], // our statement timeout
  ["22021", false], // NUL / invalid byte sequence: the request's fault
  ["23505", false], // unique violation
  ["23514", false], // check constraint
  ["42501", false], // permission denied: a grant is missing, not an outage
])("a database error %s is an outage: %s", (code, outage) => {
  expect(isConnectionFailure(pgError(code))).toBe(outage);
  expect(databaseFailure(pgError(code))).toBeInstanceOf(outage ? DatabaseUnavailable : DatabaseError);
});

test.each([
  [new ResendError("Resend answered 422", 422), true],
  [new ResendError("Resend answered 403", 403), false], // our key, not the e-mail
  [new ResendError("Resend answered 401", 401), false],
  [new ResendError("Resend answered 429", 429), false],
  [new ResendError("Resend answered 409", 409), false],
  [new ResendError("Resend answered 500", 500), false],
  [new ResendError("Resend request failed: timed out", null), false],
  [Object.assign(new Error("550 5.1.1 mailbox unknown"), { responseCode: 550, response: "550 5.1.1 <a@example.it>: User unknown" }), true],
  [Object.assign(new Error("554 5.6.0 message refused"), { responseCode: 554, response: "554 5.6.0 Transaction failed" }), true],
  // The server refusing our login or our sender: every e-mail would meet it, none is the cause.
  [Object.assign(new Error("Invalid login: 535 5.7.8 bad credentials"), { code: "EAUTH", responseCode: 535, response: "535 5.7.8 bad credentials" }), false],
  [Object.assign(new Error("Missing credentials for PLAIN"), { code: "EAUTH" }), false],
  [Object.assign(new Error("530 Authentication required"), { code: "EENVELOPE", responseCode: 530, response: "530 Authentication required" }), false],
  [Object.assign(new Error("relay denied"), { code: "EENVELOPE", responseCode: 554, response: "554 5.7.1 <a@example.it>: Relay access denied" }), false],
  [Object.assign(new Error("sender refused"), { code: "EENVELOPE", responseCode: 553, response: "553-5.7.1 Sender address rejected" }), false],
  [Object.assign(new Error("452 4.2.2 mailbox full"), { responseCode: 452 }), false],
  [Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }), false],
])("a mail error %s is permanent: %s", (error, permanent) => {
  expect(isPermanentMailError(error)).toBe(permanent);
});

test("a refusal of our SMTP login or sender is the provider's fault (an error-level line), an unknown mailbox is not", () => {
  expect(isProviderFault(Object.assign(new Error("x"), { code: "EAUTH", responseCode: 535 }))).toBe(true);
  expect(isProviderFault(Object.assign(new Error("x"), { responseCode: 554, response: "554 5.7.1 Relay access denied" }))).toBe(true);
  expect(isProviderFault(Object.assign(new Error("x"), { responseCode: 550, response: "550 5.1.1 User unknown" }))).toBe(false);
  expect(enhancedStatus("553-5.7.1 Sender rejected")).toBe("5.7.1");
  expect(enhancedStatus("550 User unknown")).toBeNull();
});

test("the request hash depends on the form and its checked fields, not on their order", async () => {
  const a = await requestHash({ kind: "newsletter", value: { email: "a@example.it" } });
  expect(a).toMatch(/^[0-9a-f]{64}$/);
  const contact = { name: "Giulia", email: "g@example.it", company: "", message: "Ciao" };
  const reordered = { message: "Ciao", company: "", email: "g@example.it", name: "Giulia" };
  expect(await requestHash({ kind: "contact", value: contact })).toBe(await requestHash({ kind: "contact", value: reordered }));
  expect(await requestHash({ kind: "contact", value: { ...contact, message: "Ciao!" } })).not.toBe(await requestHash({ kind: "contact", value: contact }));
});

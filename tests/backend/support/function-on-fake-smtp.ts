/**
 * The forms function run on its own (Deno, the main test database) against a fake SMTP server
 * (fake-smtp.ts): for the tests of what a mail server's refusals do. `env` adds to or overrides the
 * function's settings (an SMTP login, say).
 */
import { runFunction } from "./deno";
import { startFakeSmtp, type FakeSmtp } from "./fake-smtp";
import { REQUIRED_ENV } from "./function-env";
import { stack } from "./stack";

export interface FunctionOnFakeSmtp {
  smtp: FakeSmtp;
  fn: { url: string; output: () => string; stop: () => Promise<void> };
  stop(): Promise<void>;
}

export async function startFunctionOnFakeSmtp(env: Record<string, string> = {}): Promise<FunctionOnFakeSmtp> {
  const smtp = await startFakeSmtp();
  const run = await runFunction({
    ...REQUIRED_ENV,
    ALLOWED_ORIGINS: stack().allowedOrigin,
    CONTACT_DB_URL: stack().functionTlsDbUrl,
    MAIL_TRANSPORT: "smtp",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    CONTACT_INBOX: stack().contactInbox,
    ALERT_EMAIL_TO: "none",
    ALTCHA_COST: "10",
    ALTCHA_COUNTER_MAX: "50",
    ...env,
  });
  if (!run.served) {
    await smtp.close();
    throw new Error(`the function did not start:\n${run.output()}`);
  }
  return {
    smtp,
    fn: run,
    stop: async () => {
      await run.stop();
      await smtp.close();
    },
  };
}

/** The transport MAIL_TRANSPORT chooses: "resend" on hosted Supabase, "smtp" locally. */
import type { FunctionConfig } from "../config.ts";
import { createResendTransport } from "./resend.ts";
import { createSmtpTransport } from "./smtp.ts";
import type { MailTransport } from "./types.ts";

export function createTransport(config: FunctionConfig): MailTransport {
  if (config.mailTransport === "resend") {
    if (!config.resend.apiKey) throw new Error("MAIL_TRANSPORT=resend needs RESEND_API_KEY.");
    return createResendTransport({ apiKey: config.resend.apiKey, apiUrl: config.resend.apiUrl });
  }
  return createSmtpTransport(config.smtp);
}

/**
 * The firm as the e-mails name it and write to it, from data/site.json, the one source the site reads
 * too: `brandName` (subjects, signatures, the sender's default) and `email` (the inbox the firm's
 * notifications, alerts and weekly report go to unless CONTACT_INBOX says otherwise). Imported as
 * JSON, so the function carries what it was deployed with (docs/forms-backend.md, "Deploying"); the
 * content check keeps both filled, and a file without them stops the function at start rather than
 * mailing an empty name or no one.
 */
import site from "../../../data/site.json" with { type: "json" };

const filled = (value: unknown, field: string, use: string): string => {
  if (typeof value !== "string" || value.trim() === "") throw new Error(`data/site.json has no ${field}: ${use}.`);
  return value;
};

export const FIRM_NAME: string = filled(site.brandName, "brandName", "the e-mails cannot name the firm");

export const FIRM_EMAIL: string = filled(site.email, "email", "the firm's e-mails have no inbox to go to");

/**
 * Sends a form's request through the `forms` function — the site's one backend
 * call — and says, in the visitor's terms, how it went. A returned `error` is a failure; its
 * JSON body, when there is one, carries the function's Italian message.
 */
import { FunctionsHttpError } from "@supabase/supabase-js";
import type { ContactMessage } from "../../../supabase/functions/_shared/site-contract/contact-rules";
import type { Challenge } from "altcha-lib";
import { ALTCHA_HEADER } from "../../../supabase/functions/_shared/site-contract/challenge-payload";
import { HONEYPOT_FIELD, type RequestKind } from "../../../supabase/functions/_shared/site-contract/request-options";
import { DEFAULT_LOCALE, type Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { ATTRIBUTION_FIELD, cleanAttribution } from "../../../supabase/functions/_shared/site-contract/attribution";
import { CONSENT_FIELD } from "../../../supabase/functions/_shared/site-contract/consent";
import { forgetCallToAction, visitAttribution } from "../attribution/visit-attribution";
import { trackEvent } from "../analytics/page-analytics";
import { getSupabase } from "./supabase-client";

export type SendResult =
  | { ok: true }
  /** Refused by the function's checks (422): its message is one of the form's own. */
  | { ok: false; kind: "invalid"; message: string; error: unknown }
  /** Too many messages from this address or network (429). */
  | { ok: false; kind: "rate-limited"; message: string; error: unknown }
  /** Anything else: network down, function unreachable, server error. */
  | { ok: false; kind: "failed"; error: unknown };

const errorBody = async (error: unknown): Promise<{ status: number; message?: string }> => {
  if (!(error instanceof FunctionsHttpError)) return { status: 0 };
  const response = error.context as Response;
  try {
    const body = (await response.clone().json()) as { error?: unknown };
    return { status: response.status, message: typeof body.error === "string" ? body.error : undefined };
  } catch {
    return { status: response.status };
  }
};

/**
 * A contact message: its four fields (no `kind`, which the function defaults to contact), the
 * consent, where the visit came from, and, from a page in another language than Italian, that language. `challenge`: the solved proof-of-work (form-challenge.ts),
 * sent as a header so that the body stays those fields.
 */
export const sendContactMessage = (message: ContactMessage, locale: Locale, idempotencyKey: string, honeypot: string, challenge: string): Promise<SendResult> =>
  sendFormRequest({ ...message }, locale, idempotencyKey, honeypot, challenge);

/**
 * Any form's request: its fields, `kind` for every form but the contact form, `consent: true` (a
 * form sends only once its rules found the consent box ticked, and the function stores the version
 * of the text agreed to with the request), `locale` when the page is not Italian (the function's
 * default: it answers, stores and writes to the visitor in it), and `attribution`, where the visit
 * came from (src/lib/attribution/), as much of it as passes the contract's rules: the function
 * would drop the rest. A request the function accepted is page analytics' "Lead sent", by form and
 * language (src/lib/analytics/).
 */
export const sendFormRequest = async (
  fields: Record<string, string>,
  locale: Locale,
  idempotencyKey: string,
  honeypot: string,
  challenge: string,
): Promise<SendResult> => {
  let error: unknown;
  try {
    const body: Record<string, unknown> = { ...fields, [CONSENT_FIELD]: true };
    if (locale !== DEFAULT_LOCALE) body.locale = locale;
    // Only a bot fills the hidden field; people send the form's fields alone.
    if (honeypot) body[HONEYPOT_FIELD] = honeypot;
    const { attribution } = cleanAttribution(visitAttribution(window.location.pathname));
    if (attribution) body[ATTRIBUTION_FIELD] = attribution;
    const result = await getSupabase().functions.invoke("forms", {
      body,
      headers: { "Idempotency-Key": idempotencyKey, [ALTCHA_HEADER]: challenge },
    });
    if (!result.error) {
      forgetCallToAction();
      trackEvent("Lead sent", { form: (fields.kind as RequestKind | undefined) ?? "contact", language: locale });
      return { ok: true };
    }
    error = result.error;
  } catch (thrown) {
    error = thrown;
  }
  const { status, message: serverMessage } = await errorBody(error);
  if (status === 422 && serverMessage) return { ok: false, kind: "invalid", message: serverMessage, error };
  if (status === 429 && serverMessage) return { ok: false, kind: "rate-limited", message: serverMessage, error };
  return { ok: false, kind: "failed", error };
};

/** A proof-of-work challenge for one form, from the same function (GET …/challenge?form=). */
export const fetchFormChallenge = async (form: RequestKind): Promise<Challenge> => {
  const answer = await getSupabase().functions.invoke<Challenge>(`forms/challenge?form=${form}`, { method: "GET" });
  if (answer.error || !answer.data?.parameters) throw answer.error ?? new Error("No challenge in the answer.");
  return answer.data;
};

export type LinkResult = "confirmed" | "unsubscribed" | "expired" | "invalid" | "failed";

const LINK_RESULTS: readonly string[] = ["confirmed", "unsubscribed", "expired", "invalid"];

/**
 * Follows a newsletter link: `newsletter-confirm` or `newsletter-unsubscribe` with the link's
 * token. The function answers 200 with the outcome in `status` (confirmed, unsubscribed,
 * expired, invalid); anything else, the network included, is a failure to retry later.
 */
export const followNewsletterLink = async (
  kind: "newsletter-confirm" | "newsletter-unsubscribe",
  token: string,
): Promise<{ result: LinkResult; error?: unknown }> => {
  try {
    const answer = await getSupabase().functions.invoke<{ status?: string }>("forms", { body: { kind, token } });
    const status = answer.data?.status;
    if (!answer.error && typeof status === "string" && LINK_RESULTS.includes(status)) return { result: status as LinkResult };
    return { result: "failed", error: answer.error ?? new Error(`Unexpected answer: ${JSON.stringify(answer.data)}`) };
  } catch (error) {
    return { result: "failed", error };
  }
};

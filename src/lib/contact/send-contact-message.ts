/**
 * Sends a contact message through the `send-contact-email` function and says, in the
 * visitor's terms, how it went. A returned `error` is a failure; its JSON body, when
 * there is one, carries the function's Italian message.
 */
import { FunctionsHttpError } from "@supabase/supabase-js";
import type { ContactMessage } from "../../../supabase/functions/_shared/contact-rules";
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

export const sendContactMessage = async (message: ContactMessage, idempotencyKey: string, honeypot = ""): Promise<SendResult> => {
  let error: unknown;
  try {
    const body: Record<string, string> = { ...message };
    // Only a bot fills the hidden field; people send exactly the four fields of spec §7.
    if (honeypot) body.website = honeypot;
    const result = await getSupabase().functions.invoke("send-contact-email", {
      body,
      headers: { "Idempotency-Key": idempotencyKey },
    });
    if (!result.error) return { ok: true };
    error = result.error;
  } catch (thrown) {
    error = thrown;
  }
  const { status, message: serverMessage } = await errorBody(error);
  if (status === 422 && serverMessage) return { ok: false, kind: "invalid", message: serverMessage, error };
  if (status === 429 && serverMessage) return { ok: false, kind: "rate-limited", message: serverMessage, error };
  return { ok: false, kind: "failed", error };
};

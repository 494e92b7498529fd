/**
 * The newsletter's subscriptions (table newsletter_subscriptions): double opt-in as the Italian
 * Garante asks. A sign-up is stored as pending with the SHA-256 of a fresh confirmation token
 * and its expiry; the token's link confirms it once; an unsubscribe link ends it.
 *
 * - recordSignUp runs inside storeSubmission's transaction (under its advisory lock on the
 *   address, so two sign-ups of one address are serialised) and decides the e-mail owed;
 * - confirmSubscription and unsubscribe are one transaction each; the confirmation's
 *   notification to the firm goes to the outbox in the same transaction.
 */
import { type Attribution, isLocale, type Locale } from "./site-contract/index.ts";
import type { RenderedEmail } from "./contact-email.ts";
import { databaseFailure, type Db, type Tx } from "./db.ts";

export type SignUp =
  /** New, pending again or back after unsubscribing: a confirmation link is owed. */
  | { kind: "opt-in"; subscriptionId: string }
  /** Already confirmed: nothing changes. */
  | { kind: "already-confirmed"; subscriptionId: string };

/**
 * Records a sign-up for `email` made by the request `requestId` (its row in contact_submissions
 * keeps the consent's time, origin and IP hash). A confirmed address is left exactly as it is.
 * Any other gets a new pending confirmation: the previous link, if any, stops working, and the
 * subscription takes this sign-up's language (its e-mails' and its pages').
 */
export async function recordSignUp(
  tx: Tx,
  input: { email: string; requestId: string; confirmTokenHash: string; expiresInHours: number; locale: Locale },
): Promise<SignUp> {
  const [current] = await tx<{ id: string; status: string }[]>`
    select id, status from public.newsletter_subscriptions where lower(email) = lower(${input.email}) for update`;
  if (current?.status === "confirmed") return { kind: "already-confirmed", subscriptionId: current.id };
  const expires = `${input.expiresInHours} hours`;
  if (current) {
    await tx`
      update public.newsletter_subscriptions
      set status = 'pending', email = ${input.email}, locale = ${input.locale}, request_id = ${input.requestId}, confirm_token_hash = ${input.confirmTokenHash},
          confirm_expires_at = now() + ${expires}::interval, updated_at = now()
      where id = ${current.id}`;
    return { kind: "opt-in", subscriptionId: current.id };
  }
  const [row] = await tx<{ id: string }[]>`
    insert into public.newsletter_subscriptions (email, locale, status, request_id, confirm_token_hash, confirm_expires_at)
    values (${input.email}, ${input.locale}, 'pending', ${input.requestId}, ${input.confirmTokenHash}, now() + ${expires}::interval)
    returning id`;
  return { kind: "opt-in", subscriptionId: row.id };
}

export type ConfirmResult =
  | { status: "confirmed"; subscriptionId: string; outboxIds: string[] }
  | { status: "expired" }
  /** No pending link with this token: never issued, already used, or replaced by a newer one. */
  | { status: "invalid" };

/**
 * The client facts of a confirmation, minimised as the sign-up's (contact_submissions): the HMAC of
 * its address (or /64) and of its block, its browser and the page's origin. Kept as the record of
 * the consent's confirmation; the purge clears the first three 30 days on, like the sign-up's.
 */
export interface ConfirmationFacts {
  ipHash: string;
  ipBlockHash: string | null;
  userAgent: string | null;
  origin: string | null;
}

/**
 * Confirms the pending subscription whose link carries the token with this hash, if it has not
 * expired, recording when and from which client (minimised); the link then stops working (its
 * hash is cleared). The firm's notification is queued in the same transaction.
 */
export async function confirmSubscription(
  db: Db,
  confirmTokenHash: string,
  facts: ConfirmationFacts,
  notification: (subscription: { id: string; email: string; confirmedAt: Date; locale: Locale; attribution: Attribution | null }) => RenderedEmail,
): Promise<ConfirmResult> {
  try {
    return await db.sql.begin(async (tx) => {
      const [row] = await tx<{ id: string; email: string; locale: string; request_id: string | null; attribution: Attribution | null; expired: boolean }[]>`
        select n.id, n.email, n.locale, n.request_id, s.attribution, n.confirm_expires_at <= now() as expired
        from public.newsletter_subscriptions n
        left join public.contact_submissions s on s.id = n.request_id
        where n.confirm_token_hash = ${confirmTokenHash} and n.status = 'pending'
        for update of n`;
      if (!row) return { status: "invalid" as const };
      if (row.expired) return { status: "expired" as const };
      const [done] = await tx<{ confirmed_at: Date }[]>`
        update public.newsletter_subscriptions
        set status = 'confirmed', confirmed_at = now(), confirm_token_hash = null, confirm_expires_at = null, updated_at = now(),
            confirm_ip_hash = ${facts.ipHash}, confirm_ip_block_hash = ${facts.ipBlockHash}, confirm_user_agent = ${facts.userAgent}, confirm_origin = ${facts.origin}
        where id = ${row.id}
        returning confirmed_at`;
      const outboxIds: string[] = [];
      if (row.request_id) {
        const mail = notification({
          id: row.id,
          email: row.email,
          confirmedAt: done.confirmed_at,
          locale: isLocale(row.locale) ? row.locale : "it",
          attribution: row.attribution,
        });
        const inserted = await tx<{ id: string }[]>`
          insert into public.contact_outbox (submission_id, kind, to_address, reply_to, subject, html, text)
          values (${row.request_id}, ${mail.kind}, ${mail.to}, ${mail.replyTo}, ${mail.subject}, ${mail.html}, ${mail.text})
          on conflict (submission_id, kind) do nothing
          returning id`;
        outboxIds.push(...inserted.map((r) => r.id));
      }
      return { status: "confirmed" as const, subscriptionId: row.id, outboxIds };
    });
  } catch (error) {
    throw databaseFailure(error);
  }
}

/**
 * Ends a subscription (pending or confirmed): no newsletter is sent to it any more, and a pending
 * confirmation link stops working. Unsubscribing twice, or a subscription erased since, is not an
 * error: the address receives nothing either way.
 */
export async function unsubscribe(db: Db, subscriptionId: string): Promise<void> {
  try {
    await db.sql`
      update public.newsletter_subscriptions
      set status = 'unsubscribed', unsubscribed_at = now(), confirm_token_hash = null, confirm_expires_at = null, updated_at = now()
      where id = ${subscriptionId} and status <> 'unsubscribed'`;
  } catch (error) {
    throw databaseFailure(error);
  }
}

/**
 * The newsletter's two tokens. Pure (Web Crypto only): unit-tested in Node, used by the function.
 *
 * - Confirmation: 32 random bytes (base64url), sent once in the opt-in e-mail; the database keeps
 *   only their SHA-256, so a leaked table confirms no one. Single use and expiring (newsletter-db.ts).
 * - Unsubscribe: the subscription's id and an HMAC of it with a server secret (NEWSLETTER_SECRET).
 *   Nothing is stored, the link never changes, and any later newsletter e-mail can carry it; it
 *   cannot be forged or guessed for another subscription.
 */
const encoder = new TextEncoder();

const base64url = (bytes: Uint8Array): string => {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

/** A fresh confirmation token: 256 random bits, base64url (43 characters). */
export function newConfirmToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What the database stores in place of a token: SHA-256, lower-case hex. */
export async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(token)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

const mac = async (secret: string, message: string): Promise<Uint8Array> => {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`newsletter-unsubscribe:${message}`)));
};

const UUID_HEX = /^[0-9a-f]{32}$/;

/** `<id as 32 hex digits>.<HMAC, base64url>` */
export async function unsubscribeToken(subscriptionId: string, secret: string): Promise<string> {
  const id = subscriptionId.replace(/-/g, "").toLowerCase();
  return `${id}.${base64url(await mac(secret, id))}`;
}

/** The subscription id a genuine unsubscribe token names, or null. Compared in constant time. */
export async function verifyUnsubscribeToken(token: string, secret: string): Promise<string | null> {
  const [id, signature, ...rest] = token.split(".");
  if (rest.length || !id || !signature || !UUID_HEX.test(id)) return null;
  const expected = base64url(await mac(secret, id));
  if (expected.length !== signature.length) return null;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  if (diff !== 0) return null;
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}

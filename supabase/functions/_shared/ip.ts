/**
 * The client's IP address, for rate limiting only, and the one-way hash that is stored in its
 * place: HMAC-SHA-256 keyed with a server-side secret (IP_HASH_SECRET), so the stored value can
 * be compared but not turned back into an address (a plain hash of the 2^32 IPv4 addresses
 * could be reversed by brute force). The address itself is never stored or logged.
 * Pure (Web Crypto only): unit-tested in Node, used by the function in Deno.
 */

/**
 * The first entry of X-Forwarded-For (the hosted gateway puts the visitor's address there),
 * else the connection's remote address; normalised (trimmed, lower case, IPv4-mapped IPv6 →
 * IPv4, brackets and an IPv4 port removed). Null when neither gives anything.
 */
export function clientIp(headers: Headers, remoteAddress?: string | null): string | null {
  const forwarded = headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  return normalizeIp(first) ?? normalizeIp(remoteAddress);
}

export function normalizeIp(value: string | null | undefined): string | null {
  if (!value) return null;
  let ip = value.trim().toLowerCase();
  if (!ip || ip === "unknown") return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(ip);
  if (v4WithPort) ip = v4WithPort[1];
  if (ip.startsWith("::ffff:") && /^\d{1,3}(?:\.\d{1,3}){3}$/.test(ip.slice(7))) ip = ip.slice(7);
  if (ip.length > 64 || !/^[0-9a-f.:%a-z-]+$/.test(ip)) return null;
  return ip;
}

const encoder = new TextEncoder();

/** HMAC-SHA-256(secret, ip), lower-case hex (64 characters). */
export async function hashIp(ip: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(ip)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

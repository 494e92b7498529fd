/**
 * The client's address, for rate limiting only, and the one-way hash that is stored in its
 * place: HMAC-SHA-256 keyed with a server-side secret (IP_HASH_SECRET), so the stored value can
 * be compared but not turned back into an address (a plain hash of the 2^32 IPv4 addresses
 * could be reversed by brute force). The address itself is never stored or logged.
 * Pure (Web Crypto only): unit-tested in Node, used by the function in Deno.
 *
 * Where the address comes from is a fact about the deployment, not about the request, so the
 * caller names ONE source and nothing else is ever read:
 *
 * - locally (serve-local.ts, any plain `Deno.serve`): the TCP peer, `info.remoteAddr`;
 * - on hosted Supabase: the `cf-connecting-ip` header. Supabase's functions domain is served
 *   through Cloudflare (see the Cloudflare block pages reported in supabase/supabase-js#987),
 *   and Cloudflare writes CF-Connecting-IP itself on the way to the origin — "CF-Connecting-IP
 *   provides the client IP address connecting to Cloudflare to the origin web server"
 *   (https://developers.cloudflare.com/fundamentals/reference/http-headers/#cf-connecting-ip).
 *   Supabase has not published which headers its gateway overwrites (the question is open in
 *   https://github.com/orgs/supabase/discussions/52040), so docs/forms-backend.md ("Abuse
 *   guards") has a one-request check to run after each deploy.
 *
 * Never X-Forwarded-For: its leftmost entry is whatever the client wrote. Never a chain of
 * fallbacks either: if the trusted header were missing, falling through to another header would
 * hand the choice of bucket back to the client.
 */

export type ClientIpSource = { kind: "socket" } | { kind: "header"; name: string };

/** What stands for the client when its request carries no valid address: one bucket for all of them. */
export const UNKNOWN_CLIENT = "unknown";

/** The address of the request, from the configured source only; null if it is not a valid IP. */
export function clientIp(source: ClientIpSource, headers: Headers, remoteAddress?: string | null): string | null {
  if (source.kind === "socket") return normalizeIp(remoteAddress);
  const value = headers.get(source.name);
  // A proxy that appends would turn one header into a list: a list is not one client.
  if (value === null || value.includes(",")) return null;
  return normalizeIp(value);
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The eight 16-bit groups of an IPv6 address, or null if it is not one (zone ids refused). */
function ipv6Groups(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/.test(text) || text.length > 45) return null;
  let tail: number[] = [];
  let body = text;
  const lastColon = text.lastIndexOf(":");
  if (text.includes(".")) {
    const v4 = text.slice(lastColon + 1);
    if (!IPV4.test(v4)) return null;
    const [a, b, c, d] = v4.split(".").map(Number);
    tail = [(a << 8) | b, (c << 8) | d];
    body = text.slice(0, lastColon + 1) + "0";
  }
  const parts = body.split("::");
  if (parts.length > 2) return null;
  const parse = (s: string) => (s === "" ? [] : s.split(":"));
  const head = parse(parts[0]);
  const rest = parts.length === 2 ? parse(parts[1]) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  if (tail.length) (rest.length ? rest : head).pop();
  const written = head.length + rest.length + tail.length;
  if (parts.length === 1 ? written !== 8 : written > 7) return null;
  const zeros = Array(8 - written).fill(0);
  return [...head.map((g) => parseInt(g, 16)), ...zeros, ...rest.map((g) => parseInt(g, 16)), ...tail];
}

/**
 * A valid IPv4 or IPv6 address in canonical form (lower case; brackets and an IPv4 port
 * removed; IPv4-mapped IPv6 → IPv4; IPv6 fully expanded), or null.
 */
export function normalizeIp(value: string | null | undefined): string | null {
  if (!value) return null;
  let ip = value.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1];
  const v4WithPort = /^([\d.]+):\d+$/.exec(ip);
  if (v4WithPort) ip = v4WithPort[1];
  if (IPV4.test(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return null;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  }
  return groups.map((g) => g.toString(16).padStart(4, "0")).join(":");
}

/**
 * The rate-limit bucket of an address: an IPv4 address is itself; an IPv6 address stands for
 * its /64, the smallest block a provider hands to one customer (RFC 6177), inside which the
 * client picks any of 2^64 addresses at will.
 */
export function rateLimitBucket(ip: string): string {
  if (!ip.includes(":")) return ip;
  return `${ip.split(":").slice(0, 4).join(":")}::/64`;
}

/**
 * The larger block an address belongs to, counted together with a higher allowance, so that a
 * client holding a whole network cannot take a fresh bucket for each request: for IPv6 its /48, a
 * site's usual allocation (RFC 6177), 65,536 /64s, each a bucket of its own above; for IPv4 its /24,
 * the smallest block routed on the Internet, 256 addresses.
 */
export function rateLimitBlock(ip: string): string {
  if (!ip.includes(":")) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  return `${ip.split(":").slice(0, 3).join(":")}::/48`;
}

const encoder = new TextEncoder();

/** HMAC-SHA-256(secret, value), lower-case hex (64 characters). */
export async function hashIp(value: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(value)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

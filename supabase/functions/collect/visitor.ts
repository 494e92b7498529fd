/**
 * Who sent an event, as far as page analytics may know: no cookie, nothing read from or stored on
 * the device, no address kept. A visitor is an HMAC of the site's domain, the client's address and
 * its browser (user agent), keyed with the day's random salt (analytics_salt_of_today(), migration
 * 20261129120000); once the day is over its salt is deleted, and a day's visitors can no longer be
 * told apart from anyone, nor linked to another day's. The client's rate-limit key is the forms'
 * (ip.ts: the address, an IPv6 client's /64) hashed with the same salt.
 *
 * Pure (Web Crypto only): unit-tested in Node, used by the collector in Deno.
 */
import { hashIp, rateLimitBucket, UNKNOWN_CLIENT } from "../_shared/ip.ts";

export interface DaySalt {
  /** The salt, hex. */
  salt: string;
  /** When its day ends: it is not used after that. */
  validUntil: Date;
}

/**
 * The day's salt, asked of the database once a day per isolate and kept in memory until its day
 * ends (never longer: the database deletes it then). Concurrent first requests share one query.
 */
export function daySaltKeeper(fetchSalt: () => Promise<DaySalt>, now: () => Date = () => new Date()): () => Promise<string> {
  let current: DaySalt | null = null;
  let pending: Promise<DaySalt> | null = null;
  return async () => {
    if (current && now() < current.validUntil) return current.salt;
    current = null;
    pending ??= fetchSalt().finally(() => {
      pending = null;
    });
    const fetched = await pending;
    current = fetched;
    return fetched.salt;
  };
}

/**
 * The visitor of the day: the first 64 bits of HMAC-SHA-256(salt, domain, address, user agent), as
 * the decimal text of a signed bigint (the column's type). Without a valid address, the user agent
 * alone stands for it, with the domain.
 */
export async function visitorOfTheDay(salt: string, domain: string, ip: string | null, userAgent: string): Promise<string> {
  const mac = await hashIp([domain, ip ?? UNKNOWN_CLIENT, userAgent].join("\n"), salt);
  return BigInt.asIntN(64, BigInt(`0x${mac.slice(0, 16)}`)).toString();
}

/** The rate limit's key of a client: its bucket (address or /64) hashed with the day's salt; one key for every client without a valid address. */
export async function clientOfTheDay(salt: string, ip: string | null): Promise<string> {
  return ip ? await hashIp(rateLimitBucket(ip), salt) : UNKNOWN_CLIENT;
}

/**
 * Limits kept in this isolate's memory, for what must be refused before any database work: a
 * request that has paid for nothing (a honeypot hit, a proof of work refused, a newsletter link)
 * and a client already told it has fetched its challenges for the hour. Each isolate counts alone
 * (hosted Supabase runs several), so these bound what one isolate lets through to the database,
 * and the database's own limits stay the shared truth for what does get through.
 *
 * Keys are a client's rate-limit bucket (its address or /64) and its block (/24 or /48), as text:
 * held in memory for at most the window, never stored or logged. Both maps are bounded: past
 * `maxKeys` the expired entries go, then the oldest, so a flood of fresh keys costs memory once.
 * Pure (no Deno API): unit-tested in Node.
 */

interface Window {
  start: number;
  count: number;
}

/** How many requests that have paid for nothing a client, its block, and every client without an address together may send. */
export interface UnprovenAllowance {
  perClient: number;
  perBlock: number;
  unknownClient: number;
}

/** A Map that stays under `maxKeys`: expired entries first, then the oldest inserted. */
class BoundedMap<V> extends Map<string, V> {
  constructor(
    private readonly maxKeys: number,
    private readonly expired: (value: V, now: number) => boolean,
  ) {
    super();
  }

  make(key: string, value: V, now: number): V {
    if (this.size >= this.maxKeys) {
      for (const [k, v] of this) if (this.expired(v, now)) this.delete(k);
      for (const k of this.keys()) {
        if (this.size < this.maxKeys) break;
        this.delete(k);
      }
    }
    this.set(key, value);
    return value;
  }
}

export class UnprovenRequests {
  private readonly windows: BoundedMap<Window>;

  constructor(
    private readonly allowance: UnprovenAllowance,
    private readonly windowMs = 3_600_000,
    maxKeys = 50_000,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.windows = new BoundedMap(maxKeys, (w, t) => t - w.start >= windowMs);
  }

  /**
   * One more request from `client` (null: the request carried no valid address) of `block`:
   * null when it is allowed (and counted), else the seconds until the window that refuses it ends.
   */
  take(client: string | null, block: string | null): number | null {
    const t = this.now();
    const keys: [string, number][] =
      client === null
        ? [["unknown", this.allowance.unknownClient]]
        : [[`c ${client}`, this.allowance.perClient], ...(block ? [[`b ${block}`, this.allowance.perBlock] as [string, number]] : [])];
    const windows = keys.map(([key, allowed]) => {
      let w = this.windows.get(key);
      if (!w || t - w.start >= this.windowMs) w = this.windows.make(key, { start: t, count: 0 }, t);
      return { w, allowed };
    });
    const full = windows.filter(({ w, allowed }) => w.count >= allowed);
    if (full.length) return Math.max(...full.map(({ w }) => Math.max(1, Math.ceil((w.start + this.windowMs - t) / 1000))));
    for (const { w } of windows) w.count++;
    return null;
  }
}

/** Keys refused until a time, with what refused them: answered from memory until then. */
export class Cooldowns<R extends string = string> {
  private readonly until: BoundedMap<{ until: number; reason: R }>;

  constructor(
    maxKeys = 50_000,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.until = new BoundedMap(maxKeys, (v, t) => v.until <= t);
  }

  /** Refuses `key` for `seconds`. */
  hold(key: string, seconds: number, reason: R): void {
    const t = this.now();
    this.until.delete(key);
    this.until.make(key, { until: t + seconds * 1000, reason }, t);
  }

  /** The first of `keys` still refused: its reason and the seconds left; null when none is. */
  held(keys: (string | null)[]): { reason: R; seconds: number } | null {
    const t = this.now();
    for (const key of keys) {
      if (key === null) continue;
      const entry = this.until.get(key);
      if (!entry) continue;
      if (entry.until <= t) {
        this.until.delete(key);
        continue;
      }
      return { reason: entry.reason, seconds: Math.max(1, Math.ceil((entry.until - t) / 1000)) };
    }
    return null;
  }
}

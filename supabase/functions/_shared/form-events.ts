/**
 * The refusals that happen before any database work (a honeypot hit, a proof of work refused, a
 * challenge or a request over its limit in memory), counted in this isolate's memory and written
 * to form_events in one statement a few seconds later (public.count_form_events()): a flood of
 * them costs no connection per request, only one short write per isolate and interval.
 *
 * Chosen over a write per refusal that is not awaited (docs/forms-backend.md, "Abuse guards", for
 * the figures): such a write still borrows one of the isolate's few connections per request, and
 * every one of them updates the same counter row, so a flood queues on that row's lock and on the
 * pool, where real submissions wait for their turn. What memory costs: counts of an isolate that
 * ends before its flush (a few seconds' worth; the hosted runtime keeps it alive for a flush handed
 * to waitUntil) are lost, and the alerts read the counters that late at most.
 */
import type { FormEventKind } from "./db.ts";
import { errorText, type LogEvent } from "./log.ts";

/** One counter to add: this many of `kind` and `detail` in the minute starting at `minute`. */
export interface FormEventCount {
  minute: Date;
  kind: FormEventKind;
  detail: string;
  count: number;
}

export interface FormEventTallyOptions {
  /** Writes the counters, in one statement; throws if it could not. */
  write: (counts: FormEventCount[]) => Promise<void>;
  /** How long after the first count since the last write the next write happens. */
  delayMs: number;
  log: LogEvent;
  /** EdgeRuntime.waitUntil on hosted Supabase: the isolate lives until the write is done. */
  waitUntil?: (promise: Promise<unknown>) => void;
  now?: () => number;
  /** Counters kept while the database cannot take them; past this the oldest are dropped, and said so. */
  maxPending?: number;
}

export class FormEventTally {
  private pending = new Map<string, FormEventCount>();
  private scheduled = false;
  private readonly now: () => number;
  private readonly maxPending: number;

  constructor(private readonly options: FormEventTallyOptions) {
    this.now = options.now ?? (() => Date.now());
    this.maxPending = options.maxPending ?? 10_000;
  }

  /** One more of `kind` and `detail`, this minute; written within `delayMs`. */
  add(kind: FormEventKind, detail: string): void {
    const minute = new Date(Math.floor(this.now() / 60_000) * 60_000);
    this.merge({ minute, kind, detail: detail.slice(0, 100), count: 1 });
    this.schedule();
  }

  /** Writes what is counted so far, now (the outbox drain calls it before the alerts read the counters). */
  async flush(): Promise<void> {
    const counts = [...this.pending.values()];
    this.pending.clear();
    if (counts.length === 0) return;
    try {
      await this.options.write(counts);
    } catch (error) {
      // Kept for the next write: the counters feed the alerts.
      for (const count of counts) this.merge(count);
      this.options.log("form_events_write_failed", { counters: counts.length, error: errorText(error) });
      this.schedule();
    }
  }

  private merge(count: FormEventCount): void {
    const key = `${count.minute.toISOString()} ${count.kind} ${count.detail}`;
    const existing = this.pending.get(key);
    if (existing) {
      existing.count += count.count;
      return;
    }
    if (this.pending.size >= this.maxPending) {
      const [oldest] = this.pending.keys();
      this.pending.delete(oldest);
      this.options.log("form_events_dropped", { counters: 1 });
    }
    this.pending.set(key, { ...count });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    const written = new Promise<void>((resolve) => setTimeout(resolve, this.options.delayMs)).then(() => {
      this.scheduled = false;
      return this.flush();
    });
    this.options.waitUntil?.(written);
  }
}

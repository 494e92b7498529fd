/**
 * Events written together. An event that arrives while earlier ones are being written waits, and
 * goes with every other one that waited in the next write: one statement and one commit for all of
 * them. Each commit waits for the disk, so a commit per event capped a connection at a few hundred
 * events a second on a good disk, and far fewer on a busy one, and every one of them competed with
 * the forms' commits for the same disk; a commit per batch keeps pace with a burst whatever the
 * disk. An event that finds a connection free is written at once: batching never adds a wait.
 *
 * Pure: unit-tested in Node, used by the collector's store (store.ts) in Deno.
 */

export interface BatchLimits {
  /** The most events one write carries. */
  maxBatch: number;
  /** Writes in flight at once: one per connection of the pool. */
  maxWrites: number;
  /**
   * The most events waiting for a write. Past it an event is refused at once (WritesBehind): a
   * database that has stopped keeping up is said at once, not hidden behind requests held open
   * in the isolate's memory.
   */
  maxWaiting: number;
}

/** More events wait than BatchLimits.maxWaiting allows: the database is not keeping up. */
export class WritesBehind extends Error {
  constructor(waiting: number) {
    super(`${waiting} events already wait for a write`);
    this.name = "WritesBehind";
  }
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Returns a function that writes one item and resolves with its own result, sharing each write with
 * the items waiting beside it. `write` gets the items in the order they came and answers one result
 * per item, in that order. A write that fails rejects every item it carried, unless
 * `writeAloneAfter(error)` says the failure may be one item's own (a value the database refuses):
 * then each is written again alone, so that one bad item costs only itself. A failed write was
 * rolled back whole, so writing its items again counts nothing twice.
 */
export function batchedWriter<Item, Result>(
  write: (items: Item[]) => Promise<Result[]>,
  limits: BatchLimits,
  writeAloneAfter: (error: unknown) => boolean = () => false,
): (item: Item) => Promise<Result> {
  const waiting: Waiting<Item, Result>[] = [];
  let writing = 0;

  const settle = async (batch: Waiting<Item, Result>[]): Promise<void> => {
    let results: Result[];
    try {
      results = await write(batch.map((entry) => entry.item));
    } catch (error) {
      if (batch.length > 1 && writeAloneAfter(error)) {
        for (const entry of batch) await settle([entry]);
      } else {
        for (const entry of batch) entry.reject(error);
      }
      return;
    }
    if (results.length !== batch.length) {
      const error = new Error(`a write of ${batch.length} events answered ${results.length} results`);
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, index) => entry.resolve(results[index]));
  };

  const startWrites = (): void => {
    while (writing < limits.maxWrites && waiting.length > 0) {
      const batch = waiting.splice(0, limits.maxBatch);
      writing += 1;
      void settle(batch).finally(() => {
        writing -= 1;
        startWrites();
      });
    }
  };

  return (item) => {
    if (waiting.length >= limits.maxWaiting) return Promise.reject(new WritesBehind(waiting.length));
    const written = new Promise<Result>((resolve, reject) => waiting.push({ item, resolve, reject }));
    startWrites();
    return written;
  };
}

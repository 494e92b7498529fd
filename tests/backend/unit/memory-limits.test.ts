import { Cooldowns, UnprovenRequests } from "../../../supabase/functions/_shared/memory-limits";
import { FormEventTally, type FormEventCount } from "../../../supabase/functions/_shared/form-events";

test("unproven requests: so many per client and per block a window, then the seconds until the window that refuses ends", () => {
  let now = 0;
  const limit = new UnprovenRequests({ perClient: 2, perBlock: 3, unknownClient: 1 }, 60_000, 100, () => now);
  expect([limit.take("a", "net"), limit.take("a", "net"), limit.take("a", "net")]).toEqual([null, null, 60]);
  // Another client of the block: one left for the block.
  expect([limit.take("b", "net"), limit.take("c", "net")]).toEqual([null, 60]);
  now = 30_000;
  expect(limit.take("d", "net")).toBe(30);
  expect(limit.take("e", "other")).toBeNull();
  // Without an address: one bucket for all.
  expect([limit.take(null, null), limit.take(null, null)]).toEqual([null, 60]);
  now = 60_000;
  expect(limit.take("a", "net")).toBeNull();
});

test("the windows stay under their bound: past it the expired ones go, then the oldest", () => {
  let now = 0;
  const limit = new UnprovenRequests({ perClient: 1, perBlock: 1000, unknownClient: 1 }, 60_000, 4, () => now);
  limit.take("a", null);
  limit.take("b", null);
  for (const client of ["c", "d", "e"]) limit.take(client, null);
  // "a" was evicted: a fresh window. "e" is still counted.
  expect(limit.take("a", null)).toBeNull();
  expect(limit.take("e", null)).toBe(60);
  now = 61_000;
  expect(limit.take("e", null)).toBeNull();
});

test("cooldowns: a key is held until its time, with its reason", () => {
  let now = 0;
  const cooldowns = new Cooldowns<"ip" | "ip_block">(10, () => now);
  cooldowns.hold("b net", 100, "ip_block");
  expect(cooldowns.held(["c a", null, "b net"])).toEqual({ reason: "ip_block", seconds: 100 });
  now = 99_500;
  expect(cooldowns.held(["b net"])).toEqual({ reason: "ip_block", seconds: 1 });
  now = 100_000;
  expect(cooldowns.held(["b net"])).toBeNull();
});

describe("the refusals' tally", () => {
  const tally = (write: (counts: FormEventCount[]) => Promise<void>, log = jest.fn()) =>
    new FormEventTally({ write, delayMs: 20, log, now: () => Date.UTC(2026, 10, 27, 10, 15, 42) });

  test("counts add up in memory and are written once, together, a moment later", async () => {
    const written: FormEventCount[][] = [];
    const t = tally(async (counts) => void written.push(counts));
    for (let i = 0; i < 1000; i++) t.add("honeypot", "contact");
    t.add("challenge_refused", "missing:contact");
    expect(written).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 60));
    expect(written).toEqual([
      [
        { minute: new Date(Date.UTC(2026, 10, 27, 10, 15)), kind: "honeypot", detail: "contact", count: 1000 },
        { minute: new Date(Date.UTC(2026, 10, 27, 10, 15)), kind: "challenge_refused", detail: "missing:contact", count: 1 },
      ],
    ]);
  });

  test("a write that fails keeps the counts for the next one, and says so", async () => {
    const log = jest.fn();
    let fail = true;
    const written: FormEventCount[][] = [];
    const t = tally(async (counts) => {
      if (fail) throw new Error("database unavailable");
      written.push(counts);
    }, log);
    t.add("honeypot", "contact");
    await new Promise((r) => setTimeout(r, 40));
    expect(log).toHaveBeenCalledWith("form_events_write_failed", { counters: 1, error: "database unavailable" });
    fail = false;
    t.add("honeypot", "contact");
    await t.flush();
    expect(written).toEqual([[expect.objectContaining({ kind: "honeypot", count: 2 })]]);
  });
});

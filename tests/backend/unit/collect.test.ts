/**
 * The collector's pure modules, without a server: reading Plausible's event payload, the day's salt
 * kept in memory until its day ends, the visitor's and the client's hashes, the events written
 * together, the configuration.
 */
import { createHmac } from "node:crypto";
import { readEventPayload } from "../../../supabase/functions/collect/event-payload";
import { clientOfTheDay, daySaltKeeper, visitorOfTheDay } from "../../../supabase/functions/collect/visitor";
import { COLLECTOR_REQUIRED_SETTINGS, loadCollectorConfig } from "../../../supabase/functions/collect/config";
import { batchedWriter, WritesBehind } from "../../../supabase/functions/collect/write-batches";
import { ConfigurationError } from "../../../supabase/functions/_shared/settings";

const SITE = "https://www.alturaconsulting.it";

describe("readEventPayload", () => {
  test("a page view as the tracker sends it", () => {
    expect(
      readEventPayload({
        n: "pageview",
        v: 36,
        u: `${SITE}/academy/?utm_source=newsletter&utm_campaign=autunno&fbclid=abc`,
        d: "www.alturaconsulting.it",
        r: "https://duckduckgo.com/",
      }),
    ).toEqual({
      ok: true,
      event: {
        name: "pageview",
        domain: "www.alturaconsulting.it",
        pathname: "/academy",
        campaign: { source: "newsletter", campaign: "autunno" },
        referrerHost: "duckduckgo.com",
        props: {},
        interactive: true,
        engagementMs: null,
        scrollDepth: null,
      },
      dropped: [],
    });
  });

  test("what the tracker sends beside the fields it keeps is not kept: its version, hash routing, revenue", () => {
    const check = readEventPayload({ n: "Lead sent", u: `${SITE}/`, d: "www.alturaconsulting.it", v: 36, h: 1, $: { amount: 1, currency: "EUR" } });
    expect(check.ok && check.event.pathname).toBe("/");
    expect(JSON.stringify(check)).not.toMatch(/EUR|36/);
  });

  test("a non-interactive event, and an engagement ping's figures, clamped", () => {
    const ping = readEventPayload({ n: "engagement", u: `${SITE}/`, d: "www.alturaconsulting.it", e: 90_000_000, sd: 140, i: false });
    expect(ping.ok && ping.event).toMatchObject({ interactive: false, engagementMs: 86_400_000, scrollDepth: 100 });
    const view = readEventPayload({ n: "pageview", u: `${SITE}/`, d: "www.alturaconsulting.it", e: 5, sd: 10 });
    expect(view.ok && view.event).toMatchObject({ engagementMs: null, scrollDepth: null });
  });

  test("a property that breaks its rule is dropped alone, and named for the log", () => {
    const check = readEventPayload({ n: "Language switched", u: `${SITE}/en`, d: "www.alturaconsulting.it", p: { from: "it", to: "de", who: "x" } });
    expect(check).toMatchObject({ ok: true, event: { props: { from: "it" } }, dropped: ["props.to", "props.other"] });
  });

  test.each([
    ["not an object", null, "not_an_object"],
    ["an unknown name", { n: "Purchase", u: `${SITE}/`, d: "x.it" }, "name"],
    ["a name inherited from Object", { n: "constructor", u: `${SITE}/`, d: "x.it" }, "name"],
    ["no address", { n: "pageview", d: "x.it" }, "url"],
    ["an address that is not a web page", { n: "pageview", u: "data:text/html,x", d: "x.it" }, "url"],
    ["no domain", { n: "pageview", u: `${SITE}/` }, "domain"],
    ["a domain that is not a host name", { n: "pageview", u: `${SITE}/`, d: "<x>" }, "domain"],
  ])("refused: %s", (_label, body, reason) => {
    expect(readEventPayload(body)).toEqual({ ok: false, reason });
  });
});

describe("the day's salt and the hashes", () => {
  test("the salt is asked once, shared by concurrent requests, and asked again once its day is over", async () => {
    let clock = new Date("2026-11-27T12:00:00Z");
    const fetches: number[] = [];
    const keeper = daySaltKeeper(
      async () => {
        fetches.push(clock.getTime());
        return { salt: `salt-${fetches.length}`, validUntil: new Date("2026-11-27T23:00:00Z") };
      },
      () => clock,
    );
    expect(await Promise.all([keeper(), keeper(), keeper()])).toEqual(["salt-1", "salt-1", "salt-1"]);
    clock = new Date("2026-11-27T22:59:59Z");
    expect(await keeper()).toBe("salt-1");
    clock = new Date("2026-11-27T23:00:00Z");
    expect(await keeper()).toBe("salt-2");
    expect(fetches).toHaveLength(2);
  });

  test("a failed fetch is not kept: the next request asks again", async () => {
    let attempt = 0;
    const keeper = daySaltKeeper(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error("database unavailable");
      return { salt: "s", validUntil: new Date(Date.now() + 60_000) };
    });
    await expect(keeper()).rejects.toThrow("database unavailable");
    expect(await keeper()).toBe("s");
  });

  test("the visitor: the first 64 bits of HMAC-SHA-256(salt, domain, address, browser), signed", async () => {
    const salt = "ab".repeat(32);
    const expected = createHmac("sha256", salt).update("www.alturaconsulting.it\n192.0.2.1\nMozilla/5.0").digest().readBigInt64BE(0).toString();
    expect(await visitorOfTheDay(salt, "www.alturaconsulting.it", "192.0.2.1", "Mozilla/5.0")).toBe(expected);
    expect(await visitorOfTheDay("cd".repeat(32), "www.alturaconsulting.it", "192.0.2.1", "Mozilla/5.0")).not.toBe(expected);
  });

  test("the client: the forms' bucket (an IPv6 client's /64) hashed with the salt; one key for every client without an address", async () => {
    const salt = "ab".repeat(32);
    expect(await clientOfTheDay(salt, "2001:0db8:0001:0002:0000:0000:0000:0001")).toBe(await clientOfTheDay(salt, "2001:0db8:0001:0002:ffff:0000:0000:0009"));
    expect(await clientOfTheDay(salt, "192.0.2.1")).toMatch(/^[0-9a-f]{64}$/);
    expect(await clientOfTheDay(salt, null)).toBe("unknown");
  });
});

describe("batchedWriter: the events that arrive together are written together", () => {
  /** A database whose writes the test answers: each write's items, and its answer to give. */
  const database = () => {
    const writes: { items: string[]; answer: (results?: string[]) => void; fail: (error: unknown) => void }[] = [];
    const write = (items: string[]) =>
      new Promise<string[]>((resolve, reject) => {
        writes.push({ items, answer: (results = items.map((item) => `stored ${item}`)) => resolve(results), fail: reject });
      });
    return { writes, write };
  };
  const limits = { maxBatch: 3, maxWrites: 2, maxWaiting: 10 };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  test("an event that finds a connection free is written at once, alone; those that arrive meanwhile wait and go together", async () => {
    const db = database();
    const collect = batchedWriter(db.write, { ...limits, maxWrites: 1 });
    const first = collect("a");
    expect(db.writes.map((w) => w.items)).toEqual([["a"]]);
    const waiting = ["b", "c", "d", "e"].map(collect);
    expect(db.writes).toHaveLength(1);
    db.writes[0].answer();
    expect(await first).toBe("stored a");
    await flush();
    // At most maxBatch in one write, in the order they came; the rest in the next.
    expect(db.writes.map((w) => w.items)).toEqual([["a"], ["b", "c", "d"]]);
    db.writes[1].answer();
    await flush();
    expect(db.writes.map((w) => w.items)).toEqual([["a"], ["b", "c", "d"], ["e"]]);
    db.writes[2].answer();
    expect(await Promise.all(waiting)).toEqual(["stored b", "stored c", "stored d", "stored e"]);
  });

  test("one write per connection at a time", async () => {
    const db = database();
    const collect = batchedWriter(db.write, limits);
    const all = ["a", "b", "c", "d"].map(collect);
    expect(db.writes.map((w) => w.items)).toEqual([["a"], ["b"]]);
    db.writes[1].answer();
    await flush();
    expect(db.writes.map((w) => w.items)).toEqual([["a"], ["b"], ["c", "d"]]);
    db.writes[0].answer();
    db.writes[2].answer();
    expect(await Promise.all(all)).toEqual(["stored a", "stored b", "stored c", "stored d"]);
  });

  test("each event gets its own answer", async () => {
    const db = database();
    const collect = batchedWriter(db.write, { ...limits, maxWrites: 1 });
    const first = collect("a");
    const rest = ["b", "c"].map(collect);
    db.writes[0].answer();
    await first;
    await flush();
    db.writes[1].answer(["over its allowance", "stored c"]);
    expect(await Promise.all(rest)).toEqual(["over its allowance", "stored c"]);
  });

  test("a database that stopped keeping up: past maxWaiting an event is refused at once, not held", async () => {
    const db = database();
    const collect = batchedWriter(db.write, { maxBatch: 3, maxWrites: 1, maxWaiting: 2 });
    const written = [collect("a"), collect("b"), collect("c")];
    await expect(collect("d")).rejects.toBeInstanceOf(WritesBehind);
    db.writes[0].answer();
    await flush();
    db.writes[1].answer();
    expect(await Promise.all(written)).toEqual(["stored a", "stored b", "stored c"]);
    // Room again once the writes caught up.
    const later = collect("e");
    db.writes[2].answer();
    expect(await later).toBe("stored e");
  });

  test("a failed write fails every event it carried; the next write goes on", async () => {
    const db = database();
    const collect = batchedWriter(db.write, { ...limits, maxWrites: 1 });
    const first = collect("a");
    const rest = ["b", "c"].map(collect);
    db.writes[0].fail(new Error("database unavailable"));
    await expect(first).rejects.toThrow("database unavailable");
    await flush();
    db.writes[1].fail(new Error("database unavailable"));
    for (const event of rest) await expect(event).rejects.toThrow("database unavailable");
    const next = collect("d");
    db.writes[2].answer();
    expect(await next).toBe("stored d");
  });

  test("a write the database refused, when the refusal may be one event's own: each is written again alone, and only that one fails", async () => {
    const db = database();
    const refused = new Error("value refused");
    const collect = batchedWriter(db.write, { ...limits, maxWrites: 1 }, (error) => error === refused);
    const first = collect("a");
    const rest = Promise.allSettled(["b", "bad", "c"].map(collect));
    db.writes[0].answer();
    await first;
    await flush();
    db.writes[1].fail(refused);
    for (let i = 2; i < 5; i++) {
      await flush();
      const write = db.writes[i];
      if (write.items[0] === "bad") write.fail(refused);
      else write.answer();
    }
    const outcomes = await rest;
    expect(db.writes.map((w) => w.items)).toEqual([["a"], ["b", "bad", "c"], ["b"], ["bad"], ["c"]]);
    expect(outcomes.map((o) => (o.status === "fulfilled" ? o.value : (o.reason as Error).message))).toEqual(["stored b", "value refused", "stored c"]);
  });

  test("a write that answers for fewer events than it carried fails them all, rather than answer one with another's result", async () => {
    const db = database();
    const collect = batchedWriter(db.write, { ...limits, maxWrites: 1 });
    const first = collect("a");
    const rest = ["b", "c"].map(collect);
    db.writes[0].answer();
    await first;
    await flush();
    db.writes[1].answer(["stored b"]);
    for (const event of rest) await expect(event).rejects.toThrow(/a write of 2 events answered 1 results/);
  });
});

describe("loadCollectorConfig", () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];

  test("it will not start without its own database role, and says what to set", () => {
    expect(COLLECTOR_REQUIRED_SETTINGS).toEqual(["ANALYTICS_DB_URL"]);
    expect(() => loadCollectorConfig(env({ CONTACT_DB_URL: "postgresql://contact_function:x@db.example/postgres" }))).toThrow(ConfigurationError);
    expect(() => loadCollectorConfig(env({}))).toThrow(/collect refuses to start \(not set: ANALYTICS_DB_URL\)/);
  });

  test("its defaults, and the settings it shares with the forms", () => {
    const config = loadCollectorConfig(env({ ANALYTICS_DB_URL: "postgresql://analytics_function:x@127.0.0.1:54322/postgres" }));
    expect(config).toMatchObject({
      dbSsl: "disable",
      dbPoolMax: 2,
      eventsPerClientPerMinute: 120,
      clientIpSource: { kind: "socket" },
      maxBodyBytes: 4096,
      bodyReadTimeoutMs: 10_000,
      maxEventsPerWrite: 100,
      maxEventsWaiting: 2000,
    });
    const hosted = loadCollectorConfig(
      env({
        ANALYTICS_DB_URL: "postgresql://analytics_function.ref:x@pooler.supabase.com:6543/postgres",
        SB_EXECUTION_ID: "x",
        ALLOWED_ORIGINS: "https://www.alturaconsulting.it",
        ANALYTICS_EVENTS_PER_CLIENT_PER_MINUTE: "300",
      }),
    );
    expect(hosted).toMatchObject({
      dbSsl: "verify-full",
      allowedOrigins: ["https://www.alturaconsulting.it"],
      clientIpSource: { kind: "header", name: "cf-connecting-ip" },
      eventsPerClientPerMinute: 300,
    });
    expect(() => loadCollectorConfig(env({ ANALYTICS_DB_URL: "postgresql://a@db.example/p", DB_SSL: "require" }))).toThrow(/verify-full/);
  });

  test("the forms' rule for the database's TLS: no plain text to another host, whichever function asks", () => {
    expect(() => loadCollectorConfig(env({ ANALYTICS_DB_URL: "postgresql://a@db.example/p", DB_SSL: "disable" }))).toThrow(
      /DB_SSL=disable is only for a database on this machine .*ANALYTICS_DB_URL names another host/,
    );
    expect(loadCollectorConfig(env({ ANALYTICS_DB_URL: "postgresql://a@127.0.0.1:54322/p", DB_SSL: "disable" })).dbSsl).toBe("disable");
    expect(loadCollectorConfig(env({ ANALYTICS_DB_URL: "postgresql://a@db.example/p", BODY_READ_TIMEOUT_MS: "2500" })).bodyReadTimeoutMs).toBe(2500);
  });
});

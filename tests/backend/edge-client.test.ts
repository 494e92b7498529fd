/**
 * The function set up as on hosted Supabase (tests/backend/global-setup.mjs, the "edge"
 * instance): the client is what CF-Connecting-IP says — Cloudflare writes it in production, these
 * tests write it as Cloudflare would — with a database of its own, 5 requests per client an hour
 * and at most 3 e-mails to visitors an hour, all visitors together.
 */
import { randomUUID } from "node:crypto";
import { HONEYPOT_FIELD } from "../../supabase/functions/_shared/site-contract/request-options";
import { browserHeaders, clearMails, closeSql, drain, edgeSql, eventually, mailsTo, post, send, solvedChallenge, stack, validBody } from "./support/stack";

const base = () => stack().edgeFunctionsUrl;
const from = (ip: string, extra: Record<string, string> = {}) => ({ "CF-Connecting-IP": ip, ...extra });

afterAll(async () => {
  await closeSql();
});

beforeEach(async () => {
  // Each test starts with an empty hour (its own counts only).
  await edgeSql()`delete from public.contact_submissions`;
  await edgeSql()`delete from public.form_events`;
  await edgeSql()`delete from public.form_challenge_requests`;
});

/** A challenge fetched as the site's form fetches it, by the client `ip` (CF-Connecting-IP). */
const getChallenge = (ip: string) => send("GET", undefined, browserHeaders(from(ip)), base(), undefined, "/challenge?form=contact");

test("header spoofing: with the platform's header fixed, a different X-Forwarded-For on every request does not lift the per-client limit", async () => {
  for (let i = 0; i < 5; i++) {
    const answer = await post(validBody(), from("203.0.113.50", { "X-Forwarded-For": `198.51.100.${i}`, "X-Real-IP": `198.51.100.${i}` }), base());
    expect(answer.status).toBe(200);
  }
  const sixth = await post(validBody(), from("203.0.113.50", { "X-Forwarded-For": "192.0.2.99" }), base());
  expect(sixth.status).toBe(429);
  expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(3500);
  expect((await post(validBody(), from("203.0.113.51"), base())).status).toBe(200);
});

test("IPv6 rotation: every address of one /64 is one client; the next /64 is another", async () => {
  for (let i = 0; i < 5; i++) {
    const address = `2001:db8:1234:5678:${(i * 7919).toString(16)}:${randomUUID().slice(0, 4)}::${i + 1}`;
    expect((await post(validBody(), from(address), base())).status).toBe(200);
  }
  const rotated = await post(validBody(), from("2001:db8:1234:5678:ffff:ffff:ffff:fffe"), base());
  expect(rotated.status).toBe(429);
  expect((await post(validBody(), from("2001:db8:1234:5679::1"), base())).status).toBe(200);
  const hashes = await edgeSql()`select count(distinct ip_hash)::int as n from public.contact_submissions`;
  expect(hashes[0].n).toBe(2);
});

test("IPv6 /48: its 65,536 /64s share a higher allowance (8 an hour here); the next /48 is another client", async () => {
  for (let n = 1; n <= 4; n++) {
    for (let i = 1; i <= 2; i++) expect((await post(validBody(), from(`2001:db8:aaaa:${n}::${i}`), base())).status).toBe(200);
  }
  const ninth = await post(validBody(), from("2001:db8:aaaa:9::1"), base());
  expect(ninth.status).toBe(429);
  expect(Number(ninth.headers.get("retry-after"))).toBeGreaterThan(3500);
  expect((await post(validBody(), from("2001:db8:bbbb:1::1"), base())).status).toBe(200);
  const [hashes] =
    await edgeSql()`select count(distinct ip_hash)::int as clients, count(distinct ip_block_hash)::int as blocks from public.contact_submissions`;
  expect(hashes).toEqual({ clients: 5, blocks: 2 });
  const [event] = await edgeSql()`select sum(count)::int as n from public.form_events where kind = 'rate_limited' and detail = 'ip_block:contact'`;
  expect(event.n).toBe(1);
});

test("a CF-Connecting-IP that is not one IP address: all such requests share one bucket with a strict limit (3 an hour here), never none, and alert once", async () => {
  await edgeSql()`delete from public.form_alerts`;
  const bogus = ["not-an-ip", "203.0.113.9, 203.0.113.10", "<script>", "999.1.1.1"];
  const statuses: number[] = [];
  for (const header of bogus) statuses.push((await post(validBody(), from(header), base())).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  // No header at all is the same bucket.
  expect((await post(validBody(), {}, base())).status).toBe(429);
  const rows = await edgeSql()`select ip_hash from public.contact_submissions`;
  expect(rows.map((r) => r.ip_hash)).toEqual(["unknown", "unknown", "unknown"]);
  const [events] = await edgeSql()`
    select (select sum(count)::int from public.form_events where kind = 'client_unknown') as unknown,
           (select sum(count)::int from public.form_events where kind = 'rate_limited' and detail = 'unknown_client:contact') as limited`;
  expect(events).toEqual({ unknown: 5, limited: 2 });

  // The operator hears of it once per period, not once per request.
  expect((await drain(base())).json).toMatchObject({ ok: true, alerts: 1 });
  expect((await drain(base())).json).toMatchObject({ ok: true, alerts: 0 });
  const alerts = await edgeSql()`select condition, figures from public.form_alerts`;
  expect(alerts).toEqual([{ condition: "client_unknown", figures: expect.objectContaining({ requests: 5, by_form: { contact: 5 } }) }]);
  const { readFileSync } = await import("node:fs");
  const path = await import("node:path");
  const log = readFileSync(path.join(stack().logDir, "functions-edge.log"), "utf8");
  expect(log).toMatch(/"level":"error".*"event":"form_alert".*"condition":"client_unknown"/);
  // A client with an address is not in that bucket.
  expect((await post(validBody(), from("203.0.113.77"), base())).status).toBe(200);
});

describe("the hourly cap on e-mails to visitors (3 here): past it, a visitor's e-mail waits in the outbox until the cap allows it, never dropped", () => {
  const minutes = (from: Date, to: Date) => (new Date(to).getTime() - new Date(from).getTime()) / 60_000;

  test("the firm is notified at once; the confirmations past the cap each get the slot an hour after the one they follow, and go out then; the alert and the monitoring say so", async () => {
    await edgeSql()`delete from public.contact_outbox`;
    await clearMails();
    const visitors: string[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const body = validBody();
      visitors.push(body.email as string);
      const answer = await post(body, from(`203.0.113.${100 + i}`), base());
      expect(answer.status).toBe(200);
      ids.push(answer.json!.id as string);
    }
    const rows = await edgeSql()<{ submission_id: string; kind: string; status: string; send_after: Date; next_attempt_at: Date; has_body: boolean }[]>`
      select submission_id, kind, status, send_after, next_attempt_at, html is not null as has_body from public.contact_outbox order by created_at, kind`;
    expect(rows.filter((r) => r.kind === "notification").map((r) => r.status)).toEqual(Array(5).fill("sent"));
    const confirmations = ids.map((id) => rows.find((r) => r.kind === "confirmation" && r.submission_id === id)!);
    expect(confirmations.map((c) => c.status)).toEqual(["sent", "sent", "sent", "pending", "pending"]);
    for (const [held, slotOf] of [
      [confirmations[3], confirmations[0]],
      [confirmations[4], confirmations[1]],
    ]) {
      expect(held.has_body).toBe(true);
      expect(minutes(slotOf.send_after, held.send_after)).toBeCloseTo(60, 1);
      expect(held.next_attempt_at).toEqual(held.send_after);
    }

    await drain(base());
    await eventually(async () => ((await mailsTo(stack().contactInbox)).length >= 5 ? true : null));
    for (const [i, visitor] of visitors.entries()) expect(await mailsTo(visitor)).toHaveLength(i < 3 ? 1 : 0);

    const [monitoring] = await edgeSql()`
      select visitor_mails_1h::int, visitor_mails_held::int, visitor_mail_cap_hits_24h::int from public.form_monitoring`;
    expect(monitoring).toEqual({ visitor_mails_1h: 3, visitor_mails_held: 2, visitor_mail_cap_hits_24h: 2 });
    const { readFileSync } = await import("node:fs");
    const path = await import("node:path");
    const log = readFileSync(path.join(stack().logDir, "functions-edge.log"), "utf8");
    const held = log.split("\n").filter((line) => line.includes('"visitor_mail_cap_reached"') && ids.some((id) => line.includes(id)));
    expect(held).toHaveLength(2);
    expect(JSON.parse(held[0])).toMatchObject({ level: "error", event: "visitor_mail_cap_reached", capPerHour: 3, sendAfter: expect.any(String) });

    // An hour on, the cap allows them: the next drain sends them.
    await edgeSql()`update public.contact_outbox set send_after = send_after - interval '61 minutes', next_attempt_at = next_attempt_at - interval '61 minutes',
                    created_at = created_at - interval '61 minutes'`;
    await drain(base());
    await eventually(async () => ((await mailsTo(visitors[4])).length === 1 && (await mailsTo(visitors[3])).length === 1 ? true : null));
    const [after] = await edgeSql()`select visitor_mails_held::int from public.form_monitoring`;
    expect(after.visitor_mails_held).toBe(0);
  });

  test("a newsletter opt-in past the cap waits too, and its link stays good 48 hours from when it is sent", async () => {
    await edgeSql()`delete from public.contact_outbox`;
    for (let i = 0; i < 3; i++) expect((await post(validBody(), from(`203.0.113.${110 + i}`), base())).status).toBe(200);
    const email = `lettrice.${randomUUID().slice(0, 8)}@example.it`;
    const answer = await post({ kind: "newsletter", email }, from("203.0.113.120"), base());
    expect(answer.status).toBe(200);
    const [optIn] = await edgeSql()<{ status: string; send_after: Date }[]>`
      select status, send_after from public.contact_outbox where submission_id = ${answer.json!.id as string} and kind = 'confirmation'`;
    expect(optIn.status).toBe("pending");
    expect(minutes(new Date(), optIn.send_after)).toBeGreaterThan(58);
    const [subscription] = await edgeSql()<{ status: string; confirm_expires_at: Date }[]>`
      select status, confirm_expires_at from public.newsletter_subscriptions where email = ${email}`;
    expect(subscription.status).toBe("pending");
    expect(minutes(optIn.send_after, subscription.confirm_expires_at)).toBeCloseTo(48 * 60, 0);
  });
});

/**
 * The edge database's committed transactions so far, once what came before has been reported:
 * PostgreSQL reports a backend's statistics at most every second, when it goes idle. A count has
 * some of its own besides the requests' (this query; each connection the pool opens anew, which
 * reads the catalogs as it starts; the counters' writes): up to about 25 here. The floods below
 * send 100 requests each, so one transaction per request (before: 221 for 100 challenges) could
 * not hide under the bound of 40.
 */
const commits = async (): Promise<number> => {
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const [row] = await edgeSql()<{ n: number }[]>`select xact_commit::int as n from pg_stat_database where datname = current_database()`;
  return row.n;
};

const randomToken = () =>
  Buffer.from(randomUUID() + randomUUID())
    .toString("base64url")
    .slice(0, 43);

describe("requests that have paid for nothing (honeypot hits, no proof of work, newsletter links, replayed solutions) meet a per-client limit in memory, before any database work", () => {
  test("a flood from 30 clients of one /24: 12 let through (the block's allowance here), 90 answered 429, no database transaction per request; the counters arrive all the same", async () => {
    const before = await commits();
    const answers: { kind: string; status: number }[] = [];
    for (let i = 0; i < 34; i++) {
      const ip = `100.64.0.${1 + (i % 30)}`;
      answers.push({
        kind: "honeypot",
        status: (await post(validBody({ [HONEYPOT_FIELD]: "https://spam.example" }), from(ip, { "X-Altcha": "" }), base())).status,
      });
      answers.push({ kind: "no proof", status: (await post(validBody(), from(ip, { "X-Altcha": "" }), base())).status });
      answers.push({ kind: "link", status: (await post({ kind: "newsletter-confirm", token: randomToken() }, from(ip), base())).status });
    }
    const through = answers.slice(0, 12);
    expect(through.map((a) => `${a.kind} ${a.status}`)).toEqual(Array.from({ length: 4 }, () => ["honeypot 200", "no proof 400", "link 200"]).flat());
    expect(answers.slice(12).every((a) => a.status === 429)).toBe(true);
    // The 4 links let through looked for their token; nothing else reached the database but the
    // counters' write and what every count has of its own.
    expect((await commits()) - before).toBeLessThan(40);

    const rows = await eventually(async () => {
      const r = await edgeSql()<{ kind: string; detail: string; hits: number }[]>`
        select kind, detail, sum(count)::int as hits from public.form_events group by kind, detail order by kind, detail`;
      return r.reduce((sum, row) => sum + row.hits, 0) === 12 - 4 + 90 ? r : null;
    });
    expect(rows).toEqual([
      { kind: "challenge_refused", detail: "missing:contact", hits: 4 },
      { kind: "honeypot", detail: "contact", hits: 4 },
      { kind: "rate_limited", detail: "unproven:challenge", hits: 30 },
      { kind: "rate_limited", detail: "unproven:honeypot", hits: 30 },
      { kind: "rate_limited", detail: "unproven:link", hits: 30 },
    ]);
    expect(await edgeSql()`select 1 from public.contact_submissions`).toHaveLength(0);
    // A real request from a flooded client, with its proof of work, is not one of these.
    expect((await post(validBody(), from("100.64.0.1"), base())).status).toBe(200);
  });

  test("one client: 5 let through, the 6th refused until its hour ends; another client of another /24 is not affected", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(validBody({ [HONEYPOT_FIELD]: "x" }), from("100.64.1.9", { "X-Altcha": "" }), base())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await post({ kind: "newsletter-unsubscribe", token: `${randomToken()}.${randomToken()}` }, from("100.64.1.9"), base());
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: "Hai inviato troppe richieste. Riprova tra qualche minuto." });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect((await post({ kind: "newsletter-unsubscribe", token: `${randomToken()}.${randomToken()}` }, from("100.64.2.9"), base())).status).toBe(200);
  });

  test("a solution replayed in a loop: refused from memory after its one use (5 times 400, then 429), no database transaction per replay", async () => {
    const header = await solvedChallenge("contact", base(), undefined, from("100.64.3.1"));
    expect((await post(validBody(), from("100.64.3.1", { "X-Altcha": header }), base())).status).toBe(200);
    const before = await commits();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await post(validBody(), from("100.64.3.1", { "X-Altcha": header }), base())).status);
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(95).fill(429)]);
    expect((await commits()) - before).toBeLessThan(40);
  });

  test("a client told it has fetched its challenges for the hour is told again from memory: no database transaction per request", async () => {
    for (let i = 0; i < 15; i++) expect((await getChallenge("100.64.4.1")).status).toBe(200);
    expect((await getChallenge("100.64.4.1")).status).toBe(429);
    const before = await commits();
    for (let i = 0; i < 100; i++) {
      const over = await getChallenge("100.64.4.1");
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(3500);
    }
    expect((await commits()) - before).toBeLessThan(40);
    const limited = await eventually(async () => {
      const [r] = await edgeSql()<
        { n: number }[]
      >`select coalesce(sum(count), 0)::int as n from public.form_events where kind = 'challenge_limited' and detail = 'ip:contact'`;
      return r.n === 101 ? r.n : null;
    });
    expect(limited).toBe(101);
  });
});

test("challenges are limited per client: 3 for each request it may send (15 an hour here), then 429 until the oldest leaves the hour", async () => {
  for (let i = 0; i < 15; i++) expect((await getChallenge("198.51.100.20")).status).toBe(200);
  const over = await getChallenge("198.51.100.20");
  expect(over.status).toBe(429);
  expect(over.json).toEqual({ error: "Hai inviato troppe richieste. Riprova tra qualche minuto." });
  const retryAfter = Number(over.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(over.headers.get("access-control-allow-origin")).toBe(stack().allowedOrigin);
  // Another client is not affected; the counts are per minute, not per challenge: one key for each
  // client, and one for their /24, which counts all 17.
  expect((await getChallenge("198.51.100.21")).status).toBe(200);
  await eventually(async () => {
    const [r] = await edgeSql()<{ n: number }[]>`select coalesce(sum(count), 0)::int as n from public.form_events where kind = 'challenge_limited'`;
    return r.n === 1;
  });
  const [counts] = await edgeSql()<{ clients: number; rows: number; limited: number; most: number }[]>`
    select (select count(distinct client)::int from public.form_challenge_requests) as clients,
           (select count(*)::int from public.form_challenge_requests) as rows,
           (select max(n)::int from (select sum(requests) as n from public.form_challenge_requests group by client) as keys) as most,
           (select coalesce(sum(count), 0)::int from public.form_events where kind = 'challenge_limited') as limited`;
  expect(counts.clients).toBe(3);
  expect(counts.most).toBe(17);
  expect(counts.rows).toBeLessThanOrEqual(6);
  expect(counts.limited).toBe(1);
  const [monitoring] = await edgeSql()`select challenge_limited_1h::int as n from public.form_monitoring`;
  expect(monitoring.n).toBe(1);
});

test("IPv4 /24: its 256 addresses share the block's allowance (8 requests an hour here), like an IPv6 /48; the next /24 is another client", async () => {
  for (let i = 1; i <= 8; i++) expect((await post(validBody(), from(`192.0.2.${i}`), base())).status).toBe(200);
  const ninth = await post(validBody(), from("192.0.2.200"), base());
  expect(ninth.status).toBe(429);
  expect(Number(ninth.headers.get("retry-after"))).toBeGreaterThan(3500);
  expect((await post(validBody(), from("192.0.3.1"), base())).status).toBe(200);
  const [hashes] =
    await edgeSql()`select count(distinct ip_hash)::int as clients, count(distinct ip_block_hash)::int as blocks from public.contact_submissions`;
  expect(hashes).toEqual({ clients: 9, blocks: 2 });
  const [event] = await edgeSql()`select sum(count)::int as n from public.form_events where kind = 'rate_limited' and detail = 'ip_block:contact'`;
  expect(event.n).toBe(1);
});

describe("challenges are limited per block too: 3 for each request the block may send (24 an hour here), whichever of its clients asks", () => {
  test.each([
    ["IPv6: rotating /64s inside one /48", (n: number) => `2001:db8:cccc:${n.toString(16)}::1`, "2001:db8:dddd:1::1"],
    ["IPv4: rotating addresses inside one /24", (n: number) => `198.18.0.${n}`, "198.18.1.1"],
  ])("%s: 429 past the block's allowance, with Retry-After; the next block is another client", async (_label, address, otherBlock) => {
    // Each client stays under its own 15 an hour: only the block's count can refuse.
    for (let n = 1; n <= 24; n++) expect({ n, status: (await getChallenge(address(n))).status }).toEqual({ n, status: 200 });
    const over = await getChallenge(address(25));
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ error: "Hai inviato troppe richieste. Riprova tra qualche minuto." });
    const retryAfter = Number(over.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await getChallenge(otherBlock)).status).toBe(200);
    await eventually(async () => {
      const [r] = await edgeSql()<
        { n: number }[]
      >`select coalesce(sum(count), 0)::int as n from public.form_events where kind = 'challenge_limited' and detail = 'ip_block:contact'`;
      return r.n === 1;
    });
  });
});

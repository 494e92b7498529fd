/**
 * Page analytics' collector (supabase/functions/collect/) against the real stack: Deno serving its
 * index.ts, PostgreSQL as its own role. Events are sent as @plausible-analytics/tracker sends them
 * (a text/plain POST of `{ n, v, u, d, r, p }`, docs/analytics.md), from a loopback address of the
 * test's choosing (the client, as the function sees it), and read back as the database's owner.
 */
import { createHmac, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import postgres from "postgres";
import { closeSql, edgeSql, eventually, fetchChallenge, nextIp, sendTo, sql, stack } from "./support/stack";

/** A person's browser, as isbot sees it (Playwright's own says HeadlessChrome, which is a bot). */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SITE = "https://www.alturaconsulting.it";
const DOMAIN = "www.alturaconsulting.it";

const collectUrl = (base = stack().functionsUrl) => new URL(`${base}/collect/api/event`);

/** What the tracker sends for one event; `overrides` replace or add fields. */
const event = (overrides: Record<string, unknown> = {}) => ({ n: "pageview", v: 36, u: `${SITE}/servizi`, d: DOMAIN, r: null, ...overrides });

async function collect(body: unknown, { from = nextIp(), headers = {}, base }: { from?: string; headers?: Record<string, string>; base?: string } = {}) {
  return sendTo(
    collectUrl(base),
    "POST",
    typeof body === "string" ? body : JSON.stringify(body),
    { "Content-Type": "text/plain", Origin: stack().allowedOrigin, "User-Agent": BROWSER, ...headers },
    from,
  );
}

/** The rows of one test, told apart by a page path of its own. */
const rowsAt = async (pathname: string, db = sql()) =>
  db<
    {
      name: string;
      domain: string;
      visitor: string;
      pathname: string;
      referrer_host: string | null;
      utm_source: string | null;
      utm_medium: string | null;
      utm_campaign: string | null;
      props: Record<string, string>;
      interactive: boolean;
      engagement_ms: number | null;
      scroll_depth: number | null;
      day: Date;
    }[]
  >`select name, domain, visitor::text, pathname, referrer_host, utm_source, utm_medium, utm_campaign, props, interactive, engagement_ms,
           scroll_depth, day from public.analytics_events where pathname = ${pathname} order by id`;

/** A page of the site no other test visits. */
const freshPath = () => `/insights/prova-${randomUUID().slice(0, 8)}`;

/** The collector's own role on the main database, as the collector connects (the local stacks' password). */
const analyticsRole = () => {
  const url = new URL(stack().dbUrl);
  url.username = "analytics_function";
  url.password = "analytics-function-local";
  return postgres(url.toString(), { max: 1, onnotice: () => {} });
};

afterAll(async () => {
  await closeSql();
});

describe("an event from the site", () => {
  test("a page view is stored as Plausible's API answers it: 202 ok, its path without the query string, the campaign, the referring host", async () => {
    const page = freshPath();
    const answer = await collect(
      event({
        u: `${SITE}${page}/?utm_source=linkedin&utm_medium=social&utm_campaign=primavera-2027&token=segreto#sezione`,
        r: "https://www.linkedin.com/feed/?q=nome",
      }),
    );
    expect(answer.status).toBe(202);
    expect(answer.text).toBe("ok");
    expect(answer.headers.get("access-control-allow-origin")).toBe(stack().allowedOrigin);
    const rows = await rowsAt(page);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "pageview",
      domain: DOMAIN,
      pathname: page,
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "primavera-2027",
      props: {},
      interactive: true,
      engagement_ms: null,
    });
    expect(JSON.stringify(rows[0])).not.toMatch(/segreto|sezione|feed|nome/);
  });

  test("nothing that names a person is a column: no address, no browser, no query string, no referrer's path", async () => {
    const columns = await sql()<{ column_name: string }[]>`
      select column_name from information_schema.columns where table_schema = 'public' and table_name = 'analytics_events' order by ordinal_position`;
    expect(columns.map((c) => c.column_name)).toEqual([
      "id",
      "received_at",
      "day",
      "name",
      "domain",
      "visitor",
      "pathname",
      "referrer_host",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "props",
      "interactive",
      "engagement_ms",
      "scroll_depth",
    ]);
  });

  test("the visitor is an HMAC of the domain, the address and the browser keyed with the day's salt: the same for one browser all day, another for another", async () => {
    const page = freshPath();
    const from = nextIp();
    const other = nextIp();
    await collect(event({ u: `${SITE}${page}` }), { from });
    await collect(event({ u: `${SITE}${page}` }), { from });
    await collect(event({ u: `${SITE}${page}` }), { from, headers: { "User-Agent": BROWSER.replace("131", "132") } });
    await collect(event({ u: `${SITE}${page}` }), { from: other });
    const rows = await rowsAt(page);
    expect(rows).toHaveLength(4);
    const [a, b, c, d] = rows.map((r) => r.visitor);
    expect(a).toBe(b);
    expect(new Set([a, c, d]).size).toBe(3);

    const [{ salt }] = await sql()<{ salt: string }[]>`select encode(salt, 'hex') as salt from public.analytics_salts where day = public.analytics_day(now())`;
    const mac = createHmac("sha256", salt).update([DOMAIN, from, BROWSER].join("\n")).digest();
    expect(a).toBe(mac.readBigInt64BE(0).toString());
  });

  test("a referrer from the site itself is no source", async () => {
    const page = freshPath();
    await collect(event({ u: `${SITE}${page}`, r: `${SITE}/academy` }));
    await collect(event({ u: `http://127.0.0.1:9000${page}`, r: "http://127.0.0.1:9000/" }));
    expect((await rowsAt(page)).map((r) => r.referrer_host)).toEqual([null, null]);
  });

  test("named events keep their properties by the contract's rules; a value that breaks one is dropped alone", async () => {
    const page = freshPath();
    const u = `${SITE}${page}`;
    for (const body of [
      event({ n: "Lead sent", u, p: { form: "academy", language: "en" } }),
      event({ n: "Lead sent", u, p: { form: "spam", language: "it", email: "giulia@example.it" } }),
      event({ n: "Search used", u, p: { results: "12" } }),
      event({ n: "Search used", u, p: JSON.stringify({ results: "ingegneria" }) }),
      event({ n: "Language switched", u, p: { from: "it", to: "en" } }),
      event({ n: "Booking opened", u, p: { url: "https://calendly.com/x" } }),
      event({ n: "Outbound Link: Click", u, p: { url: "https://www.linkedin.com/company/altura?trk=nome#x" } }),
      event({ n: "File Download", u, p: { url: `${SITE}/altura-consulting-brochure.pdf` } }),
    ]) {
      expect((await collect(body)).status).toBe(202);
    }
    expect((await rowsAt(page)).map((r) => [r.name, r.props])).toEqual([
      ["Lead sent", { form: "academy", language: "en" }],
      ["Lead sent", { language: "it" }],
      ["Search used", { results: "12" }],
      ["Search used", {}],
      ["Language switched", { from: "it", to: "en" }],
      ["Booking opened", {}],
      ["Outbound Link: Click", { url: "https://www.linkedin.com/company/altura" }],
      ["File Download", { url: `${SITE}/altura-consulting-brochure.pdf` }],
    ]);
  });

  test("an engagement ping keeps its time engaged and scroll depth", async () => {
    const page = freshPath();
    await collect({ n: "engagement", sd: 64, d: DOMAIN, u: `${SITE}${page}`, p: {}, e: 12_345, v: 36 });
    expect(await rowsAt(page)).toEqual([expect.objectContaining({ name: "engagement", engagement_ms: 12_345, scroll_depth: 64 })]);
  });

  test("Plausible's long field names are read too", async () => {
    const page = freshPath();
    expect((await collect({ name: "pageview", url: `${SITE}${page}`, domain: DOMAIN, referrer: "https://www.google.com/" })).status).toBe(202);
    expect(await rowsAt(page)).toEqual([expect.objectContaining({ name: "pageview", referrer_host: "www.google.com" })]);
  });
});

describe("what is taken without storing anything", () => {
  test.each([
    ["a bot", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["a headless browser", { "User-Agent": BROWSER.replace("Chrome/", "HeadlessChrome/") }],
    ["no user agent", { "User-Agent": "" }],
    ["Global Privacy Control", { "Sec-GPC": "1" }],
    ["Do Not Track", { DNT: "1" }],
  ])("%s: 202, and no row", async (_label, headers) => {
    const page = freshPath();
    const answer = await collect(event({ u: `${SITE}${page}` }), { headers });
    expect(answer.status).toBe(202);
    expect(await rowsAt(page)).toEqual([]);
  });
});

describe("what is refused", () => {
  test.each([
    ["an event the site does not send", event({ n: "Signup" })],
    ["no page", event({ u: undefined })],
    ["a page that is no web page", event({ u: "javascript:alert(1)" })],
    ["a path longer than the rules allow", event({ u: `${SITE}/${"a".repeat(300)}` })],
    ["no domain", event({ d: undefined })],
    ["not JSON", "n=pageview"],
    ["not an object", "[1]"],
  ])("%s: 400, nothing stored", async (_label, body) => {
    const before = await sql()`select count(*)::int as n from public.analytics_events`;
    expect((await collect(body)).status).toBe(400);
    expect(await sql()`select count(*)::int as n from public.analytics_events`).toEqual(before);
  });

  test("another origin, or none, is a 403 without CORS headers; a preflight from the site is answered", async () => {
    for (const origin of ["https://elsewhere.example", ""]) {
      const answer = await sendTo(collectUrl(), "POST", JSON.stringify(event()), { "Content-Type": "text/plain", Origin: origin, "User-Agent": BROWSER });
      expect(answer.status).toBe(403);
      expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    }
    const preflight = await sendTo(collectUrl(), "OPTIONS", undefined, { Origin: stack().allowedOrigin, "Access-Control-Request-Method": "POST" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(stack().allowedOrigin);
  });

  test("the wrong method, type, size or path", async () => {
    const headers = { Origin: stack().allowedOrigin, "User-Agent": BROWSER };
    expect((await sendTo(collectUrl(), "GET", undefined, headers)).status).toBe(405);
    expect((await sendTo(collectUrl(), "POST", JSON.stringify(event()), { ...headers, "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await sendTo(collectUrl(), "POST", JSON.stringify(event()), { ...headers, "Content-Type": "application/json" })).status).toBe(202);
    expect((await collect(event({ p: { results: "x".repeat(5000) } }))).status).toBe(413);
    const wrongPath = new URL(`${stack().functionsUrl}/collect/api/other`);
    expect((await sendTo(wrongPath, "POST", JSON.stringify(event()), { ...headers, "Content-Type": "text/plain" })).status).toBe(404);
  });

  test("a body that stops half-way: 408 once BODY_READ_TIMEOUT_MS has passed (1.5 s here, as for the forms), nothing stored", async () => {
    const before = await sql()`select count(*)::int as n from public.analytics_events`;
    const url = collectUrl();
    const started = Date.now();
    const status = await new Promise<number>((resolve, reject) => {
      const headers = { "Content-Type": "text/plain", Origin: stack().allowedOrigin, "User-Agent": BROWSER, "Content-Length": "400" };
      const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers, localAddress: nextIp() }, (res) => {
        res.resume();
        clearTimeout(giveUp);
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", (error) => (/EPIPE|ECONNRESET|socket hang up/.test(String(error.message)) ? undefined : reject(error)));
      req.write('{"n":"pageview","v":36,"u":"');
      const giveUp = setTimeout(() => {
        req.destroy();
        resolve(-1);
      }, 20_000);
    });
    const waited = Date.now() - started;
    expect(status).toBe(408);
    expect(waited).toBeGreaterThanOrEqual(1400);
    expect(waited).toBeLessThan(6000);
    expect(await sql()`select count(*)::int as n from public.analytics_events`).toEqual(before);
  });
});

describe("like hosted Supabase (the edge instance: CF-Connecting-IP, TLS to its database, 5 events per client and minute)", () => {
  /** Waits, if needed, for a minute with room for the whole test: the allowance counts per calendar minute. */
  const atMinuteStart = async () => {
    const second = new Date().getUTCSeconds();
    if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
  };

  test("a client past its allowance gets 429 with Retry-After, nothing more is stored; another client is not held back", async () => {
    await atMinuteStart();
    const page = freshPath();
    const client = { "CF-Connecting-IP": "203.0.113.7" };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await collect(event({ u: `${SITE}${page}` }), { headers: client, base: stack().edgeFunctionsUrl })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    const refused = await collect(event({ u: `${SITE}${page}` }), { headers: client, base: stack().edgeFunctionsUrl });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // The header is the client, not the socket: the same socket with another header is another client.
    expect((await collect(event({ u: `${SITE}${page}` }), { headers: { "CF-Connecting-IP": "203.0.113.8" }, base: stack().edgeFunctionsUrl })).status).toBe(
      202,
    );
    expect(await rowsAt(page, edgeSql())).toHaveLength(6);
    // Kept as an HMAC with the day's salt, never as an address.
    const clients = await edgeSql()<{ client: string }[]>`select client from public.analytics_client_requests`;
    expect(clients.length).toBeGreaterThan(0);
    for (const { client: key } of clients) expect(key).toMatch(/^[0-9a-f]{64}$|^unknown$/);
    expect(JSON.stringify(clients)).not.toContain("203.0.113");
  });
});

describe('a burst (docs/analytics.md, "Under load")', () => {
  test("200 clients sending at once: every event answered 202 and stored once, none held back by its client's allowance, many to a commit", async () => {
    const page = freshPath();
    const u = `${SITE}${page}`;
    const sent = Array.from({ length: 200 }, (_, i) => ({ from: nextIp(), browser: BROWSER.replace("131.0.0.0", `131.0.${i}.0`) })).flatMap(
      ({ from, browser }) =>
        [event({ u }), { n: "engagement", v: 36, u, d: DOMAIN, e: 4000, sd: 80 }].map((body) => collect(body, { from, headers: { "User-Agent": browser } })),
    );
    const statuses = (await Promise.all(sent)).map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 202)).toEqual([]);
    const [stored] = await sql()<{ events: number; visitors: number; commits: number }[]>`
      select count(*)::int as events, count(distinct visitor)::int as visitors, count(distinct received_at)::int as commits
      from public.analytics_events where pathname = ${page}`;
    expect(stored.events).toBe(400);
    expect(stored.visitors).toBe(200);
    // An event's received_at is its transaction's start: events written together share it.
    expect(stored.commits).toBeLessThan(400);
  });

  test("a batch's events are each counted against their own client's allowance, in the order they came, and stored in one transaction", async () => {
    const role = analyticsRole();
    const page = freshPath();
    const [first, second] = [randomUUID(), randomUUID()].map((id) => createHmac("sha256", id).update(page).digest("hex"));
    const entry = (client: string, visitor: string) => ({
      client,
      name: "pageview",
      domain: DOMAIN,
      visitor,
      pathname: page,
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      props: {},
      interactive: true,
      engagement_ms: null,
      scroll_depth: null,
    });
    try {
      const batch = [entry(first, "1"), entry(first, "2"), entry(first, "3"), entry(second, "4")];
      const answers = await role`
        select item, accepted, requests_this_minute from public.collect_analytics_events(2, ${role.json(batch)}::jsonb) order by item`;
      expect(answers.map((row) => ({ ...row }))).toEqual([
        { item: 1, accepted: true, requests_this_minute: 1 },
        { item: 2, accepted: true, requests_this_minute: 2 },
        { item: 3, accepted: false, requests_this_minute: 3 },
        { item: 4, accepted: true, requests_this_minute: 1 },
      ]);
      const rows = await sql()<{ visitor: string; received_at: Date }[]>`
        select visitor::text, received_at from public.analytics_events where pathname = ${page} order by id`;
      expect(rows.map((row) => row.visitor)).toEqual(["1", "2", "4"]);
      expect(new Set(rows.map((row) => row.received_at.getTime())).size).toBe(1);
    } finally {
      await role.end({ timeout: 5 });
    }
  });
});

describe("the collector's role and its database", () => {
  test("it asks for the day's salt and hands over events, and can read nothing", async () => {
    const role = analyticsRole();
    try {
      const [salt] = await role`select day, salt, valid_until from public.analytics_salt_of_today()`;
      expect(salt.salt).toMatch(/^[0-9a-f]{64}$/);
      for (const table of ["analytics_events", "analytics_salts", "analytics_client_requests", "analytics_daily_totals", "contact_submissions"]) {
        await expect(role.unsafe(`select 1 from public.${table} limit 1`)).rejects.toThrow(/permission denied/);
      }
      await expect(role`select * from public.close_analytics_days()`).rejects.toThrow(/permission denied/);
    } finally {
      await role.end({ timeout: 5 });
    }
  });

  test("its database unreachable: 503, and one alert line a minute, not one per event", async () => {
    for (let i = 0; i < 3; i++) expect((await collect(event(), { base: stack().dbDownFunctionsUrl })).status).toBe(503);
    const alerts = () =>
      readFileSync(path.join(stack().logDir, "functions-db-down.log"), "utf8")
        .split("\n")
        .filter((line) => line.includes('"fn":"collect"') && line.includes('"event":"db_unavailable"'));
    await eventually(async () => alerts().length > 0);
    expect(alerts()).toHaveLength(1);
    expect(JSON.parse(alerts()[0])).toMatchObject({ level: "error" });
  });

  test("in an instance without ANALYTICS_DB_URL it refused to start: its route answers 503, the forms still serve", async () => {
    expect((await collect(event(), { base: stack().resendFunctionsUrl })).status).toBe(503);
    expect((await fetchChallenge("contact", stack().resendFunctionsUrl)).parameters).toBeDefined();
  });
});

describe("closing a day, and the retention periods", () => {
  /** Days well in the past, on which no other test writes: the roll-ups of each are compared whole. */
  const day = "2026-10-20";
  const oldDay = "2024-09-01";

  beforeAll(async () => {
    const at = (time: string) => `${day} ${time}+02`;
    const rows: [string, string, number, string, string | null, string | null, Record<string, string>, number | null][] = [
      // Visitor 1: a visit from a LinkedIn campaign, two pages, then after 40 minutes a second visit.
      [at("09:00"), "pageview", 1, "/insights/dati", "www.linkedin.com", "linkedin", {}, null],
      [at("09:04"), "engagement", 1, "/insights/dati", null, null, {}, 30_000],
      [at("09:05"), "pageview", 1, "/servizi", "www.linkedin.com", null, {}, null],
      [at("09:06"), "Lead sent", 1, "/", null, null, { form: "contact", language: "it" }, null],
      [at("09:45"), "pageview", 1, "/academy", null, null, {}, null],
      // Visitor 2: one page, from nowhere.
      [at("11:00"), "pageview", 2, "/academy", null, null, {}, null],
      [at("11:01"), "Search used", 2, "/academy", null, null, { results: "3" }, null],
    ];
    for (const [receivedAt, name, visitor, pathname, referrer, source, props, engaged] of rows) {
      await sql()`
        insert into public.analytics_events (received_at, day, name, domain, visitor, pathname, referrer_host, utm_source, props, engagement_ms)
        values (${receivedAt}, ${day}, ${name}, ${DOMAIN}, ${visitor}, ${pathname}, ${referrer}, ${source}, ${sql().json(props)}, ${engaged})`;
    }
    // A day summed long ago, past the 25 months.
    await sql()`insert into public.analytics_daily_totals (day, visitors, visits, pageviews, bounces, engaged_ms) values (${oldDay}, 1, 1, 1, 1, 0)`;
    await sql()`insert into public.analytics_daily_pages (day, pathname, pageviews, visitors, entries, engaged_ms) values (${oldDay}, '/', 1, 1, 1, 0)`;
    // The rate limit's counters: an hour.
    await sql()`insert into public.analytics_client_requests (client, minute) values (${"e".repeat(64)}, now() - interval '59 minutes'), (${"f".repeat(64)}, now() - interval '61 minutes')`;
    // A salt left from a day that is over.
    await sql()`insert into public.analytics_salts (day, salt) values (current_date - 3, decode(repeat('ab', 32), 'hex')) on conflict do nothing`;
    await sql()`select * from public.purge_form_data()`;
  });

  test("the day's visits, pages, sources and events are summed with known answers", async () => {
    expect(await sql()`select visitors, visits, pageviews, bounces, engaged_ms::int from public.analytics_daily_totals where day = ${day}`).toEqual([
      { visitors: 2, visits: 3, pageviews: 4, bounces: 2, engaged_ms: 30_000 },
    ]);
    expect(
      await sql()`select pathname, pageviews, visitors, entries, engaged_ms::int from public.analytics_daily_pages where day = ${day} order by pathname`,
    ).toEqual([
      { pathname: "/academy", pageviews: 2, visitors: 2, entries: 2, engaged_ms: 0 },
      { pathname: "/insights/dati", pageviews: 1, visitors: 1, entries: 1, engaged_ms: 30_000 },
      { pathname: "/servizi", pageviews: 1, visitors: 1, entries: 0, engaged_ms: 0 },
    ]);
    expect(
      await sql()`select referrer_host, utm_source, utm_campaign, visits, visitors, pageviews, bounces from public.analytics_daily_sources where day = ${day} order by referrer_host`,
    ).toEqual([
      { referrer_host: "", utm_source: "", utm_campaign: "", visits: 2, visitors: 2, pageviews: 2, bounces: 2 },
      { referrer_host: "www.linkedin.com", utm_source: "linkedin", utm_campaign: "", visits: 1, visitors: 1, pageviews: 2, bounces: 0 },
    ]);
    expect(await sql()`select name, props, events, visitors from public.analytics_daily_events where day = ${day} order by name`).toEqual([
      { name: "Lead sent", props: { form: "contact", language: "it" }, events: 1, visitors: 1 },
      { name: "Search used", props: { results: "3" }, events: 1, visitors: 1 },
    ]);
  });

  test("raw events go after 30 days, roll-ups after 25 months, a salt once its day is over, the rate limit's counters after an hour", async () => {
    expect(await sql()`select left(client, 1) as client from public.analytics_client_requests where client in (${"e".repeat(64)}, ${"f".repeat(64)})`).toEqual([
      { client: "e" },
    ]);
    expect(await sql()`select 1 from public.analytics_events where day = ${day}`).toEqual([]);
    expect(await sql()`select 1 from public.analytics_daily_totals where day = ${oldDay}`).toEqual([]);
    expect(await sql()`select 1 from public.analytics_daily_pages where day = ${oldDay}`).toEqual([]);
    expect(await sql()`select day from public.analytics_salts where day < public.analytics_day(now())`).toEqual([]);
  });

  test("a day still under 30 days old keeps its events after it is summed, and is summed once", async () => {
    const recent = await sql()<{ day: string }[]>`select (public.analytics_day(now()) - 2)::text as day`;
    const recentDay = recent[0].day;
    await sql()`
      insert into public.analytics_events (received_at, day, name, domain, visitor, pathname)
      values (now() - interval '2 days', ${recentDay}, 'pageview', ${DOMAIN}, 7, '/chi-siamo')`;
    await sql()`delete from public.analytics_daily_totals where day = ${recentDay}`;
    const first = await sql()<{ step: string; affected: number }[]>`select step, affected::int from public.close_analytics_days()`;
    expect(first.find((s) => s.step === "analytics_days_rolled_up")?.affected).toBeGreaterThanOrEqual(1);
    const again = await sql()<{ step: string; affected: number }[]>`select step, affected::int from public.close_analytics_days()`;
    expect(again.find((s) => s.step === "analytics_days_rolled_up")?.affected).toBe(0);
    expect(await sql()`select 1 from public.analytics_events where day = ${recentDay} and pathname = '/chi-siamo'`).toHaveLength(1);
    expect((await sql()`select pageviews from public.analytics_daily_pages where day = ${recentDay} and pathname = '/chi-siamo'`)[0]).toEqual({ pageviews: 1 });
  });
});

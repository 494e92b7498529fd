// The function's request handler in Deno, with no server and no database (db: null): everything
// decided before storage — CORS, method, content type, size, JSON, honeypot, the shared rules,
// the idempotency key — and the 503 when storage is not configured. Run by handler.test.ts:
//   deno test --config supabase/functions/forms/deno.json tests/backend/deno/handler.test.mjs
import { createHandler, MESSAGES } from "../../../supabase/functions/forms/handler.ts";
import { loadConfig } from "../../../supabase/functions/_shared/config.ts";
import { HONEYPOT_FIELD } from "../../../supabase/functions/_shared/site-contract/request-options.ts";

const env = {
  ALLOWED_ORIGINS: "https://www.alturaconsulting.it",
  ALTCHA_HMAC_KEY: "altcha-hmac-key-0123456789abcdef",
  IP_HASH_SECRET: "ip-hash-secret-0123456789abcdef0",
  NEWSLETTER_SECRET: "newsletter-secret-0123456789abcdef",
  OUTBOX_SECRET: "outbox-secret-0123456789abcdef01",
  CONTACT_DB_URL: "postgresql://contact_function:x@127.0.0.1:1/postgres",
};
const config = loadConfig((name) => env[name]);
const events = [];
const handler = createHandler({ config, db: null, transport: null, log: (event) => events.push(event) });
const ORIGIN = "https://www.alturaconsulting.it";
const URL_ = "http://fn.local/forms";
const valid = { name: "Giulia Ferrari", email: "giulia@example.it", company: "", message: "Ciao", consent: true };

function request(body, { method = "POST", headers = {} } = {}) {
  return new Request(URL_, {
    method,
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body: method === "GET" || method === "OPTIONS" ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

function assertEquals(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

async function answer(req) {
  const res = await handler(req, { remoteAddr: { hostname: "127.0.0.1" } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, acao: res.headers.get("access-control-allow-origin") };
}

Deno.test("preflight from the site: 204 with CORS headers; from elsewhere: 403 without", async () => {
  assertEquals((await answer(request(null, { method: "OPTIONS" }))).status, 204, "preflight");
  const other = await answer(request(null, { method: "OPTIONS", headers: { origin: "https://evil.example" } }));
  assertEquals([other.status, other.acao], [403, null], "foreign preflight");
});

Deno.test("gating before storage: 405, 415, 413, 400, 422, honeypot 200 — with db: null, none reaches storage", async () => {
  const cases = [
    [request(null, { method: "GET" }), 405, MESSAGES.methodNotAllowed],
    [request(valid, { headers: { "content-type": "text/plain" } }), 415, MESSAGES.unsupportedMediaType],
    [request({ ...valid, message: "x".repeat(20_000) }), 413, MESSAGES.tooLarge],
    [request("{"), 400, MESSAGES.badRequest],
    [request({ ...valid, name: 1 }), 400, "Richiesta non valida."],
    [request({ ...valid, email: "x@" }), 422, "Email non valida"],
    [request(valid, { headers: { "idempotency-key": "nope" } }), 400, MESSAGES.badRequest],
    [request({ ...valid, name: "Giulia\u0000" }), 400, "Il nome contiene caratteri non ammessi"],
    [request({ ...valid, message: "Ciao\u202Egnp.exe" }), 400, "Il messaggio contiene caratteri non ammessi"],
  ];
  for (const [req, status, error] of cases) {
    const a = await answer(req);
    assertEquals([a.status, a.body.error, a.acao], [status, error, ORIGIN], `${req.method} ${status}`);
  }
  // Shaped like a stored request's answer: ok and an id (a fresh UUID each time).
  const honeypot = await answer(request({ ...valid, [HONEYPOT_FIELD]: "x" }));
  assertEquals([honeypot.status, Object.keys(honeypot.body), honeypot.body.ok], [200, ["ok", "id"], true], "honeypot");
  if (!/^[0-9a-f-]{36}$/.test(honeypot.body.id)) throw new Error(`honeypot id ${honeypot.body.id}`);
  if (events.includes("db_not_configured")) throw new Error("a refused request reached storage");
});

Deno.test("a valid message with no database configured: 503 with the site's error text, never 2xx", async () => {
  const a = await answer(request(valid, { headers: { "idempotency-key": crypto.randomUUID() } }));
  assertEquals([a.status, a.body, a.acao], [503, { error: MESSAGES.sendFailed }, ORIGIN], "no database");
});

Deno.test("the outbox drain: 401 without the secret, 503 with it but no database", async () => {
  const drain = (auth) => handler(new Request(`${URL_}/outbox`, { method: "POST", headers: auth ? { authorization: auth } : {} }));
  assertEquals((await drain(null)).status, 401, "no secret");
  assertEquals((await drain("Bearer wrong-secret-0123456789")).status, 401, "wrong secret");
  assertEquals((await drain(`Bearer ${env.OUTBOX_SECRET}`)).status, 503, "no database");
});

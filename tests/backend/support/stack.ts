/**
 * What the function tests need to talk to the stack global-setup.mjs started: the function's
 * URL, the database, maildev's REST API, and the control server (stop/start maildev and
 * PostgreSQL, the fake Resend API's log).
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import postgres from "postgres";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Challenge } from "../../../supabase/functions/_shared/challenge.ts";
import { ALTCHA_HEADER, encodeSolved } from "../../../supabase/functions/_shared/site-contract/challenge-payload.ts";
import { REQUEST_KINDS } from "../../../supabase/functions/_shared/site-contract/request-options.ts";
import { CONSENT_FIELD } from "../../../supabase/functions/_shared/site-contract/consent.ts";

export interface Stack {
  functionsUrl: string;
  /**
   * Like hosted Supabase: the client is the CF-Connecting-IP header (which the tests write, as
   * Cloudflare would); its own database (edgeDbUrl), over TLS; a per-IP (or /64) limit of 5, 8
   * per IPv6 /48 or IPv4 /24, 3 without a valid client address, and a cap of 3 e-mails to visitors an hour.
   */
  edgeFunctionsUrl: string;
  edgeDbUrl: string;
  /** The main database as the function's role, by the name its TLS certificate carries (localhost). */
  functionTlsDbUrl: string;
  /** The authority that signed the test database's certificate, and one that signed nothing here (PEM). */
  dbCaCert: string;
  otherCaCert: string;
  /**
   * The instance whose alerts are tested: its own database (alertsDbUrl), a cap of 2 e-mails to
   * visitors an hour, ALERT_WEBHOOK_URL on the control server's fake webhook (1 s timeout), and
   * alert e-mails to its CONTACT_INBOX, alertsInbox; its weekly report to reportsInbox. The other
   * instances e-mail no alerts and no report.
   */
  alertsFunctionsUrl: string;
  alertsDbUrl: string;
  alertsInbox: string;
  reportsInbox: string;
  dbDownFunctionsUrl: string;
  resendFunctionsUrl: string;
  dbUrl: string;
  mailApi: string;
  control: string;
  outboxSecret: string;
  contactInbox: string;
  allowedOrigin: string;
  /** The union of the functions' import maps that every local Deno runs with (support/deno.ts). */
  functionsConfig: string;
  /** The instances' ALTCHA_HMAC_KEY and ALTCHA_COST: tests forge challenges (expired ones) with them. */
  altchaHmacKey: string;
  altchaCost: number;
  logDir: string;
}

export function stack(): Stack {
  const raw = process.env.ALTURA_BACKEND_TEST_STACK;
  if (!raw) throw new Error("The backend test stack is not running: run these tests with `npx jest -c jest.backend.config.js`.");
  return JSON.parse(raw) as Stack;
}

/** The id the function answers an accepted request with: its row's uuid. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const contactUrl = (base = stack().functionsUrl) => `${base}/forms`;
export const outboxUrl = (base = stack().functionsUrl) => `${base}/forms/outbox`;

let counter = 0;
/**
 * A different client for each call: a loopback address the request is really sent FROM (the
 * function trusts the socket, not a header), in 127.0.1.1–127.0.3.254 — tests that need one
 * client for several calls pick theirs outside that range.
 */
export function nextIp(): string {
  const n = counter++ % (3 * 254);
  return `127.0.${1 + Math.floor(n / 254)}.${1 + (n % 254)}`;
}

/** A valid message with a unique e-mail address. */
export function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const tag = randomUUID().slice(0, 8);
  return {
    name: "Giulia Ferrari",
    email: `giulia.${tag}@example.it`,
    company: "Nordica S.p.A.",
    message: "Buongiorno,\nvorrei parlare di un progetto di automazione.",
    ...overrides,
  };
}

/** The headers supabase-js sends with functions.invoke, plus a browser's Origin. */
export function browserHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    Authorization: "Bearer local-anon-key-not-a-secret",
    apikey: "local-anon-key-not-a-secret",
    "x-client-info": "supabase-js-web/2.109.0",
    "Content-Type": "application/json",
    Origin: stack().allowedOrigin,
    "Idempotency-Key": randomUUID(),
    ...extra,
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  json: Record<string, unknown> | null;
  ms: number;
}

/**
 * A challenge for `form`, as the site's form fetches it: from the client that will send the
 * request (`from`, and `headers` such as CF-Connecting-IP), since challenges are limited per client.
 */
export async function fetchChallenge(form: string, base?: string, from: string = nextIp(), headers: Record<string, string> = {}): Promise<Challenge> {
  const res = await send("GET", undefined, browserHeaders(headers), base, from, `/challenge?form=${encodeURIComponent(form)}`);
  if (res.status !== 200) throw new Error(`challenge for ${form}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as unknown as Challenge;
}

/** Solves a challenge as the site's worker does, and encodes it for the X-Altcha header. */
export async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return encodeSolved(challenge, solution);
}

/** A fresh solved challenge for `form` from the instance at `base`: the X-Altcha header's value. */
export async function solvedChallenge(form: string, base?: string, from?: string, headers?: Record<string, string>): Promise<string> {
  return solved(await fetchChallenge(form, base, from, headers));
}

/** The form a body is for, when it is a form's request (not a newsletter link, not malformed). */
const formOf = (body: unknown): string | null => {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const kind = (body as Record<string, unknown>).kind ?? "contact";
  return (REQUEST_KINDS as readonly unknown[]).includes(kind) ? String(kind) : null;
};

/**
 * `from`: the loopback address the request leaves from (the client, as the function sees it).
 * A form's request carries a freshly solved challenge and `consent: true`, as the site's forms send
 * them, unless the test sets X-Altcha itself (an empty string sends none) or names `consent` (as
 * undefined: sent without).
 */
export async function post(body: unknown, headers: Record<string, string> = {}, base?: string, from: string = nextIp()): Promise<Answer> {
  const form = formOf(body);
  if (form && !(CONSENT_FIELD in (body as Record<string, unknown>))) body = { ...(body as Record<string, unknown>), [CONSENT_FIELD]: true };
  const given = Object.keys(headers).find((name) => name.toLowerCase() === ALTCHA_HEADER);
  const extra = { ...headers };
  if (given !== undefined && extra[given] === "") delete extra[given];
  else if (given === undefined && form) extra[ALTCHA_HEADER] = await solvedChallenge(form, base, from, headers);
  return send("POST", typeof body === "string" ? body : JSON.stringify(body), browserHeaders(extra), base, from);
}

/**
 * One request over a socket bound to `from` (node:http: fetch cannot choose its source address).
 * An answer that arrives before the whole body was written (a 413) still counts as the answer.
 */
export async function send(
  method: string,
  body: string | Uint8Array<ArrayBuffer> | undefined,
  headers: Record<string, string>,
  base?: string,
  from: string = nextIp(),
  subPath = "",
): Promise<Answer> {
  return sendTo(new URL(`${contactUrl(base)}${subPath}`), method, body, headers, from);
}

/** The same, to any address of the functions (the collector's among them). */
export async function sendTo(
  url: URL,
  method: string,
  body: string | Uint8Array<ArrayBuffer> | undefined,
  headers: Record<string, string>,
  from: string = nextIp(),
): Promise<Answer & { text: string }> {
  const started = Date.now();
  const payload = body === undefined ? undefined : Buffer.from(body);
  const requestHeaders: Record<string, string> = { ...headers };
  if (payload) requestHeaders["Content-Length"] = String(payload.length);
  const {
    status,
    headers: responseHeaders,
    text,
  } = await new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
    let answered = false;
    const req = http.request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers: requestHeaders, localAddress: from, timeout: 30_000 },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const h = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) h.set(name, Array.isArray(value) ? value.join(", ") : value);
          resolve({ status: res.statusCode ?? 0, headers: h, text: Buffer.concat(chunks).toString("utf8") });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("request timed out")));
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    req.end(payload);
  });
  let json: Record<string, unknown> | null = null;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    json = null;
  }
  return { status, headers: responseHeaders, json, text, ms: Date.now() - started };
}

export async function drain(base?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(outboxUrl(base), { method: "POST", headers: { Authorization: `Bearer ${stack().outboxSecret}` } });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/**
 * Pushes the e-mails earlier tests left pending past the end of the run, so that a drain counts
 * only those of the test that calls it: otherwise a retry of an earlier test that falls due mid-run
 * (sooner on a busy machine) adds to its counts.
 */
export async function parkPendingMail(): Promise<void> {
  await sql()`update public.contact_outbox set next_attempt_at = now() + interval '1 day' where status = 'pending'`;
}

export async function control(path: string): Promise<unknown> {
  const res = await fetch(`${stack().control}${path}`, { method: path.endsWith("/requests") ? "GET" : "POST" });
  const json = await res.json();
  if (!res.ok) throw new Error(`control ${path}: ${JSON.stringify(json)}`);
  return json;
}

let sqlClient: ReturnType<typeof postgres> | null = null;
let edgeSqlClient: ReturnType<typeof postgres> | null = null;
let alertsSqlClient: ReturnType<typeof postgres> | null = null;
/** The main stack's database, as its owner (the tests look at everything). */
export function sql(): ReturnType<typeof postgres> {
  sqlClient ??= postgres(stack().dbUrl, { max: 2, onnotice: () => {}, connect_timeout: 5 });
  return sqlClient;
}
/** The hosted-like instance's own database, as its owner. */
export function edgeSql(): ReturnType<typeof postgres> {
  edgeSqlClient ??= postgres(stack().edgeDbUrl, { max: 2, onnotice: () => {}, connect_timeout: 5 });
  return edgeSqlClient;
}
/** The alerts instance's own database, as its owner. */
export function alertsSql(): ReturnType<typeof postgres> {
  alertsSqlClient ??= postgres(stack().alertsDbUrl, { max: 2, onnotice: () => {}, connect_timeout: 5 });
  return alertsSqlClient;
}
export async function closeSql(): Promise<void> {
  await sqlClient?.end({ timeout: 5 });
  await edgeSqlClient?.end({ timeout: 5 });
  await alertsSqlClient?.end({ timeout: 5 });
  sqlClient = null;
  edgeSqlClient = null;
  alertsSqlClient = null;
}

export async function countRows(): Promise<{ submissions: number; outbox: number }> {
  const [row] = await sql()<{ submissions: number; outbox: number }[]>`
    select (select count(*)::int from public.contact_submissions) as submissions,
           (select count(*)::int from public.contact_outbox) as outbox`;
  return row;
}

export interface MailAddress {
  address: string;
  name: string;
}
export interface Mail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: MailAddress[];
  from: MailAddress[];
  replyTo?: MailAddress[];
  headers: Record<string, string>;
}

export async function mails(): Promise<Mail[]> {
  const res = await fetch(`${stack().mailApi}/email`);
  return (await res.json()) as Mail[];
}

/** The raw message as received over SMTP (maildev's `html` field is re-serialised by its sanitiser). */
export async function mailSource(id: string): Promise<string> {
  return (await fetch(`${stack().mailApi}/email/${id}/source`)).text();
}

export async function clearMails(): Promise<void> {
  await fetch(`${stack().mailApi}/email/all`, { method: "DELETE" });
}

export async function mailsTo(address: string): Promise<Mail[]> {
  return (await mails()).filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** Waits until `check` holds (mail delivery is asynchronous for the server). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

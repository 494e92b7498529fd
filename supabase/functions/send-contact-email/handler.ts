/**
 * send-contact-email: the site's contact form, and the firm's leads. The request handler, with
 * its collaborators passed in (index.ts wires the real ones from the environment).
 *
 *   POST /send-contact-email          a visitor's message (from the site, through supabase-js)
 *   POST /send-contact-email/outbox   the outbox drain (pg_cron every minute; locally a timer)
 *
 * For a message, in this order: CORS (preflight answered first; other origins 403), POST only
 * (405), JSON only (415), at most 16 KiB read (413), valid JSON (400), honeypot (200, nothing
 * stored), the shared contact rules (400 malformed / 422 with the field), the Idempotency-Key
 * (400 if not a UUID), then storage — lead + both e-mails in one transaction, under the rate
 * limits (429) — and only then an attempt to send the e-mails. 200 means the lead is committed;
 * the database being unreachable is 503, never a 2xx. A failing mail provider never changes the
 * answer: the outbox keeps the e-mails until they are sent.
 */
import { checkContactPayload } from "../_shared/contact-rules.ts";
import { bearerMatches } from "../_shared/auth.ts";
import type { FunctionConfig } from "../_shared/config.ts";
import { renderContactEmails } from "../_shared/contact-email.ts";
import { decideCors } from "../_shared/cors.ts";
import { type Db, DatabaseUnavailable, storeSubmission } from "../_shared/db.ts";
import { isJsonContentType, isUuid, jsonResponse, readBodyLimited } from "../_shared/http.ts";
import { clientIp, hashIp } from "../_shared/ip.ts";
import type { MailTransport } from "../_shared/mail/types.ts";
import { deliverNow, drainOutbox } from "../_shared/outbox.ts";

/** The Italian answers, one per situation; `SEND_FAILED` is the site's own toast text (spec §8). */
export const MESSAGES = {
  forbidden: "Richiesta non consentita.",
  methodNotAllowed: "Metodo non consentito.",
  unsupportedMediaType: "La richiesta deve essere in formato JSON.",
  tooLarge: "Il messaggio è troppo lungo.",
  badRequest: "Richiesta non valida.",
  rateLimited: "Hai inviato troppi messaggi. Riprova tra qualche minuto.",
  sendFailed: "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.",
  unauthorized: "Non autorizzato.",
} as const;

export interface HandlerDeps {
  config: FunctionConfig;
  /** null when SUPABASE_DB_URL is not configured: every submission is then a 503. */
  db: Db | null;
  /** null when the transport could not be configured: e-mails wait in the outbox. */
  transport: MailTransport | null;
  /** EdgeRuntime.waitUntil on hosted Supabase: lets the e-mails go out after the answer. */
  waitUntil?: (promise: Promise<unknown>) => void;
  log?: (event: string, data?: Record<string, unknown>) => void;
  now?: () => Date;
  newId?: () => string;
}

/** What Deno.serve passes as its second argument (only the peer's address is used). */
export interface ConnInfo {
  remoteAddr?: { hostname?: string };
}

const defaultLog = (event: string, data: Record<string, unknown> = {}) => console.log(JSON.stringify({ fn: "send-contact-email", event, ...data }));

export function createHandler(deps: HandlerDeps): (req: Request, info?: ConnInfo) => Promise<Response> {
  const { config } = deps;
  const log = deps.log ?? defaultLog;
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? (() => crypto.randomUUID());

  async function drain(req: Request, cors: Record<string, string>): Promise<Response> {
    if (req.method !== "POST") return jsonResponse(405, { error: MESSAGES.methodNotAllowed }, { ...cors, Allow: "POST" });
    if (!bearerMatches(req.headers.get("authorization"), config.outboxSecrets)) return jsonResponse(401, { error: MESSAGES.unauthorized }, cors);
    await req.body?.cancel().catch(() => {});
    if (!deps.db || !deps.transport) return jsonResponse(503, { error: MESSAGES.sendFailed }, cors);
    try {
      const result = await drainOutbox(
        { db: deps.db, transport: deps.transport, mailFrom: config.mailFrom, log },
        { timeoutMs: config.mailTimeoutMs, maxRows: 200, budgetMs: 40_000, concurrency: 2 },
      );
      if (result.sent || result.failed) log("outbox_drained", result);
      return jsonResponse(200, { ok: true, ...result }, cors);
    } catch (error) {
      log("outbox_drain_error", { error: String((error as Error)?.message ?? error) });
      return jsonResponse(503, { error: MESSAGES.sendFailed }, cors);
    }
  }

  async function submit(req: Request, info: ConnInfo | undefined, cors: Record<string, string>): Promise<Response> {
    const fail = (status: number, error: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
      jsonResponse(status, { error, ...extra }, { ...cors, ...headers });

    if (req.method !== "POST") return fail(405, MESSAGES.methodNotAllowed, {}, { Allow: "POST, OPTIONS" });
    if (!isJsonContentType(req.headers.get("content-type"))) {
      await req.body?.cancel().catch(() => {});
      return fail(415, MESSAGES.unsupportedMediaType);
    }
    const read = await readBodyLimited(req, config.maxBodyBytes);
    if (!read.ok) return read.reason === "too_large" ? fail(413, MESSAGES.tooLarge) : fail(400, MESSAGES.badRequest);

    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return fail(400, MESSAGES.badRequest);
    }

    // Honeypot: a field people never see; bots fill it. They get a success and we store nothing.
    if (typeof body === "object" && body !== null && !Array.isArray(body) && "website" in body) {
      const website = (body as Record<string, unknown>).website;
      if (typeof website === "string" && website.trim() !== "") {
        log("honeypot");
        return jsonResponse(200, { ok: true }, cors);
      }
      if (website !== undefined && website !== null && typeof website !== "string") return fail(400, MESSAGES.badRequest);
    }

    const check = checkContactPayload(body, ["website"]);
    if (!check.ok) {
      if (check.field === null || check.field === "consent") return fail(400, check.message);
      return fail(422, check.message, { field: check.field });
    }

    const key = req.headers.get("idempotency-key")?.trim() || null;
    if (key !== null && !isUuid(key)) return fail(400, MESSAGES.badRequest);

    if (!deps.db) {
      log("db_not_configured");
      return fail(503, MESSAGES.sendFailed);
    }

    const id = newId();
    const remote = info?.remoteAddr?.hostname ?? null;
    const ip = clientIp(req.headers, remote);
    const fields = check.value;
    let result;
    try {
      const emails = renderContactEmails(fields, { submissionId: id, receivedAt: now(), inbox: config.contactInbox, siteUrl: config.siteUrl });
      result = await storeSubmission(
        deps.db,
        {
          id,
          ...fields,
          idempotencyKey: key?.toLowerCase() ?? null,
          ipHash: ip ? await hashIp(ip, config.ipHashSecret) : null,
          origin: req.headers.get("origin"),
          userAgent: req.headers.get("user-agent")?.slice(0, 512) ?? null,
          emails,
        },
        config.rateLimit,
      );
    } catch (error) {
      const unavailable = error instanceof DatabaseUnavailable;
      log(unavailable ? "db_unavailable" : "store_error", { error: String((error as Error)?.message ?? error) });
      return fail(unavailable ? 503 : 500, MESSAGES.sendFailed);
    }

    if (result.status === "rate_limited") {
      log("rate_limited", { by: result.by });
      return fail(429, MESSAGES.rateLimited, {}, { "Retry-After": "600" });
    }
    if (result.status === "duplicate") {
      log("duplicate", { id: result.id });
      return jsonResponse(200, { ok: true, id: result.id }, cors);
    }

    log("stored", { id: result.id });
    if (deps.transport) {
      const delivery = deliverNow(
        { db: deps.db, transport: deps.transport, mailFrom: config.mailFrom, log },
        result.outboxIds,
        config.immediateMailTimeoutMs,
      ).catch((error) => log("deliver_now_error", { error: String((error as Error)?.message ?? error) }));
      // Hosted: answer now, send in the background. Elsewhere: send first (bounded by the
      // timeout); either way the answer is 200 — the lead is already committed.
      if (deps.waitUntil) deps.waitUntil(delivery);
      else await delivery;
    }
    return jsonResponse(200, { ok: true, id: result.id }, cors);
  }

  return async (req: Request, info?: ConnInfo): Promise<Response> => {
    let corsHeaders: Record<string, string> = {};
    try {
      const path = new URL(req.url).pathname.replace(/\/+$/, "");
      // Server to server (pg_cron, the dev timer): no browser, no CORS.
      if (path.endsWith("/outbox")) return await drain(req, {});

      const cors = decideCors(req.method, req.headers.get("origin"), config.allowedOrigins);
      corsHeaders = cors.headers;
      if (cors.kind === "preflight") return new Response(null, { status: 204, headers: cors.headers });
      if (cors.kind === "forbidden") {
        await req.body?.cancel().catch(() => {});
        return jsonResponse(403, { error: MESSAGES.forbidden }, cors.headers);
      }
      return await submit(req, info, cors.headers);
    } catch (error) {
      log("unexpected_error", { error: String((error as Error)?.stack ?? error) });
      return jsonResponse(500, { error: MESSAGES.sendFailed }, corsHeaders);
    }
  };
}

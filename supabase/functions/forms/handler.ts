/**
 * forms: every form of the site, and the firm's leads. A body's `kind` says which
 * form: contact (also when there is no `kind`, as the contact form sends it), academy, event or
 * newsletter; and the newsletter's links: newsletter-confirm and newsletter-unsubscribe, with a
 * `token`, answered 200 with the outcome in `status`: confirmed / unsubscribed, or `ok: false` with
 * expired / invalid (never issued, or already used). An expected outcome of following a link is
 * not an HTTP error: the page that asks shows it, and the browser's console stays clean. The request handler, with
 * its collaborators passed in (index.ts wires the real ones from the environment).
 *
 *   POST /forms          a visitor's message (from the site, through supabase-js)
 *   GET  /forms/challenge?form=contact|academy|event|newsletter
 *                                     a proof-of-work challenge for that form (challenge.ts),
 *                                     so many per client and per block an hour (429 past that)
 *   POST /forms/outbox   the outbox drain (pg_cron every minute; locally a timer),
 *                                     then the alerts that are due (alerts.ts) and the
 *                                     weekly report when due (weekly-report.ts)
 *
 * For a message, in this order: CORS (preflight answered first; other origins 403), POST only
 * (405), JSON only (415), at most 16 KiB read (413) within BODY_READ_TIMEOUT_MS (408), valid JSON
 * (400), honeypot (200 shaped like a success, nothing stored), the shared rules of that form (400
 * malformed or with characters no browser sends / 422 with the field), the request's attribution
 * (site-contract/attribution.ts: what breaks a rule is dropped and logged, never the request), the
 * Idempotency-Key (400 if not a UUID; 409 if already used for another request), the solved
 * challenge for that form in the X-Altcha header (400: missing, forged, expired, for another form,
 * or already used — each challenge counts once), then storage — lead + its e-mails in one
 * transaction, under the rate limits (429, Retry-After until the window has room) and the hourly
 * cap on e-mails to visitors — and only then an attempt to send the e-mails. 200 means the lead is
 * committed; the database being unreachable is 503, never a 2xx, and a database that answers but
 * refuses is 500, never a 503. A failing mail provider never changes the answer: the outbox keeps
 * the e-mails until they are sent, or the provider refuses them for good.
 *
 * A request that has paid for nothing — a honeypot hit, a refused proof of work, a newsletter link —
 * meets a per-client limit in memory before any database work (429 past it), and the refusals are
 * counted in memory and written every few seconds (memory-limits.ts, form-events.ts).
 */
import { bearerMatches } from "../_shared/auth.ts";
import { CHALLENGES_PER_ALLOWED_REQUEST, type FunctionConfig } from "../_shared/config.ts";
import { type RenderedEmail, renderContactEmails } from "../_shared/contact-email.ts";
import { decideCors } from "../_shared/cors.ts";
import { checkSolved, issueChallenge, MESSAGES as CHALLENGE_MESSAGES } from "../_shared/challenge.ts";
import {
  countChallengeRequest,
  type Db,
  DatabaseUnavailable,
  type LimitedBy,
  type NewSubmission,
  storeSubmission,
  useChallenge,
  writeFormEvents,
} from "../_shared/db.ts";
import { FormEventTally } from "../_shared/form-events.ts";
import { Cooldowns, UnprovenRequests } from "../_shared/memory-limits.ts";
import { confirmSubscription, recordSignUp, unsubscribe } from "../_shared/newsletter-db.ts";
import { consentVersion } from "../_shared/consent-version.ts";
import { newConfirmToken, tokenHash, unsubscribeToken, verifyUnsubscribeToken } from "../_shared/newsletter-token.ts";
import {
  newsletterLinks,
  renderAcademyEmails,
  renderEventEmails,
  renderNewsletterAlreadySubscribed,
  renderNewsletterNotification,
  renderNewsletterOptIn,
} from "../_shared/request-email.ts";
import {
  ALTCHA_HEADER,
  type Attribution,
  ATTRIBUTION_FIELD,
  type CheckedRequest,
  cleanAttribution,
  checkRequestPayload,
  checkTokenPayload,
  DEFAULT_LOCALE,
  HONEYPOT_FIELD,
  isForbiddenCharactersMessage,
  isTokenRequest,
  type Locale,
  NEWSLETTER_CONFIRM_HOURS,
  REQUEST_KINDS,
  type RequestKind,
  SEND_FAILED,
} from "../_shared/site-contract/index.ts";
import { isJsonContentType, isUuid, jsonResponse, readBodyLimited } from "../_shared/http.ts";
import { clientIp, hashIp, rateLimitBlock, rateLimitBucket, UNKNOWN_CLIENT } from "../_shared/ip.ts";
import type { MailTransport } from "../_shared/mail/types.ts";
import { deliverNow, drainOutbox } from "../_shared/outbox.ts";
import { raiseDueAlerts } from "../_shared/alerts.ts";
import { sendDueWeeklyReport } from "../_shared/weekly-report.ts";
import { alertEvent, errorText, logEvent, type LogEvent } from "../_shared/log.ts";

/** The Italian answers, one per situation; `sendFailed` is the site's send-failure toast (the contract's `SEND_FAILED`). */
export const MESSAGES = {
  forbidden: "Richiesta non consentita.",
  methodNotAllowed: "Metodo non consentito.",
  unsupportedMediaType: "La richiesta deve essere in formato JSON.",
  tooLarge: "Il messaggio è troppo lungo.",
  requestTimeout: "La richiesta non è arrivata per intero in tempo.",
  badRequest: "Richiesta non valida.",
  rateLimited: "Hai inviato troppi messaggi. Riprova tra qualche minuto.",
  rateLimitedRequests: "Hai inviato troppe richieste. Riprova tra qualche minuto.",
  linkExpired: "Il link di conferma è scaduto.",
  linkInvalid: "Il link non è valido o è già stato usato.",
  idempotencyKeyReused: "Questa richiesta è già stata inviata con contenuti diversi. Ricarica la pagina e riprova.",
  sendFailed: SEND_FAILED.it,
  unauthorized: "Non autorizzato.",
} as const;

/**
 * The answers a visitor reads (the form shows them in a toast), in the language of their request;
 * the rules' own messages come in it from the shared rules. The others never reach a page's text.
 */
export const VISITOR_MESSAGES: Readonly<Record<Locale, { rateLimited: string; rateLimitedRequests: string }>> = {
  it: { rateLimited: MESSAGES.rateLimited, rateLimitedRequests: MESSAGES.rateLimitedRequests },
  en: {
    rateLimited: "You've sent too many messages. Please try again in a few minutes.",
    rateLimitedRequests: "You've sent too many requests. Please try again in a few minutes.",
  },
};

export interface HandlerDeps {
  config: FunctionConfig;
  /** null only in tests of what is decided before storage: every submission is then a 503. */
  db: Db | null;
  /** null when the transport could not be configured: e-mails wait in the outbox. */
  transport: MailTransport | null;
  /** EdgeRuntime.waitUntil on hosted Supabase: lets the e-mails go out after the answer. */
  waitUntil?: (promise: Promise<unknown>) => void;
  log?: LogEvent;
  /** What an operator must act on: printed at error level, so the platform's log alerts see it. */
  alert?: LogEvent;
  now?: () => Date;
  newId?: () => string;
  /** For the alert webhook (alerts.ts); the global fetch when not given. */
  fetch?: typeof fetch;
}

/** What Deno.serve passes as its second argument (only the peer's address is used). */
export interface ConnInfo {
  remoteAddr?: { hostname?: string };
}

/**
 * SHA-256 (hex) of a checked request, its fields in a fixed order: what an Idempotency-Key is bound
 * to. Not its attribution: a retry of the same request after another call to action is the same lead.
 */
export async function requestHash(check: CheckedRequest): Promise<string> {
  const value = check.value as unknown as Record<string, string>;
  const canonical = JSON.stringify([
    check.kind,
    Object.keys(value)
      .sort()
      .map((k) => [k, value[k]]),
  ]);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function createHandler(deps: HandlerDeps): (req: Request, info?: ConnInfo) => Promise<Response> {
  const { config } = deps;
  const log = deps.log ?? logEvent;
  const alert = deps.alert ?? alertEvent;
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? (() => crypto.randomUUID());

  // What a flood is answered from, before any database work (memory-limits.ts, form-events.ts).
  const events = new FormEventTally({
    write: (counts) => (deps.db ? writeFormEvents(deps.db, counts) : Promise.resolve()),
    delayMs: config.formEventsFlushMs,
    log,
    waitUntil: deps.waitUntil,
  });
  const unproven = new UnprovenRequests({
    perClient: config.unproven.perClientPerHour,
    perBlock: config.unproven.perBlockPerHour,
    unknownClient: config.rateLimit.unknownClientPerHour,
  });
  /** Clients and blocks the database found over their challenges' allowance, until the oldest leaves the hour. */
  const challengeCooldowns = new Cooldowns<LimitedBy>();
  /** Solutions this isolate accepted, until they expire: a replay here needs no database to be refused. */
  const usedHere = new Cooldowns<"used">();

  /**
   * A request that has paid for nothing — a honeypot hit, a proof of work refused, a newsletter
   * link — is let through so many times per client and block an hour, counted in memory: past
   * that, a 429 (counted too) before anything else is done for it.
   */
  const unprovenRefusal = (ip: string | null, what: string, cors: Record<string, string>, locale: Locale = DEFAULT_LOCALE): Response | null => {
    const retryAfter = unproven.take(ip ? rateLimitBucket(ip) : null, ip ? rateLimitBlock(ip) : null);
    if (retryAfter === null) return null;
    events.add("rate_limited", `unproven:${what}`);
    return jsonResponse(429, { error: VISITOR_MESSAGES[locale].rateLimitedRequests }, { ...cors, "Retry-After": String(retryAfter) });
  };

  async function drain(req: Request, cors: Record<string, string>): Promise<Response> {
    if (req.method !== "POST") return jsonResponse(405, { error: MESSAGES.methodNotAllowed }, { ...cors, Allow: "POST" });
    if (!bearerMatches(req.headers.get("authorization"), config.outboxSecrets)) return jsonResponse(401, { error: MESSAGES.unauthorized }, cors);
    await req.body?.cancel().catch(() => {});
    if (!deps.db) return jsonResponse(503, { error: MESSAGES.sendFailed }, cors);
    const delivery = deps.transport ? { db: deps.db, transport: deps.transport, mailFrom: config.mailFrom, log, alert } : null;
    try {
      // This isolate's counters first: the alerts below read them.
      await events.flush();
      const result = delivery ? await drainOutbox(delivery, { timeoutMs: config.mailTimeoutMs, maxRows: 200, budgetMs: 40_000, concurrency: 2 }) : null;
      if (result && (result.sent || result.failed || result.givenUp)) log("outbox_drained", result);
      // After the drain, so an alert reports what it could not fix; also with no transport,
      // when the webhook may be the only way anyone hears of the e-mails piling up.
      const alerts = await raiseDueAlerts({
        db: deps.db,
        delivery,
        message: { siteUrl: config.siteUrl, visitorMailHourlyCap: config.visitorMailHourlyCap, unknownClientPerHour: config.rateLimit.unknownClientPerHour },
        webhookUrl: config.alertWebhookUrl,
        webhookTimeoutMs: config.alertWebhookTimeoutMs,
        emailTo: config.alertEmailTo,
        mailTimeoutMs: config.immediateMailTimeoutMs,
        now,
        log,
        alert,
        fetch: deps.fetch,
      });
      // Like the alerts: queued with no transport too, and sent once there is one.
      const report = await sendDueWeeklyReport({
        db: deps.db,
        delivery,
        emailTo: config.reportEmailTo,
        mailTimeoutMs: config.immediateMailTimeoutMs,
        log,
        alert,
      });
      if (!result) return jsonResponse(503, { error: MESSAGES.sendFailed }, cors);
      return jsonResponse(200, { ok: true, ...result, alerts: alerts.length, reports: report ? 1 : 0 }, cors);
    } catch (error) {
      log("outbox_drain_error", { error: errorText(error) });
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
    const read = await readBodyLimited(req, config.maxBodyBytes, config.bodyReadTimeoutMs);
    if (!read.ok) {
      if (read.reason === "too_large") return fail(413, MESSAGES.tooLarge);
      if (read.reason === "timeout") return fail(408, MESSAGES.requestTimeout, {}, { Connection: "close" });
      return fail(400, MESSAGES.badRequest);
    }

    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return fail(400, MESSAGES.badRequest);
    }
    const ip = clientIp(config.clientIpSource, req.headers, info?.remoteAddr?.hostname ?? null);

    // Honeypot: a field people never see; bots fill it. They get what a person gets — 200, and
    // an id like a stored request's — so the answer teaches them nothing; we store nothing, and
    // count it in memory for monitoring.
    if (typeof body === "object" && body !== null && !Array.isArray(body) && HONEYPOT_FIELD in body) {
      const trap = (body as Record<string, unknown>)[HONEYPOT_FIELD];
      if (typeof trap === "string" && trap.trim() !== "") {
        const refused = unprovenRefusal(ip, "honeypot", cors);
        if (refused) return refused;
        log("honeypot");
        const kind = (body as Record<string, unknown>).kind ?? "contact";
        events.add("honeypot", (REQUEST_KINDS as readonly unknown[]).includes(kind) ? String(kind) : "other");
        return jsonResponse(200, { ok: true, id: newId() }, cors);
      }
      if (trap !== undefined && trap !== null && typeof trap !== "string") return fail(400, MESSAGES.badRequest);
    }

    if (isTokenRequest(body)) return await followLink(body, ip, req.headers, cors);

    const check = checkRequestPayload(body, [HONEYPOT_FIELD, ATTRIBUTION_FIELD]);
    if (!check.ok) {
      if (check.field === null) return fail(400, check.message);
      // The form sends only once its consent box is ticked: without it, no form's request.
      if (check.field === "consent") return fail(400, check.message, { field: "consent" });
      // Control and bidi characters: the form's own check refuses them before sending, so only a
      // forged request carries them — malformed, not a field to correct.
      if (isForbiddenCharactersMessage(check.message)) return fail(400, check.message, { field: check.field });
      return fail(422, check.message, { field: check.field });
    }
    // For reporting only: what breaks its rules is left out, and the lead is kept all the same.
    const { attribution, dropped } = cleanAttribution((body as Record<string, unknown>)[ATTRIBUTION_FIELD]);
    if (dropped.length > 0) log("attribution_dropped", { kind: check.kind, keys: dropped });

    const key = req.headers.get("idempotency-key")?.trim() || null;
    if (key !== null && !isUuid(key)) return fail(400, MESSAGES.badRequest);

    if (!deps.db) {
      log("db_not_configured");
      return fail(503, MESSAGES.sendFailed);
    }

    // After the rules (free to check) and before anything is stored: a request that has not paid
    // for itself costs us one HMAC, and a solution is recorded as used (the database decides
    // between isolates) only once it has checked out.
    const solved = await checkSolved(req.headers.get(ALTCHA_HEADER), check.kind, config.altchaHmacKey, config.challenge);
    let challengeRefusal: string | null = solved.ok ? null : solved.reason;
    if (solved.ok) {
      const holdFor = Math.max(1, Math.ceil((solved.expiresAt.getTime() - now().getTime()) / 1000));
      try {
        if (usedHere.held([solved.signature]) || !(await useChallenge(deps.db, solved.signature, solved.expiresAt))) challengeRefusal = "used";
      } catch (error) {
        const unavailable = error instanceof DatabaseUnavailable;
        log(unavailable ? "db_unavailable" : "store_error", { error: errorText(error) });
        return fail(unavailable ? 503 : 500, MESSAGES.sendFailed);
      }
      usedHere.hold(solved.signature, holdFor, "used");
    }
    if (challengeRefusal) {
      const refused = unprovenRefusal(ip, "challenge", cors, check.locale);
      if (refused) return refused;
      events.add("challenge_refused", `${challengeRefusal}:${check.kind}`);
      log("challenge_refused", { reason: challengeRefusal, kind: check.kind });
      return fail(400, solved.ok ? CHALLENGE_MESSAGES.used : solved.message, { challenge: challengeRefusal });
    }

    const id = newId();
    if (!ip) log("client_ip_unknown", { source: config.clientIpSource.kind === "header" ? config.clientIpSource.name : "socket" });
    let result;
    try {
      result = await storeSubmission(
        deps.db,
        {
          id,
          ...submissionOf(check, check.locale, id, attribution),
          consentVersion: await consentVersion(check.kind, check.locale),
          idempotencyKey: key?.toLowerCase() ?? null,
          requestHash: await requestHash(check),
          ipHash: ip ? await hashIp(rateLimitBucket(ip), config.ipHashSecret) : UNKNOWN_CLIENT,
          ipBlockHash: ip ? await hashIp(rateLimitBlock(ip), config.ipHashSecret) : null,
          origin: req.headers.get("origin"),
          userAgent: req.headers.get("user-agent")?.slice(0, 512) ?? null,
        },
        { ...config.rateLimit, visitorMailHourlyCap: config.visitorMailHourlyCap, visitorMailPerRecipientDailyCap: config.visitorMailPerRecipientDailyCap },
      );
    } catch (error) {
      const unavailable = error instanceof DatabaseUnavailable;
      log(unavailable ? "db_unavailable" : "store_error", { error: errorText(error) });
      return fail(unavailable ? 503 : 500, MESSAGES.sendFailed);
    }

    if (result.status === "rate_limited") {
      log("rate_limited", { by: result.by, kind: check.kind });
      const words = VISITOR_MESSAGES[check.locale];
      return fail(429, check.kind === "contact" ? words.rateLimited : words.rateLimitedRequests, {}, { "Retry-After": String(result.retryAfterSeconds) });
    }
    if (result.status === "duplicate") {
      log("duplicate", { id: result.id });
      return jsonResponse(200, { ok: true, id: result.id }, cors);
    }
    if (result.status === "key_reused") {
      log("idempotency_key_reused", { id: result.id });
      return fail(409, MESSAGES.idempotencyKeyReused);
    }
    if (result.recipientMailCapped) {
      log("recipient_mail_cap", { id: result.id, kind: check.kind, capPerDay: config.visitorMailPerRecipientDailyCap });
    }
    if (result.visitorMailHeldUntil) {
      // Not dropped: the visitor's e-mail waits in the outbox for its slot under the cap.
      alert("visitor_mail_cap_reached", {
        id: result.id,
        kind: check.kind,
        capPerHour: config.visitorMailHourlyCap,
        sendAfter: result.visitorMailHeldUntil.toISOString(),
      });
    }

    log("stored", { id: result.id, kind: check.kind });
    await deliver(result.outboxIds);
    return jsonResponse(200, { ok: true, id: result.id }, cors);
  }

  /**
   * A fresh challenge for one form: one PBKDF2 derivation at the configured cost, about a
   * millisecond, and an invocation; so each client may fetch only so many an hour, and each block
   * (IPv6 /48, IPv4 /24) so many for all its clients (counted per minute in the database), and past
   * either gets a 429 until the oldest leaves the hour.
   */
  async function challenge(req: Request, info: ConnInfo | undefined, cors: Record<string, string>): Promise<Response> {
    if (req.method !== "GET") return jsonResponse(405, { error: MESSAGES.methodNotAllowed }, { ...cors, Allow: "GET, OPTIONS" });
    const form = new URL(req.url).searchParams.get("form");
    if (!(REQUEST_KINDS as readonly (string | null)[]).includes(form)) return jsonResponse(400, { error: MESSAGES.badRequest }, cors);
    if (!deps.db) return jsonResponse(503, { error: MESSAGES.sendFailed }, cors);
    const ip = clientIp(config.clientIpSource, req.headers, info?.remoteAddr?.hostname ?? null);
    const clientKey = `c ${ip ? rateLimitBucket(ip) : UNKNOWN_CLIENT}`;
    const blockKey = ip ? `b ${rateLimitBlock(ip)}` : null;
    const tooMany = (by: LimitedBy, seconds: number) => {
      events.add("challenge_limited", `${by}:${form}`);
      return jsonResponse(429, { error: MESSAGES.rateLimitedRequests }, { ...cors, "Retry-After": String(Math.min(3600, seconds)) });
    };
    // Already found over its allowance: told again from memory, with no database work.
    const cooling = challengeCooldowns.held([clientKey, blockKey]);
    if (cooling) return tooMany(cooling.reason, cooling.seconds);
    const client = ip ? await hashIp(rateLimitBucket(ip), config.ipHashSecret) : UNKNOWN_CLIENT;
    const block = ip ? await hashIp(rateLimitBlock(ip), config.ipHashSecret) : null;
    try {
      const counted = await countChallengeRequest(deps.db, client, block);
      const allowance = CHALLENGES_PER_ALLOWED_REQUEST * (ip ? config.rateLimit.perIpPerHour : config.rateLimit.unknownClientPerHour);
      const blockAllowance = CHALLENGES_PER_ALLOWED_REQUEST * config.rateLimit.perBlockPerHour;
      const over =
        counted.client.requestsLastHour > allowance
          ? { by: (ip ? "ip" : "unknown_client") as LimitedBy, key: clientKey, count: counted.client }
          : counted.block && blockKey && counted.block.requestsLastHour > blockAllowance
            ? { by: "ip_block" as LimitedBy, key: blockKey, count: counted.block }
            : null;
      if (over) {
        challengeCooldowns.hold(over.key, over.count.oldestLeavesInSeconds, over.by);
        log("challenge_limited", { kind: form, by: over.by });
        return tooMany(over.by, over.count.oldestLeavesInSeconds);
      }
    } catch (error) {
      const unavailable = error instanceof DatabaseUnavailable;
      log(unavailable ? "db_unavailable" : "store_error", { error: errorText(error) });
      return jsonResponse(unavailable ? 503 : 500, { error: MESSAGES.sendFailed }, cors);
    }
    return jsonResponse(200, await issueChallenge(form as RequestKind, config.altchaHmacKey, config.challenge, now()), cors);
  }

  /** Tries the e-mails just committed to the outbox; never changes the answer (the outbox retries). */
  async function deliver(outboxIds: string[]): Promise<void> {
    if (!deps.db || !deps.transport || outboxIds.length === 0) return;
    const delivery = deliverNow(
      { db: deps.db, transport: deps.transport, mailFrom: config.mailFrom, log, alert },
      outboxIds,
      config.immediateMailTimeoutMs,
    ).catch((error) => log("deliver_now_error", { error: errorText(error) }));
    // Hosted: answer now, send in the background. Elsewhere: send first (bounded by the
    // timeout); either way the request is already committed.
    if (deps.waitUntil) deps.waitUntil(delivery);
    else await delivery;
  }

  /**
   * The row of a checked request, in the language it was written in, with where its visit came
   * from, and the e-mails it owes (the newsletter's are decided in the transaction): the visitor's
   * in that language, the firm's with the attribution.
   */
  function submissionOf(
    check: CheckedRequest,
    locale: Locale,
    id: string,
    attribution: Attribution | null,
  ): Pick<NewSubmission, "kind" | "locale" | "name" | "email" | "company" | "message" | "details" | "attribution" | "emails"> {
    const ctx = { submissionId: id, receivedAt: now(), inbox: config.contactInbox, siteUrl: config.siteUrl, locale, attribution };
    switch (check.kind) {
      case "contact":
        return { kind: "contact", locale, ...check.value, attribution, emails: renderContactEmails(check.value, ctx) };
      case "academy": {
        const { name, email, company, goals, ...details } = check.value;
        return { kind: "academy", locale, name, email, company, message: goals, details, attribution, emails: renderAcademyEmails(check.value, ctx) };
      }
      case "event": {
        const { name, email, company, description, ...details } = check.value;
        return { kind: "event", locale, name, email, company, message: description, details, attribution, emails: renderEventEmails(check.value, ctx) };
      }
      case "newsletter": {
        const email = check.value.email;
        return {
          kind: "newsletter",
          locale,
          attribution,
          name: "",
          email,
          company: "",
          message: "",
          emails: async (tx): Promise<RenderedEmail[]> => {
            const token = newConfirmToken();
            const signUp = await recordSignUp(tx, {
              email,
              requestId: id,
              confirmTokenHash: await tokenHash(token),
              expiresInHours: NEWSLETTER_CONFIRM_HOURS,
              locale,
            });
            const unsubscribe = await unsubscribeToken(signUp.subscriptionId, config.newsletterSecret);
            // The sign-up's language, end to end: its e-mail, and the pages its links open.
            const mailCtx = { inbox: config.contactInbox, siteUrl: config.siteUrl, locale };
            if (signUp.kind === "already-confirmed")
              return [renderNewsletterAlreadySubscribed(email, newsletterLinks(config.siteUrl, { unsubscribe }, locale), mailCtx)];
            const links = newsletterLinks(config.siteUrl, { confirm: token, unsubscribe }, locale);
            return [renderNewsletterOptIn(email, { confirm: links.confirm!, unsubscribe: links.unsubscribe }, mailCtx)];
          },
        };
      }
    }
  }

  /**
   * A newsletter link followed on the site: confirm a subscription, or end one. A link costs no
   * proof of work (a mail scanner must not be able to follow it, a person must be able to), so it
   * meets the limit of requests that have paid for nothing before the database.
   */
  async function followLink(body: unknown, ip: string | null, headers: Headers, cors: Record<string, string>): Promise<Response> {
    const check = checkTokenPayload(body);
    const invalid = () => jsonResponse(200, { ok: false, error: MESSAGES.linkInvalid, status: "invalid" }, cors);
    if (!check.ok) return check.message === MESSAGES.badRequest ? jsonResponse(400, { error: MESSAGES.badRequest }, cors) : invalid();
    if (!deps.db) return jsonResponse(503, { error: MESSAGES.sendFailed }, cors);
    const refused = unprovenRefusal(ip, "link", cors);
    if (refused) return refused;
    try {
      if (check.kind === "newsletter-unsubscribe") {
        const subscriptionId = await verifyUnsubscribeToken(check.token, config.newsletterSecret);
        if (!subscriptionId) return invalid();
        await unsubscribe(deps.db, subscriptionId);
        log("newsletter_unsubscribed", { subscriptionId });
        return jsonResponse(200, { ok: true, status: "unsubscribed" }, cors);
      }
      // The confirmation's client, minimised as the sign-up's: the record of the consent's second step.
      const facts = {
        ipHash: ip ? await hashIp(rateLimitBucket(ip), config.ipHashSecret) : UNKNOWN_CLIENT,
        ipBlockHash: ip ? await hashIp(rateLimitBlock(ip), config.ipHashSecret) : null,
        userAgent: headers.get("user-agent")?.slice(0, 512) ?? null,
        origin: headers.get("origin"),
      };
      const result = await confirmSubscription(deps.db, await tokenHash(check.token), facts, (subscription) =>
        renderNewsletterNotification(subscription.email, {
          inbox: config.contactInbox,
          confirmedAt: subscription.confirmedAt,
          subscriptionId: subscription.id,
          locale: subscription.locale,
          attribution: subscription.attribution,
        }),
      );
      log("newsletter_confirm", { status: result.status });
      if (result.status === "expired") return jsonResponse(200, { ok: false, error: MESSAGES.linkExpired, status: "expired" }, cors);
      if (result.status === "invalid") return invalid();
      await deliver(result.outboxIds);
      return jsonResponse(200, { ok: true, status: "confirmed" }, cors);
    } catch (error) {
      const unavailable = error instanceof DatabaseUnavailable;
      log(unavailable ? "db_unavailable" : "store_error", { error: errorText(error) });
      return jsonResponse(unavailable ? 503 : 500, { error: MESSAGES.sendFailed }, cors);
    }
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
      if (path.endsWith("/challenge")) return await challenge(req, info, cors.headers);
      return await submit(req, info, cors.headers);
    } catch (error) {
      log("unexpected_error", { error: errorText(error, "stack") });
      return jsonResponse(500, { error: MESSAGES.sendFailed }, corsHeaders);
    }
  };
}

/**
 * collect: page analytics' collector, speaking Plausible's event API so that the site's tracker
 * (@plausible-analytics/tracker) talks to it as to Plausible (docs/analytics.md).
 *
 *   POST /collect/api/event   one event, JSON (the tracker sends it as text/plain, which needs no preflight)
 *
 * In this order: CORS (a preflight answered first; another origin, or none, 403), the path (404),
 * POST only (405), text/plain or JSON only (415), at most 4 KiB read (413), valid JSON (400); then
 * what is taken without a word: a browser that asks not to be tracked (`Sec-GPC: 1`, `DNT: 1`; the
 * site's tracker sends nothing from one anyway) and a bot (`isbot` on the user agent, or none) get
 * 202 and nothing is stored; then the event's rules (400: an unknown name, no page, no domain; a
 * bad property or referrer is dropped alone), the client's allowance for the minute (429 with
 * Retry-After, the forms' way: its address from the one configured source, ip.ts), and the event
 * stored: 202. The database unreachable is 503, refusing is 500. The tracker never retries, so
 * an answer costs a visitor nothing whatever it is.
 */
import { isbot } from "isbot";
import { decideCors } from "../_shared/cors.ts";
import { DatabaseUnavailable } from "../_shared/database.ts";
import { isJsonContentType, jsonResponse, readBodyLimited } from "../_shared/http.ts";
import { clientIp } from "../_shared/ip.ts";
import { errorText, type LogEvent } from "../_shared/log.ts";
import { EVENT_API_PATH } from "../_shared/site-contract/analytics.ts";
import type { CollectorConfig } from "./config.ts";
import { readEventPayload } from "./event-payload.ts";
import type { EventStore } from "./store.ts";
import { clientOfTheDay, daySaltKeeper, visitorOfTheDay } from "./visitor.ts";

export const MESSAGES = {
  forbidden: "Richiesta non consentita.",
  notFound: "Percorso non trovato.",
  methodNotAllowed: "Metodo non consentito.",
  unsupportedMediaType: "La richiesta deve essere in formato JSON.",
  tooLarge: "L'evento è troppo grande.",
  requestTimeout: "L'evento non è arrivato per intero in tempo.",
  badRequest: "Evento non valido.",
  rateLimited: "Troppi eventi. Riprova tra un minuto.",
  unavailable: "Servizio non disponibile.",
} as const;

export interface CollectorDeps {
  config: CollectorConfig;
  /** null only in tests of what is decided before storage: every event is then a 503. */
  store: EventStore | null;
  log: LogEvent;
  alert: LogEvent;
  now?: () => Date;
}

/** What Deno.serve passes as its second argument (only the peer's address is used). */
export interface ConnInfo {
  remoteAddr?: { hostname?: string };
}

/** An unreachable database is said at most this often, per isolate. */
const UNAVAILABLE_ALERT_EVERY_MS = 60_000;

/** Whether the request says the visitor does not want to be tracked: Global Privacy Control, or Do Not Track. */
export const asksNotToBeTracked = (headers: Headers): boolean => headers.get("sec-gpc")?.trim() === "1" || headers.get("dnt")?.trim() === "1";

const isTextPlain = (value: string | null): boolean => value?.split(";")[0].trim().toLowerCase() === "text/plain";

/** Plausible's own answer to an event it took (or dropped on purpose): 202 and "ok". */
const accepted = (cors: Record<string, string>) =>
  new Response("ok", { status: 202, headers: { ...cors, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export function createCollector(deps: CollectorDeps): (req: Request, info?: ConnInfo) => Promise<Response> {
  const { config, log, alert } = deps;
  const now = deps.now ?? (() => new Date());
  const store = deps.store;
  const saltOfToday = store ? daySaltKeeper(() => store.saltOfToday(), now) : null;
  let lastUnavailableAlert = -Infinity;

  async function collect(req: Request, info: ConnInfo | undefined, cors: Record<string, string>): Promise<Response> {
    const fail = (status: number, error: string, headers: Record<string, string> = {}) => jsonResponse(status, { error }, { ...cors, ...headers });
    if (req.method !== "POST") return fail(405, MESSAGES.methodNotAllowed, { Allow: "POST, OPTIONS" });
    const type = req.headers.get("content-type");
    if (!isTextPlain(type) && !isJsonContentType(type)) {
      await req.body?.cancel().catch(() => {});
      return fail(415, MESSAGES.unsupportedMediaType);
    }
    const read = await readBodyLimited(req, config.maxBodyBytes, config.bodyReadTimeoutMs);
    if (!read.ok) {
      if (read.reason === "too_large") return fail(413, MESSAGES.tooLarge);
      // As the forms do: the connection is closed, its late bytes are not waited for.
      if (read.reason === "timeout") return fail(408, MESSAGES.requestTimeout, { Connection: "close" });
      return fail(400, MESSAGES.badRequest);
    }
    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return fail(400, MESSAGES.badRequest);
    }

    if (asksNotToBeTracked(req.headers)) return accepted(cors);
    const userAgent = req.headers.get("user-agent")?.trim() ?? "";
    if (userAgent === "" || isbot(userAgent)) return accepted(cors);

    const check = readEventPayload(body);
    if (!check.ok) {
      log("event_refused", { reason: check.reason });
      return fail(400, MESSAGES.badRequest);
    }
    if (check.dropped.length > 0) log("event_values_dropped", { name: check.event.name, keys: check.dropped });
    if (!store || !saltOfToday) return fail(503, MESSAGES.unavailable);

    const ip = clientIp(config.clientIpSource, req.headers, info?.remoteAddr?.hostname ?? null);
    try {
      const salt = await saltOfToday();
      const result = await store.collect({
        event: check.event,
        visitor: await visitorOfTheDay(salt, check.event.domain, ip, userAgent),
        client: await clientOfTheDay(salt, ip),
      });
      if (!result.accepted) {
        // One line per client and minute, not one per refused event.
        if (result.requestsThisMinute === config.eventsPerClientPerMinute + 1)
          log("rate_limited", { perMinute: config.eventsPerClientPerMinute, knownClient: ip !== null });
        const moment = now();
        return fail(429, MESSAGES.rateLimited, { "Retry-After": String(60 - moment.getUTCSeconds()) });
      }
    } catch (error) {
      const unavailable = error instanceof DatabaseUnavailable;
      if (!unavailable) log("store_error", { error: errorText(error) });
      else if (now().getTime() - lastUnavailableAlert >= UNAVAILABLE_ALERT_EVERY_MS) {
        // Every page view would say it again while the database is away: once a minute is enough to be seen.
        lastUnavailableAlert = now().getTime();
        alert("db_unavailable", { error: errorText(error) });
      }
      return fail(unavailable ? 503 : 500, MESSAGES.unavailable);
    }
    return accepted(cors);
  }

  return async (req: Request, info?: ConnInfo): Promise<Response> => {
    let corsHeaders: Record<string, string> = {};
    try {
      const cors = decideCors(req.method, req.headers.get("origin"), config.allowedOrigins);
      corsHeaders = cors.headers;
      if (cors.kind === "preflight") return new Response(null, { status: 204, headers: cors.headers });
      if (cors.kind === "forbidden") {
        await req.body?.cancel().catch(() => {});
        return jsonResponse(403, { error: MESSAGES.forbidden }, cors.headers);
      }
      const path = new URL(req.url).pathname.replace(/\/+$/, "");
      if (!path.endsWith(EVENT_API_PATH)) {
        await req.body?.cancel().catch(() => {});
        return jsonResponse(404, { error: MESSAGES.notFound }, cors.headers);
      }
      return await collect(req, info, cors.headers);
    } catch (error) {
      log("unexpected_error", { error: errorText(error, "stack") });
      return jsonResponse(500, { error: MESSAGES.unavailable }, corsHeaders);
    }
  };
}

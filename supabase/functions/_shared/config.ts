/**
 * The function's configuration, read once from the environment (`supabase secrets set …` on
 * the hosted project; the dev orchestrator and the tests locally). Pure: the caller passes a
 * getter (Deno.env.get in the function), so it is unit-tested in Node.
 */
import { parseAllowedOrigins } from "./cors.ts";
import type { ClientIpSource } from "./ip.ts";
import { bodyReadTimeoutMsOf, clientIpSourceOf, ConfigurationError, databaseTlsOf, type EnvGetter, int, isLoopbackUrl, trimmedEnv } from "./settings.ts";
import { type ChallengeSettings, DEFAULT_CHALLENGE_SETTINGS } from "./challenge.ts";
import { FIRM_EMAIL, FIRM_NAME } from "./firm.ts";

export { clientIpSourceOf, ConfigurationError, type EnvGetter } from "./settings.ts";

export interface FunctionConfig {
  allowedOrigins: string[];
  /**
   * CONTACT_DB_URL: the function's own least-privilege role (migration 20261123120000). Required:
   * SUPABASE_DB_URL, which hosted Supabase sets for every function, is the owner role.
   */
  dbUrl: string;
  /**
   * DB_SSL: "verify-full" (TLS, the server's certificate checked against DB_CA_CERT and its name
   * against the URL's host; the default for a non-loopback host) or "disable" (the default on the
   * loopback, and refused for any other host). Never TLS without the check: that is encryption to
   * whoever answers.
   */
  dbSsl: "verify-full" | "disable";
  /**
   * DB_CA_CERT: the PEM of the authority that signs the database's certificate (Supabase's CA,
   * docs/forms-backend.md, "Deploying"); null: the runtime's trusted roots.
   */
  dbCaCert: string | null;
  /**
   * DB_POOL_MAX: connections for storing leads (3), and DB_DELIVERY_POOL_MAX for sending e-mails
   * (2): at most 5 per isolate, against the role's connection limit of 30 (docs/forms-backend.md,
   * "Database role").
   */
  dbPoolMax: number;
  /** DB_DELIVERY_POOL_MAX: connections for sending e-mails (held during each provider call). */
  dbDeliveryPoolMax: number;
  dbConnectTimeoutSeconds: number;
  statementTimeoutMs: number;
  /** Where the firm's notifications go (CONTACT_INBOX; data/site.json's `email` unless set). */
  contactInbox: string;
  /**
   * ALERT_WEBHOOK_URL: where alerts are posted as `{"text": …}` (a Slack or Google Chat incoming
   * webhook), or null. HTTPS (plain HTTP only to the loopback, for the tests): the URL holds the
   * chat's token. A secret: never logged.
   */
  alertWebhookUrl: string | null;
  /** ALERT_WEBHOOK_TIMEOUT_MS: how long one post to the webhook may take (5000). */
  alertWebhookTimeoutMs: number;
  /**
   * ALERT_EMAIL_TO: who receives alerts by e-mail — CONTACT_INBOX unless set; "none" for no
   * e-mail (the webhook and the error-level log line remain).
   */
  alertEmailTo: string | null;
  /**
   * REPORT_EMAIL_TO: who receives the weekly report of page analytics and leads (weekly-report.ts)
   * — CONTACT_INBOX unless set; "none" for no report (no week is then claimed).
   */
  reportEmailTo: string | null;
  /** The sender of both e-mails (MAIL_FROM): an address of a domain verified with the provider. */
  mailFrom: string;
  siteUrl: string;
  mailTransport: "smtp" | "resend";
  smtp: { host: string; port: number; secure: boolean; user: string | null; pass: string | null };
  resend: { apiKey: string | null; apiUrl: string };
  /** Per provider call, in the outbox drain. */
  mailTimeoutMs: number;
  /** Per provider call, in the delivery attempted right after a submission is stored. */
  immediateMailTimeoutMs: number;
  /** Bearer secrets accepted by the outbox drain: OUTBOX_SECRET and SUPABASE_SERVICE_ROLE_KEY. */
  outboxSecrets: string[];
  /** Key of the HMAC that replaces IP addresses (IP_HASH_SECRET). */
  ipHashSecret: string;
  /**
   * Key of the newsletter's unsubscribe links (NEWSLETTER_SECRET). Never rotate it: the links in
   * e-mails already sent would stop working.
   */
  newsletterSecret: string;
  /**
   * RATE_LIMIT_PER_EMAIL_PER_HOUR (5, per mailbox), RATE_LIMIT_PER_IP_PER_HOUR (20, per IPv4
   * address or IPv6 /64), RATE_LIMIT_PER_BLOCK_PER_HOUR (60, all the clients of an IPv6 /48 or an
   * IPv4 /24 together) and RATE_LIMIT_UNKNOWN_CLIENT_PER_HOUR (10, every request without a valid
   * client address together: if the platform stopped sending the address, the forms slow to a
   * trickle and an alert says why, instead of every request going unlimited): requests stored. A
   * client, and a block, may fetch CHALLENGES_PER_ALLOWED_REQUEST challenges for each request it may send.
   */
  rateLimit: { perEmailPerHour: number; perIpPerHour: number; perBlockPerHour: number; unknownClientPerHour: number };
  /**
   * UNPROVEN_PER_CLIENT_PER_HOUR (20) and UNPROVEN_PER_BLOCK_PER_HOUR (60): requests that have paid
   * for nothing (a honeypot hit, a proof of work refused, a newsletter link) let through per client
   * and per block an hour, in each isolate's memory, before any database work; past that, 429.
   * Requests without a client address share RATE_LIMIT_UNKNOWN_CLIENT_PER_HOUR. A person needs a
   * few: a link or two, a proof that expired.
   */
  unproven: { perClientPerHour: number; perBlockPerHour: number };
  /** FORM_EVENTS_FLUSH_MS: how soon the refusals counted in memory reach form_events (2000). */
  formEventsFlushMs: number;
  /**
   * Where the client's address comes from (CLIENT_IP_HEADER): "socket" (the TCP peer, locally)
   * or the one header the platform writes (hosted Supabase: cf-connecting-ip). See ip.ts.
   */
  clientIpSource: ClientIpSource;
  /**
   * VISITOR_MAIL_HOURLY_CAP: at most this many e-mails to visitors (confirmations, newsletter
   * opt-ins) sent in any hour, all visitors together; beyond it leads are still stored and the firm
   * is still notified at once, and each visitor's e-mail waits in the outbox for a later hour
   * (never dropped), and an alert is raised.
   */
  visitorMailHourlyCap: number;
  /**
   * VISITOR_MAIL_PER_RECIPIENT_DAILY_CAP: at most this many e-mails to visitors queued for one
   * mailbox in 24 hours (3); beyond it the request is stored and the firm notified, as above.
   */
  visitorMailPerRecipientDailyCap: number;
  /**
   * ALTCHA_HMAC_KEY: signs the forms' proof-of-work challenges (challenge.ts). Rotating it only
   * voids the challenges of the last few minutes.
   */
  altchaHmacKey: string;
  /** ALTCHA_COST, ALTCHA_COUNTER_MAX: the challenge's difficulty (docs/forms-backend.md, "Proof of work"). */
  challenge: ChallengeSettings;
  maxBodyBytes: number;
  /** BODY_READ_TIMEOUT_MS: how long a request's body may take to arrive, all of it (10000). */
  bodyReadTimeoutMs: number;
}

/**
 * What the function cannot run without, and will not replace with something weaker: each secret
 * keys one thing only (no secret stands in for another, none is written in the code), and the
 * database is reached as the function's own role, never as the owner. `openssl rand -hex 32`
 * gives a secret of 64 characters.
 */
export const REQUIRED_SECRETS = ["ALTCHA_HMAC_KEY", "IP_HASH_SECRET", "NEWSLETTER_SECRET", "OUTBOX_SECRET"] as const;
export const REQUIRED_SETTINGS = [...REQUIRED_SECRETS, "CONTACT_DB_URL"] as const;
export const MIN_SECRET_LENGTH = 32;

/**
 * Challenges a client (and a block) may fetch for each request it may send: a visitor's form fetches one when
 * its code loads and a fresh one after each send; a page reloaded, a second tab or a challenge that
 * expired while the visitor typed take the rest. Issuing one costs a key derivation.
 */
export const CHALLENGES_PER_ALLOWED_REQUEST = 3;

/** ALERT_WEBHOOK_URL: an https URL (http only to the loopback); the value is never echoed (it is a secret). */
export function alertWebhookUrlOf(value: string | undefined): string | null {
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("ALERT_WEBHOOK_URL is not a URL.");
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopbackUrl(value))) {
    throw new Error("ALERT_WEBHOOK_URL must be an https URL (it carries the chat's token).");
  }
  return url.toString();
}

function challengeSettings(get: (name: string) => string | undefined): ChallengeSettings {
  const d = DEFAULT_CHALLENGE_SETTINGS;
  // The range starts where the browser's search does (COUNTER_START): a higher start is work a bot skips.
  if (get("ALTCHA_COUNTER_MIN") !== undefined) {
    throw new ConfigurationError(
      "forms refuses to start: ALTCHA_COUNTER_MIN is no longer read (a lower bound is work a bot skips by starting there); remove it and set ALTCHA_COUNTER_MAX alone.",
    );
  }
  return {
    cost: int(get("ALTCHA_COST"), d.cost, 1, 1_000_000),
    counterMax: int(get("ALTCHA_COUNTER_MAX"), d.counterMax, 1, 10_000_000),
    ttlSeconds: d.ttlSeconds,
  };
}

export function loadConfig(env: EnvGetter): FunctionConfig {
  const get = trimmedEnv(env);
  const missing = REQUIRED_SETTINGS.filter((name) => get(name) === undefined);
  const short = REQUIRED_SECRETS.filter((name) => (get(name)?.length ?? MIN_SECRET_LENGTH) < MIN_SECRET_LENGTH);
  if (missing.length || short.length) {
    const problems = [
      ...(missing.length ? [`not set: ${missing.join(", ")}`] : []),
      ...(short.length ? [`shorter than ${MIN_SECRET_LENGTH} characters: ${short.join(", ")}`] : []),
    ];
    throw new ConfigurationError(`forms refuses to start (${problems.join("; ")}): see docs/forms-backend.md, "Deploying".`);
  }
  const dbUrl = get("CONTACT_DB_URL")!;
  const transport = (get("MAIL_TRANSPORT") ?? (get("RESEND_API_KEY") ? "resend" : "smtp")).toLowerCase();
  if (transport !== "smtp" && transport !== "resend") throw new Error(`MAIL_TRANSPORT must be "smtp" or "resend", not ${JSON.stringify(transport)}.`);
  const smtpPort = int(get("SMTP_PORT"), 1025, 1, 65535);
  const { dbSsl, dbCaCert } = databaseTlsOf(get, dbUrl, "CONTACT_DB_URL");
  const contactInbox = get("CONTACT_INBOX") ?? FIRM_EMAIL;
  const perIpPerHour = int(get("RATE_LIMIT_PER_IP_PER_HOUR"), 20, 1, 1_000_000);
  // The block's limit covers IPv4 /24s too now: an old setting named for IPv6 alone is not read silently as it.
  if (get("RATE_LIMIT_PER_IPV6_48_PER_HOUR") !== undefined) {
    throw new ConfigurationError(
      "forms refuses to start: RATE_LIMIT_PER_IPV6_48_PER_HOUR is now RATE_LIMIT_PER_BLOCK_PER_HOUR (an IPv6 /48 or an IPv4 /24), rename it.",
    );
  }
  const alertEmailTo = get("ALERT_EMAIL_TO") ?? contactInbox;
  const reportEmailTo = get("REPORT_EMAIL_TO") ?? contactInbox;
  return {
    allowedOrigins: parseAllowedOrigins(env("ALLOWED_ORIGINS")),
    dbUrl,
    dbSsl,
    dbCaCert,
    dbPoolMax: int(get("DB_POOL_MAX"), 3, 1, 50),
    dbDeliveryPoolMax: int(get("DB_DELIVERY_POOL_MAX"), 2, 1, 50),
    dbConnectTimeoutSeconds: int(get("DB_CONNECT_TIMEOUT_SECONDS"), 3, 1, 60),
    statementTimeoutMs: int(get("DB_STATEMENT_TIMEOUT_MS"), 5000, 100, 120_000),
    contactInbox,
    alertWebhookUrl: alertWebhookUrlOf(get("ALERT_WEBHOOK_URL")),
    alertWebhookTimeoutMs: int(get("ALERT_WEBHOOK_TIMEOUT_MS"), 5000, 100, 30_000),
    alertEmailTo: alertEmailTo.toLowerCase() === "none" ? null : alertEmailTo,
    reportEmailTo: reportEmailTo.toLowerCase() === "none" ? null : reportEmailTo,
    mailFrom: get("MAIL_FROM") ?? `${FIRM_NAME} <noreply@alturaconsulting.it>`,
    siteUrl: get("SITE_URL") ?? "https://www.alturaconsulting.it",
    mailTransport: transport,
    smtp: {
      host: get("SMTP_HOST") ?? "127.0.0.1",
      port: smtpPort,
      secure: (get("SMTP_SECURE") ?? (smtpPort === 465 ? "true" : "false")).toLowerCase() === "true",
      user: get("SMTP_USER") ?? null,
      pass: get("SMTP_PASS") ?? null,
    },
    resend: { apiKey: get("RESEND_API_KEY") ?? null, apiUrl: get("RESEND_API_URL") ?? "https://api.resend.com/emails" },
    mailTimeoutMs: int(get("MAIL_TIMEOUT_MS"), 10_000, 100, 120_000),
    immediateMailTimeoutMs: int(get("IMMEDIATE_MAIL_TIMEOUT_MS"), 4000, 100, 60_000),
    outboxSecrets: [get("OUTBOX_SECRET"), get("SUPABASE_SERVICE_ROLE_KEY")].filter((s): s is string => !!s),
    ipHashSecret: get("IP_HASH_SECRET")!,
    newsletterSecret: get("NEWSLETTER_SECRET")!,
    rateLimit: {
      perEmailPerHour: int(get("RATE_LIMIT_PER_EMAIL_PER_HOUR"), 5, 1, 1_000_000),
      perIpPerHour,
      perBlockPerHour: int(get("RATE_LIMIT_PER_BLOCK_PER_HOUR"), 60, 1, 1_000_000),
      unknownClientPerHour: int(get("RATE_LIMIT_UNKNOWN_CLIENT_PER_HOUR"), 10, 1, 1_000_000),
    },
    unproven: {
      perClientPerHour: int(get("UNPROVEN_PER_CLIENT_PER_HOUR"), 20, 1, 1_000_000),
      perBlockPerHour: int(get("UNPROVEN_PER_BLOCK_PER_HOUR"), 60, 1, 1_000_000),
    },
    formEventsFlushMs: int(get("FORM_EVENTS_FLUSH_MS"), 2000, 50, 60_000),
    clientIpSource: clientIpSourceOf(get("CLIENT_IP_HEADER"), get("SB_EXECUTION_ID") !== undefined),
    visitorMailHourlyCap: int(get("VISITOR_MAIL_HOURLY_CAP"), 200, 1, 1_000_000),
    visitorMailPerRecipientDailyCap: int(get("VISITOR_MAIL_PER_RECIPIENT_DAILY_CAP"), 3, 1, 1_000),
    altchaHmacKey: get("ALTCHA_HMAC_KEY")!,
    challenge: challengeSettings(get),
    maxBodyBytes: 16 * 1024,
    bodyReadTimeoutMs: bodyReadTimeoutMsOf(get),
  };
}

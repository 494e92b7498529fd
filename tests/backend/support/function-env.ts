import { stack } from "./stack";

/**
 * The settings without which the function refuses to start (supabase/functions/_shared/config.ts),
 * for tests that build its configuration from an environment of their own. Test values: 32
 * characters or more, as the function asks of a secret.
 */
export const REQUIRED_ENV: Record<string, string> = {
  ALTCHA_HMAC_KEY: "test-altcha-hmac-key-0123456789abcdef",
  IP_HASH_SECRET: "test-ip-hash-secret-0123456789abcdef",
  NEWSLETTER_SECRET: "test-newsletter-secret-0123456789abcdef",
  OUTBOX_SECRET: "test-outbox-secret-0123456789abcdef",
  CONTACT_DB_URL: "postgresql://contact_function:x@127.0.0.1:1/postgres",
};

/** What Supabase's runtime sets in every function's environment by itself, and a site to serve. */
export const hostedRuntimeEnv = (): Record<string, string> => ({
  SB_EXECUTION_ID: "00000000-0000-4000-8000-000000000000",
  SUPABASE_DB_URL: stack().dbUrl,
  SUPABASE_SERVICE_ROLE_KEY: "service-role-key-0123456789abcdef0123456789",
  ALLOWED_ORIGINS: stack().allowedOrigin,
  MAIL_TRANSPORT: "resend",
  RESEND_API_KEY: "re_test_key",
});

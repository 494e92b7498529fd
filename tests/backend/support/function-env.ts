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

/**
 * The site's one Supabase client, created on first use in the browser only, with the
 * library's default auth settings (session in localStorage under
 * `sb-<project>-auth-token`, automatic token refresh). The contact form imports this
 * module dynamically, so supabase-js is fetched only when a visitor starts using it.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

/**
 * The local backend started by `npm start` (scripts/backend/local-env.mjs): the default when no
 * project is configured, which a build for the public site may not rely on (forms-backend-build.ts).
 */
export const LOCAL_URL = "http://127.0.0.1:54321";
const LOCAL_ANON_KEY = "local-anon-key-not-a-secret";

let client: SupabaseClient | undefined;

export const supabaseSettings = () => ({
  url: process.env.GATSBY_SUPABASE_URL || LOCAL_URL,
  anonKey: process.env.GATSBY_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
});

export const getSupabase = (): SupabaseClient => {
  if (typeof window === "undefined") throw new Error("The Supabase client is created in the browser only.");
  if (!client) {
    const { url, anonKey } = supabaseSettings();
    client = createClient(url, anonKey);
  }
  return client;
};

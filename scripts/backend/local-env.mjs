/**
 * The local backend's fixed addresses and keys (none of them secret: everything listens on
 * 127.0.0.1 only). The site talks to the local functions gateway like it talks to a hosted
 * project: GATSBY_SUPABASE_URL + GATSBY_SUPABASE_ANON_KEY.
 *
 * LOCAL_ANON_KEY is any non-secret string: the function is deployed with verify_jwt = false
 * (anonymous visitors call it) and does not look at the key.
 */

export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";
export const LOCAL_ANON_KEY = "local-anon-key-not-a-secret";

export const LOCAL_FUNCTIONS_PORT = 54321;
export const LOCAL_DB_PORT = 54322;
export const LOCAL_DB_URL = `postgresql://postgres:postgres@127.0.0.1:${LOCAL_DB_PORT}/postgres`;
export const LOCAL_SMTP_PORT = 1025;
export const LOCAL_MAIL_WEB_PORT = 1080;
export const LOCAL_MAIL_WEB_URL = `http://127.0.0.1:${LOCAL_MAIL_WEB_PORT}`;
/**
 * Where the newsletter's e-mail links point locally (the function's SITE_URL): `gatsby develop`,
 * which listens on 127.0.0.1 only.
 */
export const LOCAL_SITE_URL = "http://127.0.0.1:8000";
/** The project-local, git-ignored PostgreSQL cluster (kept across restarts). */
export const LOCAL_PG_DIR = ".tmp/postgres";

/** The environment the site (gatsby develop / build) needs to reach the local backend. */
export function localSiteEnv() {
  return { GATSBY_SUPABASE_URL: LOCAL_SUPABASE_URL, GATSBY_SUPABASE_ANON_KEY: LOCAL_ANON_KEY };
}

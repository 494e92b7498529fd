// The types of local-env.mjs, for the TypeScript scripts that import it (tsc does not read JavaScript).
export declare const LOCAL_SUPABASE_URL: string;
export declare const LOCAL_ANON_KEY: string;
export declare const LOCAL_FUNCTIONS_PORT: number;
export declare const LOCAL_DB_PORT: number;
export declare const LOCAL_DB_URL: string;
export declare const LOCAL_SMTP_PORT: number;
export declare const LOCAL_MAIL_WEB_PORT: number;
export declare const LOCAL_MAIL_WEB_URL: string;
export declare const LOCAL_SITE_URL: string;
export declare const LOCAL_PG_DIR: string;
export declare function localSiteEnv(): { GATSBY_SUPABASE_URL: string; GATSBY_SUPABASE_ANON_KEY: string };

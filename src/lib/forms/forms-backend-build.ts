/**
 * A build for the public site must name its forms' backend. Without GATSBY_SUPABASE_URL the forms
 * call the local backend (supabase-client.ts) and the CSP's connect-src allows it
 * (src/gatsby-node/post-build.ts): the published site would send visitors' messages to port 54321
 * of their own machine. So a production build (NODE_ENV=production, as `gatsby build` sets it)
 * whose SITE_URL is not this machine stops, naming what to set; a build for a local SITE_URL, and
 * `gatsby develop`, keep the local backend as their default.
 */
import { configuredSiteUrl } from "../seo/site-url";
import { LOCAL_URL } from "./supabase-client";

const isLoopbackHost = (hostname: string): boolean => hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);

/** Whether this is a production build of the site published at a public address. */
export const isPublicBuild = (env: NodeJS.ProcessEnv): boolean => env.NODE_ENV === "production" && !isLoopbackHost(new URL(configuredSiteUrl(env)).hostname);

/** Why this build cannot go on without its forms' backend, or null when it can. */
export const formsBackendProblem = (env: NodeJS.ProcessEnv = process.env): string | null => {
  if (!isPublicBuild(env)) return null;
  const missing = ["GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY"].filter((name) => !env[name]?.trim());
  if (missing.length === 0) return null;
  return (
    `${missing.join(" and ")} not set: this production build for ${configuredSiteUrl(env)} would send the forms to the local backend ` +
    `(${LOCAL_URL}) and allow it in its Content-Security-Policy. Set both to the Supabase project's URL and anon key ` +
    '(docs/deploying.md, "Environment of a production build"), or build for a local SITE_URL.'
  );
};

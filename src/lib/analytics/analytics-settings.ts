/**
 * Where the site's page analytics go, decided once at build time from the environment: the
 * browser's tracker (written into the bundles as the constant ANALYTICS_SETTINGS,
 * src/gatsby-node/webpack.ts), the Content-Security-Policy's connect-src (post-build.ts) and the
 * build's check (gatsby-node's onPreBootstrap) all read this one answer (docs/analytics.md).
 *
 * - GATSBY_ANALYTICS_ENDPOINT: a hosted or self-hosted Plausible's event API
 *   (`https://plausible.example.com/api/event`);
 * - otherwise the embedded collector, the `collect` function of the Supabase project the forms
 *   call (GATSBY_SUPABASE_URL, the local backend when unset): `<project>/functions/v1/collect/api/event`;
 * - `gatsby develop` measures nothing unless GATSBY_ANALYTICS_IN_DEVELOP=1.
 *
 * Read in Node only, at build and in Jest: the browser gets the answer as a constant.
 */
import { ANALYTICS_FUNCTION, EVENT_API_PATH } from "../../../supabase/functions/_shared/site-contract/analytics";
import { isPublicBuild } from "../forms/forms-backend-build";
import { LOCAL_URL } from "../forms/supabase-client";
import { configuredSiteUrl } from "../seo/site-url";

export interface AnalyticsSettings {
  /** Where the tracker posts each event (Plausible's `/api/event`). */
  endpoint: string;
  /** Plausible's `domain`: the host of SITE_URL, the site as the collector (or Plausible) knows it. */
  domain: string;
  /**
   * Whether pages served from this machine (localhost, 127.x) are measured: only when the endpoint
   * is on this machine too, the local collector of `npm start`, `npm run serve` and the tests. A
   * build for a public address never counts a developer's local visits.
   */
  captureOnLocalhost: boolean;
}

type Env = Partial<Record<string, string>>;

/** Asks `gatsby develop` to measure its pages too (into the local collector, unless an endpoint is named). */
export const DEVELOP_SWITCH = "GATSBY_ANALYTICS_IN_DEVELOP";

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

const isLoopback = (url: URL): boolean => LOOPBACK_HOST.test(url.hostname);

/** The embedded collector of a Supabase project. */
export const collectorEndpoint = (supabaseUrl: string): string => `${supabaseUrl.replace(/\/+$/, "")}/functions/v1/${ANALYTICS_FUNCTION}${EVENT_API_PATH}`;

/** The endpoint the environment names, or the embedded collector's. */
const endpointOf = (env: Env): string => env.GATSBY_ANALYTICS_ENDPOINT?.trim() || collectorEndpoint(env.GATSBY_SUPABASE_URL?.trim() || LOCAL_URL);

/** Whether this run measures anything: every production build; `gatsby develop` only when asked. */
const measures = (env: Env): boolean => env.NODE_ENV === "production" || env[DEVELOP_SWITCH]?.trim() === "1";

/**
 * Why this environment cannot give the site its analytics, or null when it can. A production build
 * stops on it (never a build that silently measures less, or measures into a visitor's own machine).
 */
export const analyticsProblem = (env: Env = process.env): string | null => {
  if (!measures(env)) return null;
  const endpoint = endpointOf(env);
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return `GATSBY_ANALYTICS_ENDPOINT is not an address (${JSON.stringify(endpoint)}): name a Plausible event API, https://<host>/api/event, or unset it for the embedded collector (docs/analytics.md).`;
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopback(url))) {
    return `The analytics endpoint ${url.origin} is not https: a page served over https may not post to it. Use https, or unset GATSBY_ANALYTICS_ENDPOINT for the embedded collector (docs/analytics.md).`;
  }
  if (url.search || url.hash || url.username || url.password) {
    return `The analytics endpoint ${url.origin}${url.pathname} carries a query, a fragment or credentials: name the event API's address alone (docs/analytics.md).`;
  }
  // A build for a public address may measure into this machine only beside forms that go there too
  // (npm test's build against the end-to-end backend); without a forms' backend, formsBackendProblem speaks first.
  const forms = env.GATSBY_SUPABASE_URL?.trim() ? new URL(env.GATSBY_SUPABASE_URL.trim()) : null;
  if (isPublicBuild(env as NodeJS.ProcessEnv) && isLoopback(url) && !(forms && isLoopback(forms))) {
    return (
      `This production build for ${configuredSiteUrl(env as NodeJS.ProcessEnv)} would send its visitors' page views to ${url.origin}, their own machine` +
      `${forms ? `, and its forms to ${forms.origin}` : ""}: unset GATSBY_ANALYTICS_ENDPOINT for the collector of GATSBY_SUPABASE_URL's project, or name a Plausible (docs/analytics.md).`
    );
  }
  return null;
};

/** The site's analytics for this environment; null when it measures nothing (`gatsby develop` unasked). Throws on an environment analyticsProblem refuses. */
export const analyticsSettings = (env: Env = process.env): AnalyticsSettings | null => {
  const problem = analyticsProblem(env);
  if (problem) throw new Error(problem);
  if (!measures(env)) return null;
  const endpoint = new URL(endpointOf(env));
  return {
    endpoint: endpoint.toString(),
    domain: new URL(configuredSiteUrl(env as NodeJS.ProcessEnv)).hostname,
    captureOnLocalhost: isLoopback(endpoint),
  };
};

/**
 * Where a build's page analytics go (src/lib/analytics/analytics-settings.ts): the embedded collector
 * of the forms' Supabase project by default, a Plausible when GATSBY_ANALYTICS_ENDPOINT names one,
 * nothing under `gatsby develop` unless asked; a production build that cannot send them where they
 * belong stops, saying why.
 */
import { analyticsProblem, analyticsSettings, collectorEndpoint } from "../../../src/lib/analytics/analytics-settings";

const project = { GATSBY_SUPABASE_URL: "https://abcd.supabase.co", GATSBY_SUPABASE_ANON_KEY: "anon-key" };

test("a production build for the public site: the project's collector, the site's host as domain, local visits never counted", () => {
  expect(analyticsSettings({ NODE_ENV: "production", ...project })).toEqual({
    endpoint: "https://abcd.supabase.co/functions/v1/collect/api/event",
    domain: "www.alturaconsulting.it",
    captureOnLocalhost: false,
  });
  expect(analyticsSettings({ NODE_ENV: "production", ...project, SITE_URL: "https://staging.alturaconsulting.it/" })?.domain).toBe(
    "staging.alturaconsulting.it",
  );
  expect(collectorEndpoint("https://abcd.supabase.co/")).toBe("https://abcd.supabase.co/functions/v1/collect/api/event");
});

test("GATSBY_ANALYTICS_ENDPOINT names a hosted or self-hosted Plausible instead", () => {
  expect(analyticsSettings({ NODE_ENV: "production", ...project, GATSBY_ANALYTICS_ENDPOINT: " https://plausible.io/api/event " })).toEqual({
    endpoint: "https://plausible.io/api/event",
    domain: "www.alturaconsulting.it",
    captureOnLocalhost: false,
  });
});

test("a build served on this machine against the local backend records into the local collector, its local pages included", () => {
  // scripts/test.sh's build (the e2e backend), and `npm run build` with npm start's backend.
  expect(analyticsSettings({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:9000", GATSBY_SUPABASE_URL: "http://127.0.0.1:54421" })).toEqual({
    endpoint: "http://127.0.0.1:54421/functions/v1/collect/api/event",
    domain: "127.0.0.1",
    captureOnLocalhost: true,
  });
  expect(analyticsSettings({ NODE_ENV: "production", SITE_URL: "http://localhost:9000" })?.endpoint).toBe(
    "http://127.0.0.1:54321/functions/v1/collect/api/event",
  );
  // npm test's build (scripts/test.sh): the public address, the end-to-end backend for the forms and the analytics alike.
  expect(analyticsSettings({ NODE_ENV: "production", GATSBY_SUPABASE_URL: "http://127.0.0.1:54421", GATSBY_SUPABASE_ANON_KEY: "k" })).toEqual({
    endpoint: "http://127.0.0.1:54421/functions/v1/collect/api/event",
    domain: "www.alturaconsulting.it",
    captureOnLocalhost: true,
  });
});

test("gatsby develop measures nothing unless GATSBY_ANALYTICS_IN_DEVELOP=1 asks", () => {
  expect(analyticsSettings({ NODE_ENV: "development", ...project })).toBeNull();
  expect(analyticsSettings({ NODE_ENV: "development", GATSBY_ANALYTICS_IN_DEVELOP: "0" })).toBeNull();
  expect(analyticsSettings({})).toBeNull();
  expect(analyticsSettings({ NODE_ENV: "development", GATSBY_ANALYTICS_IN_DEVELOP: "1", GATSBY_SUPABASE_URL: "http://127.0.0.1:54321" })).toEqual({
    endpoint: "http://127.0.0.1:54321/functions/v1/collect/api/event",
    domain: "www.alturaconsulting.it",
    captureOnLocalhost: true,
  });
});

test("an inconsistent configuration stops a production build with a message that says what to set, never a weaker build", () => {
  const problem = (env: Record<string, string>) => analyticsProblem({ NODE_ENV: "production", ...project, ...env });
  expect(problem({ GATSBY_ANALYTICS_ENDPOINT: "plausible.io/api/event" })).toMatch(/^GATSBY_ANALYTICS_ENDPOINT is not an address/);
  expect(problem({ GATSBY_ANALYTICS_ENDPOINT: "http://stats.example.com/api/event" })).toMatch(/is not https/);
  expect(problem({ GATSBY_ANALYTICS_ENDPOINT: "https://stats.example.com/api/event?key=1" })).toMatch(/query, a fragment or credentials/);
  expect(problem({ GATSBY_ANALYTICS_ENDPOINT: "http://127.0.0.1:8000/api/event" })).toMatch(
    /production build for https:\/\/www\.alturaconsulting\.it would send its visitors' page views to http:\/\/127\.0\.0\.1:8000, their own machine, and its forms to https:\/\/abcd\.supabase\.co/,
  );
  expect(analyticsProblem({ NODE_ENV: "production" })).toMatch(/page views to http:\/\/127\.0\.0\.1:54321, their own machine: unset/);
  // npm test's build: a public address, its forms and its analytics both on the end-to-end backend.
  expect(analyticsProblem({ NODE_ENV: "production", GATSBY_SUPABASE_URL: "http://127.0.0.1:54421", GATSBY_SUPABASE_ANON_KEY: "k" })).toBeNull();
  expect(() => analyticsSettings({ NODE_ENV: "production", ...project, GATSBY_ANALYTICS_ENDPOINT: "ftp://x/api/event" })).toThrow(/not https/);
  for (const env of [{}, { GATSBY_ANALYTICS_ENDPOINT: "https://plausible.io/api/event" }] as Record<string, string>[]) expect(problem(env)).toBeNull();
  expect(analyticsProblem({ NODE_ENV: "development", GATSBY_ANALYTICS_ENDPOINT: "nonsense" })).toBeNull();
  expect(analyticsProblem({ NODE_ENV: "development", GATSBY_ANALYTICS_IN_DEVELOP: "1", GATSBY_ANALYTICS_ENDPOINT: "nonsense" })).toMatch(/not an address/);
});

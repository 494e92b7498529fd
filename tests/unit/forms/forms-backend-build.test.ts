import { formsBackendProblem, isPublicBuild } from "../../../src/lib/forms/forms-backend-build";

const project = { GATSBY_SUPABASE_URL: "https://abcd.supabase.co", GATSBY_SUPABASE_ANON_KEY: "anon-key" };

test("a production build for the public site without its Supabase project stops, saying what to set", () => {
  const problem = formsBackendProblem({ NODE_ENV: "production" });
  expect(problem).toMatch(/^GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY not set: this production build for https:\/\/www\.alturaconsulting\.it/);
  expect(problem).toContain("http://127.0.0.1:54321");
  expect(problem).toContain("docs/deploying.md");
  expect(
    formsBackendProblem({ NODE_ENV: "production", SITE_URL: "https://staging.alturaconsulting.it", GATSBY_SUPABASE_URL: "https://abcd.supabase.co" }),
  ).toMatch(/^GATSBY_SUPABASE_ANON_KEY not set: this production build for https:\/\/staging\.alturaconsulting\.it/);
  expect(formsBackendProblem({ NODE_ENV: "production", GATSBY_SUPABASE_URL: " ", GATSBY_SUPABASE_ANON_KEY: "k" })).toMatch(/^GATSBY_SUPABASE_URL not set/);
});

test("with the project set, a build for a local address, and the development server go on", () => {
  expect(formsBackendProblem({ NODE_ENV: "production", ...project })).toBeNull();
  // scripts/test.sh's build: the end-to-end tests' backend, named.
  expect(formsBackendProblem({ NODE_ENV: "production", GATSBY_SUPABASE_URL: "http://127.0.0.1:54421", GATSBY_SUPABASE_ANON_KEY: "local" })).toBeNull();
  for (const SITE_URL of ["http://127.0.0.1:9000", "http://localhost:9000/", "http://[::1]:9000"]) {
    expect(isPublicBuild({ NODE_ENV: "production", SITE_URL })).toBe(false);
    expect(formsBackendProblem({ NODE_ENV: "production", SITE_URL })).toBeNull();
  }
  expect(formsBackendProblem({ NODE_ENV: "development" })).toBeNull();
  expect(formsBackendProblem({})).toBeNull();
});

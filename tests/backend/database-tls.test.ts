/**
 * The database over TLS checks whom it talks to: the server's certificate must chain to DB_CA_CERT
 * (Supabase's CA in production) and name the URL's host. The test database offers TLS with a
 * certificate from a throw-away authority (tests/backend/global-setup.mjs); the hosted-like "edge"
 * instance connects through it, and an instance given another authority must not connect at all.
 */
import { runFunction } from "./support/deno";
import { REQUIRED_ENV } from "./support/function-env";
import { closeSql, edgeSql, post, stack, validBody } from "./support/stack";

afterAll(closeSql);

/** The function on the main database by the certificate's name, with `extra` (DB_SSL, DB_CA_CERT). */
const tlsEnv = (extra: Record<string, string>) => ({
  ...REQUIRED_ENV,
  ALLOWED_ORIGINS: stack().allowedOrigin,
  CONTACT_DB_URL: stack().functionTlsDbUrl,
  ...extra,
});

test("the hosted-like instance reaches its database over TLS, the certificate checked", async () => {
  expect((await post(validBody(), { "CF-Connecting-IP": "198.51.100.77" }, stack().edgeFunctionsUrl)).status).toBe(200);
  const connections = await edgeSql()<{ ssl: boolean }[]>`
    select s.ssl from pg_stat_ssl s join pg_stat_activity a using (pid)
    where a.usename = 'contact_function' and a.datname = current_database()`;
  expect(connections.length).toBeGreaterThan(0);
  expect(connections.every((c) => c.ssl)).toBe(true);
});

test("a certificate from another authority: no connection (503), and the log says why", async () => {
  const run = await runFunction(tlsEnv({ DB_SSL: "verify-full", DB_CA_CERT: stack().otherCaCert }));
  if (!run.served) throw new Error(`did not start:\n${run.output()}`);
  try {
    const res = await fetch(`${run.url}/forms/outbox`, { method: "POST", headers: { Authorization: `Bearer ${REQUIRED_ENV.OUTBOX_SECRET}` } });
    expect(res.status).toBe(503);
    expect(run.output()).toMatch(/"event":"outbox_drain_error".*certificate/i);
  } finally {
    await run.stop();
  }
});

test("DB_CA_CERT may hold several authorities (a chain, a bundle): the one that signed the certificate is enough", async () => {
  const run = await runFunction(tlsEnv({ DB_SSL: "verify-full", DB_CA_CERT: `${stack().otherCaCert}\n${stack().dbCaCert}` }));
  if (!run.served) throw new Error(`did not start:\n${run.output()}`);
  try {
    // Fetching a challenge is counted in the database: a 200 is a connection made.
    const res = await fetch(`${run.url}/forms/challenge?form=contact`, { headers: { Origin: stack().allowedOrigin } });
    expect(res.status).toBe(200);
  } finally {
    await run.stop();
  }
});

test('DB_SSL "require" (encryption without the check) is refused at start', async () => {
  const run = await runFunction(tlsEnv({ DB_SSL: "require", DB_CA_CERT: stack().dbCaCert }));
  if (run.served) await run.stop();
  expect(run.served).toBe(false);
  expect(run.output()).toMatch(/"event":"refused_to_start".*DB_SSL must be \\"verify-full\\" or \\"disable\\"/);
});

test("a certificate from the right authority for another host name: no connection (503), and the log says why", async () => {
  // The test database's certificate names localhost only; this instance reaches it by its address.
  const byAddress = stack().functionTlsDbUrl.replace("@localhost:", "@127.0.0.1:");
  expect(byAddress).toContain("@127.0.0.1:");
  const run = await runFunction(tlsEnv({ CONTACT_DB_URL: byAddress, DB_SSL: "verify-full", DB_CA_CERT: stack().dbCaCert }));
  if (!run.served) throw new Error(`did not start:\n${run.output()}`);
  try {
    const res = await fetch(`${run.url}/forms/outbox`, { method: "POST", headers: { Authorization: `Bearer ${REQUIRED_ENV.OUTBOX_SECRET}` } });
    expect(res.status).toBe(503);
    expect(run.output()).toMatch(/"event":"outbox_drain_error".*(certificate|altname|hostname|IP: 127\.0\.0\.1)/i);
  } finally {
    await run.stop();
  }
});

test('DB_SSL "disable" for a database that is not on this machine is refused at start: one setting would send its password and every lead in clear', async () => {
  const run = await runFunction(tlsEnv({ CONTACT_DB_URL: "postgresql://contact_function:x@db.example.test:6543/postgres", DB_SSL: "disable" }));
  if (run.served) await run.stop();
  expect(run.served).toBe(false);
  expect(run.output()).toMatch(/"event":"refused_to_start".*DB_SSL=disable is only for a database on this machine/);
  expect(run.output()).not.toContain("db.example.test:6543/postgres");
});

test('DB_SSL "disable" on the loopback (the local stacks) is allowed', async () => {
  const run = await runFunction(tlsEnv({ DB_SSL: "disable" }));
  if (!run.served) throw new Error(`did not start:\n${run.output()}`);
  await run.stop();
});

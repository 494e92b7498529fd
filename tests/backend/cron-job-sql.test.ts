/**
 * pg_cron and pg_net are not available to a plain PostgreSQL (and pg_net is not packaged by
 * Debian), so the schedule migration skips itself locally. What can be checked here is the SQL
 * the cron job runs every minute: it is taken from the migration file and executed in a scratch
 * database against stand-ins for Supabase Vault (vault.decrypted_secrets) and pg_net
 * (net.http_post, recording its calls).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { stack } from "./support/stack";

const migration = readFileSync(path.resolve(__dirname, "../../supabase/migrations/20261121120100_contact_outbox_cron.sql"), "utf8");
const jobSql = /\$job\$([\s\S]*?)\$job\$/.exec(migration)![1];

let admin: ReturnType<typeof postgres>;
let db: ReturnType<typeof postgres>;

beforeAll(async () => {
  admin = postgres(stack().dbUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe("drop database if exists cron_job_check");
  await admin.unsafe("create database cron_job_check");
  db = postgres(stack().dbUrl.replace(/\/postgres$/, "/cron_job_check"), { max: 1, onnotice: () => {} });
  await db.unsafe(`
    create schema vault;
    create table vault.secrets (name text primary key, decrypted_secret text not null);
    create view vault.decrypted_secrets as select name, decrypted_secret from vault.secrets;
    create schema net;
    create table net.calls (url text, body jsonb, headers jsonb, timeout_milliseconds int);
    create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
                                  headers jsonb default '{"Content-Type": "application/json"}', timeout_milliseconds int default 5000)
    returns bigint language sql as $$
      insert into net.calls values (url, body, headers, timeout_milliseconds);
      select count(*) from net.calls;
    $$;`);
});

afterAll(async () => {
  await db?.end({ timeout: 5 });
  await admin?.unsafe("drop database if exists cron_job_check");
  await admin?.end({ timeout: 5 });
});

test("until both Vault secrets exist, the job calls nothing", async () => {
  await db.unsafe(jobSql);
  await db`insert into vault.secrets values ('contact_outbox_url', 'https://ref.supabase.co/functions/v1/forms/outbox')`;
  await db.unsafe(jobSql);
  expect(await db`select * from net.calls`).toHaveLength(0);
});

test("with them, it POSTs to the drain URL with the secret as Bearer token and a 55 s timeout", async () => {
  await db`insert into vault.secrets values ('contact_outbox_secret', 'the-outbox-secret-0123456789')`;
  await db.unsafe(jobSql);
  const calls = await db`select url, body, headers, timeout_milliseconds from net.calls`;
  expect(calls).toEqual([
    {
      url: "https://ref.supabase.co/functions/v1/forms/outbox",
      body: {},
      headers: { "Content-Type": "application/json", Authorization: "Bearer the-outbox-secret-0123456789" },
      timeout_milliseconds: 55000,
    },
  ]);
});

-- Contact form: every lead, and the e-mails it owes, stored before any e-mail is attempted.
--
-- Neither table is reachable through the public (PostgREST) API: row-level security is on with
-- no policy, and every privilege is revoked from the API roles. Only the edge function, which
-- connects with SUPABASE_DB_URL as the database owner, reads and writes them.
-- Deployable unchanged to a hosted Supabase project (`supabase db push`).

-- Hosted Supabase has these roles; a plain local PostgreSQL does not. Create them when missing
-- so that the grants below (and the tests that `set role anon`) mean the same thing everywhere.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- One row per lead: the visitor's fields as validated (trimmed), never changed afterwards.
create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (char_length(name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 255),
  company text not null default '' check (char_length(company) <= 100),
  message text not null check (char_length(message) between 1 and 2000),
  -- The browser's Idempotency-Key (one UUID per submission attempt): a resubmission of the
  -- same attempt finds this row instead of storing a second one, even when both arrive at once.
  idempotency_key uuid unique,
  -- HMAC-SHA-256 of the client's IP address with a server-side secret (IP_HASH_SECRET), hex:
  -- enough to rate-limit, and the address itself is never stored.
  ip_hash text,
  origin text,
  user_agent text check (char_length(user_agent) <= 512)
);

comment on table public.contact_submissions is
  'Leads from the site''s contact form (function send-contact-email). Not exposed through the API.';
comment on column public.contact_submissions.ip_hash is
  'HMAC-SHA-256 (hex) of the client IP with the function secret IP_HASH_SECRET; the IP itself is not stored.';

-- Rate limits count recent rows per e-mail address and per IP hash.
create index contact_submissions_email_recent on public.contact_submissions (lower(email), created_at desc);
create index contact_submissions_ip_recent on public.contact_submissions (ip_hash, created_at desc);

-- The outbox: each e-mail a submission owes, fully rendered, written in the same transaction as
-- the submission, and delivered (and retried with exponential backoff) until it is sent.
create table public.contact_outbox (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references public.contact_submissions (id) on delete cascade,
  kind text not null check (kind in ('notification', 'confirmation')),
  to_address text not null,
  reply_to text,
  subject text not null,
  html text not null,
  text text not null,
  status text not null default 'pending' check (status in ('pending', 'sent')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  provider_message_id text,
  created_at timestamptz not null default now(),
  unique (submission_id, kind)
);

comment on table public.contact_outbox is
  'E-mails owed by contact submissions; drained by send-contact-email (/outbox). Not exposed through the API.';

-- What the drain looks for: pending rows that are due.
create index contact_outbox_due on public.contact_outbox (next_attempt_at) where status = 'pending';

alter table public.contact_submissions enable row level security;
alter table public.contact_outbox enable row level security;
-- No policies on purpose: with RLS on, the API roles see no rows even if a grant came back.

revoke all on table public.contact_submissions from public, anon, authenticated, service_role;
revoke all on table public.contact_outbox from public, anon, authenticated, service_role;

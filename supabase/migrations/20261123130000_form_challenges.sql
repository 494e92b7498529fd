-- The forms' proof-of-work challenges (issue 17; supabase/functions/_shared/challenge.ts): a
-- solved challenge is accepted once. The function records each accepted challenge's signature
-- until the challenge expires (10 minutes); a second request with the same solution finds it
-- and is refused. Nothing personal: a signature is a random HMAC, tied to no visitor.
-- Refused challenges are counted in form_events, so a spike shows in form_monitoring.

create table public.form_challenges_used (
  signature text primary key check (signature ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null
);
create index form_challenges_used_expiry on public.form_challenges_used (expires_at);
comment on table public.form_challenges_used is
  'Signatures of the proof-of-work challenges already used, until they expire (then purge_form_data() deletes them).';
alter table public.form_challenges_used enable row level security;
revoke all on table public.form_challenges_used from public, anon, authenticated, service_role;

-- INSERT … ON CONFLICT DO NOTHING RETURNING needs SELECT as well; no UPDATE, no DELETE.
grant select, insert on table public.form_challenges_used to contact_function;
create policy contact_function_all on public.form_challenges_used for all to contact_function using (true) with check (true);

alter table public.form_events drop constraint form_events_kind_check;
alter table public.form_events
  add constraint form_events_kind_check check (kind in ('rate_limited', 'visitor_mail_cap', 'honeypot', 'challenge_refused'));

-- The purge of migration 20261123120000, plus the used challenges.
create or replace function public.purge_form_data()
returns table (step text, affected bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  n bigint;
begin
  -- Requests (contact, Academy, event): 24 months after receipt; their e-mails go with them.
  delete from public.contact_submissions
  where kind <> 'newsletter' and created_at < now() - interval '24 months';
  get diagnostics n = row_count;
  step := 'requests_deleted'; affected := n; return next;

  -- Newsletter sign-ups never confirmed: as soon as their link expires (48 hours).
  delete from public.newsletter_subscriptions
  where status = 'pending' and confirm_expires_at < now();
  get diagnostics n = row_count;
  step := 'pending_signups_deleted'; affected := n; return next;

  -- Unsubscribed addresses: 30 days after unsubscribing.
  delete from public.newsletter_subscriptions
  where status = 'unsubscribed' and unsubscribed_at < now() - interval '30 days';
  get diagnostics n = row_count;
  step := 'unsubscribed_deleted'; affected := n; return next;

  -- A sign-up request is the record of a consent: kept while it backs a subscription, then
  -- deleted (older than the 48-hour link, so a pending sign-up keeps its request until then).
  delete from public.contact_submissions s
  where s.kind = 'newsletter'
    and s.created_at < now() - interval '48 hours'
    and not exists (select 1 from public.newsletter_subscriptions n where n.request_id = s.id);
  get diagnostics n = row_count;
  step := 'signup_requests_deleted'; affected := n; return next;

  -- IP hash and browser (user agent): 30 days, for every request.
  update public.contact_submissions
  set ip_hash = null, user_agent = null
  where created_at < now() - interval '30 days' and (ip_hash is not null or user_agent is not null);
  get diagnostics n = row_count;
  step := 'ip_and_user_agent_cleared'; affected := n; return next;

  -- E-mails sent or given up: their record (no body) 90 days after.
  delete from public.contact_outbox
  where status <> 'pending' and coalesce(sent_at, failed_at) < now() - interval '90 days';
  get diagnostics n = row_count;
  step := 'outbox_records_deleted'; affected := n; return next;

  delete from public.form_events where created_at < now() - interval '90 days';
  get diagnostics n = row_count;
  step := 'events_deleted'; affected := n; return next;

  -- Used proof-of-work challenges: once expired, a replay is refused by the signature anyway.
  delete from public.form_challenges_used where expires_at < now();
  get diagnostics n = row_count;
  step := 'used_challenges_deleted'; affected := n; return next;
end
$$;

revoke all on function public.purge_form_data() from public, anon, authenticated, service_role;

-- The monitoring row of migration 20261123120000, plus refused challenges (a bot trying its luck).
create or replace view public.form_monitoring as
select
  (select count(*) from public.contact_outbox where status = 'pending') as outbox_pending,
  (select coalesce(extract(epoch from now() - min(created_at))::int / 60, 0) from public.contact_outbox where status = 'pending') as oldest_pending_minutes,
  (select count(*) from public.contact_outbox where status = 'pending' and attempts >= 3) as outbox_retrying,
  (select count(*) from public.contact_outbox where status = 'failed' and failed_at > now() - interval '24 hours') as failed_24h,
  (select count(*) from public.contact_outbox where kind = 'confirmation' and created_at > now() - interval '1 hour') as visitor_mails_1h,
  (select count(*) from public.form_events where kind = 'visitor_mail_cap' and created_at > now() - interval '24 hours') as visitor_mail_cap_hits_24h,
  (select count(*) from public.form_events where kind = 'rate_limited' and created_at > now() - interval '1 hour') as rate_limited_1h,
  (select count(*) from public.form_events where kind = 'honeypot' and created_at > now() - interval '1 hour') as honeypot_1h,
  (select count(*) from public.contact_submissions where created_at > now() - interval '1 hour') as requests_1h,
  (select count(*) from public.form_events where kind = 'challenge_refused' and created_at > now() - interval '1 hour') as challenge_refused_1h;
revoke all on table public.form_monitoring from public, anon, authenticated, service_role;

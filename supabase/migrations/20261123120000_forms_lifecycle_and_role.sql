-- The forms' data lifecycle and the function's own database role (issue 17):
--
-- - an Idempotency-Key is bound to the request it came with (request_hash), so a replay with
--   another body is refused instead of silently dropped;
-- - the outbox keeps an e-mail's body only until it is sent (the newsletter's opt-in e-mail holds
--   a live confirmation link), and gives up on e-mails the provider refuses for good (`failed`,
--   with the reason), instead of retrying them forever;
-- - form_events counts what an operator must see spike — requests refused by the rate limits,
--   honeypot hits, the hourly cap on e-mails to visitors — with no personal data in it;
-- - purge_form_data() deletes what the privacy notice (data/legal/privacy.json, "Per quanto tempo li
--   conserviamo") says is kept no longer; pg_cron runs it daily in production (the next migration's
--   sibling, below), the dev backend's timer locally;
-- - form_monitoring: backlog, failures and spikes in one row (docs/forms-backend.md, "Monitoring");
-- - contact_function: the role the edge function connects as, with only the grants it needs.
-- Like the earlier migrations: RLS on, nothing granted to the API roles.

alter table public.contact_submissions
  add column request_hash text check (request_hash ~ '^[0-9a-f]{64}$');
comment on column public.contact_submissions.request_hash is
  'SHA-256 (hex) of the checked request (form and fields): a replay of its Idempotency-Key must carry the same request.';

-- Rows already sent keep no body; pending rows must have one.
alter table public.contact_outbox drop constraint contact_outbox_status_check;
alter table public.contact_outbox
  add constraint contact_outbox_status_check check (status in ('pending', 'sent', 'failed')),
  add column failed_at timestamptz,
  alter column html drop not null,
  alter column text drop not null;
update public.contact_outbox set html = null, text = null where status = 'sent';
alter table public.contact_outbox
  add constraint contact_outbox_body_while_pending check (status <> 'pending' or (html is not null and text is not null)),
  add constraint contact_outbox_failed_has_reason check (status <> 'failed' or (failed_at is not null and last_error is not null));
comment on column public.contact_outbox.html is
  'The rendered e-mail while it waits to be sent; cleared (null) once sent or failed: opt-in e-mails carry a live confirmation link.';

create index contact_outbox_visitor_recent on public.contact_outbox (created_at) where kind = 'confirmation';
create index contact_outbox_finished on public.contact_outbox (coalesce(sent_at, failed_at)) where status <> 'pending';

create table public.form_events (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  kind text not null check (kind in ('rate_limited', 'visitor_mail_cap', 'honeypot')),
  -- What the operator needs to read a spike ("ip", "email", the form); never an address.
  detail text not null default '' check (char_length(detail) <= 100)
);
create index form_events_recent on public.form_events (kind, created_at);
comment on table public.form_events is
  'Refused or suppressed form requests, counted for monitoring (form_monitoring). No personal data. Kept 90 days.';
alter table public.form_events enable row level security;
revoke all on table public.form_events from public, anon, authenticated, service_role;

-- The retention periods of the privacy notice, enforced. Returns what it deleted or cleared.
create function public.purge_form_data()
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
end
$$;
revoke all on function public.purge_form_data() from public, anon, authenticated, service_role;
comment on function public.purge_form_data() is
  'Deletes what the privacy notice says is no longer kept. pg_cron daily (production); scripts/backend/dev-backend.mjs hourly (locally).';

-- One row for an operator (SQL editor, or an alert that polls it): see docs/forms-backend.md, "Monitoring".
create view public.form_monitoring as
select
  (select count(*) from public.contact_outbox where status = 'pending') as outbox_pending,
  (select coalesce(extract(epoch from now() - min(created_at))::int / 60, 0) from public.contact_outbox where status = 'pending') as oldest_pending_minutes,
  (select count(*) from public.contact_outbox where status = 'pending' and attempts >= 3) as outbox_retrying,
  (select count(*) from public.contact_outbox where status = 'failed' and failed_at > now() - interval '24 hours') as failed_24h,
  (select count(*) from public.contact_outbox where kind = 'confirmation' and created_at > now() - interval '1 hour') as visitor_mails_1h,
  (select count(*) from public.form_events where kind = 'visitor_mail_cap' and created_at > now() - interval '24 hours') as visitor_mail_cap_hits_24h,
  (select count(*) from public.form_events where kind = 'rate_limited' and created_at > now() - interval '1 hour') as rate_limited_1h,
  (select count(*) from public.form_events where kind = 'honeypot' and created_at > now() - interval '1 hour') as honeypot_1h,
  (select count(*) from public.contact_submissions where created_at > now() - interval '1 hour') as requests_1h;
revoke all on table public.form_monitoring from public, anon, authenticated, service_role;

-- The function's role: it stores requests and their e-mails, reads them back for the rate limits
-- and the idempotency key, updates the outbox and subscriptions; it deletes nothing, creates
-- nothing, and cannot read the monitoring view or run the purge. NOLOGIN here: production gives
-- it a password once (docs/forms-backend.md, "Database role"), locally the dev backend and the tests do; no
-- secret is in this file. The connection limit bounds what all isolates together can open.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'contact_function') then
    create role contact_function nologin noinherit connection limit 30;
  end if;
end
$$;

grant usage on schema public to contact_function;
grant select, insert on table public.contact_submissions to contact_function;
grant select, insert on table public.contact_outbox to contact_function;
grant update (status, attempts, next_attempt_at, last_error, sent_at, failed_at, provider_message_id, html, text)
  on table public.contact_outbox to contact_function;
grant select, insert on table public.newsletter_subscriptions to contact_function;
grant update (status, email, request_id, confirm_token_hash, confirm_expires_at, updated_at, confirmed_at, unsubscribed_at)
  on table public.newsletter_subscriptions to contact_function;
grant insert on table public.form_events to contact_function;

-- RLS stays on with no policy for the API roles; these policies name the function's role only.
create policy contact_function_all on public.contact_submissions for all to contact_function using (true) with check (true);
create policy contact_function_all on public.contact_outbox for all to contact_function using (true) with check (true);
create policy contact_function_all on public.newsletter_subscriptions for all to contact_function using (true) with check (true);
create policy contact_function_insert on public.form_events for insert to contact_function with check (true);

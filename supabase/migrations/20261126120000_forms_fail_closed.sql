-- Forms that fail closed (issue 34):
--
-- - form_events holds counters, one row per minute, kind and detail, each hit adding one
--   (count_form_event()): a bot that fills the honeypot or sends no proof of work a million
--   times adds at most one row a minute per kind, not a million rows kept 90 days;
-- - form_challenge_requests counts the challenges each client fetched, per minute
--   (count_challenge_request()): GET /forms/challenge costs a key derivation, so it is limited
--   per client like the forms themselves;
-- - the per-mailbox limit counts the mailbox, not the address as typed (form_mailbox(): lower case,
--   no +tag, no dots at Gmail), and a mailbox receives at most a few e-mails to visitors a day;
-- - an IPv6 client is also counted by its /48 (ip_block_hash), which holds 65,536 /64s;
-- - requests that carry no valid client address share one bucket, ip_hash 'unknown', with a
--   strict limit, and are counted (client_unknown): an alert says the platform stopped sending it;
-- - an e-mail still not sent 7 days after it was queued is given up (fail_stale_outbox(): failed,
--   its body cleared), by the drain and by the nightly purge: a failure that never ends no longer
--   keeps a body (an opt-in link) for the 24 months of its request, nor an alert's for ever;
-- - form_monitoring and claim_form_alerts() read the counters.
-- Like the earlier migrations: RLS on, nothing granted to the API roles; the function's role
-- only calls the two counting functions.

-- The counters, from the rows counted so far.
create temporary table form_events_by_minute on commit drop as
  select date_trunc('minute', created_at) as minute, kind, detail, count(*)::int as count
  from public.form_events
  group by 1, 2, 3;
drop view public.form_monitoring;
drop table public.form_events;

create table public.form_events (
  minute timestamptz not null,
  kind text not null check (kind in ('rate_limited', 'visitor_mail_cap', 'recipient_mail_cap', 'honeypot', 'challenge_refused', 'challenge_limited', 'client_unknown')),
  -- What the operator needs to read a spike ("ip:contact", the form); never an address.
  detail text not null default '' check (char_length(detail) <= 100),
  count integer not null default 1 check (count > 0),
  primary key (kind, detail, minute)
);
create index form_events_by_minute on public.form_events (minute);
comment on table public.form_events is
  'Refused or suppressed form requests, counted per minute, kind and detail for monitoring (form_monitoring). No personal data. Kept 90 days.';
alter table public.form_events enable row level security;
revoke all on table public.form_events from public, anon, authenticated, service_role;
insert into public.form_events (minute, kind, detail, count) select minute, kind, detail, count from form_events_by_minute;

-- One more of `event_kind` this minute.
create function public.count_form_event(event_kind text, event_detail text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.form_events as e (minute, kind, detail) values (date_trunc('minute', now()), event_kind, left(event_detail, 100))
  on conflict (kind, detail, minute) do update set count = e.count + 1;
$$;
revoke all on function public.count_form_event(text, text) from public, anon, authenticated, service_role;
grant execute on function public.count_form_event(text, text) to contact_function;

-- The mailbox an address delivers to, as far as the rate limits are concerned: lower case, the
-- +tag dropped (every large provider delivers target+anything@ to target@), and for Gmail, whose
-- addresses ignore dots and which answers to googlemail.com too, the dots dropped and one domain.
-- The rule lives here only: the function asks the database for it inside its transaction.
create function public.form_mailbox(address text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when parts.domain in ('gmail.com', 'googlemail.com') then replace(parts.local, '.', '') || '@gmail.com'
              else parts.local || '@' || parts.domain end
  from (select split_part(regexp_replace(lower(btrim(address)), '@[^@]*$', ''), '+', 1) as local,
               regexp_replace(lower(btrim(address)), '^.*@', '') as domain) as parts
$$;
revoke all on function public.form_mailbox(text) from public, anon, authenticated, service_role;
grant execute on function public.form_mailbox(text) to contact_function;

drop index public.contact_submissions_email_recent;
create index contact_submissions_mailbox_recent on public.contact_submissions (public.form_mailbox(email), created_at desc);
-- The e-mails to visitors a mailbox received in the last day (their cap per recipient).
create index contact_outbox_recipient_recent on public.contact_outbox (public.form_mailbox(to_address), created_at) where kind = 'confirmation';

-- An IPv6 client's /48, hashed like ip_hash (its /64): a limit of its own, higher.
alter table public.contact_submissions add column ip_block_hash text check (ip_block_hash ~ '^[0-9a-f]{64}$');
comment on column public.contact_submissions.ip_block_hash is
  'HMAC-SHA-256 (hex) of an IPv6 client''s /48 with IP_HASH_SECRET (null for IPv4); cleared with ip_hash after 30 days.';
create index contact_submissions_ip_block_recent on public.contact_submissions (ip_block_hash, created_at desc) where ip_block_hash is not null;

-- Requests without a valid client address: one bucket for all of them, never none.
alter table public.contact_submissions
  add constraint contact_submissions_ip_hash_is_hash_or_unknown check (ip_hash ~ '^[0-9a-f]{64}$' or ip_hash = 'unknown');
comment on column public.contact_submissions.ip_hash is
  'HMAC-SHA-256 (hex) of the client IP (an IPv6 client''s /64) with IP_HASH_SECRET, or ''unknown'' when the request carried no valid client address (one rate-limit bucket for all of them); the IP itself is not stored.';

alter table public.form_alerts drop constraint form_alerts_condition_check;
alter table public.form_alerts
  add constraint form_alerts_condition_check check (condition in ('outbox_backlog', 'mail_failed', 'visitor_mail_cap', 'refusal_spike', 'client_unknown'));

-- Challenges fetched, per client and minute. `client`: the HMAC that stands for the client's
-- address (as contact_submissions.ip_hash), or 'unknown'. Kept a day at most (the purge).
create table public.form_challenge_requests (
  client text not null check (client ~ '^[0-9a-f]{64}$' or client = 'unknown'),
  minute timestamptz not null,
  requests integer not null default 1 check (requests > 0),
  primary key (client, minute)
);
create index form_challenge_requests_by_minute on public.form_challenge_requests (minute);
comment on table public.form_challenge_requests is
  'Proof-of-work challenges fetched per client (an HMAC of its address) and minute, for their rate limit. Kept a day.';
alter table public.form_challenge_requests enable row level security;
revoke all on table public.form_challenge_requests from public, anon, authenticated, service_role;

-- Counts one more challenge for `client_key` and returns the hour's total with it, and in how
-- many seconds the oldest minute of that hour leaves the window.
create function public.count_challenge_request(client_key text)
returns table (requests_1h int, oldest_leaves_in int)
language sql
security definer
set search_path = ''
as $$
  with this_minute as (
    insert into public.form_challenge_requests as r (client, minute) values (client_key, date_trunc('minute', now()))
    on conflict (client, minute) do update set requests = r.requests + 1
    returning requests, minute
  ), earlier as (
    select requests, minute from public.form_challenge_requests
    where client = client_key and minute > now() - interval '1 hour' and minute < date_trunc('minute', now())
  )
  select
    ((select requests from this_minute) + coalesce((select sum(requests) from earlier), 0))::int,
    greatest(1, ceil(extract(epoch from coalesce((select min(minute) from earlier), (select minute from this_minute)) + interval '1 hour' - now())))::int;
$$;
revoke all on function public.count_challenge_request(text) from public, anon, authenticated, service_role;
grant execute on function public.count_challenge_request(text) to contact_function;

-- E-mails still pending 7 days after they were queued: given up, like those the provider refuses
-- for good (status failed, the reason kept, the body cleared), and returned for the log. The drain
-- calls it each time (every minute in production), the purge every night, so an e-mail is given up
-- on time even while nothing drains (no transport, no pg_cron).
create function public.fail_stale_outbox()
returns table (id uuid, kind text, attempts int, last_error text)
language sql
security definer
set search_path = ''
as $$
  update public.contact_outbox o
  set status = 'failed', failed_at = now(), html = null, text = null,
      last_error = left('not sent within 7 days; last error: ' || coalesce(o.last_error, 'none (never tried)'), 1000)
  where o.status = 'pending' and o.created_at < now() - interval '7 days'
  returning o.id, o.kind, o.attempts, o.last_error;
$$;
revoke all on function public.fail_stale_outbox() from public, anon, authenticated, service_role;
grant execute on function public.fail_stale_outbox() to contact_function;

-- The monitoring row of migration 20261123130000, on the counters.
create view public.form_monitoring as
select
  (select count(*) from public.contact_outbox where status = 'pending') as outbox_pending,
  (select coalesce(extract(epoch from now() - min(created_at))::int / 60, 0) from public.contact_outbox where status = 'pending') as oldest_pending_minutes,
  (select count(*) from public.contact_outbox where status = 'pending' and attempts >= 3) as outbox_retrying,
  (select count(*) from public.contact_outbox where status = 'failed' and failed_at > now() - interval '24 hours') as failed_24h,
  (select count(*) from public.contact_outbox where kind = 'confirmation' and created_at > now() - interval '1 hour') as visitor_mails_1h,
  (select coalesce(sum(count), 0)::bigint from public.form_events where kind = 'visitor_mail_cap' and minute > now() - interval '24 hours') as visitor_mail_cap_hits_24h,
  (select coalesce(sum(count), 0)::bigint from public.form_events where kind = 'recipient_mail_cap' and minute > now() - interval '24 hours') as recipient_mail_cap_hits_24h,
  (select coalesce(sum(count), 0)::bigint from public.form_events where kind = 'rate_limited' and minute > now() - interval '1 hour') as rate_limited_1h,
  (select coalesce(sum(count), 0)::bigint from public.form_events where kind = 'honeypot' and minute > now() - interval '1 hour') as honeypot_1h,
  (select count(*) from public.contact_submissions where created_at > now() - interval '1 hour') as requests_1h,
  (select coalesce(sum(count), 0)::bigint from public.form_events where kind = 'challenge_refused' and minute > now() - interval '1 hour') as challenge_refused_1h,
  (select coalesce(sum(count), 0)::bigint from public.form_events where kind = 'challenge_limited' and minute > now() - interval '1 hour') as challenge_limited_1h,
  (select coalesce(sum(count), 0)::bigint from public.form_events where kind = 'client_unknown' and minute > now() - interval '24 hours') as client_unknown_24h;
revoke all on table public.form_monitoring from public, anon, authenticated, service_role;

-- The alerts of migration 20261124120000, on the counters: a minute's counter is reported once
-- its minute ends after the previous alert of its kind.
create or replace function public.claim_form_alerts()
returns table (alert_id bigint, condition text, figures jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The alert rules (docs/forms-backend.md, "Alerts"), here and nowhere else.
  -- The oldest pending e-mail has waited longer than this: the provider is down, or nothing drains.
  backlog_minutes constant int := 15;
  -- Refused requests of one kind (rate limit, honeypot, proof of work, challenges fetched) in the
  -- last hour: a small site's visitors never come near it; a bot does.
  spike_per_hour constant int := 50;
  -- A condition that still holds alerts again after this long.
  repeat_after constant interval := interval '6 hours';
  -- Failures and cap hits older than this are not reported (form_monitoring's failed_24h).
  event_window constant interval := interval '24 hours';
  m record;
  cond text;
  last_alert public.form_alerts;
  since timestamptz;
begin
  -- One claim at a time, until its transaction ends: a concurrent drain waits here, then finds
  -- what this one recorded.
  perform pg_advisory_xact_lock(hashtextextended('form-alerts', 0));
  select * into m from public.form_monitoring;

  foreach cond in array array['outbox_backlog', 'mail_failed', 'visitor_mail_cap', 'refusal_spike', 'client_unknown'] loop
    last_alert := null;
    select * into last_alert from public.form_alerts a where a.condition = cond order by a.alerted_at desc, a.id desc limit 1;
    -- Events after the previous alert of this kind: none is reported twice.
    since := greatest(coalesce(last_alert.alerted_at, '-infinity'::timestamptz), now() - event_window);
    figures := null; -- null: the condition does not hold

    case cond
      when 'outbox_backlog' then
        if m.oldest_pending_minutes > backlog_minutes then
          select jsonb_build_object(
                   'oldest_pending_minutes', m.oldest_pending_minutes,
                   'outbox_pending', m.outbox_pending,
                   'outbox_retrying', m.outbox_retrying,
                   'threshold_minutes', backlog_minutes,
                   'oldest_attempts', o.attempts,
                   'oldest_last_error', public.form_alert_reason(o.last_error))
          into figures
          from public.contact_outbox o
          where o.status = 'pending'
          order by o.created_at
          limit 1;
        elsif last_alert.id is not null and last_alert.cleared_at is null then
          update public.form_alerts set cleared_at = now() where id = last_alert.id;
          last_alert.cleared_at := now();
        end if;

      when 'mail_failed' then
        select jsonb_build_object(
                 'failed', count(*),
                 'failed_24h', m.failed_24h,
                 'by_kind', (select jsonb_object_agg(k.kind, k.n) from (
                               select f.kind, count(*) as n from public.contact_outbox f
                               where f.status = 'failed' and f.failed_at > since group by f.kind) k),
                 'latest_id', (array_agg(o.id order by o.failed_at desc))[1],
                 'latest_kind', (array_agg(o.kind order by o.failed_at desc))[1],
                 'latest_error', public.form_alert_reason((array_agg(o.last_error order by o.failed_at desc))[1]))
        into figures
        from public.contact_outbox o
        where o.status = 'failed' and o.failed_at > since
        having count(*) > 0;

      when 'visitor_mail_cap' then
        select jsonb_build_object(
                 'cap_hits', sum(e.count),
                 'cap_hits_24h', m.visitor_mail_cap_hits_24h,
                 'visitor_mails_1h', m.visitor_mails_1h,
                 'by_form', (select jsonb_object_agg(k.detail, k.n) from (
                               select f.detail, sum(f.count) as n from public.form_events f
                               where f.kind = 'visitor_mail_cap' and f.minute + interval '1 minute' > since group by f.detail) k))
        into figures
        from public.form_events e
        where e.kind = 'visitor_mail_cap' and e.minute + interval '1 minute' > since
        having count(*) > 0;

      when 'client_unknown' then
        select jsonb_build_object(
                 'requests', sum(e.count),
                 'requests_24h', m.client_unknown_24h,
                 'by_form', (select jsonb_object_agg(k.detail, k.n) from (
                               select f.detail, sum(f.count) as n from public.form_events f
                               where f.kind = 'client_unknown' and f.minute + interval '1 minute' > since group by f.detail) k))
        into figures
        from public.form_events e
        where e.kind = 'client_unknown' and e.minute + interval '1 minute' > since
        having count(*) > 0;

      when 'refusal_spike' then
        if greatest(m.rate_limited_1h, m.honeypot_1h, m.challenge_refused_1h, m.challenge_limited_1h) >= spike_per_hour then
          figures := jsonb_build_object(
            'rate_limited_1h', m.rate_limited_1h,
            'honeypot_1h', m.honeypot_1h,
            'challenge_refused_1h', m.challenge_refused_1h,
            'challenge_limited_1h', m.challenge_limited_1h,
            'requests_1h', m.requests_1h,
            'threshold_per_hour', spike_per_hour);
        end if;
    end case;

    if figures is not null
       and (last_alert.id is null or last_alert.alerted_at <= now() - repeat_after or last_alert.cleared_at is not null) then
      insert into public.form_alerts (condition, figures) values (cond, figures) returning id into alert_id;
      condition := cond;
      return next;
    end if;
  end loop;
end
$$;

-- The purge of migration 20261124120000, on the counters, plus the challenges' counters.
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

  -- IP hashes (the address or /64, the /48) and browser (user agent): 30 days, for every request.
  update public.contact_submissions
  set ip_hash = null, ip_block_hash = null, user_agent = null
  where created_at < now() - interval '30 days' and (ip_hash is not null or ip_block_hash is not null or user_agent is not null);
  get diagnostics n = row_count;
  step := 'ip_and_user_agent_cleared'; affected := n; return next;

  -- E-mails still pending after 7 days (alerts to the firm too, which no request's deletion
  -- takes with it): given up, their body cleared.
  select count(*) into n from public.fail_stale_outbox();
  step := 'outbox_given_up'; affected := n; return next;

  -- E-mails sent or given up (alerts to the firm too): their record (no body) 90 days after.
  delete from public.contact_outbox
  where status <> 'pending' and coalesce(sent_at, failed_at) < now() - interval '90 days';
  get diagnostics n = row_count;
  step := 'outbox_records_deleted'; affected := n; return next;

  delete from public.form_events where minute < now() - interval '90 days';
  get diagnostics n = row_count;
  step := 'events_deleted'; affected := n; return next;

  -- Used proof-of-work challenges: once expired, a replay is refused by the signature anyway.
  delete from public.form_challenges_used where expires_at < now();
  get diagnostics n = row_count;
  step := 'used_challenges_deleted'; affected := n; return next;

  -- Alerts sent: 90 days, like the counters they report.
  delete from public.form_alerts where alerted_at < now() - interval '90 days';
  get diagnostics n = row_count;
  step := 'alerts_deleted'; affected := n; return next;

  -- Challenges fetched per client: the rate limit looks one hour back; a day at most.
  delete from public.form_challenge_requests where minute < now() - interval '1 day';
  get diagnostics n = row_count;
  step := 'challenge_requests_deleted'; affected := n; return next;
end
$$;

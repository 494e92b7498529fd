-- Alerts that reach a person (issue 17): form_monitoring shows backlog, failures and spikes, but
-- only to whoever looks. After each outbox drain the function calls claim_form_alerts(), which
-- evaluates the alert conditions of docs/forms-backend.md ("Alerts") on the same figures, records
-- each one that is due in form_alerts and returns it; the function then posts it to
-- ALERT_WEBHOOK_URL (if set) and e-mails it to the firm through the outbox.
--
-- - One alert per condition at most every 6 hours while it holds — except a backlog that has
--   cleared since its last alert (every pending e-mail under 15 minutes old again): a new
--   backlog is a new outage, reported at once. Failures and cap hits are counted since the
--   previous alert of their kind, so each one is reported, once.
-- - Atomic: claims take one advisory lock, so two drains running together never both alert.
-- - Alert e-mails are outbox rows of kind 'alert', tied to no request: the hourly cap counts
--   only e-mails to visitors ('confirmation'), so alerting about the cap never hits it.
-- - Nothing personal in an alert: counts, minutes, forms, outbox ids, and a provider's reason
--   with every e-mail address masked (the webhook is a third party's chat).

alter table public.contact_outbox drop constraint contact_outbox_kind_check;
alter table public.contact_outbox
  alter column submission_id drop not null,
  add constraint contact_outbox_kind_check check (kind in ('notification', 'confirmation', 'alert')),
  add constraint contact_outbox_alert_has_no_request check ((kind = 'alert') = (submission_id is null));
comment on table public.contact_outbox is
  'E-mails owed by the forms'' requests, and alerts to the firm (kind alert, no request); drained by send-contact-email (/outbox). Not exposed through the API.';

create table public.form_alerts (
  id bigint generated always as identity primary key,
  alerted_at timestamptz not null default now(),
  condition text not null check (condition in ('outbox_backlog', 'mail_failed', 'visitor_mail_cap', 'refusal_spike')),
  -- What the alert reported: counts, minutes, thresholds. No personal data.
  figures jsonb not null,
  -- A backlog alert: when the backlog was first seen gone (the next one then alerts at once).
  cleared_at timestamptz
);
create index form_alerts_last on public.form_alerts (condition, alerted_at desc);
comment on table public.form_alerts is
  'Alerts sent about the forms'' backend (claim_form_alerts(), README "Monitoring"): once per condition and period. No personal data. Kept 90 days.';
alter table public.form_alerts enable row level security;
revoke all on table public.form_alerts from public, anon, authenticated, service_role;

-- A provider's reason, fit for a chat message: every e-mail address masked, at most 300 characters.
create function public.form_alert_reason(reason text)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(regexp_replace(reason, '[^[:space:]<>"''(),;:\[\]]+@[^[:space:]<>"''(),;:\[\]]+', '[indirizzo]', 'g'), 300)
$$;
revoke all on function public.form_alert_reason(text) from public, anon, authenticated, service_role;

-- The conditions due now, each recorded in form_alerts and returned (alert_id, condition,
-- figures). Called by the function after every outbox drain.
create function public.claim_form_alerts()
returns table (alert_id bigint, condition text, figures jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The alert rules (docs/forms-backend.md, "Alerts"), here and nowhere else.
  -- The oldest pending e-mail has waited longer than this: the provider is down, or nothing drains.
  backlog_minutes constant int := 15;
  -- Refused requests of one kind (rate limit, honeypot, proof of work) in the last hour: a small
  -- site's visitors never come near it; a bot does.
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

  foreach cond in array array['outbox_backlog', 'mail_failed', 'visitor_mail_cap', 'refusal_spike'] loop
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
                 'cap_hits', count(*),
                 'cap_hits_24h', m.visitor_mail_cap_hits_24h,
                 'visitor_mails_1h', m.visitor_mails_1h,
                 'by_form', (select jsonb_object_agg(k.detail, k.n) from (
                               select e.detail, count(*) as n from public.form_events e
                               where e.kind = 'visitor_mail_cap' and e.created_at > since group by e.detail) k))
        into figures
        from public.form_events e
        where e.kind = 'visitor_mail_cap' and e.created_at > since
        having count(*) > 0;

      when 'refusal_spike' then
        if greatest(m.rate_limited_1h, m.honeypot_1h, m.challenge_refused_1h) >= spike_per_hour then
          figures := jsonb_build_object(
            'rate_limited_1h', m.rate_limited_1h,
            'honeypot_1h', m.honeypot_1h,
            'challenge_refused_1h', m.challenge_refused_1h,
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
revoke all on function public.claim_form_alerts() from public, anon, authenticated, service_role;
grant execute on function public.claim_form_alerts() to contact_function;
comment on function public.claim_form_alerts() is
  'The forms'' alerts due now (README, "Monitoring"), recorded in form_alerts: at most one per condition every 6 hours. Called by send-contact-email after each outbox drain.';

-- The purge of migration 20261123130000, plus the alerts' record.
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

  -- E-mails sent or given up (alerts to the firm too): their record (no body) 90 days after.
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

  -- Alerts sent: 90 days, like the counters they report.
  delete from public.form_alerts where alerted_at < now() - interval '90 days';
  get diagnostics n = row_count;
  step := 'alerts_deleted'; affected := n; return next;
end
$$;

revoke all on function public.purge_form_data() from public, anon, authenticated, service_role;

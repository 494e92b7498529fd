-- E-mails to visitors past the hourly cap wait, never dropped (issue 47). Past VISITOR_MAIL_HOURLY_CAP
-- the function used to queue no confirmation and no newsletter opt-in at all: about 200 solved
-- requests an hour to distinct mailboxes and every real sign-up of that hour was answered 200, got
-- no e-mail, and expired. Now each e-mail to a visitor gets its slot, send_after: now when the cap
-- allows it, else an hour after the e-mail it must follow (no hour ever holds more than the cap),
-- and waits in the outbox until then (next_attempt_at); a newsletter sign-up's link is good for 48
-- hours from that slot. The cap counts slots, not rows queued; an e-mail is given up 7 days after
-- its slot, not after it was queued; the monitoring row and the alert count what waits.

alter table public.contact_outbox add column send_after timestamptz;
update public.contact_outbox set send_after = created_at;
alter table public.contact_outbox alter column send_after set not null, alter column send_after set default now();
comment on column public.contact_outbox.send_after is
  'When the e-mail may go out: its slot under the hourly cap on e-mails to visitors (now when the cap allows, else later); for every other e-mail, when it was queued.';
-- The slots of the e-mails to visitors, latest first: what the cap reads.
create index contact_outbox_visitor_slots on public.contact_outbox (send_after desc) where kind = 'confirmation';

-- The monitoring row of migration 20261126120000: e-mails to visitors counted by their slot, and
-- those still waiting for theirs.
create or replace view public.form_monitoring as
select
  (select count(*) from public.contact_outbox where status = 'pending') as outbox_pending,
  (select coalesce(extract(epoch from now() - min(created_at))::int / 60, 0) from public.contact_outbox where status = 'pending') as oldest_pending_minutes,
  (select count(*) from public.contact_outbox where status = 'pending' and attempts >= 3) as outbox_retrying,
  (select count(*) from public.contact_outbox where status = 'failed' and failed_at > now() - interval '24 hours') as failed_24h,
  (select count(*) from public.contact_outbox where kind = 'confirmation' and send_after > now() - interval '1 hour' and send_after <= now()) as visitor_mails_1h,
  (select coalesce(sum(count), 0)::bigint from public.form_events where kind = 'visitor_mail_cap' and minute > now() - interval '24 hours') as visitor_mail_cap_hits_24h,
  (select coalesce(sum(count), 0)::bigint from public.form_events where kind = 'recipient_mail_cap' and minute > now() - interval '24 hours') as recipient_mail_cap_hits_24h,
  (select coalesce(sum(count), 0)::bigint from public.form_events where kind = 'rate_limited' and minute > now() - interval '1 hour') as rate_limited_1h,
  (select coalesce(sum(count), 0)::bigint from public.form_events where kind = 'honeypot' and minute > now() - interval '1 hour') as honeypot_1h,
  (select count(*) from public.contact_submissions where created_at > now() - interval '1 hour') as requests_1h,
  (select coalesce(sum(count), 0)::bigint from public.form_events where kind = 'challenge_refused' and minute > now() - interval '1 hour') as challenge_refused_1h,
  (select coalesce(sum(count), 0)::bigint from public.form_events where kind = 'challenge_limited' and minute > now() - interval '1 hour') as challenge_limited_1h,
  (select coalesce(sum(count), 0)::bigint from public.form_events where kind = 'client_unknown' and minute > now() - interval '24 hours') as client_unknown_24h,
  (select count(*) from public.contact_outbox where kind = 'confirmation' and status = 'pending' and send_after > now()) as visitor_mails_held;

-- E-mails still pending 7 days after their slot: given up (migration 20261126120000 counted from
-- when they were queued, which a wait under the cap would have eaten into).
create or replace function public.fail_stale_outbox()
returns table (id uuid, kind text, attempts int, last_error text)
language sql
security definer
set search_path = ''
as $$
  update public.contact_outbox o
  set status = 'failed', failed_at = now(), html = null, text = null,
      last_error = left('not sent within 7 days; last error: ' || coalesce(o.last_error, 'none (never tried)'), 1000)
  where o.status = 'pending' and o.send_after < now() - interval '7 days'
  returning o.id, o.kind, o.attempts, o.last_error;
$$;

-- The alerts of migration 20261126120000, the cap's figures adding what waits and until when.
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
                 'held', m.visitor_mails_held,
                 'last_send_after', (select max(o.send_after) from public.contact_outbox o
                                     where o.kind = 'confirmation' and o.status = 'pending' and o.send_after > now()),
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

-- Page analytics (issue 46): the embedded collector's storage (supabase/functions/collect/,
-- docs/analytics.md). First-party, aggregate, minimised, not combined across sites:
--
-- - analytics_events: the events the site's tracker sends, one row each, kept 30 days. No cookie,
--   no address: a visitor is `visitor`, the first 64 bits of an HMAC of the site's domain, the
--   client's address and its browser (user agent), keyed with the day's random salt; the salt is
--   deleted when its day ends, after which nobody (the firm included) can tell whose a row was or
--   link it to another day's. The path of the page, never its query string; a referring site's
--   host, never its address; the campaign's utm_* values; a named event's few properties;
-- - analytics_salts: one random salt per day (Europe/Rome), deleted once the day is over;
-- - analytics_client_requests: events per client and minute, for the collector's rate limit; the
--   client is an HMAC of its address (or IPv6 /64) with the day's salt: as unlinkable once the salt
--   is gone. Kept an hour;
-- - the daily roll-ups, each complete day summed once (close_analytics_days(), hourly), kept 25
--   months, from which a report is computed in SQL: analytics_daily_totals (visitors, visits, page
--   views, bounces, time engaged), analytics_daily_pages (per page, with the visits that began
--   there: a landing page's denominator), analytics_daily_sources (per referring host and
--   campaign) and analytics_daily_events (per named event and its properties);
-- - analytics_function: the role the collector connects as. It calls two functions and touches
--   no table: it cannot read an event, a salt or a lead.
-- A visit is a visitor's run of page views with no gap over 30 minutes, within one day (the
-- visitor's hash changes with the day's salt anyway).
-- Like the forms' migrations: RLS on, nothing granted to the API roles.

-- The day an instant belongs to, in the firm's time zone: the salt's, the roll-ups' and the report's.
create function public.analytics_day(moment timestamptz)
returns date
language sql
stable
parallel safe
set search_path = ''
as $$
  select (moment at time zone 'Europe/Rome')::date
$$;
revoke all on function public.analytics_day(timestamptz) from public, anon, authenticated, service_role;

create table public.analytics_salts (
  day date primary key,
  -- 32 bytes from two version-4 UUIDs (244 random bits): PostgreSQL's own generator, no extension.
  salt bytea not null check (octet_length(salt) = 32),
  created_at timestamptz not null default now()
);
comment on table public.analytics_salts is
  'One random salt per day (Europe/Rome) for the visitors'' hashes of page analytics; deleted once its day is over (close_analytics_days()).';
alter table public.analytics_salts enable row level security;
revoke all on table public.analytics_salts from public, anon, authenticated, service_role;

-- Today's salt, made on the day's first call; the salts of days that are over are deleted first.
-- `valid_until`: when the day ends (the collector keeps the salt in memory until then, no longer).
create function public.analytics_salt_of_today()
returns table (day date, salt text, valid_until timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  today constant date := public.analytics_day(now());
begin
  delete from public.analytics_salts s where s.day < today;
  insert into public.analytics_salts (day, salt)
  values (today, decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'))
  on conflict on constraint analytics_salts_pkey do nothing;
  return query
    select s.day, encode(s.salt, 'hex'), ((today + 1)::timestamp at time zone 'Europe/Rome')
    from public.analytics_salts s
    where s.day = today;
end
$$;
revoke all on function public.analytics_salt_of_today() from public, anon, authenticated, service_role;

create table public.analytics_events (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  day date not null,
  -- The contract's names (supabase/functions/_shared/site-contract/analytics.ts), checked by the collector.
  name text not null check (char_length(name) between 1 and 60),
  domain text not null check (char_length(domain) between 1 and 253),
  visitor bigint not null,
  pathname text not null check (pathname ~ '^/' and char_length(pathname) <= 200),
  referrer_host text check (char_length(referrer_host) between 1 and 253),
  utm_source text check (char_length(utm_source) between 1 and 100),
  utm_medium text check (char_length(utm_medium) between 1 and 100),
  utm_campaign text check (char_length(utm_campaign) between 1 and 100),
  utm_term text check (char_length(utm_term) between 1 and 100),
  utm_content text check (char_length(utm_content) between 1 and 100),
  props jsonb not null default '{}' check (jsonb_typeof(props) = 'object' and pg_column_size(props) <= 2048),
  -- Plausible's `i`: false for an event the visitor did not cause (none of the site's own).
  interactive boolean not null default true,
  -- An engagement ping's time engaged on the page (ms) and how far down it was read (%).
  engagement_ms integer check (engagement_ms between 0 and 86400000),
  scroll_depth smallint check (scroll_depth between 0 and 100)
);
create index analytics_events_by_day on public.analytics_events (day, visitor, received_at);
create index analytics_events_by_received on public.analytics_events (received_at);
comment on table public.analytics_events is
  'Page analytics events (docs/analytics.md): no cookie, no address; visitor is a hash keyed with the day''s salt. Kept 30 days.';
alter table public.analytics_events enable row level security;
revoke all on table public.analytics_events from public, anon, authenticated, service_role;

create table public.analytics_client_requests (
  client text not null check (client ~ '^[0-9a-f]{64}$' or client = 'unknown'),
  minute timestamptz not null,
  requests integer not null default 1 check (requests > 0),
  primary key (client, minute)
);
create index analytics_client_requests_by_minute on public.analytics_client_requests (minute);
comment on table public.analytics_client_requests is
  'Events per client (an HMAC of its address with the day''s salt) and minute, for the collector''s rate limit. Kept an hour.';
alter table public.analytics_client_requests enable row level security;
revoke all on table public.analytics_client_requests from public, anon, authenticated, service_role;

-- One event from one client: counted against the client's allowance for this minute, and stored
-- if within it. `accepted` false: over the limit; `requests_this_minute`: the client's count (the
-- collector logs the first refusal of a minute only).
create function public.collect_analytics_event(
  client_key text,
  per_minute int,
  event_name text,
  event_domain text,
  visitor_id bigint,
  event_pathname text,
  event_referrer_host text,
  event_utm_source text,
  event_utm_medium text,
  event_utm_campaign text,
  event_utm_term text,
  event_utm_content text,
  event_props jsonb,
  event_interactive boolean,
  event_engagement_ms int,
  event_scroll_depth int
)
returns table (accepted boolean, requests_this_minute int)
language plpgsql
security definer
set search_path = ''
as $$
declare
  counted int;
begin
  insert into public.analytics_client_requests as r (client, minute) values (client_key, date_trunc('minute', now()))
  on conflict (client, minute) do update set requests = r.requests + 1
  returning r.requests into counted;
  if counted > per_minute then
    return query select false, counted;
    return;
  end if;
  insert into public.analytics_events (day, name, domain, visitor, pathname, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
                                       props, interactive, engagement_ms, scroll_depth)
  values (public.analytics_day(now()), event_name, event_domain, visitor_id, event_pathname, event_referrer_host, event_utm_source, event_utm_medium,
          event_utm_campaign, event_utm_term, event_utm_content, coalesce(event_props, '{}'::jsonb), coalesce(event_interactive, true),
          event_engagement_ms, event_scroll_depth);
  return query select true, counted;
end
$$;
revoke all on function public.collect_analytics_event(text, int, text, text, bigint, text, text, text, text, text, text, text, jsonb, boolean, int, int)
  from public, anon, authenticated, service_role;

-- The daily roll-ups. Text keys are '' rather than null where they are part of a primary key.
create table public.analytics_daily_totals (
  day date primary key,
  visitors integer not null check (visitors >= 0),
  visits integer not null check (visits >= 0),
  pageviews integer not null check (pageviews >= 0),
  -- Visits of a single page view.
  bounces integer not null check (bounces >= 0),
  engaged_ms bigint not null check (engaged_ms >= 0),
  rolled_up_at timestamptz not null default now()
);
comment on table public.analytics_daily_totals is
  'Page analytics of one day (Europe/Rome), from analytics_events once the day is over. Kept 25 months. A day with no row had no event.';

create table public.analytics_daily_pages (
  day date not null,
  pathname text not null,
  pageviews integer not null check (pageviews >= 0),
  visitors integer not null check (visitors >= 0),
  -- Visits that began on this page: its visits as a landing page.
  entries integer not null check (entries >= 0),
  engaged_ms bigint not null check (engaged_ms >= 0),
  primary key (day, pathname)
);
comment on table public.analytics_daily_pages is 'Page analytics per page and day. Kept 25 months.';

create table public.analytics_daily_sources (
  day date not null,
  -- The visit's first page's referring host and campaign; '' when it had none (a direct visit).
  referrer_host text not null,
  utm_source text not null,
  utm_medium text not null,
  utm_campaign text not null,
  utm_term text not null,
  utm_content text not null,
  visits integer not null check (visits >= 0),
  visitors integer not null check (visitors >= 0),
  pageviews integer not null check (pageviews >= 0),
  bounces integer not null check (bounces >= 0),
  primary key (day, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
);
comment on table public.analytics_daily_sources is 'Page analytics per referring host and campaign (of each visit''s first page) and day. Kept 25 months.';

create table public.analytics_daily_events (
  day date not null,
  name text not null,
  props jsonb not null,
  events integer not null check (events >= 0),
  visitors integer not null check (visitors >= 0),
  primary key (day, name, props)
);
comment on table public.analytics_daily_events is 'Named events (all but page views and engagement pings) per properties and day. Kept 25 months.';

alter table public.analytics_daily_totals enable row level security;
alter table public.analytics_daily_pages enable row level security;
alter table public.analytics_daily_sources enable row level security;
alter table public.analytics_daily_events enable row level security;
revoke all on table public.analytics_daily_totals, public.analytics_daily_pages, public.analytics_daily_sources, public.analytics_daily_events
  from public, anon, authenticated, service_role;

-- The visits of a day: each visitor's page views in order, a new visit after 30 minutes without one.
create function public.analytics_visits(of_day date)
returns table (visitor bigint, entry_page text, referrer_host text, utm_source text, utm_medium text, utm_campaign text, utm_term text,
               utm_content text, pageviews int)
language sql
stable
set search_path = ''
as $$
  with views as (
    select e.id, e.visitor, e.received_at, e.pathname, e.referrer_host, e.utm_source, e.utm_medium, e.utm_campaign, e.utm_term, e.utm_content,
           case when lag(e.received_at) over w is null or e.received_at - lag(e.received_at) over w > interval '30 minutes' then 1 else 0 end as starts
    from public.analytics_events e
    where e.day = of_day and e.name = 'pageview'
    window w as (partition by e.visitor order by e.received_at, e.id)
  ), numbered as (
    select v.*, sum(v.starts) over (partition by v.visitor order by v.received_at, v.id) as visit
    from views v
  ), placed as (
    select n.*,
           count(*) over (partition by n.visitor, n.visit) as visit_pageviews,
           row_number() over (partition by n.visitor, n.visit order by n.received_at, n.id) as position
    from numbered n
  )
  select p.visitor, p.pathname, coalesce(p.referrer_host, ''), coalesce(p.utm_source, ''), coalesce(p.utm_medium, ''), coalesce(p.utm_campaign, ''),
         coalesce(p.utm_term, ''), coalesce(p.utm_content, ''), p.visit_pageviews::int
  from placed p
  where p.position = 1
$$;
revoke all on function public.analytics_visits(date) from public, anon, authenticated, service_role;

-- Sums one day into the roll-ups, replacing what they held for it.
create function public.roll_up_analytics_day(of_day date)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.analytics_daily_totals where day = of_day;
  delete from public.analytics_daily_pages where day = of_day;
  delete from public.analytics_daily_sources where day = of_day;
  delete from public.analytics_daily_events where day = of_day;

  create temporary table analytics_day_visits on commit drop as select * from public.analytics_visits(of_day);

  insert into public.analytics_daily_totals (day, visitors, visits, pageviews, bounces, engaged_ms)
  select of_day,
         (select count(distinct e.visitor)::int from public.analytics_events e where e.day = of_day and e.name = 'pageview'),
         (select count(*)::int from pg_temp.analytics_day_visits),
         (select count(*)::int from public.analytics_events e where e.day = of_day and e.name = 'pageview'),
         (select count(*)::int from pg_temp.analytics_day_visits v where v.pageviews = 1),
         (select coalesce(sum(e.engagement_ms), 0) from public.analytics_events e where e.day = of_day and e.name = 'engagement');

  insert into public.analytics_daily_pages (day, pathname, pageviews, visitors, entries, engaged_ms)
  select of_day, p.pathname, coalesce(v.pageviews, 0), coalesce(v.visitors, 0), coalesce(x.entries, 0), coalesce(g.engaged_ms, 0)
  from (select distinct e.pathname from public.analytics_events e where e.day = of_day and e.name in ('pageview', 'engagement')) p
  left join (select e.pathname, count(*)::int as pageviews, count(distinct e.visitor)::int as visitors
             from public.analytics_events e where e.day = of_day and e.name = 'pageview' group by e.pathname) v on v.pathname = p.pathname
  left join (select entry_page, count(*)::int as entries from pg_temp.analytics_day_visits group by entry_page) x on x.entry_page = p.pathname
  left join (select e.pathname, sum(e.engagement_ms)::bigint as engaged_ms
             from public.analytics_events e where e.day = of_day and e.name = 'engagement' group by e.pathname) g on g.pathname = p.pathname;

  insert into public.analytics_daily_sources (day, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, visits, visitors, pageviews, bounces)
  select of_day, v.referrer_host, v.utm_source, v.utm_medium, v.utm_campaign, v.utm_term, v.utm_content,
         count(*)::int, count(distinct v.visitor)::int, sum(v.pageviews)::int, count(*) filter (where v.pageviews = 1)::int
  from pg_temp.analytics_day_visits v
  group by v.referrer_host, v.utm_source, v.utm_medium, v.utm_campaign, v.utm_term, v.utm_content;

  insert into public.analytics_daily_events (day, name, props, events, visitors)
  select of_day, e.name, e.props, count(*)::int, count(distinct e.visitor)::int
  from public.analytics_events e
  where e.day = of_day and e.name not in ('pageview', 'engagement')
  group by e.name, e.props;

  drop table pg_temp.analytics_day_visits;
end
$$;
revoke all on function public.roll_up_analytics_day(date) from public, anon, authenticated, service_role;

-- What ends with a day: its salt is deleted (from then on its hashes lead nowhere), and every day
-- that is over and not yet summed is rolled up; and the rate limit's counters older than an hour go.
-- Hourly by pg_cron (the next migration), and first in every retention purge, so no raw event is
-- deleted before its day is summed.
create function public.close_analytics_days()
returns table (step text, affected bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  today constant date := public.analytics_day(now());
  n bigint;
  pending date;
begin
  delete from public.analytics_salts s where s.day < today;
  get diagnostics n = row_count;
  step := 'analytics_salts_deleted'; affected := n; return next;

  -- The rate limit looks one minute back; an hour at most.
  delete from public.analytics_client_requests where minute < now() - interval '1 hour';
  get diagnostics n = row_count;
  step := 'analytics_client_requests_deleted'; affected := n; return next;

  n := 0;
  for pending in
    select distinct e.day from public.analytics_events e
    where e.day < today and not exists (select 1 from public.analytics_daily_totals t where t.day = e.day)
    order by e.day
  loop
    perform public.roll_up_analytics_day(pending);
    n := n + 1;
  end loop;
  step := 'analytics_days_rolled_up'; affected := n; return next;
end
$$;
revoke all on function public.close_analytics_days() from public, anon, authenticated, service_role;

-- The retention periods of page analytics (docs/analytics.md, "What is stored, for how long"),
-- run by the forms' nightly purge (purge_form_data(), below) and the dev backend's hourly one.
create function public.purge_analytics_data()
returns table (step text, affected bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  n bigint;
  oldest_day constant date := (public.analytics_day(now()) - interval '25 months')::date;
begin
  return query select * from public.close_analytics_days();

  -- Raw events: 30 days (their days were summed above, the latest hourly).
  delete from public.analytics_events where received_at < now() - interval '30 days';
  get diagnostics n = row_count;
  step := 'analytics_events_deleted'; affected := n; return next;

  -- Daily roll-ups: 25 months (a month's report beside the same month a year, and then two years, before).
  delete from public.analytics_daily_totals where day < oldest_day;
  get diagnostics n = row_count;
  step := 'analytics_daily_totals_deleted'; affected := n; return next;
  delete from public.analytics_daily_pages where day < oldest_day;
  get diagnostics n = row_count;
  step := 'analytics_daily_pages_deleted'; affected := n; return next;
  delete from public.analytics_daily_sources where day < oldest_day;
  get diagnostics n = row_count;
  step := 'analytics_daily_sources_deleted'; affected := n; return next;
  delete from public.analytics_daily_events where day < oldest_day;
  get diagnostics n = row_count;
  step := 'analytics_daily_events_deleted'; affected := n; return next;
end
$$;
revoke all on function public.purge_analytics_data() from public, anon, authenticated, service_role;

-- The forms' purge of migration 20261126120000, which pg_cron runs nightly and the dev backend
-- hourly, now also page analytics' (its last steps).
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

  -- Page analytics: the days that are over summed and their salts deleted, then its retention periods.
  return query select * from public.purge_analytics_data();
end
$$;

-- The collector's role: it asks for the day's salt and hands over events, through the two
-- functions above, and nothing else; no table of its own or the forms' is readable to it. NOLOGIN
-- here: production gives it a password once (docs/analytics.md, "Deploying"), the local stacks do
-- too; no secret in this file. Its own connection limit, apart from the forms' role: a flood of
-- page views can fill its 10 connections, never the forms' 30.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'analytics_function') then
    create role analytics_function nologin noinherit connection limit 10;
  end if;
end
$$;

-- Each call is one statement (collect/store.ts): the role's own timeout bounds it, through the pooler too.
alter role analytics_function set statement_timeout = '3s';

grant usage on schema public to analytics_function;
grant execute on function public.analytics_salt_of_today() to analytics_function;
grant execute on function public.collect_analytics_event(text, int, text, text, bigint, text, text, text, text, text, text, text, jsonb, boolean, int, int)
  to analytics_function;
